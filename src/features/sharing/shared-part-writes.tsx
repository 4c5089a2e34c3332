import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SharedView } from '../../../common/api/sharing';
import { findPartKind } from '../../../common/workspace/part-kinds';
import { useFieldTogether } from '../../data/field-together';
import { useSharedPartWrites } from '../../data/sharing';
import type { SharedDoor } from '../../data/workspace-repository';
import { Button, IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PartFormDialog, usePartDialog } from '../../ui/part-form-dialog';

// A member's own writes on a shared container's page (decisions 083, 091): a player adds notes, places
// and leads, edits and deletes the ones they added, and edits the character they play, with the form the owner's pages use.
// The page offers only what the server's answer says they may write (`writes`); the server asks the
// policy again on every write.

type ViewPart = SharedView['parts'][number];

/** Starting values of a new part of a kind a member may add (a note: no category, no tags; a lead: planned). */
const newPartDefaults: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'campaigns/notes': { category: '', tags: [] },
  'campaigns/locations': { type: '' },
  'campaigns/quests': { status: 'planned', xp: 0 },
};

/** "Add note": a new part of `kind` in the shared container. */
export function AddSharedPartButton({ door, kind }: { door: SharedDoor; kind: string }) {
  const spec = findPartKind(kind);
  const dialog = usePartDialog();
  const { add } = useSharedPartWrites(door);
  if (spec === undefined) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={dialog.openAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {`Add ${spec.singular}`}
      </Button>
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        defaults={newPartDefaults[kind] ?? {}}
        description={`Only you and the game master read it, until they share it with the table.`}
        onSave={async (fields) => {
          await add.mutateAsync({ segment: spec.segment, input: fields });
        }}
      />
    </>
  );
}

/** Edit (and, when allowed, Delete) one part the member may change: what they added, the character they play. */
export function SharedPartActions({
  door,
  part,
  version,
  canDelete,
  canWriteTogether = false,
}: {
  door: SharedDoor;
  part: ViewPart;
  version: number;
  canDelete: boolean;
  /** An editor: its long fields written together with the GM (decision 105). A player never joins. */
  canWriteTogether?: boolean;
}) {
  const spec = findPartKind(part.kind);
  const dialog = usePartDialog();
  const [isDeleting, setIsDeleting] = useState(false);
  const { change, remove } = useSharedPartWrites(door);
  if (spec === undefined) return null;
  const one = spec.singular.toLowerCase();
  return (
    <span className="-my-1 flex shrink-0 items-center gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Edit ${one} ${part.name}`}
        onClick={() => dialog.openEdit({ ...part.data, id: part.id, version })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      {canDelete ? (
        <IconButton
          size="sm"
          aria-label={`Delete ${one} ${part.name}`}
          icon={<Trash2 aria-hidden="true" />}
          onClick={() => setIsDeleting(true)}
        />
      ) : null}
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        // An editor writes its long fields together with the GM (decision 105); a player keeps the
        // form's field (the server would refuse them).
        together={
          canWriteTogether
            ? {
                part: { kind: spec.kind, parentId: door.id, ownerId: door.ownerId },
                useField: useFieldTogether,
              }
            : undefined
        }
        onSave={async (fields, changedAt) => {
          await change.mutateAsync({
            segment: spec.segment,
            partId: part.id,
            patch: fields,
            version: changedAt ?? version,
          });
        }}
      />
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={`Delete ${part.name}?`}
        message={`The ${one} goes to the game master’s Trash.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        pendingLabel="Deleting…"
        failureMessage="Not deleted."
        onConfirm={() => remove.mutateAsync({ segment: spec.segment, partId: part.id })}
      />
    </span>
  );
}
