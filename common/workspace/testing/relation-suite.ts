import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityRef } from '../entities';
import { WorkspaceError } from '../errors';
import { createRelation, deleteRelation, relationsOf, updateRelation } from '../operations/relations';
import { RELATIONS_PER_THING_MAX, type RelationStore } from '../relations';

/**
 * What a backend provides the suite: a store of one user's workspace in which `mine` exist, while
 * `foreign` exists only in another user's workspace.
 */
export type RelationStoreFactory = (mine: readonly EntityRef[], foreign: EntityRef) => Promise<RelationStore>;

const NOW = '2026-11-24T10:00:00.000Z';
const LATER = '2026-11-24T10:05:00.000Z';

const aldric: EntityRef = { kind: 'character', id: 'ch-aldric' };
const mira: EntityRef = { kind: 'character', id: 'ch-mira' };
const tomas: EntityRef = { kind: 'character', id: 'ch-tomas' };
const court: EntityRef = { kind: 'universes/factions', id: 'f-court' };
const briarholt: EntityRef = { kind: 'location', id: 'loc-briarholt' };
const stranger: EntityRef = { kind: 'character', id: 'ch-stranger' };

async function refusal(promise: Promise<unknown>): Promise<WorkspaceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkspaceError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

/** The relation commands against one backend: memory (common), SQLite and PostgreSQL (server). */
export function describeRelations(backend: string, makeStore: RelationStoreFactory): void {
  describe(`workspace core: relations on ${backend}`, () => {
    let store: RelationStore;
    let count = 0;
    const add = (input: Record<string, unknown>) =>
      createRelation(store, { input, id: `rel-${backend}-${String(++count).padStart(5, '0')}`, now: NOW });
    const labelsOf = async (ref: EntityRef) =>
      (await relationsOf(store, ref)).map((view) => `${view.label} ${view.other.id}`);

    beforeEach(async () => {
      store = await makeStore([aldric, mira, tomas, court, briarholt], stranger);
    });

    it('stores a relation once and reads it from both sides with the label of each', async () => {
      await add({ from: aldric, to: mira, type: 'parent' });
      expect(await labelsOf(aldric)).toEqual(['Parent of ch-mira']);
      expect(await labelsOf(mira)).toEqual(['Child of ch-aldric']);
      // Made from the other side, 'Child of' is the same tie.
      const error = await refusal(add({ from: mira, to: aldric, type: 'child' }));
      expect(error.field).toBe('type');
    });

    it('keeps the direction of the type whichever side it is made from', async () => {
      const made = await add({ from: mira, to: court, type: 'member-of' });
      const led = await add({ from: court, to: aldric, type: 'led-by' });
      expect(made).toMatchObject({ from: mira, to: court, type: 'member-of' });
      expect(led).toMatchObject({ from: aldric, to: court, type: 'leader-of' });
      expect(await labelsOf(court)).toEqual(['Has member ch-mira', 'Led by ch-aldric']);
      expect(await labelsOf(aldric)).toEqual(['Leader of f-court']);
    });

    it('reads symmetric ties the same both ways and refuses them twice in either order', async () => {
      await add({ from: mira, to: tomas, type: 'sibling' });
      expect(await labelsOf(tomas)).toEqual(['Sibling of ch-mira']);
      expect((await refusal(add({ from: tomas, to: mira, type: 'sibling' }))).field).toBe('type');
      // A rival is not a sibling: another type between the same two is fine.
      await add({ from: tomas, to: mira, type: 'rival', attitude: -40 });
      expect(await labelsOf(mira)).toEqual(['Sibling of ch-tomas', 'Rival of ch-tomas']);
    });

    it('names family variants and custom relations from each side', async () => {
      await add({ from: aldric, to: tomas, type: 'parent', variant: 'adoptive' });
      await add({
        from: aldric,
        to: briarholt,
        type: 'custom',
        customLabel: 'Sworn to',
        customInverse: 'Holds the oath of',
      });
      await add({ from: mira, to: tomas, type: 'parent', variant: 'unknown' });
      expect(await labelsOf(tomas)).toEqual(['Adopted child of ch-aldric', 'Child of (unconfirmed) ch-mira']);
      expect(await labelsOf(aldric)).toEqual(['Adoptive parent of ch-tomas', 'Sworn to loc-briarholt']);
      expect(await labelsOf(briarholt)).toEqual(['Holds the oath of ch-aldric']);
    });

    it('refuses a relation to itself, to what is not in this workspace, and a custom one without a name', async () => {
      expect((await refusal(add({ from: mira, to: mira, type: 'ally' }))).field).toBe('to');
      const foreign = await refusal(add({ from: mira, to: stranger, type: 'ally' }));
      expect(foreign).toMatchObject({ reason: 'invalid', field: 'to' });
      expect(
        (await refusal(add({ from: { kind: 'novel', id: 'nope' }, to: mira, type: 'ally' }))).field,
      ).toBe('from');
      expect((await refusal(add({ from: mira, to: tomas, type: 'custom' }))).field).toBe('customLabel');
      expect((await refusal(add({ from: mira, to: tomas, type: 'adores' }))).field).toBe('type');
      expect(
        (await refusal(add({ from: { kind: 'spaceship', id: 'x' }, to: mira, type: 'ally' }))).field,
      ).toBe('from.kind');
      expect(await relationsOf(store, mira)).toEqual([]);
    });

    it('checks attitude, note and dates at their limits', async () => {
      expect((await refusal(add({ from: mira, to: tomas, type: 'ally', attitude: 101 }))).field).toBe(
        'attitude',
      );
      expect((await refusal(add({ from: mira, to: tomas, type: 'ally', attitude: 2.5 }))).field).toBe(
        'attitude',
      );
      expect(
        (await refusal(add({ from: mira, to: tomas, type: 'ally', note: 'x'.repeat(5001) }))).field,
      ).toBe('note');
      const made = await add({
        from: mira,
        to: tomas,
        type: 'ally',
        attitude: -100,
        note: 'x'.repeat(5000),
        starts: 'Year 2 of the Ash Age',
      });
      expect(made).toMatchObject({ attitude: -100, starts: 'Year 2 of the Ash Age', ends: '' });
    });

    it('changes the details over the version read, and refuses a stale or missing one', async () => {
      const made = await add({ from: mira, to: tomas, type: 'ally' });
      const changed = await updateRelation(store, {
        id: made.id,
        patch: { attitude: 80, ends: 'The fall of Briarholt' },
        version: 1,
        now: LATER,
      });
      expect(changed).toMatchObject({
        attitude: 80,
        ends: 'The fall of Briarholt',
        version: 2,
        updatedAt: LATER,
      });
      expect((await relationsOf(store, tomas))[0]).toMatchObject({ attitude: 80, version: 2 });
      const stale = await refusal(
        updateRelation(store, { id: made.id, patch: { note: 'x' }, version: 1, now: LATER }),
      );
      expect(stale.reason).toBe('conflict');
      expect(stale.current).toMatchObject({ version: 2 });
      const missing = await refusal(
        updateRelation(store, { id: made.id, patch: {}, version: undefined, now: LATER }),
      );
      expect(missing.reason).toBe('version_required');
    });

    it('deletes a relation from either side; an unknown one is not found', async () => {
      const made = await add({ from: mira, to: tomas, type: 'ally' });
      await deleteRelation(store, made.id);
      expect(await relationsOf(store, mira)).toEqual([]);
      expect(await relationsOf(store, tomas)).toEqual([]);
      expect((await refusal(deleteRelation(store, made.id))).reason).toBe('not_found');
    });

    it('refuses a relation past the limit of one thing or of the workspace, naming it', async () => {
      const tie = (index: number) => ({
        id: `tie-${index}`,
        from: mira,
        to: tomas,
        type: 'custom' as const,
        variant: null,
        customLabel: `Tie ${index}`,
        customInverse: '',
        attitude: null,
        note: '',
        starts: '',
        ends: '',
        version: 1,
        createdAt: NOW,
        updatedAt: NOW,
      });
      await store.transaction(async (trx) => {
        for (let index = 0; index < RELATIONS_PER_THING_MAX - 1; index += 1)
          await trx.insertRelation(tie(index));
      });
      await add({ from: aldric, to: mira, type: 'parent' });
      const past = await refusal(add({ from: tomas, to: mira, type: 'rival' }));
      expect([past.reason, past.field, past.message]).toEqual([
        'invalid',
        'to',
        'A record or part can have at most 1,000 relations',
      ]);
      expect((await refusal(add({ from: mira, to: court, type: 'member-of' }))).field).toBe('from');
      expect(await add({ from: aldric, to: court, type: 'member-of' })).toMatchObject({ type: 'member-of' });
      const count = await store.countRelations();
      const full = await refusal(
        createRelation(
          store,
          { input: { from: aldric, to: briarholt, type: 'lives-in' }, id: 'rel-full', now: NOW },
          { perThing: RELATIONS_PER_THING_MAX, perUser: count },
        ),
      );
      expect(full.message).toBe(
        `A workspace can hold at most ${count.toLocaleString('en')} relations; delete some to add more`,
      );
    });

    it('rolls back a failed transaction', async () => {
      await expect(
        store.transaction(async (trx) => {
          await createRelation(trx, {
            input: { from: mira, to: tomas, type: 'ally' },
            id: 'rel-lost',
            now: NOW,
          });
          throw new Error('crash between two writes');
        }),
      ).rejects.toThrow('crash between two writes');
      expect(await relationsOf(store, mira)).toEqual([]);
    });
  });
}
