import type { PartKind } from '../../common/workspace/part-kinds';
import type { StoredPart } from '../../common/workspace/store';
import type { KindHome, KindIcon, KindStore, UserKind } from '../../common/workspace/user-kinds';
import type { CustomKindTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';

// The kinds a user defines (migration 0038, decision 085), in the store's transaction. Every query names
// the user; the rules are the core's (common/workspace/user-kinds.ts).

function kindOf(row: CustomKindTable): UserKind {
  return {
    id: row.id,
    name: row.name,
    plural: row.plural,
    icon: row.icon as KindIcon,
    livesIn: row.lives_in as KindHome,
    position: Number(row.position),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function rowOf(userId: string, kind: UserKind): CustomKindTable {
  return {
    user_id: userId,
    id: kind.id,
    name: kind.name,
    plural: kind.plural,
    icon: kind.icon,
    lives_in: kind.livesIn,
    position: kind.position,
    version: kind.version,
    created_at: kind.createdAt,
    updated_at: kind.updatedAt,
  };
}

export type UserKindStore = KindStore & {
  /** Writes a kind whatever is stored under its id (an import, a restore). */
  putKind(kind: UserKind): Promise<void>;
  clear(): Promise<void>;
};

export function createUserKindStore(store: Pick<WorkspaceStore, 'db' | 'userId'>): UserKindStore {
  const { db, userId } = store;
  const kinds = () => db.selectFrom('custom_kinds').selectAll().where('user_id', '=', userId);
  const removeKind = async (id: string) => {
    const result = await db
      .deleteFrom('custom_kinds')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  };
  return {
    async listKinds() {
      return (await kinds().orderBy('position').orderBy('id').execute()).map(kindOf);
    },
    async getKind(id) {
      const row = await kinds().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : kindOf(row);
    },
    async insertKind(kind) {
      await db.insertInto('custom_kinds').values(rowOf(userId, kind)).execute();
    },
    async putKind(kind) {
      await removeKind(kind.id);
      await db.insertInto('custom_kinds').values(rowOf(userId, kind)).execute();
    },
    async updateKind(kind, expectedVersion) {
      const { user_id: _user, id: _id, ...changed } = rowOf(userId, kind);
      const result = await db
        .updateTable('custom_kinds')
        .set(changed)
        .where('user_id', '=', userId)
        .where('id', '=', kind.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    removeKind,
    async clear() {
      await db.deleteFrom('custom_kinds').where('user_id', '=', userId).execute();
    },
  };
}

/** Every thing of a kind, wherever it lives, in each container's list order. */
export async function thingsOfKind(store: WorkspaceStore, kind: PartKind): Promise<StoredPart[]> {
  const parents = await store.db
    .selectFrom('parts')
    .select('parent_id')
    .distinct()
    .where('user_id', '=', store.userId)
    .where('kind', '=', kind)
    .orderBy('parent_id')
    .execute();
  const parts = store.parts();
  const things: StoredPart[] = [];
  for (const { parent_id } of parents) things.push(...(await parts.listParts(parent_id, kind)));
  return things;
}
