import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RichText } from '../../common/text/rich-text';
import { type EntityKind, type EntityRef, entityKey } from '../../common/workspace/entities';
import { trashedFieldProblem } from '../../common/workspace/field-trash';
import { recordKinds } from '../../common/workspace/kinds';
import { missingKindProblem } from '../../common/workspace/operations/trash-moves';
import { labelOf } from '../../common/workspace/operations/trash-restore';
import type { StoredRecord } from '../../common/workspace/record-store';
import { relationRecordOf } from '../../common/workspace/relations';
import type { SnapshotRow, TrashPayload } from '../../common/workspace/trash';
import type { TrashStore } from '../../common/workspace/trash-store';
import {
  type Checked,
  checkChapterText,
  checkPartFields,
  checkRecordFields,
  checkRelation,
  checkVersionText,
  type Problem,
} from '../../common/workspace/validators';
import { createChapterTextStore } from './chapter-text-store';
import { createCustomFieldStore } from './custom-field-store';
import { resolveEntities } from './entity-store';
import { refreshEventDays } from './event-days';
import type { AnyDb } from './migration-support';
import { createRecordStore, recordTables } from './record-store';
import { fromRelationRow } from './relation-store';
import type { Database } from './schema';
import { writeFieldDocuments } from './search-index';
import { partTextVersionOf } from './text-version-rows';
import { createUserKindStore } from './user-kind-store';
import { restoreExtras } from './workspace-backup';
import type { WorkspaceStore } from './workspace-store';
import { fromRow, profileTable, type Row, selectionOf } from './workspace-tables';

// The Trash over one user's tables (decision 038): the rows the core's snapshot and write-back read and
// write (`createTrashRows`, decision 079), and what only the server checks and puts back (a snapshot's
// fields by every door's rules, deleted custom fields, an import's extras and profile).

/** The tables a snapshot keeps whole rows of (beside the records, read by their specs). */
type SnapshotTable =
  | 'relations'
  | 'chapter_texts'
  | 'text_versions'
  | 'writing_goals'
  | 'writing_days'
  | 'calendars'
  | 'field_values';

/** The column a snapshot's rows are found by, one of the table's. */
type SnapshotColumn<Table extends SnapshotTable> = keyof Database[Table] & string;

/** A snapshot's row back as its table's row (it was read whole from that table, owner aside). */
function rowOf<Table extends SnapshotTable>(row: SnapshotRow, userId: string): Insertable<Database[Table]> {
  return { ...row, user_id: userId } as unknown as Insertable<Database[Table]>;
}

/** A snapshot's row as read from its table (owner aside). */
function readRowOf<Table extends SnapshotTable>(
  row: SnapshotRow,
): Omit<Selectable<Database[Table]>, 'user_id'> {
  return row as Omit<Selectable<Database[Table]>, 'user_id'>;
}

/** Rows per `in (...)`, well under both databases' bind-parameter limits. */
const BATCH = 500;

function withoutOwner(row: Row): SnapshotRow {
  const { user_id: _owner, ...rest } = row;
  return rest;
}

async function rowsIn<Table extends SnapshotTable>(
  store: WorkspaceStore,
  table: Table,
  column: SnapshotColumn<Table>,
  ids: readonly string[],
) {
  const db: Kysely<Database> = store.db;
  const found: SnapshotRow[] = [];
  for (let index = 0; index < ids.length; index += BATCH) {
    const rows: Row[] = await db
      .selectFrom(table as SnapshotTable)
      .selectAll()
      .where('user_id', '=', store.userId)
      .where(column as SnapshotColumn<SnapshotTable>, 'in', ids.slice(index, index + BATCH))
      .execute();
    found.push(...rows.map(withoutOwner));
  }
  return found;
}

/**
 * The Trash's rows over one user's tables (the core's `TrashStore`, decision 079): a snapshot keeps
 * records and the rows hanging on them as their tables hold them (owner aside), and a restore writes
 * them back through the stores, so the search and mention indexes are rebuilt as for any write.
 */
export function createTrashRows(store: WorkspaceStore): TrashStore {
  const records = createRecordStore(store);
  const fields = createCustomFieldStore(store);
  const db: Kysely<Database> = store.db;
  const insertRows = async (
    table: 'writing_goals' | 'writing_days' | 'calendars',
    rows: readonly SnapshotRow[],
  ) => {
    for (const row of rows)
      await db.insertInto(table).values(rowOf<typeof table>(row, store.userId)).execute();
  };
  return {
    transaction: (work) => store.transaction((trx) => work(createTrashRows(trx))),

    records: () => records,

    async recordRows(kind, ids) {
      const table = recordTables[kind];
      const found: SnapshotRow[] = [];
      for (let index = 0; index < ids.length; index += BATCH) {
        const slice = ids.slice(index, index + BATCH);
        found.push(
          ...(await store.rows(table, [...selectionOf(table), 'position'], { id: slice })).map(withoutOwner),
        );
      }
      return found;
    },

    recordOf: (kind, row) => fromRow(recordTables[kind], row) as StoredRecord,

    async putRecords(kind, back) {
      const table = recordTables[kind];
      for (const { record, row } of back) {
        await store.insert(table, record, 'last');
        // Back at its old place in its list.
        await store.updateWhere(table, { id: record.id }, { position: Number(row.position) });
      }
    },

    async heldBy(going, partIds) {
      const ids = [...going.keys()];
      const novels = ids.filter((id) => going.get(id) === 'novel');
      return {
        chapterTexts: await rowsIn(store, 'chapter_texts', 'chapter_id', partIds),
        textVersions: await rowsIn(store, 'text_versions', 'chapter_id', partIds),
        writingGoals: await rowsIn(store, 'writing_goals', 'novel_id', novels),
        writingDays: await rowsIn(store, 'writing_days', 'novel_id', novels),
        calendars: (await rowsIn(store, 'calendars', 'owner_id', ids)).filter(
          (row) => going.get(String(row.owner_id)) === row.owner_kind,
        ),
      };
    },

    async putHeld(held) {
      const texts = createChapterTextStore(store);
      for (const row of held.chapterTexts.map(readRowOf<'chapter_texts'>)) {
        await texts.putText(
          {
            chapterId: row.chapter_id,
            novelId: row.novel_id,
            version: row.version,
            text: JSON.parse(row.doc) as RichText | null,
            plainText: row.plain_text,
            wordCount: row.word_count,
            updatedAt: row.updated_at,
          },
          0,
        );
      }
      // A version already there under its id is the same version (an imported backup wrote it back).
      for (const row of held.textVersions) {
        await db
          .insertInto('text_versions')
          .values(rowOf<'text_versions'>(row, store.userId))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      await insertRows('writing_goals', held.writingGoals);
      await insertRows('writing_days', held.writingDays);
      await insertRows('calendars', held.calendars);
      // A calendar coming back reads its events' days again (decision 044).
      for (const row of held.calendars.map(readRowOf<'calendars'>)) {
        await refreshEventDays(
          { db: store.db as unknown as AnyDb, userId: store.userId },
          { kind: 'owner', ownerKind: row.owner_kind, ownerIds: [row.owner_id] },
        );
      }
    },

    async relationRows(ends) {
      const keys = new Set(ends.map(entityKey));
      const ids = ends.map((end) => end.id);
      const seen = new Map<string, SnapshotRow>();
      for (const column of ['from_id', 'to_id'] as const) {
        for (const row of await rowsIn(store, 'relations', column, ids)) {
          const [from, to] = relationEndsOf(row);
          if (keys.has(entityKey(from)) || keys.has(entityKey(to))) seen.set(String(row.id), row);
        }
      }
      return [...seen.values()].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    },

    relationEnds: relationEndsOf,

    async takeFieldValues(thingIds) {
      const taken = await rowsIn(store, 'field_values', 'thing_id', thingIds);
      for (let index = 0; index < thingIds.length; index += BATCH) {
        await db
          .deleteFrom('field_values')
          .where('user_id', '=', store.userId)
          .where('thing_id', 'in', thingIds.slice(index, index + BATCH))
          .execute();
      }
      return taken;
    },

    async putFieldValues(rows) {
      // Found by search again in `putExtras`, with the rest of what came back.
      for (const row of rows) {
        const {
          user_id: _owner,
          thing_id: _thing,
          field_id: _field,
          ...columns
        } = rowOf<'field_values'>(row, store.userId);
        await db
          .insertInto('field_values')
          .values(rowOf<'field_values'>(row, store.userId))
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'thing_id', 'field_id']).doUpdateSet(columns),
          )
          .execute();
      }
    },

    async fieldRestoreSite(field) {
      const scopes: EntityRef[] = [...recordKinds, field.kind].map((kind) => ({
        kind: kind as EntityKind,
        id: field.scopeId,
      }));
      const siblings = await fields.listFields({ kind: field.kind, scopeIds: [field.scopeId] });
      return {
        isIdTaken: (await fields.getField(field.id)) !== undefined,
        isScopeThere: (await resolveEntities(store, scopes)).length > 0,
        siblingLabels: siblings.map((sibling) => sibling.label),
      };
    },

    async putField({ field, values }) {
      await fields.putField(field);
      await fields.putValues(values.map((entry) => ({ ...entry, fieldId: field.id })));
      // Found by search again.
      await writeFieldDocuments(store, [...new Set(values.map((entry) => entry.thingId))]);
    },

    async extraProblem(payload) {
      const stored = await createUserKindStore(store).listKinds();
      return missingKindProblem(
        payload,
        stored.map((kind) => kind.id),
      );
    },

    async putExtras(payload) {
      // A user's kind comes back with its things (decision 085).
      const kinds = createUserKindStore(store);
      for (const kind of payload.kinds ?? []) await kinds.putKind(kind);
      await restoreExtras(store, payload);
      // Their added fields' values (put back, or stored all along by an entry made before they were
      // taken along): found by them again, as before the delete.
      const coming = [
        ...payload.records.flatMap((group) => group.rows.map((row) => String(row.id))),
        ...payload.parts.map((part) => part.id),
      ];
      await writeFieldDocuments(store, coming);
      if (payload.profile !== undefined) {
        await store.remove(profileTable, {});
        await store.insert(profileTable, fromRow(profileTable, payload.profile) as { id: string }, 'last');
      }
    },

    async putRelation(row) {
      await db
        .insertInto('relations')
        .values(rowOf<'relations'>(row, store.userId))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  };
}

function relationEndsOf(row: SnapshotRow): readonly [EntityRef, EntityRef] {
  const relation = readRowOf<'relations'>(row);
  return [
    { kind: relation.from_kind, id: relation.from_id },
    { kind: relation.to_kind, id: relation.to_id },
  ] as [EntityRef, EntityRef];
}

function storedDocument(json: unknown): unknown {
  try {
    return JSON.parse(String(json));
  } catch {
    return undefined;
  }
}

/**
 * The first thing of a snapshot that the API would refuse to write now (decision 048), named as
 * 'label: field: message', or undefined. A Trash restore runs the checks of every other door, so a
 * snapshot kept before a rule was added comes back only when it passes it.
 */
export function snapshotProblem(payload: TrashPayload): string | undefined {
  const checks: { label: string; checked: () => Checked<unknown> }[] = [];
  for (const group of payload.records) {
    const table = recordTables[group.kind];
    for (const row of group.rows) {
      const record = fromRow(table, row) as Record<string, unknown>;
      checks.push({
        label: labelOf(record, String(row.id)),
        checked: () => checkRecordFields(group.kind, record),
      });
    }
  }
  for (const part of payload.parts) {
    checks.push({ label: labelOf(part.data, part.id), checked: () => checkPartFields(part.kind, part.data) });
  }
  for (const row of payload.chapterTexts) {
    const text = storedDocument(row.doc);
    if (text !== null) checks.push({ label: "A chapter's text", checked: () => checkChapterText(text) });
  }
  for (const row of payload.textVersions) {
    checks.push({
      label: 'A kept version',
      checked: () => {
        const text = storedDocument(row.doc);
        const version = partTextVersionOf({ ...row, doc: 'null' } as Parameters<typeof partTextVersionOf>[0]);
        return checkVersionText(version.kind, version.field, text);
      },
    });
  }
  for (const row of payload.relations) {
    checks.push({
      label: 'A relation',
      checked: () =>
        checkRelation(relationRecordOf(fromRelationRow(row as Parameters<typeof fromRelationRow>[0]))),
    });
  }
  if (payload.profile !== undefined) {
    const profile = fromRow(profileTable, payload.profile);
    checks.push({ label: 'The profile', checked: () => checkRecordFields('profile', profile) });
  }
  for (const { label, checked } of checks) {
    const result = checked();
    if (!result.ok) return problemText(label, result.problem);
  }
  for (const trashed of payload.fields ?? []) {
    const problem = trashedFieldProblem(trashed);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function problemText(label: string, problem: Problem): string {
  return problem.field === ''
    ? `${label}: ${problem.message}`
    : `${label}, ${problem.field}: ${problem.message}`;
}
