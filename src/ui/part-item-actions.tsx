import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { IconButton } from './button';
import { ConfirmDialog } from './confirm-dialog';
import type { SortableItemControls } from './sortable-list';
import { useTrashSentence } from './trash-retention';

export type PartItemActionsProps = {
  /** The part's name: every control is named with it ('Edit Deliver the embers'). */
  name: string;
  /** 'Quest', 'Story arc': said in the delete confirmation. */
  singular: string;
  onEdit: () => void;
  /** Runs once the deletion is confirmed. */
  onDelete: () => void;
  /**
   * What goes with the part, said under 'Delete "{name}"?'. Default: 'The {singular} and everything
   * written in it are deleted. You can restore it from the Trash for {N} days.'
   */
  deleteMessage?: ReactNode;
  /** From `SortableList`: adds the drag handle and Move up / Move down. Leave it out for a fixed order. */
  move?: SortableItemControls | undefined;
  className?: string;
};

/**
 * One part's controls, in a row: drag handle, Move up, Move down, Edit and Delete (after a confirmation).
 * Put it above a card's stretched link (it is positioned, with z-10) so every control stays clickable.
 */
export function PartItemActions({
  name,
  singular,
  onEdit,
  onDelete,
  deleteMessage,
  move,
  className,
}: PartItemActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const trashSentence = useTrashSentence();
  return (
    <div className={cn('relative z-10 flex shrink-0 items-center', className)}>
      {move ? <MoveButtons name={name} move={move} /> : null}
      <IconButton
        size="sm"
        aria-label={`Edit ${name}`}
        title={`Edit ${singular.toLowerCase()}`}
        icon={<Pencil aria-hidden="true" />}
        onClick={onEdit}
      />
      <IconButton
        size="sm"
        aria-label={`Delete ${name}`}
        title={`Delete ${singular.toLowerCase()}`}
        icon={<Trash2 aria-hidden="true" />}
        className="hover:text-danger-text"
        onClick={() => setIsConfirming(true)}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete "${name}"?`}
        message={
          deleteMessage ??
          `The ${singular.toLowerCase()} and everything written in it are deleted. ${trashSentence}`
        }
        confirmLabel={`Delete ${singular}`}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** An item's drag handle, Move up and Move down, named with the item ('Move Ember up'). */
export function MoveButtons({ name, move }: { name: string; move: SortableItemControls }) {
  return (
    <>
      <IconButton
        size="sm"
        aria-label={`Reorder ${name}`}
        title="Drag to reorder, or press Alt+Arrow Up / Alt+Arrow Down"
        icon={<GripVertical aria-hidden="true" />}
        className="cursor-grab active:cursor-grabbing"
        {...move.handleProps}
      />
      <IconButton
        size="sm"
        aria-label={`Move ${name} up`}
        title="Move up (Alt+Arrow Up)"
        icon={<ArrowUp aria-hidden="true" />}
        disabled={!move.canMoveUp}
        onClick={move.moveUp}
      />
      <IconButton
        size="sm"
        aria-label={`Move ${name} down`}
        title="Move down (Alt+Arrow Down)"
        icon={<ArrowDown aria-hidden="true" />}
        disabled={!move.canMoveDown}
        onClick={move.moveDown}
      />
    </>
  );
}
