import { describe, expect, it } from 'vitest';
import type { EntityKind, EntitySummary } from './entities';
import { filterGraph, graphView, neighbourhood, type RelationGraph } from './graph';
import type { RelationType, StoredRelation } from './relations';

const node = (kind: EntityKind, id: string, name = id): EntitySummary => ({ kind, id, name });

function relation(id: string, from: EntitySummary, to: EntitySummary, type: RelationType): StoredRelation {
  return {
    id,
    from: { kind: from.kind, id: from.id },
    to: { kind: to.kind, id: to.id },
    type,
    variant: type === 'parent' ? 'birth' : null,
    customLabel: '',
    customInverse: '',
    attitude: null,
    note: '',
    starts: '',
    ends: '',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

// A chain a - b - c - d, a faction e that b is member of, a lone location f, and a relation whose far
// end (x) is outside the scope.
const a = node('character', 'a', 'Aldric');
const b = node('character', 'b', 'Mira');
const c = node('character', 'c', 'Varric');
const d = node('character', 'd', 'Dara');
const e = node('universes/factions', 'e', 'Forge Guild');
const f = node('location', 'f', 'Emberhold');
const x = node('character', 'x', 'Outsider');
const graph: RelationGraph = {
  nodes: [a, b, c, d, e, f],
  relations: [
    relation('r1', a, b, 'parent'),
    relation('r2', b, c, 'ally'),
    relation('r3', c, d, 'rival'),
    relation('r4', b, e, 'member-of'),
    relation('r5', d, x, 'enemy'),
  ],
};

describe('graphView', () => {
  it('turns relations into edges labelled from each end, dropping those leaving the scope', () => {
    const view = graphView(graph);
    expect(view.edges.map((edge) => edge.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(view.edges[0]).toMatchObject({
      source: 'character:a',
      target: 'character:b',
      label: 'Parent of',
      inverse: 'Child of',
    });
  });
});

describe('filterGraph', () => {
  const view = graphView(graph);

  it('hides nodes with no edge unless asked to show them', () => {
    expect(filterGraph(view, {}).nodes.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(filterGraph(view, { isUnrelatedShown: true }).nodes).toHaveLength(6);
  });

  it('keeps only the kinds chosen, and the edges between what is left', () => {
    const characters = filterGraph(view, { kinds: new Set(['Character']) });
    expect(characters.edges.map((edge) => edge.id)).toEqual(['r1', 'r2', 'r3']);
    expect(characters.nodes.some((entry) => entry.id === 'e')).toBe(false);
  });

  it('keeps only the relation types chosen, dropping nodes left alone', () => {
    const family = filterGraph(view, { types: new Set(['parent', 'member-of']) });
    expect(family.edges.map((edge) => edge.id)).toEqual(['r1', 'r4']);
    expect(family.nodes.map((entry) => entry.id)).toEqual(['a', 'b', 'e']);
  });
});

describe('neighbourhood', () => {
  const view = graphView(graph);

  it('reaches one step out in either direction', () => {
    const around = neighbourhood(view, 'character:b', 1);
    expect(around.nodes.map((entry) => entry.id).sort()).toEqual(['a', 'b', 'c', 'e']);
    expect(around.edges.map((edge) => edge.id)).toEqual(['r1', 'r2', 'r4']);
    expect(around.distance.get('character:b')).toBe(0);
  });

  it('reaches further with more steps, and records each distance', () => {
    const around = neighbourhood(view, 'character:a', 3);
    expect(around.nodes.map((entry) => entry.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(around.distance.get('character:d')).toBe(3);
    expect(neighbourhood(view, 'character:a', 2).distance.has('character:d')).toBe(false);
  });

  it('is empty for a centre not in the graph', () => {
    expect(neighbourhood(view, 'character:zz', 2).nodes).toEqual([]);
  });

  it('works on a graph with a cycle without looping', () => {
    const cyclic = graphView({
      nodes: [a, b, c],
      relations: [...graph.relations, relation('r6', c, a, 'enemy')],
    });
    expect(neighbourhood(cyclic, 'character:a', 3).nodes).toHaveLength(3);
  });
});
