import { beforeEach, describe, expect, it } from 'vitest';
import type { PartParent } from '../../api/parts';
import { WorkspaceError } from '../errors';
import { createPart } from '../operations/create-part';
import { deletePart } from '../operations/delete-part';
import { movePart } from '../operations/move-part';
import { updatePart } from '../operations/update-part';
import type { PartStore, StoredPart } from '../store';

/** What a backend provides the suite: a store of one user's workspace holding these parent records. */
export type PartStoreFactory = (
  parents: readonly { parent: PartParent; id: string; lastUpdated: string }[],
) => Promise<{
  store: PartStore;
  lastUpdatedOf(parent: PartParent, id: string): Promise<string | undefined>;
}>;

const EARLY = '2026-01-01T00:00:00.000Z';
const NOW = '2026-11-23T12:00:00.000Z';
const LATER = '2026-11-23T12:05:00.000Z';

/** The refusal a command answers with (failing the test when it succeeds or throws anything else). */
export async function refusal(promise: Promise<unknown>): Promise<WorkspaceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkspaceError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

/**
 * The workspace core's part commands, run against one backend: the in-memory store (common), SQLite
 * and PostgreSQL (server). The same expectations everywhere, so the stores cannot drift apart.
 */
export function describePartCore(backend: string, makeStore: PartStoreFactory): void {
  describe(`workspace core: parts on ${backend}`, () => {
    let store: PartStore;
    let lastUpdatedOf: (parent: PartParent, id: string) => Promise<string | undefined>;
    let count = 0;
    const ids = { novel: '', campaign: '', world: '', universe: '' };

    beforeEach(async () => {
      count += 1;
      ids.novel = `novel-${count}`;
      ids.campaign = `campaign-${count}`;
      ids.world = `world-${count}`;
      ids.universe = `universe-${count}`;
      ({ store, lastUpdatedOf } = await makeStore([
        { parent: 'novels', id: ids.novel, lastUpdated: EARLY },
        { parent: 'campaigns', id: ids.campaign, lastUpdated: EARLY },
        { parent: 'worlds', id: ids.world, lastUpdated: EARLY },
        { parent: 'universes', id: ids.universe, lastUpdated: EARLY },
      ]));
    });

    const chapter = (title: string, id = crypto.randomUUID()) =>
      createPart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        input: { title },
        id,
        now: NOW,
      });

    it('lists the parts linked to a record, only those, by parent and then place in its list', async () => {
      const appearance = (id: string, parentId: string, position: number, characterId: string) =>
        ({
          id,
          kind: parentId === ids.novel ? 'novels/characters' : 'campaigns/characters',
          parentId,
          position,
          version: 1,
          createdAt: NOW,
          updatedAt: NOW,
          data: { name: 'Mira', role: 'Ally', description: '', characterId },
        }) as StoredPart;
      await store.insertParts([
        appearance('a-3', ids.novel, 2, 'mira'),
        appearance('a-1', ids.novel, 0, 'mira'),
        appearance('a-2', ids.novel, 1, 'tam'),
        appearance('a-5', ids.campaign, 1, 'mira'),
        appearance('a-4', ids.campaign, 0, 'mira'),
      ]);
      const linked = await store.listLinkedParts('mira');
      const inOrder = (parentId: string) =>
        linked.filter((part) => part.parentId === parentId).map((part) => part.id);
      expect(linked.map((part) => part.id).sort()).toEqual(['a-1', 'a-3', 'a-4', 'a-5']);
      expect(inOrder(ids.novel)).toEqual(['a-1', 'a-3']);
      expect(inOrder(ids.campaign)).toEqual(['a-4', 'a-5']);
      expect(linked.every((part) => part.data.characterId === 'mira')).toBe(true);
      expect(await store.listLinkedParts('nobody')).toEqual([]);
    });

    it('creates a part at the end of its list, version 1, and stamps the parent', async () => {
      const first = await chapter('One');
      const second = await chapter('Two');
      expect(first).toMatchObject({ kind: 'novels/chapters', parentId: ids.novel, version: 1, position: 0 });
      expect(second.position).toBe(1);
      expect((await store.listParts(ids.novel, 'novels/chapters')).map((part) => part.data.title)).toEqual([
        'One',
        'Two',
      ]);
      expect(await lastUpdatedOf('novels', ids.novel)).toBe(NOW);
    });

    it('refuses a part that breaks its schema, naming the field, and writes nothing', async () => {
      const error = await refusal(
        createPart(store, {
          kind: 'novels/chapters',
          parentId: ids.novel,
          input: {},
          id: 'x',
          now: NOW,
        }),
      );
      expect(error).toMatchObject({ reason: 'invalid', message: 'Title is required', field: 'title' });
      const negative = await refusal(
        createPart(store, {
          kind: 'campaigns/quests',
          parentId: ids.campaign,
          input: { title: 'Q', status: 'someday', xp: 1, description: '' },
          id: 'y',
          now: NOW,
        }),
      );
      expect(negative).toMatchObject({ reason: 'invalid', field: 'status' });
      const blank = await refusal(
        createPart(store, {
          kind: 'novels/chapters',
          parentId: ids.novel,
          input: { title: '   ' },
          id: 'w',
          now: NOW,
        }),
      );
      expect(blank).toMatchObject({ reason: 'invalid', message: 'Title is required', field: 'title' });
      const huge = await refusal(
        createPart(store, {
          kind: 'universes/factions',
          parentId: ids.universe,
          input: { name: 'Big', description: 'x'.repeat(100_001) },
          id: 'v',
          now: NOW,
        }),
      );
      expect(huge).toMatchObject({ reason: 'invalid', field: 'description' });
      const many = await refusal(
        createPart(store, {
          kind: 'campaigns/notes',
          parentId: ids.campaign,
          input: {
            title: 'N',
            category: 'C',
            content: '',
            tags: Array.from({ length: 201 }, (_, i) => `t${i}`),
          },
          id: 'u',
          now: NOW,
        }),
      );
      expect(many).toMatchObject({ reason: 'invalid', field: 'tags' });
      expect(await store.listParts(ids.novel)).toEqual([]);
    });

    it('refuses a part of a record that is not there', async () => {
      const error = await refusal(
        createPart(store, {
          kind: 'worlds/lore',
          parentId: 'nowhere',
          input: { title: 'T', category: 'C', content: '' },
          id: 'z',
          now: NOW,
        }),
      );
      expect(error).toMatchObject({ reason: 'not_found', message: 'World not found' });
      expect(await store.getPart('z')).toBeUndefined();
    });

    it('sets a note’s times on the server, whatever the input says', async () => {
      const note = await createPart(store, {
        kind: 'campaigns/notes',
        parentId: ids.campaign,
        input: {
          title: 'Rumours',
          category: 'Lore',
          content: 'The bridge is out.',
          tags: ['bridge'],
          createdAt: EARLY,
        },
        id: crypto.randomUUID(),
        now: NOW,
      });
      expect(note.data).toMatchObject({ createdAt: NOW, updatedAt: NOW, content: 'The bridge is out.' });
      const edited = await updatePart(store, {
        kind: 'campaigns/notes',
        parentId: ids.campaign,
        partId: note.id,
        patch: { content: 'Fixed.' },
        version: 1,
        now: LATER,
      });
      expect(edited.data).toMatchObject({
        createdAt: NOW,
        updatedAt: LATER,
        content: 'Fixed.',
        tags: ['bridge'],
      });
    });

    it('updates only the fields given, adds one to the version, and keeps long texts whole', async () => {
      const long = 'A very long description. '.repeat(400);
      const faction = await createPart(store, {
        kind: 'universes/factions',
        parentId: ids.universe,
        input: { name: 'Wardens', description: long },
        id: crypto.randomUUID(),
        now: NOW,
      });
      const sibling = await createPart(store, {
        kind: 'universes/factions',
        parentId: ids.universe,
        input: { name: 'Cinder Court', description: '' },
        id: crypto.randomUUID(),
        now: NOW,
      });
      const edited = await updatePart(store, {
        kind: 'universes/factions',
        parentId: ids.universe,
        partId: faction.id,
        patch: { name: 'Ashen Wardens' },
        version: 1,
        now: LATER,
      });
      expect(edited).toMatchObject({ version: 2, data: { name: 'Ashen Wardens', description: long } });
      expect(await store.getPart(faction.id)).toEqual(edited);
      expect(await store.getPart(sibling.id)).toEqual(sibling);
      const emptied = await updatePart(store, {
        kind: 'universes/factions',
        parentId: ids.universe,
        partId: faction.id,
        patch: { description: '' },
        version: 2,
        now: LATER,
      });
      expect((await store.getPart(faction.id))?.data.description).toBe('');
      expect(emptied.version).toBe(3);
    });

    it('refuses a write naming an old version with the part as it is now, and one naming none', async () => {
      const part = await chapter('Draft');
      const first = await updatePart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        partId: part.id,
        patch: { title: 'Tab A' },
        version: 1,
        now: LATER,
      });
      const stale = await refusal(
        updatePart(store, {
          kind: 'novels/chapters',
          parentId: ids.novel,
          partId: part.id,
          patch: { title: 'Tab B' },
          version: 1,
          now: LATER,
        }),
      );
      expect(stale.reason).toBe('conflict');
      expect(stale.current).toMatchObject({ id: part.id, title: 'Tab A', version: 2 });
      expect((await store.getPart(part.id))?.data.title).toBe('Tab A');
      expect(first.version).toBe(2);
      const unnamed = await refusal(
        updatePart(store, {
          kind: 'novels/chapters',
          parentId: ids.novel,
          partId: part.id,
          patch: { title: 'C' },
          version: undefined,
          now: LATER,
        }),
      );
      expect(unnamed.reason).toBe('version_required');
    });

    it('does not find a part under another parent or of another kind', async () => {
      const part = await chapter('Here');
      for (const [kind, parentId] of [
        ['novels/chapters', 'other-novel'],
        ['novels/story-arcs', ids.novel],
      ] as const) {
        const error = await refusal(
          updatePart(store, {
            kind,
            parentId,
            partId: part.id,
            patch: { title: 'X' },
            version: 1,
            now: LATER,
          }),
        );
        expect(error.reason).toBe('not_found');
      }
      expect(
        (
          await refusal(
            deletePart(store, {
              kind: 'novels/story-arcs',
              parentId: ids.novel,
              partId: part.id,
              now: LATER,
            }),
          )
        ).message,
      ).toBe('Story arc not found');
    });

    it('deletes one part and leaves its siblings, refusing a stale delete', async () => {
      const one = await chapter('One');
      const two = await chapter('Two');
      await updatePart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        partId: one.id,
        patch: { title: 'One!' },
        version: 1,
        now: NOW,
      });
      expect(
        (
          await refusal(
            deletePart(store, {
              kind: 'novels/chapters',
              parentId: ids.novel,
              partId: one.id,
              version: 1,
              now: LATER,
            }),
          )
        ).reason,
      ).toBe('conflict');
      await deletePart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        partId: one.id,
        version: 2,
        now: LATER,
      });
      expect((await store.listParts(ids.novel)).map((part) => part.id)).toEqual([two.id]);
      expect(await lastUpdatedOf('novels', ids.novel)).toBe(LATER);
    });

    it('moves a part within its list and keeps every version', async () => {
      const [a, b, c] = [await chapter('A'), await chapter('B'), await chapter('C')];
      const order = await movePart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        partId: c.id,
        toIndex: 0,
        now: LATER,
      });
      expect(order.map((part) => part.data.title)).toEqual(['C', 'A', 'B']);
      expect((await store.listParts(ids.novel, 'novels/chapters')).map((part) => part.id)).toEqual([
        c.id,
        a.id,
        b.id,
      ]);
      await movePart(store, {
        kind: 'novels/chapters',
        parentId: ids.novel,
        partId: c.id,
        toIndex: 10,
        now: LATER,
      });
      expect((await store.listParts(ids.novel, 'novels/chapters')).map((part) => part.id)).toEqual([
        a.id,
        b.id,
        c.id,
      ]);
      expect((await store.listParts(ids.novel)).every((part) => part.version === 1)).toBe(true);
      expect(
        (
          await refusal(
            movePart(store, {
              kind: 'novels/chapters',
              parentId: ids.novel,
              partId: a.id,
              toIndex: 1.5,
              now: LATER,
            }),
          )
        ).field,
      ).toBe('toIndex');
    });

    it('leaves a world without a lastUpdated stamp and counts parts per parent', async () => {
      await createPart(store, {
        kind: 'worlds/settlements',
        parentId: ids.world,
        input: { name: 'Hamlet', description: '', kind: 'Village' },
        id: crypto.randomUUID(),
        now: NOW,
      });
      const counts = await store.countParts('worlds/settlements', [ids.world, 'nowhere']);
      expect(counts.get(ids.world)).toBe(1);
      expect(counts.has('nowhere')).toBe(false);
    });

    it('rolls back everything a failed transaction wrote', async () => {
      const before = await store.listParts(ids.novel);
      await expect(
        store.transaction(async (trx) => {
          await createPart(trx, {
            kind: 'novels/chapters',
            parentId: ids.novel,
            input: { title: 'Lost' },
            id: crypto.randomUUID(),
            now: NOW,
          });
          throw new Error('crash between two writes');
        }),
      ).rejects.toThrow('crash between two writes');
      expect(await store.listParts(ids.novel)).toEqual(before);
    });

    describe('a story arc holds chapters (decision 061)', () => {
      const arc = (input: Record<string, unknown>) =>
        createPart(store, {
          kind: 'novels/story-arcs',
          parentId: ids.novel,
          input: { title: 'The Tide', description: '', ...input },
          id: crypto.randomUUID(),
          now: NOW,
        });

      it('keeps its chapters in the order it was given, and changes them', async () => {
        const one = await chapter('One');
        const two = await chapter('Two');
        const three = await chapter('Three');
        const made = await arc({ chapterIds: [three.id, one.id] });
        expect((await store.getPart(made.id))?.data.chapterIds).toEqual([three.id, one.id]);
        const changed = await updatePart(store, {
          kind: 'novels/story-arcs',
          parentId: ids.novel,
          partId: made.id,
          patch: { chapterIds: [one.id, two.id, three.id] },
          version: 1,
          now: LATER,
        });
        expect(changed.version).toBe(2);
        expect((await store.getPart(made.id))?.data).toMatchObject({
          title: 'The Tide',
          chapterIds: [one.id, two.id, three.id],
        });
      });

      it('refuses a chapter that is not in the novel, or one named twice, and writes nothing', async () => {
        const mine = await chapter('Mine');
        // A session of the same user's campaign: a part, but not one of this novel's chapters.
        const foreign = (
          await createPart(store, {
            kind: 'campaigns/quests',
            parentId: ids.campaign,
            input: { title: 'Elsewhere', status: 'planned', xp: 0, description: '' },
            id: crypto.randomUUID(),
            now: NOW,
          })
        ).id;
        const error = await refusal(arc({ chapterIds: [mine.id, foreign] }));
        expect(error).toMatchObject({ reason: 'invalid', field: 'chapterIds.1' });
        expect(error.message).toBe(`Chapter ${foreign} is not in this novel`);
        const twice = await refusal(arc({ chapterIds: [mine.id, mine.id] }));
        expect(twice).toMatchObject({ reason: 'invalid' });
        expect(twice.message).toContain('twice');
        expect(await store.listParts(ids.novel, 'novels/story-arcs')).toEqual([]);
      });

      it('lets a deleted chapter leave every arc that held it, each at its next version', async () => {
        const one = await chapter('One');
        const two = await chapter('Two');
        const first = await arc({ chapterIds: [one.id, two.id] });
        const second = await arc({ chapterIds: [two.id] });
        const untouched = await arc({ chapterIds: [one.id] });
        await deletePart(store, { kind: 'novels/chapters', parentId: ids.novel, partId: two.id, now: LATER });
        expect(await store.getPart(first.id)).toMatchObject({ version: 2, data: { chapterIds: [one.id] } });
        expect(await store.getPart(second.id)).toMatchObject({ version: 2, data: { chapterIds: [] } });
        expect(await store.getPart(untouched.id)).toMatchObject({ version: 1 });
      });
    });

    describe('long texts as rich text', () => {
      const doc = (...paragraphs: string[]) => ({
        version: 1,
        doc: {
          type: 'doc',
          content: paragraphs.map((text) => ({
            type: 'paragraph',
            content: [{ type: 'text', text, marks: [{ type: 'bold' }] }],
          })),
        },
      });
      const lore = (input: Record<string, unknown>) =>
        createPart(store, {
          kind: 'universes/lore',
          parentId: ids.universe,
          input: { title: 'The Sundering', category: 'History', era: 'First Age', ...input },
          id: crypto.randomUUID(),
          now: NOW,
        });
      const change = (id: string, version: number, patch: Record<string, unknown>) =>
        updatePart(store, {
          kind: 'universes/lore',
          parentId: ids.universe,
          partId: id,
          patch,
          version,
          now: LATER,
        });

      it('keeps the document and derives the plain text from it, whatever text was sent', async () => {
        const part = await lore({
          content: 'stale copy',
          contentDoc: doc('The moon broke.', 'Then the sea.'),
        });
        const [stored] = await store.listParts(ids.universe, 'universes/lore');
        expect(stored?.data.content).toBe('The moon broke.\n\nThen the sea.');
        expect(stored?.data.contentDoc).toEqual(doc('The moon broke.', 'Then the sea.'));
        expect((await store.getPart(part.id))?.data.contentDoc).toEqual(
          doc('The moon broke.', 'Then the sea.'),
        );
      });

      it('keeps the document when other fields change, and drops it when the text is written plain', async () => {
        const part = await lore({ contentDoc: doc('Formatted.') });
        const renamed = await change(part.id, 1, { title: 'The Breaking' });
        expect((await store.getPart(part.id))?.data.contentDoc).toEqual(doc('Formatted.'));
        await change(part.id, renamed.version, { content: 'Plain now.' });
        const stored = await store.getPart(part.id);
        expect(stored?.data.content).toBe('Plain now.');
        expect(stored?.data).not.toHaveProperty('contentDoc');
      });

      it('replaces the text when only a new document is sent', async () => {
        const part = await lore({ content: 'Old words.' });
        await change(part.id, 1, { contentDoc: doc('New words.') });
        const stored = await store.getPart(part.id);
        expect(stored?.data).toMatchObject({ content: 'New words.', contentDoc: doc('New words.') });
      });

      it('refuses a document with a script link or an unknown node, naming the field, and writes nothing', async () => {
        const hostile = {
          version: 1,
          doc: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'click',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          },
        };
        const script = { version: 1, doc: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } };
        for (const contentDoc of [hostile, script]) {
          const error = await refusal(lore({ contentDoc }));
          expect(error.reason).toBe('invalid');
          expect(error.field).toBe('contentDoc');
        }
        expect(await store.listParts(ids.universe, 'universes/lore')).toEqual([]);
      });

      it('refuses a document whose text is longer than a long field takes', async () => {
        const error = await refusal(lore({ contentDoc: doc('x'.repeat(100_001)) }));
        expect(error.field).toBe('content');
        expect(error.message).toMatch(/at most 100000 characters/);
      });
    });
  });
}
