import { beforeEach, describe, expect, it } from 'vitest';
import { createAppearance } from '../operations/appearances';
import {
  moveCharactersIntoUniverse,
  planCharacterMove,
  undoCharacterMove,
} from '../operations/character-move';
import { createRecord, updateRecord } from '../operations/record-commands';
import { castStoreOver } from '../record-backed-stores';
import type { RecordStore, StoredRecord } from '../record-store';
import { refusal } from './part-core-suite';

const NOW = '2026-12-07T11:00:00.000Z';
const LATER = '2026-12-07T11:05:00.000Z';

/**
 * Moving a novel's characters into the universe it joined (operations/character-move.ts), run against
 * one backend: memory (common), SQLite and PostgreSQL (server/db). The same expectations everywhere.
 */
export function describeCharacterMove(backend: string, makeStore: () => Promise<RecordStore>): void {
  describe(`moving a novel's characters into its universe on ${backend}`, () => {
    let store: RecordStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    const record = async (
      kind: 'universe' | 'novel' | 'character' | 'campaign',
      input: Record<string, unknown>,
    ) => (await createRecord(store, { kind, input, id: crypto.randomUUID(), now: NOW })) as StoredRecord;
    const appear = (kind: 'novels/characters' | 'campaigns/characters', parentId: string, input: object) =>
      createAppearance(castStoreOver(store), {
        kind,
        parentId,
        input: {
          role: '',
          description: '',
          ...(kind === 'campaigns/characters' ? { type: 'npc', race: '', class: '' } : {}),
          ...input,
        },
        id: crypto.randomUUID(),
        characterId: crypto.randomUUID(),
        now: NOW,
      });
    const character = async (id: string) => (await store.getRecord('character', id)) as StoredRecord;

    /** A universe with Mira; a novel without a universe whose own Mira and Tam appear in it; then the novel joins. */
    async function joinedNovel() {
      const universe = await record('universe', { name: 'Emberreach', description: '' });
      const universeMira = await record('character', {
        name: 'Mira Coldwater',
        role: 'Protagonist',
        description: 'The universe’s Mira',
        universeId: universe.id,
      });
      const novel = await record('novel', { title: 'Ashes', description: '' });
      const mira = await appear('novels/characters', novel.id, {
        name: ' mira coldwater ',
        role: 'Narrator',
        description: 'In this book she narrates.',
      });
      const tam = await appear('novels/characters', novel.id, { name: 'Tam', role: 'Friend' });
      await updateRecord(store, {
        kind: 'novel',
        id: novel.id,
        patch: { universeId: universe.id },
        version: 1,
        now: NOW,
      });
      return { universe, universeMira, novel, mira, tam };
    }

    it('plans who joins the universe and who merges with the universe’s namesake, writing nothing', async () => {
      const { universeMira, novel, mira, tam } = await joinedNovel();
      const plan = await planCharacterMove(store, novel.id);
      expect(plan.universeName).toBe('Emberreach');
      expect(plan.steps).toEqual([
        {
          action: 'merge',
          partId: mira.part.id,
          characterId: mira.character.id,
          name: 'mira coldwater',
          intoId: universeMira.id,
          intoName: 'Mira Coldwater',
        },
        { action: 'join', partId: tam.part.id, characterId: tam.character.id, name: 'Tam' },
      ]);
      expect(plan.kept).toEqual([]);
      expect((await character(tam.character.id)).universeId ?? undefined).toBeUndefined();
    });

    it('moves them in one go: Tam joins, the novel’s Mira becomes the universe’s, role and notes stay', async () => {
      const { universe, universeMira, novel, mira, tam } = await joinedNovel();
      const done = await moveCharactersIntoUniverse(store, { novelId: novel.id, now: LATER });
      expect(done.steps).toHaveLength(2);

      const joined = await character(tam.character.id);
      expect(joined).toMatchObject({ universeId: universe.id, novelId: novel.id, version: 2 });
      const universeCast = await store.listRecords('character', { field: 'universeId', equals: universe.id });
      expect(universeCast.map((each) => each.name).sort()).toEqual(['Mira Coldwater', 'Tam']);

      const appearance = await store.parts().getPart(mira.part.id);
      expect(appearance?.data).toMatchObject({
        characterId: universeMira.id,
        name: 'Mira Coldwater',
        role: 'Narrator',
      });
      expect(appearance?.version).toBe(mira.part.version + 1);
      const appearances = await store.parts().listLinkedParts(universeMira.id);
      expect(appearances.map((part) => part.id)).toEqual([mira.part.id]);
      // The novel's own copy stays in References, appearing nowhere: nothing it held is lost.
      expect(await store.parts().listLinkedParts(mira.character.id)).toEqual([]);
      expect((await character(mira.character.id)).description).toBe('In this book she narrates.');

      // Done, it has nothing more to do.
      expect((await planCharacterMove(store, novel.id)).steps).toEqual([]);
    });

    it('undoes the move: Tam is the novel’s alone again, its Mira its own', async () => {
      const { universe, novel, mira, tam } = await joinedNovel();
      const done = await moveCharactersIntoUniverse(store, { novelId: novel.id, now: LATER });
      const undone = await undoCharacterMove(store, {
        novelId: novel.id,
        undo: { steps: done.steps },
        now: LATER,
      });
      expect(undone).toEqual({ undone: 2, kept: [] });
      expect((await character(tam.character.id)).universeId ?? undefined).toBeUndefined();
      expect((await store.parts().getPart(mira.part.id))?.data).toMatchObject({
        characterId: mira.character.id,
        name: 'mira coldwater',
      });
      const universeCast = await store.listRecords('character', { field: 'universeId', equals: universe.id });
      expect(universeCast.map((each) => each.name)).toEqual(['Mira Coldwater']);
      // And the move can be made again.
      expect((await planCharacterMove(store, novel.id)).steps).toHaveLength(2);
    });

    it('keeps a character whose namesake of the universe is already in the novel', async () => {
      const { universeMira, novel, tam } = await joinedNovel();
      await appear('novels/characters', novel.id, { name: 'Mira Coldwater', characterId: universeMira.id });
      const plan = await planCharacterMove(store, novel.id);
      expect(plan.steps).toEqual([
        { action: 'join', partId: tam.part.id, characterId: tam.character.id, name: 'Tam' },
      ]);
      expect(plan.kept.map((each) => each.reason)).toEqual([
        'Emberreach’s Mira Coldwater already appears in this novel',
      ]);
    });

    it('refuses a novel of no universe and one that is not there, and writes nothing', async () => {
      const novel = await record('novel', { title: 'Alone', description: '' });
      const tam = await appear('novels/characters', novel.id, { name: 'Tam' });
      const error = await refusal(moveCharactersIntoUniverse(store, { novelId: novel.id, now: LATER }));
      expect(error).toMatchObject({ reason: 'invalid', field: 'universeId' });
      expect(error.message).toBe('This novel is not in a universe: choose one for it first');
      expect((await refusal(planCharacterMove(store, 'nowhere'))).reason).toBe('not_found');
      expect((await character(tam.character.id)).version).toBe(1);
    });

    it('undoes only what still holds', async () => {
      const { universe, novel, tam } = await joinedNovel();
      const done = await moveCharactersIntoUniverse(store, { novelId: novel.id, now: LATER });
      // Since the move, Tam was added to a campaign of the universe.
      const campaign = await record('campaign', {
        title: 'Salt',
        status: 'planning',
        description: '',
        nextSessionDate: null,
        universeId: universe.id,
      });
      await appear('campaigns/characters', campaign.id, { name: 'Tam', characterId: tam.character.id });
      const undone = await undoCharacterMove(store, {
        novelId: novel.id,
        undo: { steps: done.steps },
        now: LATER,
      });
      expect(undone.undone).toBe(1);
      expect(undone.kept.map((each) => each.reason)).toEqual([
        'Tam now appears in other stories of the universe',
      ]);
      expect((await character(tam.character.id)).universeId).toBe(universe.id);
    });
  });
}
