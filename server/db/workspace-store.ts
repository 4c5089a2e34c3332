import type { Compilable, CompiledQuery } from 'kysely';
import type { PartParent } from '../../common/api/parts';
import type { TimelineEvent } from '../../common/domain/timeline';
import type { Workspace } from '../../common/domain/workspace';
import { recordKind, recordKindOfTable, recordKinds } from '../../common/workspace/kinds';
import { splitRecord } from '../../common/workspace/record-parts';
import type { StoredPart } from '../../common/workspace/store';
import { type BlobStore, imagePrefix, mapTilePrefix } from './blob-store';
import { createCalendarStore } from './calendar-store';
import type { DatabaseKind } from './database';
import { type EventDay, eventDaysFor, refreshEventDays } from './event-days';
import { type ChangeInput, createHistoryLog, type HistoryContext, isBulkAction } from './history-log';
import { createPartStore } from './part-store';
import { derivedPartId } from './parts-migration';
import { recordTables } from './record-store';
import { removeRelationsOf } from './relation-store';
import {
  recordSearchDocuments,
  reindexRecords,
  removeSearchEntries,
  writeSearchDocuments,
} from './search-index';
import { heldWhole, readWorkspacePages } from './workspace-pages';
import type { Filter, WorkspaceStore } from './workspace-store-type';
import {
  campaignTable,
  fromRow,
  nameOf,
  novelTable,
  profileTable,
  type Row,
  savedQueryTable,
  selectionOf,
  type TableSpec,
  timelineEventTable,
  timelineTable,
  toRow,
  type WorkspaceDb,
} from './workspace-tables';

// The store's type lives in workspace-store-type.ts, below the stores this file composes (they take a
// WorkspaceStore too); it is re-exported here for the routes and tools that create and use one.
export type { Filter, WorkspaceStore };

/** Most query shapes kept compiled; beyond it new shapes are compiled on each use. */
const MAX_COMPILED_SHAPES = 500;
const compiledShapes = new Map<string, CompiledQuery<Row>>();

/**
 * Kysely builds and compiles a query anew on every call, and for a read of a whole record (16 columns,
 * two orderings) that costs more than SQLite takes to run it. The store's queries come in few shapes
 * (table, columns, filter columns, dialect) and within a shape only the values change, so each shape is
 * compiled once and its SQL reused with the new values. `values` lists them in the order the SQL uses
 * them; the first compilation checks that against Kysely's own list, and a shape whose values differ is
 * never reused. Filters on a list of values are not reused: their SQL depends on the list's length.
 */
function compiledShape(
  key: string,
  values: readonly unknown[],
  build: () => Compilable<Row>,
): CompiledQuery<Row> {
  const known = compiledShapes.get(key);
  if (known !== undefined) return { ...known, parameters: values };
  const compiled = build().compile();
  const isSame =
    compiled.parameters.length === values.length &&
    compiled.parameters.every((value, index) => value === values[index]);
  if (isSame && compiledShapes.size < MAX_COMPILED_SHAPES) compiledShapes.set(key, compiled);
  return compiled;
}

/** The parent name the parts of a table's records know them by (novels, universes, worlds, campaigns). */
const partParentOf = (table: string): PartParent | undefined => {
  const kind = recordKindOfTable(table);
  return kind === undefined ? undefined : recordKind(kind).parts;
};

/** What history calls the rows of each table: a record's kind, or the table's own name. */
const ENTITY_KINDS: Record<string, string> = {
  profiles: 'profile',
  saved_queries: 'saved-query',
};
const entityKindOf = (table: string): string => recordKindOfTable(table) ?? ENTITY_KINDS[table] ?? table;

/** Columns that follow from others (a novel's word count follows its chapters' texts): not a change. */
const DERIVED_COLUMNS = new Set(['word_count', 'last_updated']);

/** The record whose History panel lists a row's change: its own, or (an event) its timeline's. */
function recordIdOf(table: TableSpec<unknown>, row: Row): string {
  if (table.table === 'timeline_events' && typeof row.timeline_id === 'string') return row.timeline_id;
  return String(row.id);
}

export function createWorkspaceStore(
  db: WorkspaceDb,
  kind: DatabaseKind,
  userId: string,
  context: HistoryContext = {},
): WorkspaceStore {
  const databaseKind = kind;
  const history = createHistoryLog(db, userId, context);
  const parts = createPartStore(db, kind, userId, history);

  /** A stored row as history keeps it: the record's fields, as the table reads them. */
  const snapshotOf = (table: TableSpec<unknown>, row: Row) => fromRow(table, row) as Record<string, unknown>;

  /** Many rows at once, counted: `name` says what became of them. */
  function summaryChange(table: TableSpec<unknown>, name: 'added' | 'removed', count: number): ChangeInput {
    return {
      op: 'summary',
      entityKind: entityKindOf(table.table),
      entityId: '',
      recordId: '',
      name,
      before: null,
      after: null,
      isComplete: false,
      fields: [],
      count,
    };
  }

  function rowChange(
    table: TableSpec<unknown>,
    op: 'create' | 'update' | 'delete',
    before: Row | null,
    after: Row | null,
  ): ChangeInput {
    const row = (after ?? before) as Row;
    return {
      op,
      entityKind: entityKindOf(table.table),
      entityId: String(row.id),
      recordId: recordIdOf(table, row),
      before: before === null ? null : snapshotOf(table, before),
      after: after === null ? null : snapshotOf(table, after),
      isComplete: true,
    };
  }

  /**
   * Records given with their lists (import, seeding) are written as a row and one row per part. A part
   * keeps its id unless another part of the workspace has it already (ids were unique per record only
   * in the previous release's files); then it gets one made from its place.
   */
  async function splitForInsert(
    table: TableSpec<unknown>,
    records: readonly { id: string }[],
  ): Promise<StoredPart[]> {
    const parent = partParentOf(table.table);
    if (parent === undefined) return [];
    const split = records.map((record) =>
      splitRecord(parent, record, {
        stamp: (record as { lastUpdated?: string }).lastUpdated ?? new Date().toISOString(),
      }),
    );
    const candidates = split.flatMap(({ parts: list }) => list);
    if (candidates.length === 0) return [];
    const taken = new Set<string>();
    const ids = [...new Set(candidates.map((part) => part.id))];
    for (let index = 0; index < ids.length; index += 500) {
      const rows = await db
        .selectFrom('parts')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids.slice(index, index + 500))
        .execute();
      for (const row of rows) taken.add(row.id);
    }
    return candidates.map((part) => {
      const id = taken.has(part.id) ? derivedPartId(part.parentId, part.kind, part.id) : part.id;
      taken.add(id);
      return id === part.id ? part : { ...part, id };
    });
  }
  /** An event's stored day (decision 044), read in its timeline owner's calendar before it is written. */
  async function eventDays(
    table: TableSpec<unknown>,
    records: readonly { id: string }[],
  ): Promise<Map<string, EventDay> | undefined> {
    if (table.table !== timelineEventTable.table) return undefined;
    return eventDaysFor({ db, userId }, records as unknown as readonly TimelineEvent[]);
  }

  /**
   * A written timeline, novel or campaign may read its events in another calendar now (a novel or
   * campaign borrows its universe's): their stored days are read again.
   */
  async function refreshDaysAfterWrite(table: TableSpec<unknown>, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    if (table.table === timelineTable.table) {
      await refreshEventDays({ db, userId }, { kind: 'timelines', ids });
    } else if (table.table === novelTable.table || table.table === campaignTable.table) {
      const ownerKind = table.table === novelTable.table ? 'novel' : 'campaign';
      await refreshEventDays({ db, userId }, { kind: 'owner', ownerKind, ownerIds: ids });
    }
  }

  function buildSelect(
    table: TableSpec<unknown>,
    filter: Filter,
    columns: readonly string[],
    forUpdate: boolean,
  ) {
    let query = db.selectFrom(nameOf(table)).where('user_id', '=', userId);
    for (const [column, value] of Object.entries(filter)) {
      query =
        typeof value === 'string'
          ? query.where(column, '=', value)
          : query.where(column, 'in', value.length === 0 ? [''] : [...value]);
    }
    return query
      .select([...columns])
      .orderBy('position')
      .orderBy('id')
      .$if(forUpdate && kind === 'postgres', (locked) => locked.forUpdate());
  }

  /** The matching rows, in list order; `forUpdate` locks them until the transaction ends (PostgreSQL). */
  async function select(
    table: TableSpec<unknown>,
    filter: Filter = {},
    columns: readonly string[] = selectionOf(table),
    forUpdate = false,
  ): Promise<Row[]> {
    const values = Object.values(filter);
    if (!values.every((value) => typeof value === 'string')) {
      return buildSelect(table, filter, columns, forUpdate).execute();
    }
    const key = `select ${kind} ${table.table} ${columns.join()} ${Object.keys(filter).join()} ${forUpdate}`;
    const query = compiledShape(key, [userId, ...values], () =>
      buildSelect(table, filter, columns, forUpdate),
    );
    return (await db.executeQuery(query)).rows;
  }

  async function edgePosition(table: TableSpec<unknown>, at: 'first' | 'last'): Promise<number> {
    const row = await db
      .selectFrom(nameOf(table))
      .where('user_id', '=', userId)
      .select((eb) => [eb.fn.min('position').as('low'), eb.fn.max('position').as('high')])
      .executeTakeFirst();
    if (row?.low === null || row?.low === undefined) return 0;
    return at === 'first' ? Number(row.low) - 1 : Number(row.high) + 1;
  }

  const self: WorkspaceStore = {
    userId,
    kind,
    db,

    transaction<T>(work: (store: WorkspaceStore) => Promise<T>): Promise<T> {
      // Commands compose: one called inside another's transaction joins it.
      if (db.isTransaction) return work(this);
      return db.transaction().execute((trx) => work(createWorkspaceStore(trx, kind, userId, context)));
    },

    history,

    withAction(action: string): WorkspaceStore {
      return createWorkspaceStore(db, kind, userId, { ...context, action });
    },

    async list<R>(table: TableSpec<R>, filter?: Filter): Promise<R[]> {
      const rows = await select(table, filter);
      return rows.map((row) => fromRow(table, row));
    },

    rows(table: TableSpec<unknown>, columns: readonly string[], filter?: Filter): Promise<Row[]> {
      return select(table, filter, columns);
    },

    async find<R>(table: TableSpec<R>, id: string, options: { forUpdate?: boolean } = {}) {
      const [row] = await select(table, { id }, selectionOf(table), options.forUpdate === true);
      return row === undefined ? undefined : fromRow(table, row);
    },

    async exists(table: TableSpec<unknown>, id: string): Promise<boolean> {
      return (await select(table, { id }, ['id'])).length > 0;
    },

    async count(table: TableSpec<unknown>, filter?: Filter): Promise<number> {
      return (await select(table, filter, ['id'])).length;
    },

    async insert<R extends { id: string }>(
      table: TableSpec<R>,
      record: R,
      at: 'first' | 'last',
    ): Promise<void> {
      const position = await edgePosition(table, at);
      // A new record starts at version 1, and the caller's copy says so (it is what the client is sent).
      if (table.columns.some(([, , kind]) => kind === 'version')) {
        (record as { version?: number }).version ??= 1;
      }
      const row = { ...toRow(table, record), user_id: userId, position };
      // An event's stored day (decision 044) is written with it; history keeps the record's own columns.
      const days = await eventDays(table, [record]);
      await db
        .insertInto(nameOf(table))
        .values({ ...row, ...days?.get(record.id) })
        .execute();
      await history.record([rowChange(table, 'create', null, row)]);
      // The record's lists come with it: its change stands for them.
      await parts.insertPartsUnrecorded(await splitForInsert(table, [record]));
      const recordKind = recordKindOfTable(table.table);
      if (recordKind !== undefined) {
        await writeSearchDocuments(db, userId, recordSearchDocuments(recordKind, [record]));
      }
    },

    async insertMany<R extends { id: string }>(table: TableSpec<R>, records: readonly R[]): Promise<void> {
      const start = await edgePosition(table, 'last');
      const days = await eventDays(table, records);
      // Bounded batches keep each statement under SQLite's and PostgreSQL's bind-parameter limits.
      const size = Math.max(1, Math.floor(900 / (table.columns.length + 5)));
      for (let index = 0; index < records.length; index += size) {
        const rows = records.slice(index, index + size).map((record, offset) => ({
          ...toRow(table, record),
          ...days?.get(record.id),
          user_id: userId,
          position: start + index + offset,
        }));
        await db.insertInto(nameOf(table)).values(rows).execute();
        if (records.length === 1 && rows[0] !== undefined) {
          await history.record([rowChange(table, 'create', null, rows[0])]);
        }
      }
      // Many rows at once (an import, the sample) are one change that counts them, not a copy of each.
      if (records.length > 1) {
        await history.record([summaryChange(table, 'added', records.length)]);
      }
      await parts.insertPartsUnrecorded(await splitForInsert(table, records));
      const recordKind = recordKindOfTable(table.table);
      if (recordKind !== undefined) {
        await writeSearchDocuments(db, userId, recordSearchDocuments(recordKind, records));
      }
    },

    async recordAdded(table, count) {
      if (count > 0) await history.record([summaryChange(table, 'added', count)]);
    },

    async update<R extends { id: string }>(table: TableSpec<R>, record: R): Promise<boolean> {
      const { id, ...row } = toRow(table, record);
      const days = await eventDays(table, [record]);
      // Kysely leaves out a column set to undefined; so does the shape, so that its SQL and values agree.
      const columns = Object.fromEntries(
        Object.entries({ ...row, ...days?.get(record.id) }).filter(([, value]) => value !== undefined),
      );
      const names = Object.keys(columns);
      const [before] = await select(table, { id: record.id });
      const query = compiledShape(
        `update ${kind} ${table.table} ${names.join()}`,
        [...Object.values(columns), userId, record.id],
        () =>
          db
            .updateTable(nameOf(table))
            .set(columns)
            .where('user_id', '=', userId)
            .where('id', '=', record.id),
      );
      const result = await db.executeQuery(query);
      const isWritten = Number(result.numAffectedRows ?? 0) > 0;
      if (isWritten && before !== undefined) {
        await history.record([rowChange(table, 'update', before, { ...before, ...columns })]);
      }
      // The index reads the row as stored (a write may leave columns out).
      const recordKind = recordKindOfTable(table.table);
      if (isWritten && recordKind !== undefined) await reindexRecords(self, recordKind, [record.id]);
      if (isWritten) await refreshDaysAfterWrite(table, [record.id]);
      return isWritten;
    },

    async updateWhere(table: TableSpec<unknown>, filter: Filter, columns: Row): Promise<void> {
      const recordKind = recordKindOfTable(table.table);
      const isDerived = Object.keys(columns).every((column) => DERIVED_COLUMNS.has(column));
      const before = isDerived ? [] : await select(table, filter);
      const changed =
        recordKind === undefined
          ? []
          : isDerived
            ? (await select(table, filter, ['id'])).map((row) => String(row.id))
            : before.map((row) => String(row.id));
      let query = db.updateTable(nameOf(table)).set(columns).where('user_id', '=', userId);
      for (const [column, value] of Object.entries(filter)) {
        query =
          typeof value === 'string'
            ? query.where(column, '=', value)
            : query.where(column, 'in', value.length === 0 ? [''] : [...value]);
      }
      await query.execute();
      await history.record(before.map((row) => rowChange(table, 'update', row, { ...row, ...columns })));
      if (recordKind !== undefined) await reindexRecords(self, recordKind, changed);
      // A novel or campaign leaving (or rejoining) its universe leaves (or finds) the calendar it borrowed.
      if ('universe_id' in columns) await refreshDaysAfterWrite(table, changed);
    },

    async remove(table: TableSpec<unknown>, filter: Filter): Promise<number> {
      const kind = recordKindOfTable(table.table);
      if (context.isRecording !== false && isBulkAction(context.action)) {
        const count = (await select(table, filter, ['id'])).length;
        if (count > 0) await history.record([summaryChange(table, 'removed', count)]);
      } else if (context.isRecording !== false) {
        const gone = await select(table, filter);
        await history.record(gone.map((row) => rowChange(table, 'delete', row, null)));
      }
      if (kind !== undefined) {
        const gone = (await select(table, filter, ['id'])).map((row) => String(row.id));
        if (partParentOf(table.table) !== undefined) await parts.deletePartsOf(gone);
        // Its relations go with a record (its parts' went with them), and its rows in the search index.
        await removeRelationsOf(db, userId, kind, gone);
        await removeSearchEntries(db, userId, kind, gone);
        // A universe, novel or campaign takes its calendar with it.
        if (kind === 'universe' || kind === 'novel' || kind === 'campaign') {
          await createCalendarStore({ db, userId, kind: databaseKind }).removeOfOwners(kind, gone);
        }
      }
      let query = db.deleteFrom(nameOf(table)).where('user_id', '=', userId);
      for (const [column, value] of Object.entries(filter)) {
        query =
          typeof value === 'string'
            ? query.where(column, '=', value)
            : query.where(column, 'in', value.length === 0 ? [''] : [...value]);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    parts: () => parts,

    async isSeeded() {
      const row = await db
        .selectFrom('workspace_seeds')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async markSeeded(at) {
      const result = await db
        .insertInto('workspace_seeds')
        .values({ user_id: userId, seeded_at: at })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
  return self;
}

/**
 * Writes a whole workspace for the store's user (inside the caller's transaction), kind by kind; a kind
 * the workspace has no list of (one registered after it was made) has none.
 */
export async function insertWorkspace(store: WorkspaceStore, workspace: Workspace): Promise<void> {
  for (const kind of recordKinds) {
    const records = workspace[recordKind(kind).collection as keyof Workspace] as { id: string }[] | undefined;
    await store.insertMany(recordTables[kind], records ?? []);
  }
  await store.insert(profileTable, workspace.profile, 'last');
}

/**
 * The user's whole stored workspace, in the export format (no derived fields): every kind's list, held
 * whole (an export that streams reads `readWorkspacePages` as it writes).
 */
export async function readWorkspace(store: WorkspaceStore): Promise<Workspace> {
  return (await heldWhole(await readWorkspacePages(store))) as Workspace;
}

/**
 * Removes everything a user stores (records, saved queries, the seed marker), in one transaction: for
 * removing a user (`npm run users -- remove`). Their next sign-in, were they re-added, starts afresh.
 * Their map tiles and images in an object store (decisions 087 and 090) go too, with the ledger of them.
 */
export async function deleteStoredWorkspace(
  db: WorkspaceDb,
  kind: DatabaseKind,
  userId: string,
  blobs?: BlobStore,
): Promise<void> {
  await createWorkspaceStore(db, kind, userId, { isRecording: false }).transaction(async (store) => {
    for (const kind of recordKinds) await store.remove(recordTables[kind], {});
    await store.remove(profileTable, {});
    await store.remove(savedQueryTable, {});
  });
  await db.deleteFrom('chapter_texts').where('user_id', '=', userId).execute();
  await db.deleteFrom('chapter_ydocs').where('user_id', '=', userId).execute();
  await db.deleteFrom('shared_texts').where('user_id', '=', userId).execute();
  await db.deleteFrom('text_versions').where('user_id', '=', userId).execute();
  await db.deleteFrom('trash').where('user_id', '=', userId).execute();
  await db.deleteFrom('trash_settings').where('user_id', '=', userId).execute();
  await db.deleteFrom('import_batches').where('user_id', '=', userId).execute();
  await db.deleteFrom('changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('writing_goals').where('user_id', '=', userId).execute();
  await db.deleteFrom('writing_days').where('user_id', '=', userId).execute();
  await db.deleteFrom('map_tiles').where('user_id', '=', userId).execute();
  if (blobs !== undefined && blobs.kind !== 'database') {
    const keys: string[] = [];
    for (const prefix of [mapTilePrefix(userId), imagePrefix(userId)]) {
      for await (const key of blobs.list(prefix)) keys.push(key);
    }
    for (const key of keys) await blobs.delete(key);
  }
  await db.deleteFrom('stored_objects').where('user_id', '=', userId).execute();
  await db.deleteFrom('images').where('user_id', '=', userId).execute();
  await db.deleteFrom('relations').where('user_id', '=', userId).execute();
  await db.deleteFrom('mentions').where('user_id', '=', userId).execute();
  await db.deleteFrom('search_entries').where('user_id', '=', userId).execute();
  await db.deleteFrom('search_terms').where('user_id', '=', userId).execute();
  await db.deleteFrom('calendars').where('user_id', '=', userId).execute();
  // Sharing (decision 057): what they shared, and their memberships of what others share.
  await db.deleteFrom('members').where('user_id', '=', userId).execute();
  await db.deleteFrom('members').where('member_id', '=', userId).execute();
  await db.deleteFrom('invitations').where('user_id', '=', userId).execute();
  await db.deleteFrom('visibility').where('user_id', '=', userId).execute();
  await db.deleteFrom('continuity_dismissals').where('user_id', '=', userId).execute();
  await db.deleteFrom('continuity_settings').where('user_id', '=', userId).execute();
  await db.deleteFrom('workspace_seeds').where('user_id', '=', userId).execute();
  // Last: the deletes above have counted themselves down to nothing (decision 049).
  await db.deleteFrom('usage_deltas').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_usage').where('user_id', '=', userId).execute();
}
