import { entityKey } from './entities';
import type { FamilyVariant, StoredRelation } from './relations';

// The family tree of one person (issue 13): generations laid out from the family relations (parent,
// spouse, sibling, each by birth, adoptive or unconfirmed). Real families are not trees: cousins marry,
// people have several spouses, a child has birth and adoptive parents. So this is a layered drawing of a
// graph, in the manner of Sugiyama: rows from the parent ties (spouses on one row, every parent above
// each child), an order within each row that keeps couples together and children under their parents,
// and positions that never overlap. Everyone is placed once; a person reached by two paths gets both
// lines. Bad data (A parent of B parent of A) is found, left out of the layout and named, never looped on.

/** The fields of a relation the tree reads; others are ignored. */
export type FamilyRelation = Pick<StoredRelation, 'id' | 'from' | 'to' | 'type' | 'variant'>;

export type FamilyTreeInput = {
  relations: readonly FamilyRelation[];
  /** The entity key (`character:ch-1`) of the person the tree is about. */
  focus: string;
  /** How many generations above and below the focus to show. */
  ancestors: number;
  descendants: number;
};

export type PlacedPerson = {
  key: string;
  /** Rows from the focus: -1 its parents' row, 1 its children's. */
  generation: number;
  /** Left-to-right place in its row, from 0. */
  order: number;
  /** Horizontal centre in slots (one person is one slot wide); neighbours in a row are at least 1 apart. */
  x: number;
};

export type FamilyLine =
  | { kind: 'parent'; id: string; parent: string; child: string; variant: FamilyVariant }
  | { kind: 'spouse' | 'sibling'; id: string; a: string; b: string; variant: FamilyVariant };

/** Ties that cannot be drawn as generations, left out of the layout (their relation ids say which). */
export type FamilyProblem =
  | { kind: 'cycle'; people: string[]; relationIds: string[] }
  | { kind: 'parent-of-spouse'; people: string[]; relationIds: string[] };

export type FamilyTree = {
  /** Everyone shown, each once, by generation then order. */
  people: PlacedPerson[];
  lines: FamilyLine[];
  problems: FamilyProblem[];
  /** The generations shown, top to bottom, each with its people left to right. */
  generations: { generation: number; people: string[] }[];
  /** Slots from the leftmost centre to the rightmost, plus one. */
  width: number;
};

type Edge = { id: string; a: string; b: string; variant: FamilyVariant };

const variantOf = (relation: FamilyRelation): FamilyVariant => relation.variant ?? 'birth';

/** Union-find over keys, each group's members listed. */
class Groups {
  private readonly up = new Map<string, string>();
  readonly members = new Map<string, string[]>();

  add(key: string): void {
    if (this.up.has(key)) return;
    this.up.set(key, key);
    this.members.set(key, [key]);
  }

  find(key: string): string {
    let root = key;
    for (let next = this.up.get(root); next !== undefined && next !== root; next = this.up.get(root)) {
      root = next;
    }
    for (let at = key; at !== root; ) {
      const next = this.up.get(at) ?? root;
      this.up.set(at, root);
      at = next;
    }
    return root;
  }

  union(a: string, b: string): string {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return ra;
    const [big, small] =
      (this.members.get(ra)?.length ?? 0) >= (this.members.get(rb)?.length ?? 0) ? [ra, rb] : [rb, ra];
    this.up.set(small, big);
    this.members.set(big, [...(this.members.get(big) ?? []), ...(this.members.get(small) ?? [])]);
    this.members.delete(small);
    return big;
  }
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

/** Strongly connected groups of a directed graph (Tarjan's, without recursion). */
function stronglyConnected(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; at: number }[] = [{ node: start, at: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      const out = next(frame.node);
      if (frame.at < out.length) {
        const to = out[frame.at] as string;
        frame.at += 1;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter);
          counter += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          component.push(member);
          if (member === frame.node) break;
        }
        found.push(component);
      }
    }
  }
  return found;
}

/**
 * Places weighted items in a fixed order at least `gap` apart, as near their wished positions as the
 * order allows (least squares): isotonic regression by pooling adjacent violators on positions shifted
 * by the gaps before each item.
 */
export function packInOrder(wished: readonly { at: number; weight: number }[], gap = 1): number[] {
  const blocks: { sum: number; weight: number; count: number }[] = [];
  wished.forEach((wish, i) => {
    const shifted = wish.at - i * gap;
    blocks.push({ sum: shifted * wish.weight, weight: wish.weight, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as (typeof blocks)[number];
      const before = blocks[blocks.length - 2] as (typeof blocks)[number];
      if (before.sum / before.weight <= last.sum / last.weight) break;
      blocks.pop();
      before.sum += last.sum;
      before.weight += last.weight;
      before.count += last.count;
    }
  });
  const placed: number[] = [];
  for (const block of blocks) {
    const value = block.sum / block.weight;
    for (let k = 0; k < block.count; k += 1) placed.push(value + placed.length * gap);
  }
  return placed;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The family tree around `focus`: who is shown, on which row and where, the lines between them and what could not be drawn. */
export function familyTree({ relations, focus, ancestors, descendants }: FamilyTreeInput): FamilyTree {
  const parents: Edge[] = [];
  const spouses: Edge[] = [];
  const siblings: Edge[] = [];
  const around = new Map<string, string[]>();
  for (const relation of relations) {
    const a = entityKey(relation.from);
    const b = entityKey(relation.to);
    if (a === b) continue;
    const edge = { id: relation.id, a, b, variant: variantOf(relation) };
    if (relation.type === 'parent') parents.push(edge);
    else if (relation.type === 'spouse') spouses.push(edge);
    else if (relation.type === 'sibling') siblings.push(edge);
    else continue;
    push(around, a, b);
    push(around, b, a);
  }

  // Only the focus's family: everyone joined to it by any family tie.
  const family = new Set<string>([focus]);
  for (const queue = [focus]; queue.length > 0; ) {
    for (const next of around.get(queue.pop() as string) ?? []) {
      if (family.has(next)) continue;
      family.add(next);
      queue.push(next);
    }
  }
  const inFamily = (edge: Edge) => family.has(edge.a) && family.has(edge.b);
  const familyParents = parents.filter(inFamily);
  const familySpouses = spouses.filter(inFamily);
  const familySiblings = siblings.filter(inFamily);

  // Rows: spouses share one; a parent tie between two people of one row, or a loop of parent ties,
  // cannot be drawn, so it is named and left out.
  const rows = new Groups();
  for (const key of family) rows.add(key);
  for (const edge of familySpouses) rows.union(edge.a, edge.b);
  const problems: FamilyProblem[] = [];
  const sameRow = familyParents.filter((edge) => rows.find(edge.a) === rows.find(edge.b));
  for (const edge of sameRow) {
    problems.push({ kind: 'parent-of-spouse', people: [edge.a, edge.b], relationIds: [edge.id] });
  }
  let kept = familyParents.filter((edge) => rows.find(edge.a) !== rows.find(edge.b));
  const childRows = (edges: readonly Edge[]) => {
    const map = new Map<string, string[]>();
    for (const edge of edges) push(map, rows.find(edge.a), rows.find(edge.b));
    return map;
  };
  const rowRoots = () => [...rows.members.keys()];
  const loops = stronglyConnected(
    rowRoots(),
    (
      (map) => (row: string) =>
        map.get(row) ?? []
    )(childRows(kept)),
  );
  const inLoop = new Map<string, number>();
  loops.forEach((loop, n) => {
    if (loop.length > 1) for (const row of loop) inLoop.set(row, n);
  });
  const looping = (edge: Edge) => {
    const n = inLoop.get(rows.find(edge.a));
    return n !== undefined && n === inLoop.get(rows.find(edge.b));
  };
  const byLoop = new Map<number, Edge[]>();
  for (const edge of kept) if (looping(edge)) push(byLoop, inLoop.get(rows.find(edge.a)) as number, edge);
  for (const edges of byLoop.values()) {
    const people = [...new Set(edges.flatMap((edge) => [edge.a, edge.b]))].sort();
    problems.push({ kind: 'cycle', people, relationIds: edges.map((edge) => edge.id).sort() });
  }
  kept = kept.filter((edge) => !looping(edge));

  // Siblings share a row too, where the parent ties allow it (an uncle who marries his niece sits a row
  // below his sister): two rows merge only when neither is above the other.
  const childrenOf = new Map<string, string[]>();
  for (const edge of kept) push(childrenOf, edge.a, edge.b);
  const isAbove = (from: string, to: string) => {
    const seen = new Set<string>([from]);
    for (const queue = [from]; queue.length > 0; ) {
      for (const member of rows.members.get(queue.pop() as string) ?? []) {
        for (const child of childrenOf.get(member) ?? []) {
          const row = rows.find(child);
          if (row === to) return true;
          if (!seen.has(row)) {
            seen.add(row);
            queue.push(row);
          }
        }
      }
    }
    return false;
  };
  for (const edge of familySiblings) {
    const ra = rows.find(edge.a);
    const rb = rows.find(edge.b);
    if (ra !== rb && !isAbove(ra, rb) && !isAbove(rb, ra)) rows.union(ra, rb);
  }

  // Generations: each row one below its lowest parent row, then every row with children pulled down
  // to just above its highest child, so a parent who joins the family late is not left far above.
  const below = childRows(kept);
  const above = new Map<string, string[]>();
  for (const [row, children] of below) for (const child of children) push(above, child, row);
  const pending = new Map(rowRoots().map((row) => [row, above.get(row)?.length ?? 0]));
  const order: string[] = [];
  for (const queue = rowRoots().filter((row) => pending.get(row) === 0); queue.length > 0; ) {
    const row = queue.shift() as string;
    order.push(row);
    for (const child of below.get(row) ?? []) {
      const left = (pending.get(child) ?? 0) - 1;
      pending.set(child, left);
      if (left === 0) queue.push(child);
    }
  }
  const level = new Map<string, number>();
  for (const row of order) {
    const over = above.get(row) ?? [];
    level.set(row, over.length === 0 ? 0 : Math.max(...over.map((up) => (level.get(up) ?? 0) + 1)));
  }
  for (const row of [...order].reverse()) {
    const under = below.get(row) ?? [];
    if (under.length > 0) level.set(row, Math.min(...under.map((down) => (level.get(down) ?? 0) - 1)));
  }
  const focusLevel = level.get(rows.find(focus)) ?? 0;
  const generationOf = (key: string) => (level.get(rows.find(key)) ?? 0) - focusLevel;

  // The window of generations asked for, and within it only those still joined to the focus.
  const inWindow = (key: string) => {
    const generation = generationOf(key);
    return generation >= -ancestors && generation <= descendants;
  };
  const drawn = [
    ...kept.map((edge) => ({ ...edge, kind: 'parent' as const })),
    ...familySpouses.map((edge) => ({ ...edge, kind: 'spouse' as const })),
    ...familySiblings.map((edge) => ({ ...edge, kind: 'sibling' as const })),
  ].filter((edge) => inWindow(edge.a) && inWindow(edge.b));
  const near = new Map<string, string[]>();
  for (const edge of drawn) {
    push(near, edge.a, edge.b);
    push(near, edge.b, edge.a);
  }
  const shown: string[] = [focus];
  const isShown = new Set(shown);
  for (let at = 0; at < shown.length; at += 1) {
    for (const next of near.get(shown[at] as string) ?? []) {
      if (isShown.has(next)) continue;
      isShown.add(next);
      shown.push(next);
    }
  }
  const lines = drawn.filter((edge) => isShown.has(edge.a));
  const parentsOf = new Map<string, string[]>();
  const kidsOf = new Map<string, string[]>();
  const partnersOf = new Map<string, string[]>();
  for (const line of lines) {
    if (line.kind === 'parent') {
      push(parentsOf, line.b, line.a);
      push(kidsOf, line.a, line.b);
    } else if (line.kind === 'spouse') {
      push(partnersOf, line.a, line.b);
      push(partnersOf, line.b, line.a);
    }
  }

  // Couples: spouses joined through each other are kept side by side, someone with two spouses between them.
  const couples = new Groups();
  for (const key of shown) couples.add(key);
  for (const [key, partners] of partnersOf) for (const partner of partners) couples.union(key, partner);
  const met = new Map(shown.map((key, i) => [key, i]));
  const coupleOrder = (members: readonly string[]): string[] => {
    const degree = (key: string) => partnersOf.get(key)?.length ?? 0;
    const start = [...members].sort(
      (p, q) => degree(p) - degree(q) || (met.get(p) ?? 0) - (met.get(q) ?? 0),
    )[0];
    const seen = new Set<string>();
    for (const stack = start === undefined ? [] : [start]; stack.length > 0; ) {
      const key = stack.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const partner of [...(partnersOf.get(key) ?? [])].reverse()) {
        if (!seen.has(partner)) stack.push(partner);
      }
    }
    return [...seen];
  };

  // Rows of couples in the order the focus's family was met, then sweeps that sort each row's couples
  // by where their parents (going down) and their children (going up) stand.
  const generations = [...new Set(shown.map(generationOf))].sort((p, q) => p - q);
  const rowsOf = new Map<number, string[][]>(generations.map((generation) => [generation, []]));
  const placedCouple = new Set<string>();
  for (const key of shown) {
    const couple = couples.find(key);
    if (placedCouple.has(couple)) continue;
    placedCouple.add(couple);
    rowsOf.get(generationOf(key))?.push(coupleOrder(couples.members.get(couple) ?? [key]));
  }
  const x = new Map<string, number>();
  for (const row of rowsOf.values()) {
    for (const [i, key] of row.flat().entries()) x.set(key, i);
  }
  const centreOf = (members: readonly string[], next: Map<string, string[]>): number | undefined => {
    const seen = members.flatMap((key) => (next.get(key) ?? []).map((other) => x.get(other) ?? 0));
    return seen.length === 0 ? undefined : mean(seen);
  };
  const sortRow = (generation: number, next: Map<string, string[]>) => {
    const row = rowsOf.get(generation) ?? [];
    const keyed = row.map((couple) => ({
      couple,
      at: centreOf(couple, next) ?? mean(couple.map((key) => x.get(key) ?? 0)),
    }));
    keyed.sort((p, q) => p.at - q.at);
    rowsOf.set(
      generation,
      keyed.map((entry) => entry.couple),
    );
    for (const [i, key] of keyed.flatMap((entry) => entry.couple).entries()) x.set(key, i);
  };
  for (let sweep = 0; sweep < 4; sweep += 1) {
    for (const generation of generations) sortRow(generation, parentsOf);
    for (const generation of [...generations].reverse()) sortRow(generation, kidsOf);
  }

  // Positions: each row packed in its order as near as it can be to its people's parents (going
  // down) or children (going up), a slot apart at least; couples as close as that allows.
  const place = (generation: number, next: Map<string, string[]>) => {
    const row = (rowsOf.get(generation) ?? []).flat();
    const wished = row.map((key) => {
      const centre = centreOf([key], next);
      return centre === undefined ? { at: x.get(key) ?? 0, weight: 0.2 } : { at: centre, weight: 1 };
    });
    for (const [i, at] of packInOrder(wished).entries()) x.set(row[i] as string, at);
  };
  for (let pass = 0; pass < 3; pass += 1) {
    for (const generation of [...generations].reverse()) place(generation, kidsOf);
    for (const generation of generations) place(generation, parentsOf);
  }
  const left = Math.min(...shown.map((key) => x.get(key) ?? 0));
  const people: PlacedPerson[] = generations.flatMap((generation) =>
    (rowsOf.get(generation) ?? []).flat().map((key, i) => ({
      key,
      generation,
      order: i,
      x: (x.get(key) ?? 0) - left,
    })),
  );
  const width = people.length === 0 ? 0 : Math.max(...people.map((person) => person.x)) + 1;

  return {
    people,
    lines: lines.map(
      ({ kind, id, a, b, variant }): FamilyLine =>
        kind === 'parent' ? { kind, id, parent: a, child: b, variant } : { kind, id, a, b, variant },
    ),
    problems,
    generations: generations.map((generation) => ({
      generation,
      people: (rowsOf.get(generation) ?? []).flat(),
    })),
    width,
  };
}
