import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldValue } from './custom-fields';
import { createMemoryChapterTextStore } from './memory-chapter-text-store';
import { createMemoryRecordStore, type MemoryRecords } from './memory-record-store';
import { createMemoryRelationStore } from './memory-relation-store';
import { createMemoryTrashEntryRows } from './memory-trash-entries';
import { createMemoryTrashStore, memoryValueTrash } from './memory-trash-store';
import { describeTrashCore, type TrashStoreFactory } from './testing/trash-suite';
import {
  describeContents,
  emptyPayload,
  expiresAt,
  relinkList,
  requiredLinksOf,
  restoreBlockedMessage,
  retentionCutoff,
} from './trash';

describe('the Trash’s rules', () => {
  it('says what went with a deleted thing, its own part left out', () => {
    const payload = emptyPayload();
    expect(describeContents(payload)).toBe('');
    payload.records = [
      { kind: 'universe', rows: [{ id: 'u1' }] },
      { kind: 'world', rows: [{ id: 'w1' }, { id: 'w2' }] },
      { kind: 'location', rows: [{ id: 'l1' }] },
    ];
    const part = {
      kind: 'worlds/cities' as const,
      parentId: 'w1',
      position: 0,
      version: 1,
      createdAt: '',
      updatedAt: '',
      data: {},
    };
    payload.parts = [
      { ...part, id: 'p1' },
      { ...part, id: 'p2' },
    ];
    expect(describeContents(payload)).toBe('With 2 worlds, 1 location and 2 parts.');
    expect(describeContents({ ...emptyPayload(), parts: [{ ...part, id: 'p1' }] }, 'p1')).toBe('');
  });

  it('keeps an entry for the retention, to the millisecond', () => {
    expect(expiresAt('2025-01-01T00:00:00.000Z', 30)).toBe('2025-01-31T00:00:00.000Z');
    expect(retentionCutoff(Date.parse('2025-01-31T00:00:00.000Z'), 30)).toBe('2025-01-01T00:00:00.000Z');
  });

  it('mends a list: lost ids back at their places, what changed since kept', () => {
    expect(relinkList(['a', 'b', 'c'], ['a', 'c'], ['b'])).toEqual(['a', 'b', 'c']);
    expect(relinkList(['a', 'b', 'c'], ['c', 'd'], ['b'])).toEqual(['b', 'c', 'd']);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (before, cut) => {
          const lost = before.slice(0, cut);
          const current = before.filter((id) => !lost.includes(id));
          expect(relinkList(before, current, lost)).toEqual(before);
        },
      ),
    );
  });

  it('needs a world’s universe and an event’s timeline, not a novel’s universe', () => {
    expect(requiredLinksOf('world').map((link) => link.to)).toEqual(['universe']);
    expect(requiredLinksOf('event').map((link) => link.to)).toEqual(['timeline']);
    expect(requiredLinksOf('novel')).toEqual([]);
  });

  it('says what is in the way of a restore and where it is', () => {
    const missing = { kind: 'world', id: 'w1', needer: 'Briarholt' };
    expect(restoreBlockedMessage(missing, { label: 'The Thornwild' })).toBe(
      'Restore the world “The Thornwild” first: “Briarholt” belongs to it.',
    );
    expect(restoreBlockedMessage({ kind: 'novels/chapters', id: 'c', needer: 'Mira' }, undefined)).toBe(
      '“Mira” cannot be restored: the chapter it belongs to no longer exists.',
    );
  });
});

describeTrashCore('the in-memory store', async () => {
  const lists: MemoryRecords = {};
  const records = createMemoryRecordStore(lists);
  const relations = createMemoryRelationStore(() => true);
  const texts = createMemoryChapterTextStore(records.parts());
  const values = new Map<string, Record<string, FieldValue>>();
  const fields = {
    restoreSite: () => Promise.reject(new Error('no fields')),
    putBack: () => undefined,
    ...memoryValueTrash(values, new Map()),
  };
  const fieldValues: Awaited<ReturnType<TrashStoreFactory>>['fieldValues'] = {
    async put(rows) {
      for (const { thingId, fieldId, value } of rows)
        values.set(thingId, { ...values.get(thingId), [fieldId]: value });
    },
    async of(thingIds) {
      return thingIds.flatMap((thingId) =>
        Object.entries(values.get(thingId) ?? {}).map(([fieldId, value]) => ({
          ...{ thingId, thingKind: '', fieldId, value },
        })),
      );
    },
  };
  return {
    trash: createMemoryTrashStore(lists, { records, texts, relations, fields }),
    relations,
    entries: createMemoryTrashEntryRows(),
    fieldValues,
  };
});
