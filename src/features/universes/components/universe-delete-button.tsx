import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeletePlan } from '../../../data/delete-plan';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import { type DeletePlanState, deleteConfirmation } from '../model/delete-confirmation';

export type UniverseDeleteButtonProps = {
  universe: { id: string; name: string };
  /** Deletes the universe; a refusal rejects with the server's reason. */
  onDelete: () => Promise<unknown>;
};

/**
 * The header's Delete: a confirmation naming the universe and what goes with it, or, while worlds or
 * campaigns still belong to it, the reason it cannot go with Delete disabled. Afterwards: the list.
 */
export function UniverseDeleteButton({ universe, onDelete }: UniverseDeleteButtonProps) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = useDeletePlan('universe', universe.id, isOpen);
  const state: DeletePlanState = plan.isPending
    ? { status: 'pending' }
    : plan.isError
      ? { status: 'error', message: plan.error.message }
      : { status: 'success', ...plan.data };
  const { message, canDelete } = deleteConfirmation(state);

  function handleOpenChange(next: boolean) {
    setError(null);
    setIsOpen(next);
  }

  async function handleDelete() {
    setError(null);
    setIsDeleting(true);
    try {
      await onDelete();
      navigate('/universes', { replace: true });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The universe could not be deleted.');
      setIsDeleting(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => handleOpenChange(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Dialog open={isOpen} onOpenChange={handleOpenChange}>
        <DialogContent
          role="alertdialog"
          size="sm"
          title={`Delete "${universe.name}"?`}
          description={message}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button variant="danger" disabled={!canDelete || isDeleting} onClick={handleDelete}>
                {isDeleting ? 'Deleting…' : 'Delete Universe'}
              </Button>
            </>
          }
        >
          {error ? <Alert>{error}</Alert> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
