import { containerPartParent } from '../api/sharing';
import { mayAccess } from './access';
import type { LiveMembership } from './live-events';

// Co-editing a chapter (issue 29, decision 073): who may join a chapter's shared text. The shared text
// is the whole document, secret blocks included, and every keystroke of it: only those who may change
// the chapter join (its owner, and editors of the novel it is shared as), never a player or a reader,
// who read the stored text through their view, its secrets removed (decision 057).

/** A chapter's shared text, named as the change feed names its text row. */
export type SharedChapter = { ownerId: string; novelId: string; chapterId: string };

/** May `callerId`, with these memberships (read now), open or keep open `chapter`'s shared text? */
export function mayCoEdit(
  callerId: string,
  chapter: SharedChapter,
  memberships: readonly LiveMembership[],
): boolean {
  if (callerId === chapter.ownerId) return true;
  return memberships.some(
    (membership) =>
      membership.ownerId === chapter.ownerId &&
      membership.containerKind === 'novel' &&
      membership.containerId === chapter.novelId &&
      // Changing a chapter is the policy's question; the visibility is moot for those who may change.
      mayAccess({ userId: callerId, role: membership.role }, { level: 'editors', named: [] }, 'change'),
  );
}

/**
 * A long field of a part written together (decision 105): a quest's description, a lore entry's content.
 * `kind` and `parentId` are the part's as stored (the socket reads them from the part, never the caller).
 */
export type SharedPartField = {
  ownerId: string;
  kind: string;
  parentId: string;
  partId: string;
  field: string;
};

/**
 * May `callerId` open or keep open a part's long field's shared text? The same rule as a chapter's: the
 * owner, and editors of the container the part belongs to (its parent is the shared universe, novel or
 * campaign). A player never joins, even of a note they added (the shared text carries every secret
 * block, keystroke by keystroke); a part of a world, or of a record inside a container, only its owner.
 */
export function mayCoEditField(
  callerId: string,
  text: SharedPartField,
  memberships: readonly LiveMembership[],
): boolean {
  if (callerId === text.ownerId) return true;
  const parent = text.kind.split('/')[0];
  return memberships.some(
    (membership) =>
      membership.ownerId === text.ownerId &&
      containerPartParent[membership.containerKind] === parent &&
      membership.containerId === text.parentId &&
      mayAccess({ userId: callerId, role: membership.role }, { level: 'editors', named: [] }, 'change'),
  );
}
