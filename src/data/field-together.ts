import { useEffect, useMemo, useState } from 'react';
import type * as awarenessProtocol from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { canCoEdit, useCoEdit } from './co-editing';
import { usePresence } from './presence';

// Writing a part's long field together (issue 29, decision 105), as a chapter is written (decision 086):
// alone in a part's form, the field is the form's, saved with it, exactly as before, and no socket
// opens. Once someone else has the same part's form open (another person, or another tab: presence),
// the field connects to its shared text and is bound to it as soon as the server's copy has arrived —
// if nothing was typed in it alone yet (what was typed alone stays the form's, saved with it, and reaches
// the others through the server). Bound, it stays bound while the form is open; its words are the
// server's to store, not the form's to send.

/** The part whose form is open: its kind and parent as the change feed names them, and its owner when shared. */
export type FieldTogetherPart = { kind: string; parentId: string; ownerId?: string | undefined };

/** The field's shared document once bound, for `RichTextEditor`'s `shared`. */
export type BoundField = { doc: Y.Doc; awareness: awarenessProtocol.Awareness } | undefined;

/**
 * The shared text of `partId`'s `field` once bound. `canBind`: nothing typed in the field alone yet.
 * Call it once per rich field of the open form, always in the same order.
 */
export function useFieldTogether(
  part: FieldTogetherPart,
  partId: string,
  field: string,
  canBind: boolean,
): BoundField {
  const others = usePresence({
    table: 'parts',
    kind: part.kind,
    entityId: partId,
    parentId: part.parentId,
    ...(part.ownerId === undefined ? {} : { ownerId: part.ownerId }),
  });
  const [wasWanted, setWasWanted] = useState(false);
  const isWanted = canCoEdit() && (others.length > 0 || wasWanted);
  useEffect(() => {
    if (isWanted) setWasWanted(true);
  }, [isWanted]);
  const { connection, state } = useCoEdit({ partId, field, ownerId: part.ownerId }, isWanted);
  const [isBound, setIsBound] = useState(false);
  const shouldBind = connection !== null && state.hasSynced && !state.isRefused && canBind;
  useEffect(() => {
    if (shouldBind) setIsBound(true);
  }, [shouldBind]);
  // Refused (no longer allowed to write it together): back to the form's own field.
  useEffect(() => {
    if (state.isRefused) setIsBound(false);
  }, [state.isRefused]);
  // One object while bound: the editor binds once, not on every render.
  return useMemo(
    () =>
      isBound && connection !== null ? { doc: connection.doc, awareness: connection.awareness } : undefined,
    [isBound, connection],
  );
}
