import { describe, expect, it } from 'vitest';
import { WorkspaceError } from '../errors';
import type { RecordKind } from '../links';
import { createMemoryRecordStore, type MemoryRecords } from '../memory-record-store';
import { deleteRecord, describeDeletePlan, planDelete } from './delete-record';

/** A small workspace in memory behind the core's record store. */
function memoryRecords(initial: MemoryRecords, parts: Record<string, number> = {}) {
  const records = structuredClone(initial);
  const store = createMemoryRecordStore(records, {
    countPartsOf: (ids) => ids.reduce((sum, id) => sum + (parts[id] ?? 0), 0),
  });
  return Object.assign(store, { rows: (kind: RecordKind) => records[kind] ?? [] });
}

const workspace = () =>
  memoryRecords(
    {
      universe: [{ id: 'u1' }, { id: 'u2' }],
      world: [{ id: 'w1', universeId: 'u2' }],
      location: [
        { id: 'l1', worldId: 'w1' },
        { id: 'l2', worldId: 'w1' },
      ],
      novel: [{ id: 'n1', universeId: 'u1' }],
      campaign: [{ id: 'c1', universeId: 'u2' }],
      timeline: [
        { id: 't1', entityType: 'novel', entityId: 'n1' },
        { id: 't2', entityType: 'campaign', entityId: 'n1' },
      ],
      event: [
        { id: 'e1', timelineId: 't1' },
        { id: 'e2', timelineId: 't1' },
      ],
      character: [{ id: 'ch1', novelId: 'n1', universeId: 'u1' }],
      item: [{ id: 'i1', campaigns: ['c1', 'c9'], universeId: 'u1' }],
    },
    { n1: 12, w1: 3 },
  );

describe('deleting records by the links table', () => {
  it('takes a novel’s timelines and their events, unlinks its characters, and says so', async () => {
    const store = workspace();
    const plan = await planDelete(store, 'novel', 'n1');
    expect(describeDeletePlan(plan)).toBe(
      'It also deletes 1 timeline, 2 events and 12 parts. 1 record keeps everything but the link to it.',
    );
    await deleteRecord(store, 'novel', 'n1');
    expect(store.rows('novel')).toEqual([]);
    expect(store.rows('timeline').map((row) => row.id)).toEqual(['t2']);
    expect(store.rows('event')).toEqual([]);
    expect(store.rows('character')).toEqual([{ id: 'ch1', universeId: 'u1' }]);
  });

  it('takes a universe’s worlds, their locations and its campaigns with it', async () => {
    const store = workspace();
    const plan = await planDelete(store, 'universe', 'u2');
    expect(plan.refusal).toBeUndefined();
    expect(describeDeletePlan(plan)).toBe(
      'It also deletes 1 world, 1 campaign, 2 locations and 3 parts. 1 record keeps everything but the link to it.',
    );
    await deleteRecord(store, 'universe', 'u2');
    expect(store.rows('world')).toEqual([]);
    expect(store.rows('location')).toEqual([]);
    expect(store.rows('campaign')).toEqual([]);
    expect(store.rows('item')[0]?.campaigns).toEqual(['c9']);
  });

  it('runs the before-write step with the plan, inside the delete, before anything goes', async () => {
    const store = workspace();
    const seen: string[] = [];
    await deleteRecord(store, 'world', 'w1', async (plan) => {
      seen.push(...plan.removes.flatMap((group) => group.ids));
      expect(store.rows('location')).toHaveLength(2);
    });
    expect(seen).toEqual(['w1', 'l1', 'l2']);
  });

  it('unlinks novels, characters and items from a universe that goes', async () => {
    const store = workspace();
    await deleteRecord(store, 'universe', 'u1');
    expect(store.rows('novel')).toEqual([{ id: 'n1' }]);
    expect(store.rows('item')).toEqual([{ id: 'i1', campaigns: ['c1', 'c9'] }]);
  });

  it('drops a deleted campaign from items’ lists and cascades a world to its locations', async () => {
    const store = workspace();
    await deleteRecord(store, 'campaign', 'c1');
    expect(store.rows('item')[0]?.campaigns).toEqual(['c9']);
    const world = await planDelete(store, 'world', 'w1');
    expect(describeDeletePlan(world)).toBe('It also deletes 2 locations and 3 parts.');
    await deleteRecord(store, 'world', 'w1');
    expect(store.rows('location')).toEqual([]);
  });

  it('answers not found for a record that is not there, and says when nothing else goes', async () => {
    const store = workspace();
    await expect(planDelete(store, 'timeline', 'nope')).rejects.toBeInstanceOf(WorkspaceError);
    expect(describeDeletePlan(await planDelete(store, 'event', 'e1'))).toBe(
      'Nothing else is deleted with it.',
    );
  });
});
