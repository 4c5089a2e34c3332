import type { EntityRef } from '../../common/workspace/entities';
import { isRecordKind } from '../../common/workspace/entities';
import type { RecordKind } from '../../common/workspace/links';
import type {
  FamilyVariant,
  RelationStore,
  RelationType,
  StoredRelation,
} from '../../common/workspace/relations';
import type { ChangeInput } from './history-log';
import { recordTables } from './record-store';
import type { RelationTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';
import type { WorkspaceDb } from './workspace-tables';

// The core's relation store over `relations` (migration 0013), for one user's workspace. A relation's
// ends are checked against that workspace's own tables, so no id of another workspace can be named.

function toRow(userId: string, relation: StoredRelation): RelationTable {
  return {
    user_id: userId,
    id: relation.id,
    from_kind: relation.from.kind,
    from_id: relation.from.id,
    to_kind: relation.to.kind,
    to_id: relation.to.id,
    type: relation.type,
    variant: relation.variant,
    custom_label: relation.customLabel,
    custom_inverse: relation.customInverse,
    attitude: relation.attitude,
    note: relation.note,
    starts: relation.starts,
    ends: relation.ends,
    version: relation.version,
    created_at: relation.createdAt,
    updated_at: relation.updatedAt,
  };
}

export function fromRelationRow(row: RelationTable): StoredRelation {
  return {
    id: row.id,
    from: { kind: row.from_kind, id: row.from_id } as EntityRef,
    to: { kind: row.to_kind, id: row.to_id } as EntityRef,
    type: row.type as RelationType,
    variant: row.variant as FamilyVariant | null,
    customLabel: row.custom_label,
    customInverse: row.custom_inverse,
    attitude: row.attitude === null ? null : Number(row.attitude),
    note: row.note,
    starts: row.starts,
    ends: row.ends,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Whether a record or part is in this user's workspace (a row lock inside a PostgreSQL transaction). */
export async function entityExists(store: WorkspaceStore, ref: EntityRef): Promise<boolean> {
  if (isRecordKind(ref.kind)) {
    return (await store.find(recordTables[ref.kind], ref.id, { forUpdate: true })) !== undefined;
  }
  const row = await store.db
    .selectFrom('parts')
    .select('id')
    .where('user_id', '=', store.userId)
    .where('id', '=', ref.id)
    .where('kind', '=', ref.kind)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes the relations with one of these at either end: records of one kind, or parts (any part kind:
 * part ids are unique across a workspace's parts). Called by the stores that delete them.
 */
export async function removeRelationsOf(
  db: WorkspaceDb,
  userId: string,
  scope: RecordKind | 'parts',
  ids: readonly string[],
): Promise<void> {
  for (let index = 0; index < ids.length; index += 500) {
    const batch = ids.slice(index, index + 500);
    await db
      .deleteFrom('relations')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or(
          (['from', 'to'] as const).map((end) =>
            eb.and([
              eb(`${end}_id`, 'in', batch),
              scope === 'parts' ? eb(`${end}_kind`, 'like', '%/%') : eb(`${end}_kind`, '=', scope),
            ]),
          ),
        ),
      )
      .execute();
  }
}

/** A relation's change for history, listed on the panel of the record it starts from. */
function relationChange(
  op: 'create' | 'update' | 'delete',
  before: StoredRelation | null,
  after: StoredRelation | null,
): ChangeInput {
  const relation = (after ?? before) as StoredRelation;
  return {
    op,
    action: op === 'create' ? 'link' : op === 'delete' ? 'unlink' : 'update-link',
    entityKind: 'relation',
    entityId: relation.id,
    recordId: relation.from.id,
    name: relation.type,
    before,
    after,
    isComplete: true,
  };
}

export function createRelationStore(store: WorkspaceStore): RelationStore {
  const { db, userId } = store;
  const rows = () => db.selectFrom('relations').selectAll().where('user_id', '=', userId);
  const read = async (id: string) => {
    const row = await rows().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : fromRelationRow(row);
  };
  return {
    transaction: (work) => store.transaction((trx) => work(createRelationStore(trx))),

    entityExists: (ref) => entityExists(store, ref),

    async getRelation(id) {
      const row = await rows().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : fromRelationRow(row);
    },

    async relationsOf(ref) {
      const found = await rows()
        .where((eb) =>
          eb.or([
            eb.and([eb('from_id', '=', ref.id), eb('from_kind', '=', ref.kind)]),
            eb.and([eb('to_id', '=', ref.id), eb('to_kind', '=', ref.kind)]),
          ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return found.map(fromRelationRow);
    },

    async countRelations() {
      const row = await db
        .selectFrom('relations')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async insertRelation(relation) {
      await db.insertInto('relations').values(toRow(userId, relation)).execute();
      await store.history.record([relationChange('create', null, relation)]);
    },

    async updateRelation(relation, expectedVersion) {
      const { user_id: _user, id: _id, ...columns } = toRow(userId, relation);
      const before = await read(relation.id);
      const result = await db
        .updateTable('relations')
        .set(columns)
        .where('user_id', '=', userId)
        .where('id', '=', relation.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      const isWritten = Number(result.numUpdatedRows) > 0;
      if (isWritten && before !== undefined) {
        await store.history.record([relationChange('update', before, relation)]);
      }
      return isWritten;
    },

    async deleteRelation(id) {
      const before = await read(id);
      const result = await db
        .deleteFrom('relations')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      const isDeleted = Number(result.numDeletedRows) > 0;
      if (isDeleted && before !== undefined)
        await store.history.record([relationChange('delete', before, null)]);
      return isDeleted;
    },
  };
}
