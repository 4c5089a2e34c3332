import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Badge } from './badge';
import { IconButton } from './button';
import { addChip, removeChip } from './chips';
import { Input } from './input';
import { Label } from './label';

export type ChipInputProps = {
  label: string;
  /** The plus button's name: 'Add character', 'Add tag'. */
  addLabel: string;
  placeholder?: string;
  values: readonly string[];
  onValuesChange: (values: readonly string[]) => void;
  /** What is typed but not yet added; the form keeps it so Save can add it too. */
  draft: string;
  onDraftChange: (draft: string) => void;
};

/** Names or tags added by Enter or the plus button (trimmed; empty and duplicates ignored), each removable. */
export function ChipInput({
  label,
  addLabel,
  placeholder,
  values,
  onValuesChange,
  draft,
  onDraftChange,
}: ChipInputProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function add() {
    const next = addChip(values, draft);
    if (next !== values) onValuesChange(next);
    onDraftChange('');
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the chip instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  function remove(value: string) {
    onValuesChange(removeChip(values, value));
    // The removed chip's button is gone; keep focus in the field rather than losing it to <body>.
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <IconButton
          variant="secondary"
          aria-label={addLabel}
          title={addLabel}
          icon={<Plus aria-hidden="true" />}
          onClick={add}
        />
      </div>
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li key={value} className="inline-flex items-center gap-0.5">
              <Badge tone="neutral">{value}</Badge>
              <IconButton
                size="sm"
                aria-label={`Remove ${value}`}
                icon={<X aria-hidden="true" />}
                onClick={() => remove(value)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
