import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useDeletePlan } from '../../../data/delete-plan';
import { useDeleteWorld } from '../../../data/worlds';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';

/**
 * Delete World, from the header: the confirmation names the world and says what goes with it (its
 * locations and parts, from the same plan the delete runs), or why it cannot go, in which case Delete
 * stays disabled. Once deleted, the universe's Worlds tab shows.
 */
export type WorldDeleteButtonProps = {
  world: World;
  /** Told when the delete starts (true) and if it is refused (false), so the page waits, not "not found". */
  onDeleting: (isDeleting: boolean) => void;
};

export function WorldDeleteButton({ world, onDeleting }: WorldDeleteButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const plan = useDeletePlan('world', world.id, isOpen);
  const deleteWorld = useDeleteWorld();
  const navigate = useNavigate();
  const worldsHref = `/universes/${world.universeId}/worlds`;
  const isRefused = plan.data?.isRefused === true;
  const isReady = plan.data !== undefined && !isRefused;

  function handleOpenChange(next: boolean) {
    if (deleteWorld.isPending) return;
    if (next) deleteWorld.reset();
    setIsOpen(next);
  }

  async function handleDelete() {
    onDeleting(true);
    try {
      await deleteWorld.mutateAsync(world.id);
      // The world's address is gone: Back should not lead to it.
      navigate(worldsHref, { replace: true });
    } catch {
      // The dialog stays open and shows the refusal (`deleteWorld.error`).
      onDeleting(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => handleOpenChange(true)}>
        <Trash2 aria-hidden="true" />
        Delete World
      </Button>
      <Dialog open={isOpen} onOpenChange={handleOpenChange}>
        <DialogContent
          role="alertdialog"
          size="sm"
          title={`Delete "${world.name}"?`}
          description={`${world.name} is deleted from ${world.universeName}. This cannot be undone.`}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={deleteWorld.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="danger" disabled={!isReady || deleteWorld.isPending} onClick={handleDelete}>
                {deleteWorld.isPending ? 'Deleting…' : 'Delete World'}
              </Button>
            </>
          }
        >
          <div aria-live="polite" className="flex flex-col gap-3 text-sm">
            {plan.isPending ? <Spinner label="Working out what goes with it…" /> : null}
            {plan.isError ? <Alert>{plan.error.message}</Alert> : null}
            {plan.data && !isRefused ? <p className="text-fg">{plan.data.summary}</p> : null}
            {isRefused ? <Alert>{plan.data?.summary}</Alert> : null}
            {deleteWorld.isError ? <Alert>Not deleted. {deleteWorld.error.message}</Alert> : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
