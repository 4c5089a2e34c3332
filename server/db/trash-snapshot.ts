import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PartParent } from '../../common/api/parts';
import type { RichText } from '../../common/text/rich-text';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import type { EntityKind, EntityRef } from '../../common/workspace/entities';
import {
  type FieldRestoreSite,
  fieldRestoreProblem,
  trashedFieldProblem,
} from '../../common/workspace/field-trash';
import { ITEM_APPEARANCE_KIND, ITEM_LINK } from '../../common/workspace/items';
import { recordKinds } from '../../common/workspace/kinds';
import type { RecordKind } from '../../common/workspace/links';
import type { DeletePlan } from '../../common/workspace/operations/delete-record';
import {
  membershipsIn,
  rejoinHolders,
  withKnownMembers,
} from '../../common/workspace/operations/part-members';
import {
  mendLostLink,
  putBackStamp,
  type RestoreProblem,
  type Restoring,
  restoreProblem,
  withoutDanglingLinks,
} from '../../common/workspace/operations/trash-restore';
import { partKind } from '../../common/workspace/part-kinds';
import type { StoredRecord } from '../../common/workspace/record-store';
import { relationRecordOf } from '../../common/workspace/relations';
import type { StoredPart } from '../../common/workspace/store';
import { emptyPayload, type SnapshotRow, type TrashPayload } from '../../common/workspace/trash';
import { userKindIdOf } from '../../common/workspace/user-kinds';
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
import { columnOf, createRecordStore, recordTables } from './record-store';
import { entityExists, fromRelationRow } from './relation-store';
import type { Database } from './schema';
import { writeFieldDocuments } from './search-index';
import { partTextVersionOf } from './text-version-rows';
import { createUserKindStore } from './user-kind-store';
import { restoreExtras } from './workspace-backup';
import type { WorkspaceStore } from './workspace-store';
import { fromRow, profileTable, type Row, selectionOf } from './workspace-tables';

// The Trash's snapshots over one user's tables (decision 038): everything a delete is about to take is
// read in the delete's transaction, and a restore writes it back through the stores (so the search and
// mention indexes are rebuilt as for any write), in one transaction, or refuses saying what is missing.

/** The tables a snapshot keeps whole rows of (beside the records, read by their specs). */
type SnapshotTable =
  | 'relations'
  | 'chapter_texts'
  | 'text_versions'
  | 'writing_goals'
  | 'writing_days'
  | 'calendars';

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

const RECORD_OF_PARENT: Record<PartParent, RecordKind> = {
  novels: 'novel',
  universes: 'universe',
  worlds: 'world',
  campaigns: 'campaign',
  maps: 'map',
};

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

/** The relations with one of these records or parts at either end (as `removeRelationsOf` deletes them). */
async function relationsOf(store: WorkspaceStore, records: Map<string, RecordKind>, partIds: Set<string>) {
  const ids = [...records.keys(), ...partIds];
  const matches = (kind: unknown, id: unknown) =>
    typeof kind === 'string' && typeof id === 'string'
      ? kind.includes('/')
        ? partIds.has(id)
        : records.get(id) === kind
      : false;
  const seen = new Map<string, SnapshotRow>();
  for (const column of ['from_id', 'to_id'] as const) {
    for (const row of await rowsIn(store, 'relations', column, ids)) {
      if (matches(row.from_kind, row.from_id) || matches(row.to_kind, row.to_id)) {
        seen.set(String(row.id), row);
      }
    }
  }
  return [...seen.values()].sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** What a part's deletion takes: its texts, a chapter's text and versions, its relations. */
async function addPartTexts(store: WorkspaceStore, payload: TrashPayload): Promise<void> {
  const partIds = payload.parts.map((part) => part.id);
  payload.chapterTexts = await rowsIn(store, 'chapter_texts', 'chapter_id', partIds);
  payload.textVersions = await rowsIn(store, 'text_versions', 'chapter_id', partIds);
}

/** Everything deleting records by this plan takes, read before it is written. */
export async function snapshotRecordDelete(store: WorkspaceStore, plan: DeletePlan): Promise<TrashPayload> {
  const payload = emptyPayload();
  const records = new Map<string, RecordKind>();
  for (const group of plan.removes) {
    const table = recordTables[group.kind];
    const rows = await store.rows(table, [...selectionOf(table), 'position'], { id: group.ids });
    payload.records.push({ kind: group.kind, rows: rows.map(withoutOwner) });
    for (const id of group.ids) records.set(id, group.kind);
  }
  const ids = [...records.keys()];
  const parts = store.parts();
  payload.parts = await parts.listPartsOf(ids);
  for (const id of [...plan.appearanceIds, ...plan.itemAppearanceIds]) {
    const part = await parts.getPart(id);
    if (part !== undefined) payload.parts.push(part);
  }
  await addPartTexts(store, payload);
  const novels = ids.filter((id) => records.get(id) === 'novel');
  payload.writingGoals = await rowsIn(store, 'writing_goals', 'novel_id', novels);
  payload.writingDays = await rowsIn(store, 'writing_days', 'novel_id', novels);
  payload.calendars = (await rowsIn(store, 'calendars', 'owner_id', ids)).filter(
    (row) => records.get(String(row.owner_id)) === row.owner_kind,
  );
  payload.relations = await relationsOf(store, records, new Set(payload.parts.map((part) => part.id)));
  for (const { link, targetIds } of plan.unlinks) {
    const column = columnOf(link.from, link.field);
    const holders = await store.rows(recordTables[link.from], ['id', column]);
    const gone = new Set(targetIds);
    const before = holders
      .filter((row) => {
        const value = row[column];
        if (link.isMany === true) return (JSON.parse(String(value)) as string[]).some((id) => gone.has(id));
        return typeof value === 'string' && gone.has(value);
      })
      .map((row) => ({ id: String(row.id), value: row[column] }));
    if (before.length > 0) {
      payload.lostLinks.push({
        kind: link.from,
        field: link.field,
        isMany: link.isMany === true,
        targetIds,
        before,
      });
    }
  }
  return payload;
}

/**
 * Everything deleting one part takes: its texts and relations, a chapter's text and versions, the
 * parent's `lastUpdated` before the delete stamps it, and a campaign's item the item's campaign list.
 */
export async function snapshotPartDelete(
  store: WorkspaceStore,
  part: StoredPart,
  stamp: string,
): Promise<TrashPayload> {
  const payload = emptyPayload();
  payload.parts = [part];
  const memberships = membershipsIn(await store.parts().listParts(part.parentId), part);
  if (memberships.length > 0) payload.memberships = memberships;
  await addPartTexts(store, payload);
  payload.relations = await relationsOf(store, new Map(), new Set([part.id]));
  const parentKind = RECORD_OF_PARENT[partKind(part.kind).parent];
  const parentTable = recordTables[parentKind];
  if (parentTable.columns.some(([, column]) => column === 'last_updated')) {
    const [row] = await store.rows(parentTable, ['id', 'last_updated'], { id: part.parentId });
    if (typeof row?.last_updated === 'string') {
      payload.parentStamp = { kind: parentKind, id: part.parentId, before: row.last_updated, after: stamp };
    }
  }
  const itemId = part.data[ITEM_LINK];
  if (part.kind === ITEM_APPEARANCE_KIND && typeof itemId === 'string') {
    const column = columnOf('item', 'campaigns');
    const [row] = await store.rows(recordTables.item, ['id', column], { id: itemId });
    if (row !== undefined) {
      payload.lostLinks.push({
        kind: 'item',
        field: 'campaigns',
        isMany: true,
        targetIds: [part.parentId],
        before: [{ id: itemId, value: row[column] }],
      });
    }
  }
  return payload;
}

/**
 * Everything deleting these parts at once takes (a user's kind's things, decision 085): their texts'
 * versions and their relations. Each part's parent keeps its stamp (a kind's delete changes no container).
 */
export async function snapshotPartsDelete(
  store: WorkspaceStore,
  parts: readonly StoredPart[],
): Promise<TrashPayload> {
  const payload = emptyPayload();
  payload.parts = [...parts];
  await addPartTexts(store, payload);
  payload.relations = await relationsOf(store, new Map(), new Set(parts.map((part) => part.id)));
  return payload;
}

/** What a snapshot brings back, as records (fields, not columns), for the core's restore rules. */
function restoringOf(payload: TrashPayload): Restoring {
  return {
    records: payload.records.map((group) => ({
      kind: group.kind,
      rows: group.rows.map((row) => fromRow(recordTables[group.kind], row) as StoredRecord),
    })),
    parts: payload.parts,
  };
}

/**
 * Checks a restore without writing, by the core's rules (operations/trash-restore.ts): the first taken
 * id or missing owner, or undefined when it can go ahead.
 */
export async function checkRestore(
  store: WorkspaceStore,
  payload: TrashPayload,
): Promise<RestoreProblem | undefined> {
  const problem = await restoreProblem(createRecordStore(store), restoringOf(payload));
  if (problem !== undefined) return problem;
  // A thing of a kind of your own comes back only into its kind (decision 085).
  const kinds = new Set((payload.kinds ?? []).map((kind) => kind.id));
  for (const kind of await createUserKindStore(store).listKinds()) kinds.add(kind.id);
  for (const part of payload.parts) {
    const kindId = userKindIdOf(part.kind);
    if (kindId !== undefined && !kinds.has(kindId)) {
      return {
        reason: 'clash',
        message: `“${labelOf(part.data, 'Untitled')}” cannot be restored: its kind was deleted. Restore the kind from the Trash first.`,
      };
    }
  }
  for (const trashed of payload.fields ?? []) {
    const fieldProblem = fieldRestoreProblem(trashed, await fieldRestoreSite(store, trashed.field));
    if (fieldProblem?.reason === 'taken') return { reason: 'taken', label: trashed.field.label };
    if (fieldProblem !== undefined) return fieldProblem;
  }
  return undefined;
}

/** What a deleted field's restore finds in the workspace now: its id, its scope, its siblings' names. */
async function fieldRestoreSite(store: WorkspaceStore, field: FieldDefinition): Promise<FieldRestoreSite> {
  const fields = createCustomFieldStore(store);
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
}

const labelOf = (data: Record<string, unknown>, fallback: string) =>
  typeof data.name === 'string' ? data.name : typeof data.title === 'string' ? data.title : fallback;

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

/** Writes a checked snapshot back (inside the caller's transaction): see `checkRestore` first. */
export async function restoreSnapshot(
  store: WorkspaceStore,
  payload: TrashPayload,
  /** The restore's stamp (a story arc that takes its chapter back is changed at it). */
  now: string,
): Promise<void> {
  const coming = new Map<string, string>();
  for (const group of payload.records) for (const row of group.rows) coming.set(String(row.id), group.kind);
  for (const part of payload.parts) coming.set(part.id, part.kind);
  const records = createRecordStore(store);
  const restoring = restoringOf(payload);

  for (const [index, group] of payload.records.entries()) {
    const table = recordTables[group.kind];
    for (const [at, row] of group.rows.entries()) {
      const decoded = restoring.records[index]?.rows[at] ?? (fromRow(table, row) as StoredRecord);
      const record = await withoutDanglingLinks(records, restoring, group.kind, decoded);
      await store.insert(table, record, 'last');
      // Back at its old place in its list.
      await store.updateWhere(table, { id: String(row.id) }, { position: Number(row.position) });
    }
  }
  // A user's kind comes back before its things (decision 085).
  const kinds = createUserKindStore(store);
  for (const kind of payload.kinds ?? []) await kinds.putKind(kind);
  // A restored arc names only chapters that are there (decision 061).
  const parts = store.parts();
  const comingParts = new Set(payload.parts.map((part) => part.id));
  await parts.insertParts(
    await Promise.all(payload.parts.map((part) => withKnownMembers(parts, part, comingParts))),
  );
  await rejoinHolders(parts, payload.memberships ?? [], now);
  const texts = createChapterTextStore(store);
  for (const row of payload.chapterTexts.map(readRowOf<'chapter_texts'>)) {
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
  const db: Kysely<Database> = store.db;
  const insertRows = async (
    table: 'writing_goals' | 'writing_days' | 'calendars',
    rows: readonly SnapshotRow[],
  ) => {
    for (const row of rows) {
      await db.insertInto(table).values(rowOf<typeof table>(row, store.userId)).execute();
    }
  };
  // A version already there under its id is the same version (an imported backup wrote it back).
  for (const row of payload.textVersions) {
    await db
      .insertInto('text_versions')
      .values(rowOf<'text_versions'>(row, store.userId))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  await insertRows('writing_goals', payload.writingGoals);
  await insertRows('writing_days', payload.writingDays);
  await insertRows('calendars', payload.calendars);
  // A calendar coming back reads its events' days again (decision 044).
  for (const row of payload.calendars.map(readRowOf<'calendars'>)) {
    await refreshEventDays(
      { db: store.db as unknown as AnyDb, userId: store.userId },
      { kind: 'owner', ownerKind: row.owner_kind, ownerIds: [row.owner_id] },
    );
  }
  // A relation comes back when its other end is still there (or comes back with it).
  for (const row of payload.relations) {
    const ends = [
      { kind: row.from_kind, id: row.from_id },
      { kind: row.to_kind, id: row.to_id },
    ] as EntityRef[];
    let isWhole = true;
    for (const end of ends) {
      if (coming.get(end.id) !== end.kind && !(await entityExists(store, end))) isWhole = false;
    }
    if (!isWhole) continue;
    await db
      .insertInto('relations')
      .values(rowOf<'relations'>(row, store.userId))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  // Links that only lost their target get it back (a list's stored value is its JSON).
  for (const lost of payload.lostLinks) {
    for (const { id, value } of lost.before) {
      const before = lost.isMany && typeof value === 'string' ? JSON.parse(value) : value;
      await mendLostLink(records, { kind: lost.kind, id, field: lost.field, before, lost: lost.targetIds });
    }
  }
  await restoreExtras(store, payload);
  // A deleted field comes back with every value it held, found by search again (decision 077).
  const fieldStore = createCustomFieldStore(store);
  for (const { field, values } of payload.fields ?? []) {
    await fieldStore.putField(field);
    await fieldStore.putValues(values.map((entry) => ({ ...entry, fieldId: field.id })));
    await writeFieldDocuments(store, [...new Set(values.map((entry) => entry.thingId))]);
  }
  // Their added fields' values stayed stored (decision 063): found by them again, as before the delete.
  await writeFieldDocuments(store, [...coming.keys()]);
  if (payload.profile !== undefined) {
    await store.remove(profileTable, {});
    await store.insert(profileTable, fromRow(profileTable, payload.profile) as { id: string }, 'last');
  }
  // Only when nothing changed the parent since: a later edit's stamp stays.
  if (payload.parentStamp !== undefined) await putBackStamp(records, payload.parentStamp);
}
