import type { ContainerKind, MemberRole, Visibility } from '../api/sharing';

// The one access policy (issue 28, decision 057): may this member see, see the name of, or change this
// thing of a shared container. Pure; every member's read goes through it (shared-view.ts) and every
// member's write will. The owner of the rows is the owner; members are editors, players or readers.

/** Who asks: the owner of the container, or one of its members with their role. */
export type Viewer = { userId: string; role: 'owner' | MemberRole };

export type AccessAction = 'see' | 'see-name' | 'change';

/** Everyone who is a member sees it. */
export const everyMember: Visibility = { level: 'members', named: [] };
/** Only the owner and editors (a GM's notes). */
export const editorsOnly: Visibility = { level: 'editors', named: [] };

/**
 * What a thing without a visibility of its own is: a campaign's notes are the GM's (editors only);
 * everything else is for every member. `entityKind` is a record kind ('campaign') or a part kind
 * ('campaigns/notes').
 */
export function defaultVisibility(containerKind: ContainerKind, entityKind: string): Visibility {
  if (containerKind === 'campaign' && entityKind === 'campaigns/notes') return editorsOnly;
  return everyMember;
}

/**
 * The visibility key of a container's own default for one kind of its parts (`default:campaigns/notes`
 * on the campaign's id): stored beside the things' own rows, so it travels in the export with them.
 */
export const DEFAULT_KIND_PREFIX = 'default:';

export function containerDefaultKey(containerId: string, partKind: string): string {
  return `${DEFAULT_KIND_PREFIX}${partKind}:${containerId}`;
}

/**
 * A thing's visibility: its own when set, else its container's default for its kind when the owner
 * chose one, else the kind's default (`defaultVisibility`). `rows` are by `kind:id`.
 */
export function resolveVisibility(
  rows: ReadonlyMap<string, Visibility>,
  container: { kind: ContainerKind; id: string },
  kind: string,
  id: string | undefined,
): Visibility {
  return (
    (id === undefined ? undefined : rows.get(`${kind}:${id}`)) ??
    rows.get(containerDefaultKey(container.id, kind)) ??
    defaultVisibility(container.kind, kind)
  );
}

/** Whether the role may manage the container as a whole (everything but its membership). */
export function isEditorial(role: Viewer['role']): boolean {
  return role === 'owner' || role === 'editor';
}

/**
 * May `viewer` do `action` to a thing of visibility `visibility`? The owner and editors see and change
 * everything. Players and readers see what every member sees and what names them, never an
 * editors-only thing; they see a name exactly when they see the thing (a mention of a hidden thing is
 * removed, name and all). Nobody but the owner and editors changes anything yet (a player's own
 * character and notes are later work).
 */
export function mayAccess(viewer: Viewer, visibility: Visibility, action: AccessAction): boolean {
  if (isEditorial(viewer.role)) return true;
  if (action === 'change') return false;
  switch (visibility.level) {
    case 'members':
      return true;
    case 'named':
      return visibility.named.includes(viewer.userId);
    case 'editors':
      return false;
  }
}

/** Whether a role may manage members and invitations: the owner alone. */
export function mayManageMembers(viewer: Viewer): boolean {
  return viewer.role === 'owner';
}
