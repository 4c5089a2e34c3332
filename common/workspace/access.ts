import type { ContainerKind, MemberRole, Visibility } from '../api/sharing';

// The one access policy (issue 28, decision 057): may this member see, see the name of, or change this
// thing of a shared container. Pure; every member's read goes through it (shared-view.ts) and every
// member's write will. The owner of the rows is the owner; members are editors, players or readers.

/**
 * Who asks: the owner of the container, or one of its members with their role, and the campaign's
 * character a player plays when one is assigned to them (decision 083).
 */
export type Viewer = { userId: string; role: 'owner' | MemberRole; plays?: string | undefined };

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
  rows: Pick<ReadonlyMap<string, Visibility>, 'get'>,
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
 * removed, name and all). Only the owner and editors change a thing as such; what a player may write
 * of their own (their notes, the character they play) is `partWriteRefusal`'s rule.
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

/**
 * Whether a role may read who the members are (to view the container as one of them, or name one as a
 * reader of a secret): the owner and editors (decision 083). Managing them stays the owner's.
 */
export function mayListMembers(viewer: Viewer): boolean {
  return isEditorial(viewer.role);
}

/** Whether a role may manage members and invitations: the owner alone. */
export function mayManageMembers(viewer: Viewer): boolean {
  return viewer.role === 'owner';
}

// A player's own things (issue 28, decision 083): in a campaign they play in, a player writes notes and
// keeps changing the ones they wrote, and changes the character the owner or an editor assigned to them.
// Nothing else of the container is theirs to write; a reader writes nothing.

/** The kind of part a player makes in a campaign: a note. */
export const PLAYER_NOTE_KIND: string = 'campaigns/notes';
/** The kind of part a player is assigned to play: a campaign's character. */
export const PLAYER_CHARACTER_KIND: string = 'campaigns/characters';

export type PartWrite = 'create' | 'change' | 'delete';

/** A part as the write rule knows it: its kind, and (once it exists) its id and the member who made it. */
export type PartAuthorship = { kind: string; id?: string; createdBy?: string | undefined };

/** Whether the part is the viewer's own: a note they made, or the character they play. */
export function isOwnPart(viewer: Viewer, part: PartAuthorship): boolean {
  if (part.kind === PLAYER_CHARACTER_KIND) return part.id !== undefined && part.id === viewer.plays;
  return part.kind === PLAYER_NOTE_KIND && part.createdBy === viewer.userId;
}

/**
 * Why `viewer` may not `write` this part of a container (a sentence for the 403), or undefined when they
 * may. The owner and editors write every part. A player of a campaign creates notes, changes and deletes
 * the notes they made, and changes (never deletes) the character they play. Everyone else writes nothing.
 * Whether the viewer sees the part at all is asked first (`mayAccess(…, 'see')`): a hidden part is not
 * there for them, whatever this says.
 */
export function partWriteRefusal(
  viewer: Viewer,
  containerKind: ContainerKind,
  part: PartAuthorship,
  write: PartWrite,
  /** How a person calls one part of its kind ('Note'). */
  singular: string,
): string | undefined {
  if (isEditorial(viewer.role)) return undefined;
  const one = singular.toLowerCase();
  const nobody = `A ${viewer.role} cannot ${write === 'create' ? 'add' : write} a ${one} ${
    write === 'create' ? 'to' : 'of'
  } this ${containerKind}: only its owner and editors can`;
  if (viewer.role !== 'player' || containerKind !== 'campaign') return nobody;
  if (part.kind === PLAYER_NOTE_KIND) {
    if (write === 'create' || isOwnPart(viewer, part)) return undefined;
    return 'A player can change only the notes they wrote: this note is someone else’s';
  }
  if (part.kind === PLAYER_CHARACTER_KIND && write === 'change') {
    if (isOwnPart(viewer, part)) return undefined;
    return 'A player can change only the character they play: this character is not assigned to them';
  }
  return nobody;
}

/** Whether `viewer` may `write` this part: `partWriteRefusal` has no reason against it. */
export function mayWritePart(
  viewer: Viewer,
  containerKind: ContainerKind,
  part: PartAuthorship,
  write: PartWrite,
): boolean {
  return partWriteRefusal(viewer, containerKind, part, write, part.kind) === undefined;
}
