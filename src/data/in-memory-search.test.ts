import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { testRepository, testUniverse, testWorld } from './test-workspace';

const characters: Workspace['characters'] = [
  {
    id: 'ch-1',
    name: 'Mira Coldwater',
    role: 'Protagonist',
    description: 'A smuggler of Émberreach salt.',
    universeId: 'u-1',
  },
  { id: 'ch-2', name: 'Mira', role: 'Ally', description: '', universeId: 'u-2' },
  {
    id: 'ch-3',
    name: 'Old Tam',
    role: 'Mentor',
    description: 'Knows Mira from the docks.',
    universeId: 'u-1',
  },
];

const repository = () =>
  testRepository({
    universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'Tidewell' })],
    worlds: [testWorld()],
    characters,
  });

describe('the in-memory search', () => {
  it('ranks the whole name, then the name’s start, then the text, with a count per kind', async () => {
    const result = await repository().search({ q: 'mira' });
    expect(result.hits.map((hit) => [hit.name, hit.match])).toEqual([
      ['Mira', 'exact'],
      ['Mira Coldwater', 'prefix'],
      ['Old Tam', 'text'],
    ]);
    expect(result.counts).toEqual({ character: 3 });
    expect(result.total).toBe(3);
    expect(result.hits[0]?.place).toBe('Tidewell');
    expect(result.hits[1]?.nameRanges).toEqual([[0, 4]]);
    expect(result.hits[2]?.snippet).toBe('Knows Mira from the docks. Mentor');
    expect(result.hits[2]?.snippetRanges).toEqual([[6, 10]]);
  });

  it('folds case and accents, reads the last word as a prefix, and forgives a typo in a name', async () => {
    const repo = repository();
    expect((await repo.search({ q: 'EMBERR' })).hits.map((hit) => hit.name)).toEqual(['Mira Coldwater']);
    const typo = await repo.search({ q: 'Coldwatr ' });
    expect(typo.hits.map((hit) => [hit.name, hit.match])).toEqual([['Mira Coldwater', 'typo']]);
    expect(typo.hits[0]?.nameRanges).toEqual([[5, 14]]);
  });

  it('keeps to a kind and a scope, counting every kind before the kind filter', async () => {
    const repo = repository();
    const scoped = await repo.search({ q: 'mira', scope: { kind: 'universe', id: 'u-1' } });
    expect(scoped.hits.map((hit) => hit.name)).toEqual(['Mira Coldwater', 'Old Tam']);
    const kinds = await repo.search({ q: 'the', kind: 'world' });
    expect(kinds.hits.map((hit) => hit.name)).toEqual(['The Green']);
    expect(kinds.counts).toEqual({ universe: 1, world: 1, character: 1 });
  });

  it('finds nothing for an empty query and pages by offset', async () => {
    const repo = repository();
    expect((await repo.search({ q: '  "" ' })).hits).toEqual([]);
    const page = await repo.search({ q: 'mira', limit: 2, offset: 2 });
    expect(page.hits.map((hit) => hit.name)).toEqual(['Old Tam']);
  });
});
