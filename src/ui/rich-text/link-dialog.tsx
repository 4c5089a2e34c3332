import { type FormEvent, useState } from 'react';
import { isSafeHref } from '../../../common/text/rich-text';
import { Button } from '../button';
import { Dialog, DialogContent } from '../dialog';
import { Field } from '../field';
import { Input } from '../input';

export type LinkDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The link under the cursor, if any. */
  initialHref: string;
  /** A safe address, or '' to remove the link. */
  onSave: (href: string) => void;
};

export const UNSAFE_LINK_MESSAGE = 'A link must start with https://, http://, mailto: or /';

/** Asks where a link leads; only an address to the web, mail or the app is taken. */
export function LinkDialog({ isOpen, onOpenChange, initialHref, onSave }: LinkDialogProps) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = href.trim();
    if (trimmed !== '' && !isSafeHref(trimmed)) {
      setError(UNSAFE_LINK_MESSAGE);
      return;
    }
    onSave(trimmed);
    onOpenChange(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title="Link"
        description="Where the selected text leads. Leave it empty to remove the link."
        size="sm"
      >
        <form id="link-form" onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
          <Field label="Address" error={error}>
            <Input
              value={href}
              onChange={(event) => {
                setHref(event.target.value);
                setError(null);
              }}
              placeholder="https://"
              autoComplete="url"
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Save link</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
