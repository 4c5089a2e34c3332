import { beforeEach, describe, expect, it } from 'vitest';
import type { ChangeDetail, Snapshot } from '../../api/history';
import { countBy } from '../derive';
import type { RecordKind } from '../kinds';
import { createPart } from '../operations/create-part';
import { deleteRecord, describeDeletePlan, planDelete } from '../operations/delete-record';
import { createRecord, updateRecord } from '../operations/record-commands';
import { type RestoreStore, restoreChange } from '../operations/restore-change';
import {
  mendLostLink,
  putBackStamp,
  restoreProblem,
  withoutDanglingLinks,
} from '../operations/trash-restore';
import type { RecordStore, StoredRecord } from '../record-store';
import { refusal } from './part-core-suite';

/** A restore over the suite's record store alone (records and parts; the history is the server's). */
function restoreStoreOf(records: RecordStore): RestoreStore {
  const none = () => {
    throw new Error('not in the record suite');
  };
  return {
    transaction: (work) => records.transaction((trx) => work(restoreStoreOf(trx))),
    records: () => records,
    relations: none,
    getOther: none,
    writeOther: none,
  };
}

/** A change of the history whose `before` side is `before`. */
function changeOf(entityKind: string, entityId: string, before: Snapshot, isComplete = true): ChangeDetail {
  return {
    ...{ id: crypto.randomUUID(), at: NOW, action: 'update', op: 'update', name: '', fields: [] },
    ...{ entityKind, entityId, recordId: entityId, before, after: null, isComplete, isRestorable: true },
  };
}

/** What a backend provides the suite: the record store of a new, empty workspace. */
export type RecordStoreFactory = () => Promise<RecordStore>;

const NOW = '2026-11-23T12:00:00.000Z';
const LATER = '2026-11-23T12:05:00.000Z';

/** Every field a stored record of each kind needs, beyond what its kind's defaults give. */
const inputs: Record<RecordKind, Record<string, unknown>> = {
  novel: { title: 'The Ember Road', description: '' },
  universe: { name: 'Aster', description: '' },
  world: { name: 'Vel', description: '', type: 'Planet', climate: '', timePeriod: '' },
  location: { name: 'Harbor', type: 'City', description: '' },
  campaign: { title: 'Salt Wars', status: 'planning', description: '', nextSessionDate: null },
  timeline: { name: 'Ages', description: '' },
  event: {
    title: 'The Flood',
    date: 'Year 3',
    description: '',
    type: 'plot',
    characters: [],
    tags: [],
    importance: 'major',
    icon: 'star',
  },
  character: { name: 'Ila', role: 'Ally', description: '' },
  item: { name: 'Lantern', type: 'Tool', rarity: 'common', description: '', location: '', campaigns: [] },
  map: { name: 'The Reach', description: '' },
};

/**
 * The workspace core's record commands and delete rules, run against one backend: the in-memory store
 * (common), SQLite and PostgreSQL (server). The same expectations everywhere.
 */
export function describeRecordCore(backend: string, makeStore: RecordStoreFactory): void {
  describe(`workspace core: records on ${backend}`, () => {
    let store: RecordStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    const make = (kind: RecordKind, fields: Record<string, unknown> = {}, id = crypto.randomUUID()) =>
      createRecord(store, { kind, input: { ...inputs[kind], ...fields }, id, now: NOW });
    const stored = async (kind: RecordKind, id: string) => (await store.getRecord(kind, id)) as StoredRecord;
    /** An appearance of the character 'Ila' in the campaign. */
    const appearIn = (campaignId: string, characterId: string) =>
      createPart(store.parts(), {
        kind: 'campaigns/characters',
        parentId: campaignId,
        input: { name: 'Ila', type: 'npc', race: '', class: '', role: '', description: '', characterId },
        id: crypto.randomUUID(),
        now: NOW,
      });

    it('creates a record with its kind’s defaults and stamp, at its place in the list, version 1', async () => {
      const older = await make('universe', { name: 'Older' });
      const universe = await make('universe', { imageUrl: undefined });
      expect(await stored('universe', universe.id)).toMatchObject({
        name: 'Aster',
        imageUrl: '/images/universes/default-universe.svg',
        isFavorite: false,
        lastUpdated: NOW,
        version: 1,
      });
      // Universes go first; worlds last.
      expect((await store.listRecords('universe')).map((each) => each.id)).toEqual([universe.id, older.id]);
      const first = await make('world', { universeId: universe.id });
      const second = await make('world', { universeId: universe.id });
      expect((await store.listRecords('world')).map((each) => each.id)).toEqual([first.id, second.id]);
      expect(await stored('world', first.id)).not.toHaveProperty('lastUpdated');
    });

    it('refuses a link to a record that is not there, on its field, and writes nothing', async () => {
      const error = await refusal(make('world', { universeId: 'nowhere' }));
      expect(error).toMatchObject({ reason: 'invalid', field: 'universeId' });
      expect(error.message).toBe('The selected universe does not exist');
      expect(await store.listRecords('world')).toEqual([]);
      const timeline = await refusal(make('timeline', { entityType: 'campaign', entityId: 'nowhere' }));
      expect(timeline.message).toBe('The selected campaign does not exist');
    });

    it('changes only the fields a patch names, stamps, counts the version and moves by re-linking', async () => {
      const [from, to] = [await make('universe'), await make('universe', { name: 'Other' })];
      const campaign = await make('campaign', { universeId: from.id });
      const changed = await updateRecord(store, {
        kind: 'campaign',
        id: campaign.id,
        patch: { title: 'Salt Peace', universeId: to.id, description: undefined },
        version: 1,
        now: LATER,
      });
      expect(changed).toMatchObject({
        title: 'Salt Peace',
        universeId: to.id,
        version: 2,
        lastUpdated: LATER,
      });
      expect(await stored('campaign', campaign.id)).toMatchObject({
        title: 'Salt Peace',
        status: 'planning',
      });
      const gone = await refusal(
        updateRecord(store, { kind: 'campaign', id: campaign.id, patch: { universeId: 'gone' }, now: LATER }),
      );
      expect(gone.field).toBe('universeId');
      expect((await stored('campaign', campaign.id)).version).toBe(2);
    });

    it('refuses a change made from a version that is no longer stored, answering with the stored record', async () => {
      const novel = await make('novel');
      await updateRecord(store, { kind: 'novel', id: novel.id, patch: { title: 'A' }, version: 1, now: NOW });
      const stale = await refusal(
        updateRecord(store, { kind: 'novel', id: novel.id, patch: { title: 'B' }, version: 1, now: LATER }),
      );
      expect(stale.reason).toBe('conflict');
      expect(stale.current).toMatchObject({ title: 'A', version: 2 });
      expect((await stored('novel', novel.id)).title).toBe('A');
      const missing = await refusal(updateRecord(store, { kind: 'novel', id: 'none', patch: {}, now: NOW }));
      expect(missing).toMatchObject({ reason: 'not_found', message: 'Novel not found' });
    });

    it('stamps an event’s timeline at the event’s every save, leaving the timeline’s version', async () => {
      const universe = await make('universe');
      const timeline = await make('timeline', { entityType: 'universe', entityId: universe.id });
      const event = await make('event', { timelineId: timeline.id });
      expect(await stored('timeline', timeline.id)).toMatchObject({ lastUpdated: NOW, version: 1 });
      const EVEN_LATER = '2026-11-23T12:09:00.000Z';
      await updateRecord(store, { kind: 'timeline', id: timeline.id, patch: {}, now: EVEN_LATER });
      await updateRecord(store, { kind: 'event', id: event.id, patch: { title: 'The Ebb' }, now: LATER });
      expect(await stored('timeline', timeline.id)).toMatchObject({ lastUpdated: LATER, version: 2 });
      expect(await stored('event', event.id)).toMatchObject({ title: 'The Ebb', version: 2 });
    });

    it('stamps an event’s timeline at the event’s delete, by the core, leaving the timeline’s version', async () => {
      const universe = await make('universe');
      const timeline = await make('timeline', { entityType: 'universe', entityId: universe.id });
      const [event, other] = [
        await make('event', { timelineId: timeline.id }),
        await make('event', { timelineId: timeline.id }),
      ];
      const plan = await planDelete(store, 'event', event.id);
      expect(plan.stamps).toEqual({ kind: 'timeline', id: timeline.id });
      await deleteRecord(store, 'event', event.id, undefined, LATER);
      expect(await store.exists('event', event.id)).toBe(false);
      expect(await stored('timeline', timeline.id)).toMatchObject({ lastUpdated: LATER, version: 1 });
      expect(await store.exists('event', other.id)).toBe(true);
      // A delete that is no change of anything that stays stamps nothing.
      expect((await planDelete(store, 'timeline', timeline.id)).stamps).toBeUndefined();
    });

    it('sets an event’s place by an id, clears it by an empty choice, and keeps it when a save does not say', async () => {
      const universe = await make('universe');
      const timeline = await make('timeline', { entityType: 'universe', entityId: universe.id });
      const event = await make('event', { timelineId: timeline.id, placeId: 'loc-kharn-deep' });
      expect((await stored('event', event.id)).placeId).toBe('loc-kharn-deep');
      await updateRecord(store, { kind: 'event', id: event.id, patch: { title: 'The Ebb' }, now: LATER });
      expect((await stored('event', event.id)).placeId).toBe('loc-kharn-deep');
      await updateRecord(store, { kind: 'event', id: event.id, patch: { placeId: '' }, now: LATER });
      expect(await stored('event', event.id)).not.toHaveProperty('placeId');
    });

    it('drops a link set to null and keeps every other field', async () => {
      const universe = await make('universe');
      const novel = await make('novel', { universeId: universe.id });
      await updateRecord(store, { kind: 'novel', id: novel.id, patch: { universeId: null }, now: LATER });
      const after = await stored('novel', novel.id);
      expect(after.universeId).toBeUndefined();
      expect(after).toMatchObject({ title: 'The Ember Road', status: 'draft', wordCount: 0 });
    });

    it('deletes by every link’s rule: cascades go, links that only point lose their link', async () => {
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      const location = await make('location', { worldId: world.id });
      const campaign = await make('campaign', { universeId: universe.id });
      const timeline = await make('timeline', { entityType: 'campaign', entityId: campaign.id });
      const event = await make('event', { timelineId: timeline.id });
      const novel = await make('novel', { universeId: universe.id });
      const character = await make('character', { universeId: universe.id, campaignId: campaign.id });
      const item = await make('item', { universeId: universe.id, campaigns: [campaign.id] });
      const kept = await make('universe', { name: 'Kept' });
      const keptWorld = await make('world', { universeId: kept.id });

      const plan = await planDelete(store, 'universe', universe.id);
      expect(describeDeletePlan(plan)).toBe(
        // The part is the item's appearance in the campaign.
        'It also deletes 1 world, 1 campaign, 1 location, 1 timeline, 1 event and 1 part. 5 records keep everything but the link to it.',
      );
      await deleteRecord(store, 'universe', universe.id);

      for (const [kind, id] of [
        ['universe', universe.id],
        ['world', world.id],
        ['location', location.id],
        ['campaign', campaign.id],
        ['timeline', timeline.id],
        ['event', event.id],
      ] as const) {
        expect(await store.exists(kind, id), `${kind} is gone`).toBe(false);
      }
      expect((await stored('novel', novel.id)).universeId).toBeUndefined();
      const orphan = await stored('character', character.id);
      expect([orphan.universeId, orphan.campaignId]).toEqual([undefined, undefined]);
      expect(await stored('item', item.id)).toMatchObject({ campaigns: [] });
      expect(await stored('world', keptWorld.id)).toMatchObject({ universeId: kept.id });
    });

    it('keeps a map with what it belongs to: refused for a missing owner, gone with its world', async () => {
      const missing = await refusal(make('map', { ownerType: 'world', ownerId: 'nowhere' }));
      expect(missing.message).toBe('The selected world does not exist');
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      const map = await make('map', { ownerType: 'world', ownerId: world.id });
      const atlas = await make('map', { ownerType: 'universe', ownerId: universe.id, name: 'Atlas' });
      expect(await stored('map', map.id)).toMatchObject({ name: 'The Reach', image: null, scale: null });
      expect(describeDeletePlan(await planDelete(store, 'world', world.id))).toBe('It also deletes 1 map.');
      await deleteRecord(store, 'world', world.id);
      expect(await store.exists('map', map.id)).toBe(false);
      expect(await stored('map', atlas.id)).toMatchObject({ name: 'Atlas', ownerId: universe.id });
    });

    it('makes an item appear in exactly the campaigns it names, carrying its name', async () => {
      const universe = await make('universe');
      const [one, two] = [
        await make('campaign', { universeId: universe.id }),
        await make('campaign', { title: 'Two', universeId: universe.id }),
      ];
      const item = await make('item', { universeId: universe.id, campaigns: [one.id, one.id] });
      expect(await stored('item', item.id)).toMatchObject({ campaigns: [one.id], version: 1 });
      const appearances = async (campaignId: string) =>
        (await store.parts().listParts(campaignId, 'campaigns/items')).map((part) => part.data);
      expect(await appearances(one.id)).toEqual([
        expect.objectContaining({ name: 'Lantern', itemId: item.id }),
      ]);

      await updateRecord(store, {
        kind: 'item',
        id: item.id,
        patch: { name: 'Lamp', campaigns: [two.id] },
        now: LATER,
      });
      expect(await appearances(one.id)).toEqual([]);
      expect(await appearances(two.id)).toEqual([expect.objectContaining({ name: 'Lamp', itemId: item.id })]);
      await updateRecord(store, { kind: 'item', id: item.id, patch: { name: 'Lantern' }, now: LATER });
      expect(await appearances(two.id)).toEqual([expect.objectContaining({ name: 'Lantern' })]);

      // A campaign of another universe is refused, and nothing of the save is kept.
      const elsewhere = await make('campaign', { universeId: (await make('universe')).id });
      const refused = await refusal(
        updateRecord(store, { kind: 'item', id: item.id, patch: { campaigns: [elsewhere.id] }, now: LATER }),
      );
      expect(refused).toMatchObject({ reason: 'invalid', field: 'campaigns' });
      expect(await stored('item', item.id)).toMatchObject({
        name: 'Lantern',
        campaigns: [two.id],
        version: 3,
      });
      expect(await appearances(two.id)).toHaveLength(1);
    });

    it('gives a renamed character’s appearances its new name', async () => {
      const campaign = await make('campaign', { universeId: (await make('universe')).id });
      const character = await make('character', { campaignId: campaign.id });
      await appearIn(campaign.id, character.id);
      await updateRecord(store, { kind: 'character', id: character.id, patch: { name: 'Ilsa' }, now: LATER });
      const [appearance] = await store.parts().listParts(campaign.id, 'campaigns/characters');
      expect(appearance).toMatchObject({ version: 2, data: { name: 'Ilsa', characterId: character.id } });
      expect(await stored('character', character.id)).toMatchObject({ name: 'Ilsa', version: 2 });
    });

    it('restores a record’s version by the rules of a save: checked, linked, stamped, counted, followed', async () => {
      const universe = await make('universe');
      const novel = await make('novel', { universeId: universe.id });
      const before = await stored('novel', novel.id);
      await updateRecord(store, {
        kind: 'novel',
        id: novel.id,
        patch: { title: 'Ash Road', wordCount: 120 },
        now: LATER,
      });
      const restore = (change: ChangeDetail) => restoreChange(restoreStoreOf(store), change, 'before', LATER);
      await restore(changeOf('novel', novel.id, before));
      // The words follow its chapters: kept as they are now.
      expect(await stored('novel', novel.id)).toMatchObject({
        title: 'The Ember Road',
        wordCount: 120,
        version: 3,
        lastUpdated: LATER,
        universeId: universe.id,
      });

      const bad = await refusal(restore(changeOf('novel', novel.id, { ...before, status: 'lost' })));
      expect(bad).toMatchObject({ reason: 'invalid', field: 'status' });
      expect(bad.message).toMatch(/^This version cannot be restored: /);
      const unlinked = await refusal(restore(changeOf('novel', novel.id, { ...before, universeId: 'gone' })));
      expect(unlinked).toMatchObject({ reason: 'invalid', field: 'universeId' });
      expect((await stored('novel', novel.id)).version).toBe(3);

      const missing = await refusal(restore(changeOf('novel', 'none', before)));
      expect(missing.reason).toBe('refused');

      // A character's older name comes back to its appearances too.
      const character = await make('character', { universeId: universe.id });
      const campaign = await make('campaign', { universeId: universe.id });
      await appearIn(campaign.id, character.id);
      await updateRecord(store, { kind: 'character', id: character.id, patch: { name: 'Ilsa' }, now: LATER });
      await restore(changeOf('character', character.id, { name: 'Ila' }, false));
      const [appearance] = await store.parts().listParts(campaign.id, 'campaigns/characters');
      expect(appearance?.data.name).toBe('Ila');
      expect(await stored('character', character.id)).toMatchObject({
        name: 'Ila',
        role: 'Ally',
        version: 3,
      });
    });

    it('derives counts from what is stored', async () => {
      const [one, two] = [await make('universe'), await make('universe')];
      for (const universeId of [one.id, one.id, two.id]) await make('world', { universeId });
      const worlds = countBy(await store.listRecords('world'), (world) => world.universeId);
      expect([worlds.get(one.id), worlds.get(two.id)]).toEqual([2, 1]);
      const filtered = await store.listRecords('world', { field: 'universeId', equals: two.id });
      expect(filtered).toHaveLength(1);
    });

    // The Trash's restore rules (operations/trash-restore.ts, decision 078): the same on every store.
    it('restores a map deleted with its world only with the world, and a map back whole', async () => {
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      const map = await make('map', { ownerType: 'world', ownerId: world.id });
      const taken = { records: [{ kind: 'map' as const, rows: [await stored('map', map.id)] }], parts: [] };
      expect(await restoreProblem(store, taken)).toEqual({ reason: 'taken', label: 'The Reach' });
      const snapshot = [await stored('world', world.id), await stored('map', map.id)];
      await deleteRecord(store, 'world', world.id);

      const mapAlone = {
        records: [{ kind: 'map' as const, rows: [snapshot[1] as StoredRecord] }],
        parts: [],
      };
      expect(await restoreProblem(store, mapAlone)).toEqual({
        reason: 'missing',
        missing: { kind: 'world', id: world.id, needer: 'The Reach' },
      });
      const whole = {
        records: [
          { kind: 'world' as const, rows: [snapshot[0] as StoredRecord] },
          { kind: 'map' as const, rows: [snapshot[1] as StoredRecord] },
        ],
        parts: [],
      };
      expect(await restoreProblem(store, whole)).toBeUndefined();
      for (const group of whole.records) {
        for (const row of group.rows) await store.insertRecord(group.kind, row, 'last');
      }
      expect(await stored('map', map.id)).toMatchObject({ name: 'The Reach', ownerId: world.id });
    });

    it('refuses a restore of a part whose record or character is gone, naming what it needs', async () => {
      const universe = await make('universe');
      const campaign = await make('campaign', { universeId: universe.id });
      const character = await make('character');
      const appearance = await appearIn(campaign.id, character.id);
      await store.parts().deleteParts([appearance.id]);
      const restoring = { records: [], parts: [appearance] };
      expect(await restoreProblem(store, restoring)).toBeUndefined();
      await deleteRecord(store, 'character', character.id);
      expect(await restoreProblem(store, restoring)).toEqual({
        reason: 'missing',
        missing: { kind: 'character', id: character.id, needer: 'Ila' },
      });
      await deleteRecord(store, 'campaign', campaign.id);
      expect((await restoreProblem(store, restoring)) as unknown).toMatchObject({
        missing: { kind: 'campaign', id: campaign.id },
      });
    });

    it('drops the links of a restored record whose far end is gone, keeping what is there or coming', async () => {
      const universe = await make('universe');
      const [gone, kept, coming] = [
        await make('campaign', { universeId: universe.id }),
        await make('campaign', { title: 'Kept', universeId: universe.id }),
        await make('campaign', { title: 'Coming', universeId: universe.id }),
      ];
      const item = await make('item', { universeId: universe.id, campaigns: [gone.id, kept.id, coming.id] });
      const snapshot = await stored('item', item.id);
      const comingRow = await stored('campaign', coming.id);
      await deleteRecord(store, 'item', item.id);
      await deleteRecord(store, 'campaign', gone.id);
      await deleteRecord(store, 'campaign', coming.id);
      const restoring = {
        records: [
          { kind: 'item' as const, rows: [snapshot] },
          { kind: 'campaign' as const, rows: [comingRow] },
        ],
        parts: [],
      };
      const back = await withoutDanglingLinks(store, restoring, 'item', snapshot);
      expect(back).toMatchObject({ campaigns: [kept.id, coming.id], universeId: universe.id });

      const elsewhere = await make('universe', { name: 'Elsewhere' });
      const character = await make('character', { universeId: elsewhere.id });
      const ila = await stored('character', character.id);
      await deleteRecord(store, 'character', character.id);
      await deleteRecord(store, 'universe', elsewhere.id);
      const alone = { records: [{ kind: 'character' as const, rows: [ila] }], parts: [] };
      expect(await withoutDanglingLinks(store, alone, 'character', ila)).not.toHaveProperty('universeId');
    });

    it('mends the links a restore gives back and puts a moved stamp back unless changed since', async () => {
      const universe = await make('universe');
      const [one, two, three] = [
        await make('campaign', { universeId: universe.id }),
        await make('campaign', { title: 'Two', universeId: universe.id }),
        await make('campaign', { title: 'Three', universeId: universe.id }),
      ];
      const item = await make('item', { universeId: universe.id, campaigns: [one.id, two.id] });
      await deleteRecord(store, 'campaign', one.id);
      await updateRecord(store, {
        kind: 'item',
        id: item.id,
        patch: { campaigns: [two.id, three.id] },
        now: LATER,
      });
      await mendLostLink(store, {
        kind: 'item',
        id: item.id,
        field: 'campaigns',
        before: [one.id, two.id],
        lost: [one.id],
      });
      expect(await stored('item', item.id)).toMatchObject({ campaigns: [one.id, two.id, three.id] });
      const character = await make('character', { universeId: universe.id });
      await updateRecord(store, {
        kind: 'character',
        id: character.id,
        patch: { universeId: null },
        now: LATER,
      });
      const lost = {
        kind: 'character' as const,
        id: character.id,
        field: 'universeId',
        before: universe.id,
        lost: [universe.id],
      };
      await mendLostLink(store, lost);
      expect(await stored('character', character.id)).toMatchObject({ universeId: universe.id });

      const timeline = await make('timeline', { entityType: 'universe', entityId: universe.id });
      const event = await make('event', { timelineId: timeline.id });
      await deleteRecord(store, 'event', event.id, undefined, LATER);
      await putBackStamp(store, { kind: 'timeline', id: timeline.id, before: NOW, after: LATER });
      expect(await stored('timeline', timeline.id)).toMatchObject({ lastUpdated: NOW, version: 1 });
      const EVEN_LATER = '2026-11-23T12:09:00.000Z';
      await updateRecord(store, { kind: 'timeline', id: timeline.id, patch: {}, now: EVEN_LATER });
      await putBackStamp(store, { kind: 'timeline', id: timeline.id, before: NOW, after: LATER });
      expect(await stored('timeline', timeline.id)).toMatchObject({ lastUpdated: EVEN_LATER });
    });
  });
}
