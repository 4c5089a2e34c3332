import type { ReactNode } from 'react';
import { Alert } from './alert';
import { ConfirmDialog } from './confirm-dialog';
import { Spinner } from './spinner';

/** What deleting a record would take with it, as far as it is known (`useDeletePlan`'s result fits). */
export type DeletePlanQuery = {
  isPending: boolean;
  error: { message: string } | null;
  data?: { isRefused: boolean; summary: string } | undefined;
};

export type RecordDeleteDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The record's name: the title asks 'Delete "{name}"?'. */
  name: string;
  /** What deleting it means: 'The novel and everything written in it are deleted. You can restore it from the Trash for 30 days.' */
  message: ReactNode;
  /** The confirm button: 'Delete Novel'. */
  confirmLabel: string;
  /** The delete plan, asked for while the dialog is open. */
  plan: DeletePlanQuery;
  /** Deletes; a refusal rejects with the server's reason, shown in the dialog. */
  onDelete: () => Promise<unknown>;
  /** Told when the delete starts (true) and if it is refused (false), so the page waits instead of saying "not found". */
  onDeletingChange?: (isDeleting: boolean) => void;
  /** Where to go once the record is gone. */
  onDeleted: () => void;
  /** Said before a refusal's reason ('Not deleted.'). */
  failureMessage?: string;
};

/** The plan in words: checking, could not be checked, what else goes, or why it cannot go. */
function DeletePlanNotice({ plan }: { plan: DeletePlanQuery }) {
  if (plan.error) return <Alert>{plan.error.message}</Alert>;
  if (plan.data?.isRefused) return <Alert>{plan.data.summary}</Alert>;
  if (plan.data) return <p className="text-fg">{plan.data.summary}</p>;
  return (
    <p role="status" className="flex items-center gap-2 text-fg-muted">
      <Spinner />
      Checking what goes with it…
    </p>
  );
}

/**
 * Deleting a whole record (a novel, a world, a campaign): the confirmation names it and says what goes
 * with it (the data API's delete plan), or why it cannot go, with Delete disabled. Delete waits for the
 * plan, says 'Deleting…' while it runs, and then `onDeleted` leads away from the record's address.
 */
export function RecordDeleteDialog({
  isOpen,
  onOpenChange,
  name,
  message,
  confirmLabel,
  plan,
  onDelete,
  onDeletingChange,
  onDeleted,
  failureMessage,
}: RecordDeleteDialogProps) {
  const canDelete = plan.data !== undefined && !plan.data.isRefused && plan.error === null;

  async function handleDelete() {
    onDeletingChange?.(true);
    try {
      await onDelete();
    } catch (error) {
      onDeletingChange?.(false);
      throw error;
    }
    onDeleted();
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Delete "${name}"?`}
      message={message}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting…"
      isConfirmDisabled={!canDelete}
      onConfirm={handleDelete}
      {...(failureMessage === undefined ? {} : { failureMessage })}
    >
      <div aria-live="polite" className="flex flex-col gap-3">
        <DeletePlanNotice plan={plan} />
      </div>
    </ConfirmDialog>
  );
}
