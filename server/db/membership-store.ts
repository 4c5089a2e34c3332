import { createHash, randomBytes } from 'node:crypto';
import type {
  BackupInvitation,
  BackupMember,
  BackupPartAuthor,
  BackupVisibility,
  ContainerKind,
  InvitationSummary,
  MemberRole,
  SharedContainer,
  Visibility,
  VisibilityLevel,
} from '../../common/api/sharing';
import { containerKinds, containerPartParent } from '../../common/api/sharing';
import { DEFAULT_KIND_PREFIX } from '../../common/workspace/access';
import { isEntityKind } from '../../common/workspace/entities';
import { recordKind } from '../../common/workspace/kinds';
import { findPartKind } from '../../common/workspace/part-kinds';
import { LAYER_KIND_PREFIX } from '../../common/workspace/shared-maps';
import { recordTables } from './record-store';
import { entityExists } from './relation-store';
import type { InvitationTable, MemberTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';
import type { WorkspaceDb } from './workspace-tables';

// Members, invitation links and visibility (migration 0028, decision 057). Every row is keyed by the
// owner (`user_id`): the owner's store writes them; a member's request finds its own row by
// `findMembership` on every request (no cache), so a removed member's next request finds nothing.

/** The link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type Container = { kind: ContainerKind; id: string };

/**
 * A member's standing in one container of one owner, and the campaign's character they play when one is
 * assigned to them (decision 083).
 */
export type Membership = {
  ownerId: string;
  container: Container;
  memberId: string;
  role: MemberRole;
  plays: string | null;
};

function toSummary(row: InvitationTable): InvitationSummary {
  return {
    id: row.id,
    role: row.role as MemberRole,
    isReusable: Number(row.is_reusable) === 1,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    uses: Number(row.uses),
    createdAt: row.created_at,
  };
}

/** Whether the owner's workspace holds this container. */
export async function containerExists(store: WorkspaceStore, container: Container): Promise<boolean> {
  return (await store.find(recordTables[container.kind], container.id)) !== undefined;
}

/** The container's name ('' when it is gone). */
export async function containerName(store: WorkspaceStore, container: Container): Promise<string> {
  const record = (await store.find(recordTables[container.kind], container.id)) as
    | Record<string, unknown>
    | undefined;
  return String(record?.[recordKind(container.kind).nameField] ?? '');
}

// The owner's side.

export async function createInvitation(
  store: WorkspaceStore,
  container: Container,
  input: { role: MemberRole; isReusable: boolean; expiresInDays: number },
  now: number,
): Promise<{ invitation: InvitationSummary; token: string }> {
  const token = newInvitationToken();
  const row: InvitationTable = {
    user_id: store.userId,
    id: crypto.randomUUID(),
    container_kind: container.kind,
    container_id: container.id,
    role: input.role,
    token_hash: hashInvitationToken(token),
    is_reusable: input.isReusable ? 1 : 0,
    expires_at: new Date(now + input.expiresInDays * 86_400_000).toISOString(),
    revoked_at: null,
    uses: 0,
    created_at: new Date(now).toISOString(),
  };
  await store.db.insertInto('invitations').values(row).execute();
  return { invitation: toSummary(row), token };
}

export async function listInvitations(
  store: WorkspaceStore,
  container: Container,
): Promise<InvitationSummary[]> {
  const rows = await store.db
    .selectFrom('invitations')
    .selectAll()
    .where('user_id', '=', store.userId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSummary);
}

/** Revokes a link; false when the container has no such link. A revoked link stays revoked. */
export async function revokeInvitation(
  store: WorkspaceStore,
  container: Container,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await store.db
    .updateTable('invitations')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date(now).toISOString())) }))
    .where('user_id', '=', store.userId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type MemberRow = {
  memberId: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  plays: string | null;
};

export async function listMembers(store: WorkspaceStore, container: Container): Promise<MemberRow[]> {
  const rows = await store.db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', store.userId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .orderBy('created_at')
    .orderBy('member_id')
    .execute();
  const ids = rows.map((row) => row.member_id);
  const users =
    ids.length === 0
      ? []
      : await store.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  const emails = new Map(users.map((user) => [String(user.id), String(user.email)]));
  return rows.map((row) => ({
    memberId: row.member_id,
    email: emails.get(row.member_id) ?? '',
    role: row.role as MemberRole,
    joinedAt: row.created_at,
    plays: row.plays ?? null,
  }));
}

/** Changes one membership's row; false when they are not a member. */
async function updateMember(
  store: WorkspaceStore,
  container: Container,
  memberId: string,
  change: { role: MemberRole } | { plays: string | null },
): Promise<boolean> {
  const result = await store.db
    .updateTable('members')
    .set(change)
    .where('user_id', '=', store.userId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes a member's role; false when they are not a member. */
export function setMemberRole(
  store: WorkspaceStore,
  container: Container,
  memberId: string,
  role: MemberRole,
): Promise<boolean> {
  return updateMember(store, container, memberId, { role });
}

/** Sets the character a member plays (null: none); false when they are not a member. */
export function setMemberPlays(
  store: WorkspaceStore,
  container: Container,
  memberId: string,
  plays: string | null,
): Promise<boolean> {
  return updateMember(store, container, memberId, { plays });
}

/** Ends a membership (the owner removing, or the member leaving); false when there was none. */
export async function removeMember(
  db: WorkspaceDb,
  ownerId: string,
  container: Container,
  memberId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('members')
    .where('user_id', '=', ownerId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets one thing's visibility (a row even when it equals the kind's default: the owner chose it). */
export async function setVisibility(store: WorkspaceStore, entry: BackupVisibility): Promise<void> {
  await store.db
    .deleteFrom('visibility')
    .where('user_id', '=', store.userId)
    .where('entity_kind', '=', entry.entityKind)
    .where('entity_id', '=', entry.entityId)
    .execute();
  await store.db
    .insertInto('visibility')
    .values({
      user_id: store.userId,
      entity_kind: entry.entityKind,
      entity_id: entry.entityId,
      level: entry.level,
      named: JSON.stringify(entry.level === 'named' ? [...entry.named] : []),
    })
    .execute();
}

/** The visibility rows of these things, by `kind:id` (things without one take their kind's default). */
export async function readVisibility(
  store: WorkspaceStore,
  ids: readonly string[],
): Promise<Map<string, Visibility>> {
  const map = new Map<string, Visibility>();
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await store.db
      .selectFrom('visibility')
      .selectAll()
      .where('user_id', '=', store.userId)
      .where('entity_id', 'in', ids.slice(index, index + 500))
      .execute();
    for (const row of rows) {
      map.set(`${row.entity_kind}:${row.entity_id}`, {
        level: row.level as VisibilityLevel,
        named: JSON.parse(row.named) as string[],
      });
    }
  }
  return map;
}

// The member's side.

/** The live invitation a token names (not revoked, not expired, not spent), or undefined. */
export async function findLiveInvitation(
  db: WorkspaceDb,
  token: string,
  now: number,
): Promise<InvitationTable | undefined> {
  const row = await db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', hashInvitationToken(token))
    .executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) return undefined;
  if (Date.parse(row.expires_at) <= now) return undefined;
  if (Number(row.is_reusable) !== 1 && Number(row.uses) > 0) return undefined;
  return row;
}

/**
 * Makes `memberId` a member through the link, in one transaction: the link is checked and (single use)
 * spent under a conditional update, so two people accepting one single-use link at once cannot both
 * get in. Accepting again changes nothing; the owner accepting their own link is refused.
 */
export async function acceptInvitation(
  db: WorkspaceDb,
  token: string,
  memberId: string,
  now: number,
): Promise<Membership | 'invalid' | 'own'> {
  return db.transaction().execute(async (trx) => {
    const row = await findLiveInvitation(trx, token, now);
    if (row === undefined) return 'invalid';
    if (row.user_id === memberId) return 'own';
    const container: Container = { kind: row.container_kind as ContainerKind, id: row.container_id };
    const existing = await findMembership(trx, memberId, row.user_id, container);
    if (existing !== undefined) return existing;
    const spent = await trx
      .updateTable('invitations')
      .set({ uses: Number(row.uses) + 1 })
      .where('user_id', '=', row.user_id)
      .where('id', '=', row.id)
      .where('uses', '=', Number(row.uses))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) return 'invalid';
    const member: MemberTable = {
      user_id: row.user_id,
      container_kind: container.kind,
      container_id: container.id,
      member_id: memberId,
      role: row.role,
      invitation_id: row.id,
      created_at: new Date(now).toISOString(),
      plays: null,
    };
    await trx.insertInto('members').values(member).execute();
    return { ownerId: row.user_id, container, memberId, role: row.role as MemberRole, plays: null };
  });
}

/** The caller's membership of one container of one owner, or undefined: read on every request. */
export async function findMembership(
  db: WorkspaceDb,
  memberId: string,
  ownerId: string,
  container: Container,
): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('members')
    .select(['role', 'plays'])
    .where('user_id', '=', ownerId)
    .where('container_kind', '=', container.kind)
    .where('container_id', '=', container.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { ownerId, container, memberId, role: row.role as MemberRole, plays: row.plays ?? null };
}

/** The containers shared with this user ("Shared with you"), with their names now. */
export async function sharedWith(
  db: WorkspaceDb,
  memberId: string,
  storeOf: (ownerId: string) => WorkspaceStore,
): Promise<SharedContainer[]> {
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const shared: SharedContainer[] = [];
  for (const row of rows) {
    const container: Container = { kind: row.container_kind as ContainerKind, id: row.container_id };
    const owner = storeOf(row.user_id);
    if (!(await containerExists(owner, container))) continue;
    shared.push({
      ownerId: row.user_id,
      kind: container.kind,
      id: container.id,
      name: await containerName(owner, container),
      role: row.role as MemberRole,
    });
  }
  return shared;
}

// The backup (decision 050): members, links (without their token's hash) and visibility travel with the
// owner's workspace.

export type SharingBackup = {
  members: BackupMember[];
  invitations: BackupInvitation[];
  visibility: BackupVisibility[];
  partAuthors: BackupPartAuthor[];
};

export async function readSharingBackup(store: WorkspaceStore): Promise<SharingBackup> {
  const { db, userId } = store;
  const members = await db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('container_kind')
    .orderBy('container_id')
    .orderBy('member_id')
    .execute();
  const invitations = await db
    .selectFrom('invitations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const visibility = await db
    .selectFrom('visibility')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('entity_kind')
    .orderBy('entity_id')
    .execute();
  // Parts in the Trash are not in the file: their authors stay out with them.
  const authored = await db
    .selectFrom('parts')
    .select(['id', 'created_by'])
    .where('user_id', '=', userId)
    .where('created_by', 'is not', null)
    .orderBy('id')
    .execute();
  // A row of what is no longer in the workspace (a part in the Trash keeps its row, to come back with
  // it) stays out of the file: the file holds what is there, and its import checks that every row's
  // thing is (writeSharingBackup), so such a row would refuse the whole file.
  const isThere = async (kind: string, id: string) =>
    containerExists(store, { kind: kind as ContainerKind, id });
  return {
    members: (await keepWhere(members, (row) => isThere(row.container_kind, row.container_id))).map(
      (row) => ({
        containerKind: row.container_kind as ContainerKind,
        containerId: row.container_id,
        memberId: row.member_id,
        role: row.role as MemberRole,
        invitationId: row.invitation_id,
        createdAt: row.created_at,
        ...(row.plays === null || row.plays === undefined ? {} : { plays: row.plays }),
      }),
    ),
    invitations: (await keepWhere(invitations, (row) => isThere(row.container_kind, row.container_id))).map(
      (row) => {
        const { id, role, isReusable, expiresAt, revokedAt, uses, createdAt } = toSummary(row);
        return {
          id,
          containerKind: row.container_kind as ContainerKind,
          containerId: row.container_id,
          role,
          isReusable,
          expiresAt,
          revokedAt,
          uses,
          createdAt,
        };
      },
    ),
    visibility: (
      await keepWhere(visibility, (row) => isVisibilityTargetThere(store, row.entity_kind, row.entity_id))
    ).map((row) => ({
      entityKind: row.entity_kind,
      entityId: row.entity_id,
      level: row.level as VisibilityLevel,
      named: JSON.parse(row.named) as string[],
    })),
    partAuthors: authored.map((row) => ({ partId: row.id, createdBy: String(row.created_by) })),
  };
}

/** The rows for which `isKept` holds, in their order. */
async function keepWhere<T>(rows: readonly T[], isKept: (row: T) => Promise<boolean>): Promise<T[]> {
  const kept: T[] = [];
  for (const row of rows) if (await isKept(row)) kept.push(row);
  return kept;
}

/** Whether a visibility row's thing is in the workspace: a container (its defaults), a map (its layers), a thing. */
async function isVisibilityTargetThere(
  store: WorkspaceStore,
  kind: string,
  entityId: string,
): Promise<boolean> {
  if (kind.startsWith(DEFAULT_KIND_PREFIX)) {
    return isContainerDefault(store, kind.slice(DEFAULT_KIND_PREFIX.length), entityId);
  }
  if (kind.startsWith(LAYER_KIND_PREFIX)) return entityExists(store, { kind: 'map', id: entityId });
  return isEntityKind(kind) && entityExists(store, { kind, id: entityId });
}

/** Whether `containerId` is a container of the workspace whose parts may be of `partKind`. */
async function isContainerDefault(store: WorkspaceStore, partKind: string, containerId: string) {
  const parent = findPartKind(partKind)?.parent;
  const kind = containerKinds.find((candidate) => containerPartParent[candidate] === parent);
  return kind !== undefined && (await containerExists(store, { kind, id: containerId }));
}

/** Thrown when a row names a container or thing the workspace does not hold. */
export class MissingContainerError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a backup's sharing rows (in the import's transaction, after its records), each replacing the
 * row with its key. A link keeps the stored token's hash when the same link is stored (a restore into
 * the same account), else it gets one no token hashes to: it is kept as a record and opens nothing.
 */
export async function writeSharingBackup(store: WorkspaceStore, backup: SharingBackup): Promise<void> {
  const { db, userId } = store;
  for (const [index, member] of backup.members.entries()) {
    const container: Container = { kind: member.containerKind, id: member.containerId };
    if (!(await containerExists(store, container))) {
      throw new MissingContainerError(
        `members[${index + 1}].containerId`,
        `Nothing was imported: member row ${index + 1} belongs to ${container.kind} ${container.id}, which is not in the workspace`,
      );
    }
    await removeMember(db, userId, container, member.memberId);
    await db
      .insertInto('members')
      .values({
        user_id: userId,
        container_kind: container.kind,
        container_id: container.id,
        member_id: member.memberId,
        role: member.role,
        invitation_id: member.invitationId,
        created_at: member.createdAt,
        plays: member.plays ?? null,
      })
      .execute();
  }
  for (const [index, invitation] of backup.invitations.entries()) {
    const container: Container = { kind: invitation.containerKind, id: invitation.containerId };
    if (!(await containerExists(store, container))) {
      throw new MissingContainerError(
        `invitations[${index + 1}].containerId`,
        `Nothing was imported: invitation row ${index + 1} belongs to ${container.kind} ${container.id}, which is not in the workspace`,
      );
    }
    const stored = await db
      .selectFrom('invitations')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('id', '=', invitation.id)
      .executeTakeFirst();
    await db
      .deleteFrom('invitations')
      .where('user_id', '=', userId)
      .where('id', '=', invitation.id)
      .execute();
    await db
      .insertInto('invitations')
      .values({
        user_id: userId,
        id: invitation.id,
        container_kind: container.kind,
        container_id: container.id,
        role: invitation.role,
        // Not a SHA-256 of anything (hex has no 'x'): an imported link that was not stored opens nothing.
        token_hash: stored?.token_hash ?? `imported-x-${newInvitationToken()}`,
        is_reusable: invitation.isReusable ? 1 : 0,
        expires_at: invitation.expiresAt,
        revoked_at: invitation.revokedAt,
        uses: invitation.uses,
        created_at: invitation.createdAt,
      })
      .execute();
  }
  for (const [index, entry] of backup.visibility.entries()) {
    const kind = entry.entityKind;
    if (!(await isVisibilityTargetThere(store, kind, entry.entityId))) {
      throw new MissingContainerError(
        `visibility[${index + 1}].entityId`,
        `Nothing was imported: visibility row ${index + 1} is for ${kind} ${entry.entityId}, which is not in the workspace`,
      );
    }
    await setVisibility(store, entry);
  }
  for (const [index, author] of backup.partAuthors.entries()) {
    const written = await db
      .updateTable('parts')
      .set({ created_by: author.createdBy })
      .where('user_id', '=', userId)
      .where('id', '=', author.partId)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 0) {
      throw new MissingContainerError(
        `partAuthors[${index + 1}].partId`,
        `Nothing was imported: author row ${index + 1} is for part ${author.partId}, which is not in the workspace`,
      );
    }
  }
}
