import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { IMAGE_UPLOAD_ACCEPT, imageFileProblem } from '../../common/api/images';
import { cn } from '../lib/cn';
import { buttonClasses } from './button';
import { FieldError } from './field';
import { useImageUploader } from './image-services';
import { Spinner } from './spinner';

export type ImageUploadButtonProps = {
  /** The button's visible text, also the file input's name ('Upload image', 'Change cover'). */
  label?: string;
  /** Given the stored image's url once it is uploaded; a rejection is shown like a refused upload. */
  onUploaded: (url: string) => unknown;
  /** Stores the file; by default the app's (`ImageServicesProvider`). */
  upload?: (file: File) => Promise<{ url: string }>;
  /** Read-only: cannot be used. */
  disabled?: boolean;
  className?: string;
};

/**
 * A file input that looks like a button: PNG, JPEG, WebP or GIF up to 10 MB. The file is checked here
 * first (size, and its type by its bytes, in the server's words), then uploaded ('Uploading…'), then
 * its url is handed to `onUploaded`. Problems show under it (announced). Renders nothing where the app
 * gives no upload.
 */
export function ImageUploadButton({
  label = 'Upload image',
  onUploaded,
  upload: given,
  disabled = false,
  className,
}: ImageUploadButtonProps) {
  const fromApp = useImageUploader();
  const upload = given ?? fromApp;
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (upload === undefined) return null;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing a problem elsewhere) still reports.
    input.value = '';
    if (file === undefined || upload === undefined) return;
    setError(null);
    setIsUploading(true);
    try {
      const problem = await imageFileProblem(file);
      if (problem !== undefined) {
        setError(problem);
        return;
      }
      const { url } = await upload(file);
      await onUploaded(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The image could not be uploaded. Try again.');
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          className="peer sr-only"
          disabled={disabled || isUploading}
          {...(error === null ? {} : { 'aria-invalid': true, 'aria-describedby': errorId })}
          onChange={(event) => void handleChange(event)}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-focus-visible:outline-solid peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <ImageUp aria-hidden="true" />
          {label}
        </label>
        <span role="status" className="inline-flex items-center gap-2 text-xs text-fg-muted">
          {isUploading ? (
            <>
              <Spinner className="[&_svg]:size-4" />
              Uploading…
            </>
          ) : null}
        </span>
      </div>
      {error === null ? (
        <p className="text-xs text-fg-muted">PNG, JPEG, WebP or GIF, up to 10 MB.</p>
      ) : (
        <FieldError id={errorId}>{error}</FieldError>
      )}
    </div>
  );
}
