import {
  type ChangeDetail,
  type ChangeOp,
  type ChangePage,
  type ChangeSummary,
  HISTORY_PAGE_DEFAULT,
  type HistoryQuery,
  type Snapshot,
} from '../../common/api/history';
import { planCompaction, planVersionCompaction } from '../../common/history/compaction';
import type { ChangeTable } from './schema';
import type { WorkspaceDb } from './workspace-tables';

// Reading one user's history and keeping it small (decision 039). Every query names the user: another
// user's change is not there, by any route.

/** Entities whose changes history can write back (a chapter's text is restored from its Versions). */
const RESTORABLE_KINDS = new Set([
  'novel',
  'universe',
  'world',
  'location',
  'campaign',
  'timeline',
  'event',
  'character',
  'item',
  'profile',
  'saved-query',
  'part',
  'relation',
]);

const SUMMARY_COLUMNS = [
  'id',
  'at',
  'action',
  'op',
  'entity_kind',
  'entity_id',
  'record_id',
  'name',
  'fields',
  'count',
] as const;

type SummaryRow = Pick<ChangeTable, (typeof SUMMARY_COLUMNS)[number]>;

function presentSummary(row: SummaryRow): ChangeSummary {
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    op: row.op as ChangeOp,
    entityKind: row.entity_kind,
    entityId: row.entity_id,
    recordId: row.record_id,
    name: row.name,
    fields: JSON.parse(row.fields) as string[],
    ...(row.count === null ? {} : { count: Number(row.count) }),
  };
}

function presentDetail(row: ChangeTable): ChangeDetail {
  const isComplete = Number(row.is_complete) === 1;
  return {
    ...presentSummary(row),
    before: row.before === null ? null : (JSON.parse(row.before) as Snapshot),
    after: row.after === null ? null : (JSON.parse(row.after) as Snapshot),
    isComplete,
    isRestorable: row.op !== 'summary' && RESTORABLE_KINDS.has(row.entity_kind),
  };
}

/** A page of the user's changes, newest first: of one record and its parts, of one entity, or of all. */
export async function listChanges(db: WorkspaceDb, userId: string, query: HistoryQuery): Promise<ChangePage> {
  const limit = query.limit ?? HISTORY_PAGE_DEFAULT;
  const rows = await db
    .selectFrom('changes')
    .select([...SUMMARY_COLUMNS])
    .where('user_id', '=', userId)
    .$if(query.recordId !== undefined, (q) => q.where('record_id', '=', query.recordId as string))
    .$if(query.entityId !== undefined, (q) => q.where('entity_id', '=', query.entityId as string))
    .$if(query.entityKind !== undefined, (q) => q.where('entity_kind', '=', query.entityKind as string))
    .$if(query.before !== undefined, (q) => q.where('id', '<', query.before as string))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).map(presentSummary);
  return { changes: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** One change with its snapshots, or undefined (unknown, or another user's). */
export async function getChange(
  db: WorkspaceDb,
  userId: string,
  id: string,
): Promise<ChangeDetail | undefined> {
  const row = await db
    .selectFrom('changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : presentDetail(row);
}

/** Every change the user's history keeps, oldest first, with its snapshots: the export's `history`. */
export async function exportChanges(db: WorkspaceDb, userId: string): Promise<ChangeDetail[]> {
  const rows = await db
    .selectFrom('changes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(presentDetail);
}

/** The newest change of one entity (what a restore just wrote). */
export async function latestChangeOf(
  db: WorkspaceDb,
  userId: string,
  entityId: string,
): Promise<ChangeSummary | undefined> {
  const row = await db
    .selectFrom('changes')
    .select([...SUMMARY_COLUMNS])
    .where('user_id', '=', userId)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : presentSummary(row);
}

/** Bytes of the user's history (the bench's figure; the quota counts it too). */
export async function historyBytes(db: WorkspaceDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.sum<number>('size').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * Applies the compaction policy to the user's history and automatic text versions older than 30 days,
 * in one transaction. Returns how many rows went.
 */
export async function compactHistory(db: WorkspaceDb, userId: string, now: number): Promise<number> {
  const work = async (trx: WorkspaceDb) => {
    const cutoff = new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString();
    const rows = await trx
      .selectFrom('changes')
      .select(['id', 'at', 'op', 'entity_kind', 'entity_id', 'before', 'after', 'is_complete', 'fields'])
      .where('user_id', '=', userId)
      .where('at', '<', cutoff)
      .where('op', '!=', 'summary')
      .orderBy('id')
      .execute();
    const plan = planCompaction(
      rows.map((row) => ({
        id: row.id,
        at: row.at,
        op: row.op as ChangeOp,
        entityKind: row.entity_kind,
        entityId: row.entity_id,
        before: row.before,
        after: row.after,
        isComplete: Number(row.is_complete) === 1,
        fields: JSON.parse(row.fields) as string[],
      })),
      now,
    );
    for (const merged of plan.merged) {
      await trx
        .updateTable('changes')
        .set({
          op: merged.op,
          before: merged.before,
          after: merged.after,
          is_complete: merged.isComplete ? 1 : 0,
          fields: JSON.stringify(merged.fields),
          size: (merged.before?.length ?? 0) + (merged.after?.length ?? 0),
        })
        .where('user_id', '=', userId)
        .where('id', '=', merged.id)
        .execute();
    }
    for (let index = 0; index < plan.deleted.length; index += 500) {
      await trx
        .deleteFrom('changes')
        .where('user_id', '=', userId)
        .where('id', 'in', plan.deleted.slice(index, index + 500))
        .execute();
    }
    const versions = await trx
      .selectFrom('text_versions')
      .select(['id', 'chapter_id', 'field', 'created_at', 'is_named'])
      .where('user_id', '=', userId)
      .where('created_at', '<', cutoff)
      .execute();
    const stale = planVersionCompaction(
      versions.map((row) => ({
        id: row.id,
        // One text: a chapter's, or one long field of a part (migration 0021).
        chapterId: `${row.chapter_id}\u0000${row.field}`,
        createdAt: row.created_at,
        isNamed: Number(row.is_named) === 1,
      })),
      now,
    );
    for (let index = 0; index < stale.length; index += 500) {
      await trx
        .deleteFrom('text_versions')
        .where('user_id', '=', userId)
        .where('id', 'in', stale.slice(index, index + 500))
        .execute();
    }
    return plan.deleted.length + stale.length;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs `compactHistory` for a user at most once a day per server, after one of their writes: a year of
 * history is compacted in daily steps, and no single save waits for it.
 */
export function createHistoryCompactor(db: WorkspaceDb, now: () => number) {
  const lastDay = new Map<string, string>();
  return async function compactIfDue(userId: string): Promise<void> {
    const day = new Date(now()).toISOString().slice(0, 10);
    if (lastDay.get(userId) === day) return;
    lastDay.set(userId, day);
    await compactHistory(db, userId, now());
  };
}
