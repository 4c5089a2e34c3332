import { describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import { testRepository, testUniverse } from './test-workspace';

const character = (id: string, universeId: string): Character => ({
  id,
  name: id,
  role: 'Ally',
  description: '',
  universeId,
});
const ref = (id: string) => ({ kind: 'character' as const, id });

describe('relations in the in-memory workspace', () => {
  const records = () => ({
    universes: [testUniverse({ id: 'u-1' }), testUniverse({ id: 'u-2', name: 'Elsewhere' })],
    characters: [character('a', 'u-1'), character('b', 'u-1'), character('c', 'u-2')],
  });

  it('reads a relation from both ends and drops it with either end', async () => {
    const repository = testRepository(records());
    await repository.createRelation({ from: ref('a'), to: ref('b'), type: 'child' });
    expect((await repository.listRelations(ref('a'))).map((view) => view.label)).toEqual(['Child of']);
    expect((await repository.listRelations(ref('b')))[0]).toMatchObject({
      label: 'Parent of',
      otherEntity: { kind: 'character', id: 'a', name: 'a', universeId: 'u-1' },
    });
    await repository.records('character').delete('b');
    expect(await repository.listRelations(ref('a'))).toEqual([]);
  });

  it("answers a universe's graph with its own records only", async () => {
    const repository = testRepository(records());
    await repository.createRelation({ from: ref('a'), to: ref('b'), type: 'ally' });
    await repository.createRelation({ from: ref('a'), to: ref('c'), type: 'rival' });
    const graph = await repository.getRelationGraph('universe', 'u-1');
    expect(graph.nodes.map((node) => `${node.kind}:${node.id}`).sort()).toEqual([
      'character:a',
      'character:b',
      'universe:u-1',
    ]);
    expect(graph.relations.map((relation) => relation.type)).toEqual(['ally']);
    await expect(repository.getRelationGraph('universe', 'u-none')).rejects.toThrow('not found');
  });
});
