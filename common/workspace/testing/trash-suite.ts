import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordKind } from '../kinds';
import { createPart } from '../operations/create-part';
import { deletePart } from '../operations/delete-part';
import { type DeletePlan, deleteRecord } from '../operations/delete-record';
import { createRecord, updateRecord } from '../operations/record-commands';
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
import type { TrashStore } from '../trash-store';

/** What a backend provides the suite: an empty workspace's Trash rows and its relations. */
export type TrashStoreFactory = () => Promise<{ trash: TrashStore; relations: RelationStore }>;

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
 * The Trash's snapshot and write-back (operations/trash-snapshot.ts, decision 079), run against one
 * backend: memory (common), SQLite and PostgreSQL (server). What a delete takes comes back whole.
 */
export function describeTrashCore(backend: string, makeStores: TrashStoreFactory): void {
  describe(`workspace core: the Trash on ${backend}`, () => {
    let trash: TrashStore;
    let relations: RelationStore;
    let records: RecordStore;
    beforeEach(async () => {
      ({ trash, relations } = await makeStores());
      records = trash.records();
    });

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

    it('sets nothing aside when nothing holds the ids', async () => {
      const universe = await make('universe');
      const payload = await deleteIntoTrash('universe', universe.id);
      expect(await trash.transaction((trx) => setAsideCollisions(trx, payload, LATEST))).toBeUndefined();
    });
  });
}
