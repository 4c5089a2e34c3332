import { sql } from 'kysely';
import type { PartParent } from '../../common/api/parts';
import { docFieldOf } from '../../common/domain/shared';
import type { RichText } from '../../common/text/rich-text';
import { displayName } from '../../common/workspace/derive';
import { type PartKind, partKind } from '../../common/workspace/part-kinds';
import { linkIdOf, type PartStore, type StoredPart } from '../../common/workspace/store';
import type { DatabaseKind } from './database';
import { type ChangeInput, createHistoryLog, type HistoryLog } from './history-log';
import { insertMentions, removeMentionsOf } from './mention-index';
import { removeRelationsOf } from './relation-store';
import type { PartTable } from './schema';
import { partSearchDocuments, removeSearchEntries, writeSearchDocuments } from './search-index';
import {
  partTextVersionOf,
  textVersionRow,
  VERSION_SUMMARY_COLUMNS,
  versionSummaryOf,
} from './text-version-rows';
import type { WorkspaceDb } from './workspace-tables';

// The workspace core's part store over Kysely, on SQLite and PostgreSQL alike: one row per part in
// `parts` (short fields as JSON), one row per long text in `part_texts`. Every query names the owner.

type Db = WorkspaceDb;

/** Parent records that carry a `lastUpdated` stamp; worlds have none. */
const PARENT_TABLES = {
  novels: { table: 'novels', stamped: true },
  universes: { table: 'universes', stamped: true },
  worlds: { table: 'worlds', stamped: false },
  campaigns: { table: 'campaigns', stamped: true },
  maps: { table: 'maps', stamped: false },
} as const satisfies Record<PartParent, { table: string; stamped: boolean }>;

/** Rows per insert, well under SQLite's and PostgreSQL's bind-parameter limits. */
const BATCH = 90;

type TextRow = { part_id: string; field: string; body: string; doc: string | null };
const TEXT_COLUMNS = ['part_id', 'field', 'body', 'doc'] as const;

function toRows(userId: string, part: StoredPart): { row: PartTable; texts: TextRow[] } {
  const { longFields } = partKind(part.kind);
  const docFields = new Set(longFields.map(docFieldOf));
  const short: Record<string, unknown> = {};
  const texts: TextRow[] = [];
  for (const [field, value] of Object.entries(part.data)) {
    if (longFields.includes(field) && typeof value === 'string') {
      const doc = part.data[docFieldOf(field)];
      if (value !== '') {
        texts.push({
          part_id: part.id,
          field,
          body: value,
          doc: doc === undefined || doc === null ? null : JSON.stringify(doc),
        });
      }
    } else if (!docFields.has(field)) short[field] = value;
  }
  return {
    row: {
      user_id: userId,
      id: part.id,
      kind: part.kind,
      parent_id: part.parentId,
      position: part.position,
      version: part.version,
      data: JSON.stringify(short),
      link_id: linkIdOf(part.data),
      name: displayName(part.data),
      created_by: part.createdBy ?? null,
      created_at: part.createdAt,
      updated_at: part.updatedAt,
    },
    texts,
  };
}

function fromRows(row: PartTable, texts: readonly TextRow[]): StoredPart {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const spec = partKind(row.kind);
  // A long text that was saved empty has no row: it reads back as the empty string.
  for (const field of spec.longFields) data[field] = '';
  for (const text of texts) {
    data[text.field] = text.body;
    if (text.doc !== null) data[docFieldOf(text.field)] = JSON.parse(text.doc);
  }
  return {
    id: row.id,
    kind: row.kind as PartKind,
    parentId: row.parent_id,
    position: Number(row.position),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    data: orderedLike(
      spec.fields.map((field) => field.name),
      data,
    ),
    ...(row.created_by === null || row.created_by === undefined ? {} : { createdBy: row.created_by }),
  };
}

/** The fields in the schema's order (the order the previous release stored them in), then any others. */
function orderedLike(names: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const name of names) if (name in data) ordered[name] = data[name];
  for (const [name, value] of Object.entries(data)) if (!(name in ordered)) ordered[name] = value;
  return ordered;
}

function groupTexts(texts: readonly TextRow[]): Map<string, TextRow[]> {
  const byPart = new Map<string, TextRow[]>();
  for (const text of texts) {
    const list = byPart.get(text.part_id);
    if (list === undefined) byPart.set(text.part_id, [text]);
    else list.push(text);
  }
  return byPart;
}

/** Fields that follow from other things (a chapter's word count from its text): not a change. */
const DERIVED_FIELDS = new Set(['wordCount']);

/** Ids compared as the databases' byte order does (they are ASCII). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A part's change for history: the part as stored, whole. */
function partChange(
  op: 'create' | 'update' | 'delete',
  before: StoredPart | null,
  after: StoredPart | null,
): ChangeInput {
  const part = (after ?? before) as StoredPart;
  return {
    op,
    entityKind: 'part',
    entityId: part.id,
    recordId: part.parentId,
    before,
    after,
    isComplete: true,
  };
}

/** The part store of the server, with the write a record's own insert uses for the lists it comes with. */
export type ServerPartStore = PartStore & {
  /** Inserts parts without a change of their own (their record's change stands for them). */
  insertPartsUnrecorded(parts: readonly StoredPart[]): Promise<void>;
  /** The parts with these ids, whole, by id (a member's search reads only the parts it found). */
  readParts(ids: readonly string[]): Promise<Map<string, StoredPart>>;
};

export function createPartStore(
  db: Db,
  kind: DatabaseKind,
  userId: string,
  history: HistoryLog = createHistoryLog(db, userId, {}),
): ServerPartStore {
  const partsOf = () => db.selectFrom('parts').where('user_id', '=', userId);
  const textsOf = () => db.selectFrom('part_texts').where('user_id', '=', userId);
  // Versions of a part's long text share `text_versions` with chapters' (chapter_id: the part, migration 0021).
  const versionsOf = (partId: string, field: string) =>
    db
      .selectFrom('text_versions')
      .where('user_id', '=', userId)
      .where('chapter_id', '=', partId)
      .where('field', '=', field);

  async function withTexts(rows: PartTable[], texts: TextRow[]): Promise<StoredPart[]> {
    const byPart = groupTexts(texts);
    return rows.map((row) => fromRows(row, byPart.get(row.id) ?? []));
  }

  async function writeTexts(parts: readonly StoredPart[], texts: readonly TextRow[]): Promise<void> {
    const parentOf = new Map(parts.map((part) => [part.id, part.parentId]));
    const kindOf = new Map(parts.map((part) => [part.id, part.kind]));
    // What the texts mention, indexed in the same transaction ("Mentioned in").
    await insertMentions(
      db,
      userId,
      texts.flatMap((text) =>
        text.doc === null
          ? []
          : [
              {
                source: { kind: kindOf.get(text.part_id) as PartKind, id: text.part_id, field: text.field },
                text: JSON.parse(text.doc) as RichText,
              },
            ],
      ),
    );
    for (let index = 0; index < texts.length; index += BATCH) {
      await db
        .insertInto('part_texts')
        .values(
          texts.slice(index, index + BATCH).map((text) => ({
            user_id: userId,
            part_id: text.part_id,
            parent_id: parentOf.get(text.part_id) ?? '',
            field: text.field,
            body: text.body,
            doc: text.doc,
          })),
        )
        .execute();
    }
  }

  async function insertRows(parts: readonly StoredPart[]): Promise<void> {
    const converted = parts.map((part) => toRows(userId, part));
    for (let index = 0; index < converted.length; index += BATCH) {
      await db
        .insertInto('parts')
        .values(converted.slice(index, index + BATCH).map(({ row }) => row))
        .execute();
    }
    await writeTexts(
      parts,
      converted.flatMap(({ texts }) => texts),
    );
    await writeSearchDocuments(db, userId, partSearchDocuments(parts));
  }

  /** The parts with these ids, whole, by id. */
  async function readParts(ids: readonly string[]): Promise<Map<string, StoredPart>> {
    const found = new Map<string, StoredPart>();
    for (let index = 0; index < ids.length; index += 500) {
      const slice = ids.slice(index, index + 500);
      const [rows, texts] = await Promise.all([
        partsOf().selectAll().where('id', 'in', slice).execute(),
        textsOf().select(TEXT_COLUMNS).where('part_id', 'in', slice).execute(),
      ]);
      for (const part of await withTexts(rows, texts)) found.set(part.id, part);
    }
    return found;
  }

  const store: ServerPartStore = {
    transaction(work) {
      if (db.isTransaction) return work(store);
      return db
        .transaction()
        .execute((trx) =>
          work(createPartStore(trx, kind, userId, createHistoryLog(trx, userId, history.context))),
        );
    },

    insertPartsUnrecorded: insertRows,
    readParts,

    async parentExists(parent, id) {
      const row = await db
        .selectFrom(PARENT_TABLES[parent].table)
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async touchParent(parent, id, stamp) {
      const { table, stamped } = PARENT_TABLES[parent];
      if (!stamped) return;
      await db
        .updateTable(table)
        .set({ last_updated: stamp })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    async listParts(parentId, partKindName) {
      const [rows, texts] = await Promise.all([
        partsOf()
          .selectAll()
          .where('parent_id', '=', parentId)
          .$if(partKindName !== undefined, (query) => query.where('kind', '=', partKindName as string))
          .orderBy('position')
          .orderBy('id')
          .execute(),
        textsOf().select(TEXT_COLUMNS).where('parent_id', '=', parentId).execute(),
      ]);
      return withTexts(rows, texts);
    },

    async listPartsOf(parentIds) {
      if (parentIds.length === 0) return [];
      const rows: PartTable[] = [];
      const texts: TextRow[] = [];
      for (let index = 0; index < parentIds.length; index += 500) {
        const ids = parentIds.slice(index, index + 500);
        rows.push(
          ...(await partsOf()
            .selectAll()
            .where('parent_id', 'in', ids)
            .orderBy('position')
            .orderBy('id')
            .execute()),
        );
        texts.push(...(await textsOf().select(TEXT_COLUMNS).where('parent_id', 'in', ids).execute()));
      }
      return withTexts(rows, texts);
    },

    async getPart(id) {
      const row = await partsOf()
        .selectAll()
        .where('id', '=', id)
        .$if(kind === 'postgres' && db.isTransaction, (query) => query.forUpdate())
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const texts = await textsOf().select(TEXT_COLUMNS).where('part_id', '=', id).execute();
      return fromRows(row, texts);
    },

    async listLinkedParts(linkId) {
      // Sorted here, not by the query: with an ORDER BY SQLite walked the user's every part along the
      // parent index (to skip a sort) instead of reading the few linked ones from the link index.
      const rows = (await partsOf().selectAll().where('link_id', '=', linkId).execute()).sort(
        (a, b) => compareText(a.parent_id, b.parent_id) || a.position - b.position || compareText(a.id, b.id),
      );
      if (rows.length === 0) return [];
      const texts = await textsOf()
        .select(TEXT_COLUMNS)
        .where(
          'part_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return withTexts(rows, texts);
    },

    async countParts(partKindName, parentIds) {
      const counts = new Map<string, number>();
      for (let index = 0; index < parentIds.length; index += 500) {
        const rows = await partsOf()
          .select((eb) => ['parent_id', eb.fn.countAll().as('count')])
          .where('kind', '=', partKindName)
          .where('parent_id', 'in', parentIds.slice(index, index + 500))
          .groupBy('parent_id')
          .execute();
        for (const row of rows) counts.set(row.parent_id, Number(row.count));
      }
      return counts;
    },

    async lastPosition(parentId, partKindName) {
      const row = await partsOf()
        .select((eb) => eb.fn.max('position').as('last'))
        .where('parent_id', '=', parentId)
        .where('kind', '=', partKindName)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? -1 : Number(row.last);
    },

    async insertParts(parts) {
      await insertRows(parts);
      await history.record(
        parts.length === 1
          ? parts.map((part) => partChange('create', null, part))
          : [
              {
                op: 'summary',
                entityKind: 'part',
                entityId: '',
                recordId: parts[0]?.parentId ?? '',
                before: null,
                after: null,
                isComplete: false,
                fields: [],
                count: parts.length,
              },
            ],
      );
    },

    async updatePart(part, expectedVersion, changed) {
      const { row, texts } = toRows(userId, part);
      // A write of derived fields only (a chapter's word count after its text was saved) is no change.
      const isDerived = changed?.every((field) => DERIVED_FIELDS.has(field)) === true;
      const before = isDerived ? undefined : await store.getPart(part.id);
      const result = await db
        .updateTable('parts')
        .set({
          data: row.data,
          link_id: row.link_id,
          name: row.name,
          version: row.version,
          position: row.position,
          updated_at: row.updated_at,
        })
        .where('user_id', '=', userId)
        .where('id', '=', part.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (before !== undefined) await history.record([partChange('update', before, part)]);
      await writeSearchDocuments(db, userId, partSearchDocuments([part]));
      const { longFields } = partKind(part.kind);
      if (changed !== undefined && !changed.some((field) => longFields.includes(field))) return true;
      // Only the texts of this part are rewritten; its siblings and its parent's row stay as they are.
      await db
        .deleteFrom('part_texts')
        .where('user_id', '=', userId)
        .where('part_id', '=', part.id)
        .execute();
      await removeMentionsOf(db, userId, [part.id]);
      await writeTexts([part], texts);
      return true;
    },

    async updateShortFields(updates) {
      if (updates.length === 0) return true;
      if (updates.some(({ part, expectedVersion }) => part.version !== expectedVersion + 1)) {
        throw new Error('updateShortFields writes the next version of each part');
      }
      const stored = new Map<string, PartTable>();
      const ids = updates.map(({ part }) => part.id);
      for (let index = 0; index < ids.length; index += 500) {
        const rows = await partsOf()
          .selectAll()
          .where('id', 'in', ids.slice(index, index + 500))
          .execute();
        for (const row of rows) stored.set(row.id, row);
      }
      // One statement for all of them: each row's new data and version by its id, and each row written
      // only at the version it was read at; every row or none.
      for (let index = 0; index < updates.length; index += BATCH) {
        const batch = updates.slice(index, index + BATCH);
        const rows = batch.map(({ part, expectedVersion }) => ({
          row: toRows(userId, part).row,
          expectedVersion,
        }));
        const byId = <T>(pick: (entry: (typeof rows)[number]) => T) =>
          sql<T>`case ${sql.join(
            rows.map((entry) => sql`when id = ${entry.row.id} then ${pick(entry)}`),
            sql` `,
          )} end`;
        const result = await db
          .updateTable('parts')
          .set({
            data: byId<string>((entry) => entry.row.data),
            name: byId<string>((entry) => entry.row.name),
            version: sql<number>`version + 1`,
            updated_at: byId<string>((entry) => entry.row.updated_at),
          })
          .where('user_id', '=', userId)
          .where(
            'id',
            'in',
            rows.map((entry) => entry.row.id),
          )
          .where((eb) =>
            eb.or(
              rows.map((entry) =>
                eb.and([eb('id', '=', entry.row.id), eb('version', '=', entry.expectedVersion)]),
              ),
            ),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== batch.length) {
          // A part changed meanwhile: the caller's transaction rolls back what this wrote.
          return false;
        }
      }
      // Only short fields changed: history keeps those (before and after), not the whole part.
      await history.record(
        updates.flatMap(({ part }) => {
          const row = stored.get(part.id);
          if (row === undefined) return [];
          const old = JSON.parse(row.data) as Record<string, unknown>;
          const { longFields } = partKind(part.kind);
          const names = Object.keys(part.data).filter(
            (name) =>
              !longFields.includes(name) && JSON.stringify(old[name]) !== JSON.stringify(part.data[name]),
          );
          const pick = (data: Record<string, unknown>) =>
            Object.fromEntries(names.map((name) => [name, data[name] ?? null]));
          return [
            {
              op: 'update' as const,
              entityKind: 'part',
              entityId: part.id,
              recordId: part.parentId,
              before: { data: pick(old) },
              after: { data: pick(part.data) },
              isComplete: false,
            },
          ];
        }),
      );
      await writeSearchDocuments(db, userId, partSearchDocuments(updates.map(({ part }) => part)));
      return true;
    },

    async setPositions(moves) {
      const before = new Map<string, { position: number; parentId: string; name: string }>();
      const ids = moves.map((move) => move.id);
      for (let index = 0; index < ids.length; index += 500) {
        const rows = await partsOf()
          .select(['id', 'position', 'parent_id', 'name'])
          .where('id', 'in', ids.slice(index, index + 500))
          .execute();
        for (const row of rows) {
          before.set(row.id, { position: Number(row.position), parentId: row.parent_id, name: row.name });
        }
      }
      // A reorder keeps positions only: the part's other fields are as they were.
      await history.record(
        moves.flatMap(({ id, position }) => {
          const old = before.get(id);
          if (old === undefined || old.position === position) return [];
          return [
            {
              op: 'update' as const,
              action: history.context.action ?? 'reorder',
              entityKind: 'part',
              entityId: id,
              recordId: old.parentId,
              name: old.name,
              before: { position: old.position },
              after: { position },
              isComplete: false,
            },
          ];
        }),
      );
      for (const { id, position } of moves) {
        await db
          .updateTable('parts')
          .set({ position })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
      }
    },

    async deleteParts(ids) {
      if (ids.length === 0) return 0;
      if (history.context.isRecording !== false) {
        const gone = await readParts(ids);
        await history.record([...gone.values()].map((part) => partChange('delete', part, null)));
      }
      // A chapter's text and its versions go with it, and so do the versions of any part's long texts.
      for (const table of ['chapter_texts', 'chapter_ydocs', 'text_versions'] as const) {
        await db
          .deleteFrom(table)
          .where('user_id', '=', userId)
          .where('chapter_id', 'in', [...ids])
          .execute();
      }
      await db
        .deleteFrom('part_texts')
        .where('user_id', '=', userId)
        .where('part_id', 'in', [...ids])
        .execute();
      // A long field's shared text goes with the part (decision 105).
      await db
        .deleteFrom('shared_texts')
        .where('user_id', '=', userId)
        .where('part_id', 'in', [...ids])
        .execute();
      await removeMentionsOf(db, userId, ids);
      await removeRelationsOf(db, userId, 'parts', ids);
      await removeSearchEntries(db, userId, 'parts', ids);
      const result = await db
        .deleteFrom('parts')
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async listTextVersions(partId, field) {
      const rows = await versionsOf(partId, field)
        .select([...VERSION_SUMMARY_COLUMNS])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(versionSummaryOf);
    },

    async getTextVersion(partId, field, versionId) {
      const row = await versionsOf(partId, field).selectAll().where('id', '=', versionId).executeTakeFirst();
      return row === undefined ? undefined : partTextVersionOf(row);
    },

    async addTextVersion(version) {
      const id = crypto.randomUUID();
      await db
        .insertInto('text_versions')
        .values(textVersionRow(userId, id, version))
        .execute();
      return { ...version, id };
    },

    async deleteTextVersions(partId, field, versionIds) {
      if (versionIds.length === 0) return 0;
      const result = await db
        .deleteFrom('text_versions')
        .where('user_id', '=', userId)
        .where('chapter_id', '=', partId)
        .where('field', '=', field)
        .where('id', 'in', [...versionIds])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // The parts of deleted records: the record's own change stands for them (and the Trash keeps them).
    async deletePartsOf(parentIds) {
      if (parentIds.length === 0) return 0;
      let count = 0;
      for (let index = 0; index < parentIds.length; index += 500) {
        const ids = parentIds.slice(index, index + 500);
        for (const table of ['chapter_texts', 'chapter_ydocs', 'text_versions'] as const) {
          await db.deleteFrom(table).where('user_id', '=', userId).where('novel_id', 'in', ids).execute();
        }
        // A novel's goal and writing days go with it.
        for (const table of ['writing_goals', 'writing_days'] as const) {
          await db.deleteFrom(table).where('user_id', '=', userId).where('novel_id', 'in', ids).execute();
        }
        const partIds = (await partsOf().select('id').where('parent_id', 'in', ids).execute()).map(
          (row) => row.id,
        );
        await removeMentionsOf(db, userId, partIds);
        await removeRelationsOf(db, userId, 'parts', partIds);
        await removeSearchEntries(db, userId, 'parts', partIds);
        if (partIds.length > 0) {
          await db
            .deleteFrom('shared_texts')
            .where('user_id', '=', userId)
            .where('part_id', 'in', partIds)
            .execute();
        }
        await db
          .deleteFrom('part_texts')
          .where('user_id', '=', userId)
          .where('parent_id', 'in', ids)
          .execute();
        const result = await db
          .deleteFrom('parts')
          .where('user_id', '=', userId)
          .where('parent_id', 'in', ids)
          .executeTakeFirst();
        count += Number(result.numDeletedRows);
      }
      return count;
    },
  };
  return store;
}
