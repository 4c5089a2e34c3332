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
