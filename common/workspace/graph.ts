import { z } from 'zod';
import { type EntitySummary, entityKey, entityKindLabel } from './entities';
import { type RelationType, relationLabel, relationTypes, type StoredRelation } from './relations';

// The relationship graph of a universe, novel or campaign (issue 13): the records and parts of that
// scope as nodes and every relation among them as edges, and the pure steps the screen takes on it
// (filters by kind and type, one node's neighbourhood N steps out). No layout and no drawing here.

export const graphScopes = ['universe', 'novel', 'campaign'] as const;
export type GraphScope = (typeof graphScopes)[number];

/** `GET /graph?scope=&id=`. */
export const graphQuerySchema = z.strictObject({
  scope: z.enum(graphScopes, { error: 'scope must be universe, novel or campaign' }),
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(100),
});

/** What the data API answers: the scope's records and parts, and the relations with both ends among them. */
export type RelationGraph = { nodes: EntitySummary[]; relations: StoredRelation[] };

/** An edge as drawn and listed: keys of its ends, and its label read from each end. */
export type GraphEdge = {
  id: string;
  source: string;
  target: string;
  type: RelationType;
  /** As read from the source ('Parent of'), and from the target ('Child of'). */
  label: string;
  inverse: string;
  relation: StoredRelation;
};

export type GraphView = { nodes: EntitySummary[]; edges: GraphEdge[] };

/** The relation types a filter offers: their forward label ('Parent of'), in the menu's order. */
export function relationTypeLabel(type: RelationType): string {
  return type === 'custom' ? 'Custom' : relationTypes[type].label;
}

/** The graph as drawn: relations become edges between node keys; one with an end not in the graph is left out. */
export function graphView(graph: RelationGraph): GraphView {
  const keys = new Set(graph.nodes.map(entityKey));
  const edges = graph.relations.flatMap((relation): GraphEdge[] => {
    const source = entityKey(relation.from);
    const target = entityKey(relation.to);
    if (!keys.has(source) || !keys.has(target)) return [];
    return [
      {
        id: relation.id,
        source,
        target,
        type: relation.type,
        label: relationLabel(relation, relation.from),
        inverse: relationLabel(relation, relation.to),
        relation,
      },
    ];
  });
  return { nodes: graph.nodes, edges };
}

/** What a kind filter names: the kind as people say it ('Character', 'Location'), one entry for both location kinds. */
export const nodeKindLabel = (node: Pick<EntitySummary, 'kind'>): string => entityKindLabel(node.kind);

export type GraphFilter = {
  /** Kind labels shown (`nodeKindLabel`); undefined shows every kind. */
  kinds?: ReadonlySet<string> | undefined;
  /** Relation types shown; undefined shows every type. */
  types?: ReadonlySet<RelationType> | undefined;
  /** Also show nodes with no edge left (false by default: a graph of isolated dots says little). */
  isUnrelatedShown?: boolean | undefined;
};

/** The nodes of the kinds kept and the edges of the types kept between them. */
export function filterGraph(view: GraphView, filter: GraphFilter): GraphView {
  const nodes = view.nodes.filter((node) => filter.kinds?.has(nodeKindLabel(node)) ?? true);
  const keys = new Set(nodes.map(entityKey));
  const edges = view.edges.filter(
    (edge) => (filter.types?.has(edge.type) ?? true) && keys.has(edge.source) && keys.has(edge.target),
  );
  if (filter.isUnrelatedShown === true) return { nodes, edges };
  const linked = new Set(edges.flatMap((edge) => [edge.source, edge.target]));
  return { nodes: nodes.filter((node) => linked.has(entityKey(node))), edges };
}

/**
 * One node and those within `steps` edges of it (either direction), with the edges among them; the
 * distance of each node from the centre in `distance`. An unknown centre gives an empty view.
 */
export function neighbourhood(
  view: GraphView,
  centre: string,
  steps: number,
): GraphView & { distance: ReadonlyMap<string, number> } {
  const distance = new Map<string, number>();
  if (!view.nodes.some((node) => entityKey(node) === centre)) return { nodes: [], edges: [], distance };
  const around = new Map<string, string[]>();
  for (const edge of view.edges) {
    around.set(edge.source, [...(around.get(edge.source) ?? []), edge.target]);
    around.set(edge.target, [...(around.get(edge.target) ?? []), edge.source]);
  }
  distance.set(centre, 0);
  let frontier = [centre];
  for (let step = 1; step <= steps && frontier.length > 0; step += 1) {
    const next: string[] = [];
    for (const key of frontier) {
      for (const neighbour of around.get(key) ?? []) {
        if (distance.has(neighbour)) continue;
        distance.set(neighbour, step);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return {
    nodes: view.nodes.filter((node) => distance.has(entityKey(node))),
    edges: view.edges.filter((edge) => distance.has(edge.source) && distance.has(edge.target)),
    distance,
  };
}
