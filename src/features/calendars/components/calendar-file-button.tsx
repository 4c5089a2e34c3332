import { Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { Button } from '../../../ui/button';

/**
 * The largest calendar file read: far above any real calendar (a Fantasy-Calendar export with hundreds of
 * events and their descriptions is a few hundred kB), well below what would stall the page.
 */
const MAX_FILE_BYTES = 5_000_000;

/** A button that opens a file chooser for a calendar JSON file and hands over its text. */
export function CalendarFileButton({
  inputLabel,
  children,
  isDisabled,
  onText,
  onProblem,
}: {
  /** The (visually hidden) file input's label. */
  inputLabel: string;
  children: ReactNode;
  isDisabled: boolean;
  onText: (text: string, fileName: string) => void | Promise<void>;
  onProblem: (problem: string) => void;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after fixing it.
    input.value = '';
    if (file === undefined) return;
    if (file.size > MAX_FILE_BYTES) {
      onProblem('The file is larger than 5 MB; a calendar file is far smaller');
      return;
    }
    await onText(await file.text(), file.name);
  }

  return (
    <>
      {/* The file input stays out of the tab order: the button opens it, with the app's focus ring. */}
      <label htmlFor={inputId} className="sr-only">
        {inputLabel}
      </label>
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept="application/json,.json"
        tabIndex={-1}
        className="sr-only"
        disabled={isDisabled}
        onChange={(event) => void handleFile(event)}
      />
      <Button variant="secondary" disabled={isDisabled} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        {children}
      </Button>
    </>
  );
}
