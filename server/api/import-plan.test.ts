import { describe, expect, it } from 'vitest';
import { importRequestSchema } from '../../common/api/import';
import { sampleWorkspace } from '../../common/sample/workspace';
import { planImport, type StoredState } from './import-plan';

// The import plan is pure: from the file and what is stored, what happens to each record.

const universe = sampleWorkspace.universes[0];
const world = sampleWorkspace.worlds.find((entry) => entry.universeId === universe?.id);

function stored(universeIds: string[], worlds: { id: string; universeId: string }[] = []): StoredState {
  const ids = {
    universes: new Set(universeIds),
    worlds: new Set(worlds.map((entry) => entry.id)),
    locations: new Set<string>(),
    novels: new Set<string>(),
    campaigns: new Set<string>(),
    timelines: new Set<string>(),
    events: new Set<string>(),
    characters: new Set<string>(),
    items: new Set<string>(),
    maps: new Set<string>(),
  };
  const links = worlds.map((entry) => ({
    table: 'worlds' as const,
    id: entry.id,
    links: [{ field: 'universeId', target: 'universes' as const, ids: [entry.universeId] }],
  }));
  return { ids, links, characters: [], hasProfile: true, relationIds: new Set<string>() };
}

const request = (input: unknown) => importRequestSchema.parse(input);
const planOf = (input: Parameters<typeof planImport>[0], state: StoredState) =>
  planImport(input, state, (parentId, partId) => `${parentId}:${partId}:character`);

describe('planImport', () => {
  it('adds new records after the stored ones and counts them', () => {
    const plan = planOf(request({ workspace: { universes: [universe], worlds: [world] } }), stored([]));
    expect(plan.report.problems).toEqual([]);
    expect(plan.report.tables.universes).toEqual({ added: 1, replaced: 0, skipped: 0, removed: 0 });
    expect(plan.insert.worlds.map((entry) => entry.id)).toEqual([world?.id]);
    expect(plan.clear).toEqual([]);
  });

  it('finds a link to a record that will not exist, naming its row and field', () => {
    const plan = planOf(request({ workspace: { worlds: [world] } }), stored([]));
    expect(plan.report.problems).toEqual([
      {
        table: 'worlds',
        row: 1,
        field: 'universeId',
        message: `The universe ${universe?.id} does not exist`,
      },
    ]);
  });

  it('replaces whole tables, counting what goes, and skips or refuses stored ids otherwise', () => {
    const id = universe?.id ?? '';
    const replace = planOf(
      request({ workspace: { universes: [universe] }, replaceExisting: true }),
      stored([id, 'u-old']),
    );
    expect(replace.report.tables.universes).toEqual({ added: 0, replaced: 1, skipped: 0, removed: 1 });
    expect(replace.clear).toEqual(['universes']);

    const skip = planOf(
      request({ workspace: { universes: [universe] }, skipDuplicates: true }),
      stored([id]),
    );
    expect(skip.report.tables.universes.skipped).toBe(1);
    expect(skip.insert.universes).toEqual([]);

    const refuse = planOf(request({ workspace: { universes: [universe] } }), stored([id]));
    expect(refuse.hasConflict).toBe(true);
    expect(refuse.report.problems[0]?.field).toBe('id');
  });

  it('refuses to remove a record that a stored record still needs', () => {
    const plan = planOf(
      request({ workspace: { universes: [] }, replaceExisting: true }),
      stored(['u-a'], [{ id: 'w-a', universeId: 'u-a' }]),
    );
    expect(plan.report.problems).toEqual([
      {
        table: 'worlds',
        row: 0,
        field: 'universeId',
        message: 'The stored world w-a needs the universe u-a, which the import removes',
      },
    ]);
  });
});

describe('an older file’s campaign race and class (migration 0044’s rule)', () => {
  it('gives the character one race and class and keeps a disagreeing campaign’s in its notes', () => {
    const [first, second] = sampleWorkspace.campaigns.filter((each) => each.universeId === universe?.id);
    if (first === undefined || second === undefined) throw new Error('The sample has no two campaigns');
    const appearance = (id: string, race: string, klass: string, description: string) => ({
      id,
      name: 'Kael',
      type: 'player',
      race,
      class: klass,
      role: 'Scout',
      description,
      characterId: 'ch-kael',
    });
    const plan = planOf(
      request({
        workspace: {
          universes: [universe],
          campaigns: [
            { ...first, items: [], characters: [appearance('p1', 'Cindrel', 'Fighter', '')] },
            { ...second, items: [], characters: [appearance('p2', 'Human', 'Fighter', 'Owes money.')] },
          ],
          characters: [
            { id: 'ch-kael', name: 'Kael', role: 'Player', description: '', universeId: universe?.id },
          ],
        },
      }),
      stored([]),
    );
    expect(plan.insert.characters.find((each) => each.id === 'ch-kael')).toMatchObject({
      race: 'Cindrel',
      class: 'Fighter',
    });
    const parts = plan.insert.campaigns.flatMap((campaign) => campaign.characters);
    expect(parts.find((part) => part.id === 'p1')).toMatchObject({ race: 'Cindrel', description: '' });
    expect(parts.find((part) => part.id === 'p2')).toMatchObject({
      race: 'Cindrel',
      class: 'Fighter',
      description: 'Earlier race in this campaign: Human\nOwes money.',
    });
  });
});
