import type { StoredChapterText } from './chapter-text';
import type { FieldDefinition, FieldValue } from './custom-fields';
import { entityKey } from './entities';
import type { FieldRestoreSite } from './field-trash';
import type { MemoryChapterTextStore } from './memory-chapter-text-store';
import type { MemoryRecords } from './memory-record-store';
import type { MemoryRelationStore } from './memory-relation-store';
import { missingKindProblem } from './operations/trash-moves';
import type { RecordStore, StoredRecord } from './record-store';
import type { StoredRelation } from './relations';
import type { SnapshotRow, TrashedField } from './trash';
import type { TrashStore } from './trash-store';
import type { UserKind } from './user-kinds';

/**
 * The added fields' side of a memory workspace: a deleted field's restore site and its put back, and
 * the values deleted things held, taken and put back (rows are `thingId`, `thingKind`, `fieldId`,
 * `value` and `keptText`).
 */
export type MemoryFieldTrash = {
  restoreSite(field: FieldDefinition): Promise<FieldRestoreSite>;
  putBack(trashed: TrashedField): void;
  takeValues(thingIds: readonly string[]): SnapshotRow[];
  putValues(rows: readonly SnapshotRow[]): void;
};

type MemoryValueRow = { thingId: string; fieldId: string; value: FieldValue; keptText?: string };

/**
 * The values side of `MemoryFieldTrash` over a memory workspace's maps: each thing's values by field,
 * and the words a type change kept.
 */
export function memoryValueTrash(
  values: Map<string, Record<string, FieldValue>>,
  kept: Map<string, Record<string, string>>,
): Pick<MemoryFieldTrash, 'takeValues' | 'putValues'> {
  return {
    takeValues(thingIds) {
      const rows: SnapshotRow[] = [];
      for (const thingId of thingIds) {
        const own = values.get(thingId) ?? {};
        const words = kept.get(thingId) ?? {};
        for (const fieldId of [...new Set([...Object.keys(own), ...Object.keys(words)])].sort()) {
          const keptText = words[fieldId];
          rows.push({
            ...{ thingId, fieldId, value: structuredClone(own[fieldId] ?? null) },
            ...(keptText === undefined ? {} : { keptText }),
          });
        }
        values.delete(thingId);
        kept.delete(thingId);
      }
      return rows;
    },
    putValues(rows) {
      for (const row of rows) {
        const { thingId, fieldId, value, keptText } = row as MemoryValueRow;
        if (value !== null)
          values.set(thingId, { ...values.get(thingId), [fieldId]: structuredClone(value) });
        if (keptText !== undefined) kept.set(thingId, { ...kept.get(thingId), [fieldId]: keptText });
      }
    },
  };
}

/** The kinds of your own of a memory workspace (decision 085): which it has, and the put back. */
export type MemoryKindTrash = {
  kindIds(): string[];
  putBack(kinds: readonly UserKind[]): void;
};

/**
 * The Trash's rows over memory (the browser's test repository, unit tests): records in their lists
 * (a row is the record with its index in the list as `position`), chapter texts, relations. Writing
 * goals, text versions and calendars are the server's alone.
 */
export function createMemoryTrashStore(
  lists: MemoryRecords,
  {
    records,
    texts,
    relations,
    fields,
    kinds,
  }: {
    /** The record store over `lists`, and its parts. */
    records: RecordStore;
    texts: MemoryChapterTextStore;
    relations: MemoryRelationStore;
    fields: MemoryFieldTrash;
    /** None: a workspace without kinds of your own (unit tests of the core). */
    kinds?: MemoryKindTrash | undefined;
  },
): TrashStore {
  const store: TrashStore = {
    // Records and parts come back as they were when the work fails (texts and relations are not taken).
    transaction: (work) => records.transaction(() => work(store)),
    records: () => records,
    async recordRows(kind, ids) {
      const rows: SnapshotRow[] = [];
      (lists[kind] ?? []).forEach((record, position) => {
        if (ids.includes(record.id)) rows.push({ ...structuredClone(record), position });
      });
      return rows;
    },
    recordOf(_kind, row) {
      const { position: _position, ...record } = row;
      return structuredClone(record) as StoredRecord;
    },
    async putRecords(kind, back) {
      const list = lists[kind] ?? [];
      // In the order they stood, each at its old place (or last when the list is shorter now).
      const sorted = [...back].sort((a, b) => Number(a.row.position) - Number(b.row.position));
      for (const { record, row } of sorted)
        list.splice(Math.min(Number(row.position), list.length), 0, record);
      lists[kind] = list;
    },
    async heldBy(_records, partIds) {
      const chapterTexts: SnapshotRow[] = [];
      for (const id of partIds) {
        const text = await texts.getText(id);
        if (text !== undefined) chapterTexts.push(structuredClone(text));
      }
      return { chapterTexts, textVersions: [], writingGoals: [], writingDays: [], calendars: [] };
    },
    async putHeld(held) {
      for (const row of held.chapterTexts) {
        const text = structuredClone(row) as StoredChapterText;
        // The text as it was, over one a collision set aside left behind.
        await texts.putText(text, (await texts.getText(text.chapterId))?.version ?? 0);
      }
    },
    async relationRows(ends) {
      const keys = new Set(ends.map(entityKey));
      return relations
        .all()
        .filter((relation) => keys.has(entityKey(relation.from)) || keys.has(entityKey(relation.to)))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((relation) => structuredClone(relation));
    },
    relationEnds(row) {
      const relation = row as StoredRelation;
      return [relation.from, relation.to];
    },
    async putRelation(row) {
      await relations.insertRelation(structuredClone(row as StoredRelation));
    },
    takeFieldValues: async (thingIds) => fields.takeValues(thingIds),
    async putFieldValues(rows) {
      fields.putValues(rows);
    },
    fieldRestoreSite: (field) => fields.restoreSite(field),
    async putField(trashed) {
      fields.putBack(trashed);
    },
    extraProblem: async (payload) => missingKindProblem(payload, kinds?.kindIds() ?? []),
    // Its reads are of the lists themselves: nothing to rebuild, only a kind to put back.
    async putExtras(payload) {
      if (payload.kinds !== undefined) kinds?.putBack(payload.kinds);
    },
  };
  return store;
}
