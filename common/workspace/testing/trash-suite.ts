import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldValue } from '../custom-fields';
import type { RecordKind } from '../kinds';
import { createPart } from '../operations/create-part';
import { deletePart } from '../operations/delete-part';
import { type DeletePlan, deleteRecord } from '../operations/delete-record';
import { createRecord, updateRecord } from '../operations/record-commands';
import { deleteRecordIntoTrash } from '../operations/trash-moves';
import {
  checkTrashRestore,
  setAsideCollisions,
  snapshotPartDelete,
  snapshotRecordDelete,
  writeBack,
} from '../operations/trash-snapshot';
import type { RecordStore } from '../record-store';
import type { RelationStore, StoredRelation } from '../relations';
import type { TrashPayload } from '../trash';
import {
  createTrashEntries,
  restoreTrashEntry,
  type TrashEntries,
  type TrashEntryRows,
} from '../trash-entries';
import type { TrashStore } from '../trash-store';

/** One thing's value of one added field, as a client writes and reads it (decision 063). */
export type ThingFieldValue = { thingId: string; thingKind: string; fieldId: string; value: FieldValue };

/**
 * What a backend provides the suite: an empty workspace's Trash rows, its relations, its Trash's
 * entries, and its added fields' values.
 */
export type TrashStoreFactory = () => Promise<{
  trash: TrashStore;
  relations: RelationStore;
  entries: TrashEntryRows;
  fieldValues: {
    put(values: readonly ThingFieldValue[]): Promise<void>;
    of(thingIds: readonly string[]): Promise<ThingFieldValue[]>;
  };
}>;

const NOW = '2026-12-07T12:00:00.000Z';
const LATER = '2026-12-07T12:05:00.000Z';
const LATEST = '2026-12-07T12:10:00.000Z';

const inputs: Partial<Record<RecordKind, Record<string, unknown>>> = {
  novel: { title: 'The Ember Road', description: '' },
  universe: { name: 'Aster', description: '' },
  world: { name: 'Vel', description: '', type: 'Planet', climate: '', timePeriod: '' },
  location: { name: 'Harbor', type: 'City', description: '' },
  campaign: { title: 'Salt Wars', status: 'planning', description: '', nextSessionDate: null },
  character: { name: 'Ila', role: 'Ally', description: '' },
};

/**
 * The Trash's snapshot and write-back (operations/trash-snapshot.ts, decision 079) and its entries
 * (trash-entries.ts), run against one backend: memory (common), SQLite and PostgreSQL (server). What a
 * delete takes, added fields' values with it, comes back whole.
 */
export function describeTrashCore(backend: string, makeStores: TrashStoreFactory): void {
  describe(`workspace core: the Trash on ${backend}`, () => {
    let trash: TrashStore;
    let relations: RelationStore;
    let records: RecordStore;
    let entryRows: TrashEntryRows;
    let fieldValues: Awaited<ReturnType<TrashStoreFactory>>['fieldValues'];
    let clock = Date.parse(LATER);
    let entries: TrashEntries;
    beforeEach(async () => {
      ({ trash, relations, entries: entryRows, fieldValues } = await makeStores());
      records = trash.records();
      clock = Date.parse(LATER);
      entries = createTrashEntries(entryRows, () => clock);
    });
    /** A thing's values as a client reads them, in field order. */
    const valuesOf = async (...ids: string[]) =>
      (await fieldValues.of(ids))
        .map(({ thingId, fieldId, value }) => ({ thingId, fieldId, value }))
        .sort((a, b) => `${a.thingId}/${a.fieldId}`.localeCompare(`${b.thingId}/${b.fieldId}`));

    const make = (kind: RecordKind, fields: Record<string, unknown> = {}, id: string = crypto.randomUUID()) =>
      createRecord(records, { kind, input: { ...inputs[kind], ...fields }, id, now: NOW });
    const part = (
      kind: string,
      parentId: string,
      input: Record<string, unknown>,
      id: string = crypto.randomUUID(),
    ) => createPart(records.parts(), { kind, parentId, input, id, now: NOW });
    const relate = async (from: StoredRelation['from'], to: StoredRelation['to']) => {
      const relation: StoredRelation = {
        ...{ id: crypto.randomUUID(), from, to, type: 'lives-in', variant: null, customLabel: '' },
        ...{ customInverse: '', attitude: null, note: 'Since the flood', starts: '', ends: '' },
        ...{ version: 1, createdAt: NOW, updatedAt: NOW },
      };
      await relations.insertRelation(relation);
      return relation;
    };
    /** Every record of these kinds and the parts they hold, as a client could read them. */
    const everything = async (kinds: readonly RecordKind[]) => {
      const lists = await Promise.all(kinds.map((kind) => records.listRecords(kind)));
      const ids = lists.flat().map((record) => record.id);
      return { lists, parts: await records.parts().listPartsOf(ids) };
    };
    const deleteIntoTrash = (kind: RecordKind, id: string) =>
      trash.transaction(async (trx) => {
        let payload: TrashPayload | undefined;
        const snapshot = async (plan: DeletePlan) => {
          payload = await snapshotRecordDelete(trx, plan, LATER);
        };
        await deleteRecord(trx.records(), kind, id, snapshot, LATER);
        return payload as TrashPayload;
      });
    /** A restore as the Trash runs it: in one transaction, colliding ids set aside first. */
    const restore = (payload: TrashPayload) =>
      trash.transaction(async (trx) => {
        const aside = await setAsideCollisions(trx, payload, LATEST);
        expect(await checkTrashRestore(trx, payload)).toBeUndefined();
        await writeBack(trx, payload, LATEST);
        return aside;
      });

    it('takes a universe with its worlds, locations, parts and relations, and gives it back whole', async () => {
      const before = await make('universe', { name: 'Before' });
      const universe = await make('universe');
      const after = await make('universe', { name: 'After' });
      const world = await make('world', { universeId: universe.id });
      const location = await make('location', { worldId: world.id });
      const novel = await make('novel', { universeId: universe.id });
      const stays = await make('character', { universeId: after.id });
      await part('universes/factions', universe.id, { name: 'Tide Guild', description: 'Keepers' });
      await part('worlds/lore', world.id, { title: 'The Drowning', category: 'History', content: 'Once' });
      const relation = await relate(
        { kind: 'character', id: stays.id },
        { kind: 'location', id: location.id },
      );
      const kinds: RecordKind[] = ['universe', 'world', 'location', 'novel', 'character'];
      const whole = await everything(kinds);

      const payload = await deleteIntoTrash('universe', universe.id);
      expect(payload.records.map((group) => group.kind)).toEqual(['universe', 'world', 'location']);
      expect(payload.parts).toHaveLength(2);
      expect(payload.relations).toHaveLength(1);
      expect(await records.exists('location', location.id)).toBe(false);
      expect(await records.getRecord('novel', novel.id)).not.toHaveProperty('universeId');

      expect(await restore(payload)).toBeUndefined();
      expect(await everything(kinds)).toEqual(whole);
      expect((await records.listRecords('universe')).map((each) => each.id)).toEqual([
        after.id,
        universe.id,
        before.id,
      ]);
      expect(await relations.relationsOf({ kind: 'location', id: location.id })).toEqual([relation]);
    });

    it('gives a part back into its record where it is now, keeping a later stamp', async () => {
      const [first, second] = [await make('universe'), await make('universe', { name: 'Second' })];
      const campaign = await make('campaign', { universeId: first.id });
      const input = { title: 'The Lost Bell', status: 'in-progress', xp: 50, description: 'Find it.' };
      const quest = await part('campaigns/quests', campaign.id, input);
      await part('campaigns/quests', campaign.id, { ...input, title: 'After' });
      const payload = await snapshotPartDelete(trash, quest, LATER);
      await deletePart(records.parts(), {
        kind: quest.kind,
        parentId: campaign.id,
        partId: quest.id,
        now: LATER,
      });
      await updateRecord(records, {
        kind: 'campaign',
        id: campaign.id,
        patch: { universeId: second.id },
        now: LATEST,
      });

      expect(await restore(payload)).toBeUndefined();
      const quests = await records.parts().listParts(campaign.id, 'campaigns/quests');
      expect(quests.map((each) => each.data.title)).toEqual(['The Lost Bell', 'After']);
      expect(quests[0]).toEqual(quest);
      expect(await records.getRecord('campaign', campaign.id)).toMatchObject({
        universeId: second.id,
        lastUpdated: LATEST,
      });
    });

    it('sets aside what holds a restore’s ids now, and swaps it back the same way', async () => {
      const universe = await make('universe');
      const world = await make('world', { name: 'Original', universeId: universe.id });
      const elsewhere = await make('world', { name: 'Elsewhere', universeId: universe.id });
      const lore = { title: 'The Drowning', category: 'History', content: 'Once' };
      const entry = await part('worlds/lore', world.id, lore);
      const payload = await deleteIntoTrash('world', world.id);
      // Made again since, under the same ids: the world, and the part in another world.
      await make('world', { name: 'Newer', universeId: universe.id }, world.id);
      await part('worlds/lore', elsewhere.id, { ...lore, title: 'Made again' }, entry.id);
      expect(await checkTrashRestore(trash, payload)).toEqual({ reason: 'taken', label: 'Original' });

      const aside = (await restore(payload)) as TrashPayload;
      expect(
        aside.records.flatMap((group) => group.rows.map((row) => trash.recordOf(group.kind, row).name)),
      ).toEqual(['Newer']);
      expect(aside.parts.map((each) => each.data.title)).toEqual(['Made again']);
      expect(await records.getRecord('world', world.id)).toMatchObject({ name: 'Original' });
      expect(await records.parts().getPart(entry.id)).toEqual(entry);
      expect(await records.parts().listParts(elsewhere.id)).toEqual([]);

      const back = (await restore(aside)) as TrashPayload;
      expect(await records.getRecord('world', world.id)).toMatchObject({ name: 'Newer' });
      expect((await records.parts().getPart(entry.id))?.parentId).toBe(elsewhere.id);
      expect(back.parts.map((each) => each.data.title)).toEqual(['The Drowning']);
    });

    it('keeps its entries newest first for the retention, then lets go of them', async () => {
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      const first = await deleteRecordIntoTrash(trash, 'world', world.id, LATER);
      await entries.keep('entry-world', first);
      clock = Date.parse(LATEST);
      await entries.keep(
        'entry-universe',
        await deleteRecordIntoTrash(trash, 'universe', universe.id, LATEST),
      );
      expect(await entries.retentionDays()).toBe(30);
      const listed = await entries.listTrash();
      expect(listed.retentionDays).toBe(30);
      expect(listed.entries.map(({ size: _size, ...entry }) => entry)).toEqual([
        {
          ...{ id: 'entry-universe', kind: 'universe', kindLabel: 'Universe', label: 'Aster' },
          ...{ entityId: universe.id, parentId: null, deletedAt: LATEST, contents: '' },
          expiresAt: '2027-01-06T12:10:00.000Z',
        },
        {
          ...{ id: 'entry-world', kind: 'world', kindLabel: 'World', label: 'Vel' },
          ...{ entityId: world.id, parentId: null, deletedAt: LATER, contents: '' },
          expiresAt: '2027-01-06T12:05:00.000Z',
        },
      ]);
      expect(listed.entries.every((entry) => entry.size > 0)).toBe(true);
      expect((await entries.get('entry-world'))?.payload).toEqual(first.payload);
      expect(await entries.holding(world.id)).toEqual({ id: 'entry-world', label: 'Vel' });

      // A shorter retention lets go of what is older than it, whenever the Trash is used next.
      await entries.setRetentionDays(1);
      clock = Date.parse(LATER) + 86_400_000 + 1000;
      expect((await entries.listTrash()).entries.map((entry) => entry.id)).toEqual(['entry-universe']);
      expect(await entries.retentionDays()).toBe(1);
      expect(await entries.remove('entry-world')).toBe(false);
      expect(await entries.empty()).toBe(1);
      expect((await entries.listTrash()).entries).toEqual([]);
    });

    it('restores an entry whole, naming the entry its missing owner is in', async () => {
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      await entries.keep('entry-world', await deleteRecordIntoTrash(trash, 'world', world.id, LATER));
      await entries.keep(
        'entry-universe',
        await deleteRecordIntoTrash(trash, 'universe', universe.id, LATER),
      );
      // On the store itself: its entries are not in a transaction's (SQLite has one connection).
      const restore = (id: string) => restoreTrashEntry(entries, trash, id, LATEST, () => 'entry-aside');

      await expect(restore('entry-world')).rejects.toThrow(
        'Restore the universe “Aster” first: “Vel” belongs to it.',
      );
      expect(await restore('entry-universe')).toEqual({
        ...{ kind: 'universe', id: universe.id, parentId: null, label: 'Aster' },
      });
      expect(await restore('entry-world')).toEqual({
        ...{ kind: 'world', id: world.id, parentId: null, label: 'Vel' },
      });
      expect(await records.getRecord('world', world.id)).toMatchObject({
        name: 'Vel',
        universeId: universe.id,
      });
      expect((await entries.listTrash()).entries).toEqual([]);
      await expect(restore('entry-world')).rejects.toThrow('Trash entry not found');
    });

    it('takes the values of added fields with the things that go, and gives them back', async () => {
      const universe = await make('universe');
      const world = await make('world', { universeId: universe.id });
      const location = await make('location', { worldId: world.id });
      const lore = await part('worlds/lore', world.id, {
        title: 'The Drowning',
        category: 'History',
        content: '',
      });
      const stays = await make('world', { name: 'Stays', universeId: universe.id });
      await fieldValues.put([
        { thingId: world.id, thingKind: 'world', fieldId: 'f-gravity', value: 1.2 },
        { thingId: world.id, thingKind: 'world', fieldId: 'f-moons', value: ['Ash', 'Ember'] },
        { thingId: location.id, thingKind: 'location', fieldId: 'f-open', value: true },
        { thingId: lore.id, thingKind: 'worlds/lore', fieldId: 'f-era', value: 'First Age' },
        { thingId: stays.id, thingKind: 'world', fieldId: 'f-gravity', value: 0.8 },
      ]);
      const ids = [world.id, location.id, lore.id, stays.id];
      const before = await valuesOf(...ids);

      const payload = await deleteIntoTrash('world', world.id);
      expect(await valuesOf(...ids)).toEqual([{ thingId: stays.id, fieldId: 'f-gravity', value: 0.8 }]);
      // Made again under the world's id, with a value of its own: it steps aside with it.
      await make('world', { name: 'Newer', universeId: universe.id }, world.id);
      await fieldValues.put([{ thingId: world.id, thingKind: 'world', fieldId: 'f-gravity', value: 9 }]);

      const aside = (await restore(payload)) as TrashPayload;
      expect(await valuesOf(...ids)).toEqual(before);
      await restore(aside);
      expect(await valuesOf(world.id)).toEqual([{ thingId: world.id, fieldId: 'f-gravity', value: 9 }]);
    });

    it('sets nothing aside when nothing holds the ids', async () => {
      const universe = await make('universe');
      const payload = await deleteIntoTrash('universe', universe.id);
      expect(await trash.transaction((trx) => setAsideCollisions(trx, payload, LATEST))).toBeUndefined();
    });
  });
}
