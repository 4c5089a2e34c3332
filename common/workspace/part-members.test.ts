import { describe, expect, it } from 'vitest';
import { createMemoryPartStore } from './memory-store';
import { leaveHolders, membershipsIn, rejoinHolders } from './operations/part-members';
import type { StoredPart } from './store';

// What the Trash keeps of a deleted part's place in other parts' lists (a chapter in story arcs), and how
// a restore puts it back: the same functions on the server (trash-snapshot.ts) and in the browser's
// in-memory Trash.

const NOW = '2026-12-07T10:00:00.000Z';
const LATER = '2026-12-07T11:00:00.000Z';

const part = (id: string, kind: string, data: Record<string, unknown>, version = 1): StoredPart => ({
  id,
  kind: kind as StoredPart['kind'],
  parentId: 'n-1',
  position: 0,
  version,
  createdAt: NOW,
  updatedAt: NOW,
  data,
});

const chapter = (id: string) => part(id, 'novels/chapters', { title: id });
const arc = (id: string, chapterIds: string[], version = 1) =>
  part(id, 'novels/story-arcs', { title: id, chapterIds }, version);

describe('a deleted part’s places in its record’s lists', () => {
  it('are found in every list that names it, with where', () => {
    const parts = [
      chapter('c-1'),
      chapter('c-2'),
      arc('a-1', ['c-1', 'c-2']),
      arc('a-2', ['c-2']),
      arc('a-3', []),
    ];
    expect(membershipsIn(parts, chapter('c-2'))).toEqual([
      { holderId: 'a-1', field: 'chapterIds', memberId: 'c-2', index: 1 },
      { holderId: 'a-2', field: 'chapterIds', memberId: 'c-2', index: 0 },
    ]);
    expect(membershipsIn(parts, arc('a-1', []))).toEqual([]);
  });

  it('are taken back by a restore, at the old place, each holder at its next version', async () => {
    const store = createMemoryPartStore([{ parent: 'novels', id: 'n-1' }]);
    await store.insertParts([
      chapter('c-1'),
      chapter('c-2'),
      chapter('c-3'),
      arc('a-1', ['c-1', 'c-2', 'c-3']),
    ]);
    const gone = chapter('c-2');
    const places = membershipsIn(await store.listParts('n-1'), gone);
    await store.deleteParts([gone.id]);
    await leaveHolders(store, gone, NOW);
    expect((await store.getPart('a-1'))?.data.chapterIds).toEqual(['c-1', 'c-3']);

    await store.insertParts([gone]);
    await rejoinHolders(store, places, LATER);
    expect(await store.getPart('a-1')).toMatchObject({
      data: { chapterIds: ['c-1', 'c-2', 'c-3'] },
      version: 3,
      updatedAt: LATER,
    });
    // Twice is once; a holder that went is left; a member not there is not named.
    await rejoinHolders(store, places, LATER);
    await rejoinHolders(store, [{ holderId: 'a-9', field: 'chapterIds', memberId: 'c-2', index: 0 }], LATER);
    await rejoinHolders(store, [{ holderId: 'a-1', field: 'chapterIds', memberId: 'c-9', index: 0 }], LATER);
    expect(await store.getPart('a-1')).toMatchObject({
      data: { chapterIds: ['c-1', 'c-2', 'c-3'] },
      version: 3,
    });
  });
});
