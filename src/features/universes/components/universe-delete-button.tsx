import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeletePlan } from '../../../data/delete-plan';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useTrashSentence } from '../../../ui/trash-retention';
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
  const plan = useDeletePlan('universe', universe.id, isOpen);
  const state: DeletePlanState = plan.isPending
    ? { status: 'pending' }
    : plan.isError
      ? { status: 'error', message: plan.error.message }
      : { status: 'success', ...plan.data };
  const { message, canDelete } = deleteConfirmation(state, useTrashSentence());

  async function handleDelete() {
    await onDelete();
    navigate('/universes', { replace: true });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Delete "${universe.name}"?`}
        message={message}
        confirmLabel="Delete Universe"
        pendingLabel="Deleting…"
        isConfirmDisabled={!canDelete}
        onConfirm={handleDelete}
      />
    </>
  );
}
