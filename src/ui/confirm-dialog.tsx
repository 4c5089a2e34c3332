import { type ReactNode, useState } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /**
   * Runs on confirm. When it returns a promise the dialog stays open until it settles, with both buttons
   * disabled, the confirm button saying `pendingLabel` and Escape ignored: fulfilled, it closes; rejected,
   * it shows why and the person may try again or cancel.
   */
  onConfirm: () => unknown;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** Keeps confirm disabled: while what it would do is still being checked, or when it would be refused. */
  isConfirmDisabled?: boolean;
  /** What the confirm button says while an asynchronous confirm runs ('Deleting…'). */
  pendingLabel?: string;
  /** Said before the reason of a refused confirm: 'Not deleted.' gives 'Not deleted. {message}'. */
  failureMessage?: string;
  /** More than the message (what else goes, why it cannot), between the message and the buttons. */
  children?: ReactNode;
};

function failureText(error: unknown, failureMessage: string | undefined): string {
  const reason = error instanceof Error ? error.message : '';
  return [failureMessage, reason].filter(Boolean).join(' ') || 'That did not work. Try again.';
}

/**
 * Asks before something irreversible; confirming runs onConfirm and closes (once its promise is
 * fulfilled, if it returns one), cancelling only closes.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  isConfirmDisabled = false,
  pendingLabel,
  failureMessage,
  children,
}: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts afresh: no refusal left from the last time.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFailure(null);
      setIsPending(false);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!isPending) onOpenChange(next);
  }

  async function handleConfirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setFailure(null);
    setIsPending(true);
    try {
      await result;
      setIsPending(false);
      onOpenChange(false);
    } catch (error) {
      setIsPending(false);
      setFailure(failureText(error, failureMessage));
    }
  }

  const hasBody = Boolean(children) || failure !== null;
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title={title}
        description={message}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isPending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              variant={confirmVariant}
              disabled={isConfirmDisabled || isPending}
              onClick={() => void handleConfirm()}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </>
        }
      >
        {hasBody ? (
          <div className="flex flex-col gap-3 text-sm">
            {children}
            {failure ? <Alert>{failure}</Alert> : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
