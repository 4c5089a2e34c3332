import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useDeletePlan } from '../../../data/delete-plan';
import { useDeleteWorld } from '../../../data/worlds';
import { Button } from '../../../ui/button';
import { RecordDeleteDialog } from '../../../ui/record-delete-dialog';
import { useTrashSentence } from '../../../ui/trash-retention';

export type WorldDeleteButtonProps = {
  world: World;
  /** Told when the delete starts (true) and if it is refused (false), so the page waits, not "not found". */
  onDeleting: (isDeleting: boolean) => void;
};

/**
 * Delete World, from the header: the confirmation names the world and says what goes with it (its
 * locations and parts, from the same plan the delete runs), or why it cannot go, in which case Delete
 * stays disabled. Once deleted, the universe's Worlds tab shows.
 */
export function WorldDeleteButton({ world, onDeleting }: WorldDeleteButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const plan = useDeletePlan('world', world.id, isOpen);
  const deleteWorld = useDeleteWorld();
  const trashSentence = useTrashSentence();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete World
      </Button>
      <RecordDeleteDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        name={world.name}
        message={`${world.name} is deleted from ${world.universeName}. ${trashSentence}`}
        confirmLabel="Delete World"
        plan={plan}
        onDelete={() => deleteWorld.mutateAsync(world.id)}
        onDeletingChange={onDeleting}
        // The world's address is gone: Back should not lead to it.
        onDeleted={() => navigate(`/universes/${world.universeId}/worlds`, { replace: true })}
        failureMessage="Not deleted."
      />
    </>
  );
}
