import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FamilyRelation, type FamilyTree, familyTree, packInOrder } from './family-tree';
import type { FamilyVariant } from './relations';

const key = (id: string) => `character:${id}`;
let made = 0;
const tie = (
  type: 'parent' | 'spouse' | 'sibling',
  from: string,
  to: string,
  variant: FamilyVariant | null = null,
): FamilyRelation => {
  made += 1;
  return {
    id: `r-${made}`,
    type,
    variant,
    from: { kind: 'character', id: from },
    to: { kind: 'character', id: to },
  };
};
const parent = (from: string, to: string, variant: FamilyVariant | null = null) =>
  tie('parent', from, to, variant);
const spouse = (a: string, b: string) => tie('spouse', a, b);
const sibling = (a: string, b: string) => tie('sibling', a, b);

const layout = (relations: FamilyRelation[], focus: string, ancestors = 10, descendants = 10) =>
  familyTree({ relations, focus: key(focus), ancestors, descendants });
const generationOf = (tree: FamilyTree, id: string) =>
  tree.people.find((person) => person.key === key(id))?.generation;
const rowOf = (tree: FamilyTree, generation: number) =>
  tree.generations.find((row) => row.generation === generation)?.people.map((k) => k.split(':')[1]);

/** What must hold of any tree, whatever the data: each person once, lines between placed people,
 * parents strictly above children, spouses on one row, no two people of a row closer than a slot. */
function expectSound(tree: FamilyTree, focus: string) {
  const keys = tree.people.map((person) => person.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).toContain(focus);
  const at = new Map(tree.people.map((person) => [person.key, person]));
  for (const line of tree.lines) {
    if (line.kind === 'parent') {
      const up = at.get(line.parent);
      const down = at.get(line.child);
      expect(up).toBeDefined();
      expect(down).toBeDefined();
      expect(up?.generation ?? 0).toBeLessThan(down?.generation ?? 0);
    } else {
      expect(at.get(line.a)).toBeDefined();
      if (line.kind === 'spouse') expect(at.get(line.a)?.generation).toBe(at.get(line.b)?.generation);
    }
  }
  for (const row of tree.generations) {
    const xs = row.people.map((person) => at.get(person)?.x ?? Number.NaN);
    for (let i = 1; i < xs.length; i += 1) {
      expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
    for (const [i, person] of row.people.entries()) expect(at.get(person)?.order).toBe(i);
  }
  expect(tree.people.reduce((count, person) => count + (person.x >= 0 ? 1 : 0), 0)).toBe(keys.length);
}

/**
 * A family that could be real: people born into generations, each with up to two parents (of any
 * earlier generation, by birth, adoption or unconfirmed), spouses within a generation (cousins often),
 * some told siblings.
 */
const possibleFamily = fc
  .record({
    sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
    seed: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
  })
  .map(({ sizes, seed }) => {
    let n = 0;
    const pick = (count: number) => {
      n += 1;
      return (seed[n % seed.length] ?? 0) % count;
    };
    const generations = sizes.map((size, g) => Array.from({ length: size }, (_, i) => `p${g}-${i}`));
    const relations: FamilyRelation[] = [];
    const variants: FamilyVariant[] = ['birth', 'birth', 'adoptive', 'unknown'];
    generations.forEach((row, g) => {
      for (const person of row) {
        if (g > 0) {
          const count = pick(3);
          const chosen = new Set<string>();
          for (let k = 0; k < count; k += 1) {
            const earlier = generations[g - 1 - (pick(4) === 0 ? pick(g) : 0)] ?? [];
            const up = earlier[pick(earlier.length)];
            if (up !== undefined && !chosen.has(up)) {
              chosen.add(up);
              relations.push(parent(up, person, variants[pick(variants.length)] ?? null));
            }
          }
        }
      }
      for (let k = 0; k < pick(row.length + 1); k += 1) {
        const a = row[pick(row.length)] as string;
        const b = row[pick(row.length)] as string;
        if (a !== b) relations.push(pick(3) === 0 ? sibling(a, b) : spouse(a, b));
      }
    });
    const everyone = generations.flat();
    return { relations, focus: everyone[pick(everyone.length)] as string };
  });

const anyData = fc.record({
  people: fc.integer({ min: 1, max: 12 }),
  ties: fc.array(
    fc.record({
      type: fc.constantFrom('parent' as const, 'spouse' as const, 'sibling' as const),
      from: fc.nat(11),
      to: fc.nat(11),
      variant: fc.constantFrom<FamilyVariant | null>(null, 'birth', 'adoptive', 'unknown'),
    }),
    { maxLength: 40 },
  ),
});

describe('a birth and an adoptive tie between the same two', () => {
  it('places them once, one row apart, with both lines', () => {
    const tree = layout([parent('aldric', 'mira', 'birth'), parent('aldric', 'mira', 'adoptive')], 'mira');
    expectSound(tree, key('mira'));
    expect(generationOf(tree, 'aldric')).toBe(-1);
    expect(
      tree.lines
        .filter((line) => line.kind === 'parent')
        .map((line) => line.variant)
        .sort(),
    ).toEqual(['adoptive', 'birth']);
    expect(tree.problems).toEqual([]);
  });
});

describe('familyTree properties', () => {
  it('places everyone of a possible family once, parents above children, spouses side by side', () => {
    fc.assert(
      fc.property(possibleFamily, ({ relations, focus }) => {
        const tree = layout(relations, focus, 50, 50);
        expectSound(tree, key(focus));
        // Nothing to leave out: each tie of the focus's family is drawn.
        expect(tree.problems).toEqual([]);
        const shown = new Set(tree.people.map((person) => person.key));
        const drawn = new Set(tree.lines.map((line) => line.id));
        for (const relation of relations) {
          const ends = [`character:${relation.from.id}`, `character:${relation.to.id}`];
          if (ends.some((end) => shown.has(end))) expect(drawn.has(relation.id)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stays sound on any data at all, loops included, and never hangs', () => {
    fc.assert(
      fc.property(
        anyData,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (data, up, down) => {
          const relations = data.ties.map((t) =>
            tie(t.type, `p${t.from % data.people}`, `p${t.to % data.people}`, t.variant),
          );
          const tree = layout(relations, 'p0', up, down);
          expectSound(tree, key('p0'));
          for (const person of tree.people) {
            expect(person.generation).toBeGreaterThanOrEqual(-up);
            expect(person.generation).toBeLessThanOrEqual(down);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('packs in order, a slot apart, and leaves items where they fit', () => {
    expect(
      packInOrder([
        { at: 0, weight: 1 },
        { at: 5, weight: 1 },
      ]),
    ).toEqual([0, 5]);
    expect(
      packInOrder([
        { at: 2, weight: 1 },
        { at: 2, weight: 1 },
      ]),
    ).toEqual([1.5, 2.5]);
  });
});

describe('familyTree on awkward families', () => {
  it('puts ancestors above and descendants below, a lone person alone', () => {
    expect(layout([], 'mira').people).toEqual([{ key: key('mira'), generation: 0, order: 0, x: 0 }]);
    const tree = layout([parent('varric', 'mira'), parent('mira', 'tam'), parent('old', 'varric')], 'mira');
    expect(['old', 'varric', 'mira', 'tam'].map((id) => generationOf(tree, id))).toEqual([-2, -1, 0, 1]);
    expect(layout([parent('varric', 'mira'), parent('old', 'varric')], 'mira', 1, 1).people).toHaveLength(2);
  });

  it('keeps a person with two spouses between them, each with their children', () => {
    const tree = layout(
      [
        spouse('ana', 'bo'),
        spouse('bo', 'cyd'),
        parent('ana', 'kid1'),
        parent('bo', 'kid1'),
        parent('bo', 'kid2'),
        parent('cyd', 'kid2'),
      ],
      'bo',
    );
    expect(rowOf(tree, 0)?.indexOf('bo')).toBe(1);
    expect(rowOf(tree, 0)).toHaveLength(3);
    expect(rowOf(tree, 1)).toEqual(expect.arrayContaining(['kid1', 'kid2']));
    expectSound(tree, key('bo'));
  });

  it('draws adoption and an unconfirmed parent with their variants', () => {
    const tree = layout(
      [
        parent('birthmother', 'mira'),
        parent('keeper', 'mira', 'adoptive'),
        parent('maybe', 'mira', 'unknown'),
      ],
      'mira',
    );
    const variants = Object.fromEntries(
      tree.lines.flatMap((line) =>
        line.kind === 'parent' ? [[line.parent.split(':')[1], line.variant]] : [],
      ),
    );
    expect(variants).toEqual({ birthmother: 'birth', keeper: 'adoptive', maybe: 'unknown' });
    expect(rowOf(tree, -1)).toHaveLength(3);
  });

  it('places a child of cousins once, with lines to both parents', () => {
    const tree = layout(
      [
        parent('gran', 'amy'),
        parent('gran', 'ben'),
        parent('amy', 'cora'),
        parent('ben', 'dan'),
        spouse('cora', 'dan'),
        parent('cora', 'eli'),
        parent('dan', 'eli'),
      ],
      'eli',
    );
    expect(tree.people.filter((person) => person.key === key('gran'))).toHaveLength(1);
    expect(tree.lines.filter((line) => line.kind === 'parent' && line.child === key('eli'))).toHaveLength(2);
    expect(generationOf(tree, 'gran')).toBe(-3);
    expect(generationOf(tree, 'cora')).toBe(generationOf(tree, 'dan'));
    expectSound(tree, key('eli'));
  });

  it('seats an uncle who marries his niece a row below his sister', () => {
    const tree = layout(
      [
        parent('gran', 'sis'),
        parent('gran', 'uncle'),
        sibling('sis', 'uncle'),
        parent('sis', 'niece'),
        spouse('uncle', 'niece'),
      ],
      'niece',
    );
    expect(generationOf(tree, 'uncle')).toBe(0);
    expect(generationOf(tree, 'sis')).toBe(-1);
    expectSound(tree, key('niece'));
  });

  it('names a loop of parents (A parent of B parent of A) and leaves it out rather than hanging', () => {
    const loop = [parent('a', 'b'), parent('b', 'a')];
    const tree = layout([...loop, parent('a', 'c'), parent('z', 'a')], 'a');
    expect(tree.problems).toEqual([
      { kind: 'cycle', people: [key('a'), key('b')], relationIds: loop.map((r) => r.id).sort() },
    ]);
    expect(tree.lines.map((line) => line.id)).not.toContain(loop[0]?.id);
    expectSound(tree, key('a'));
    const married = layout([spouse('a', 'b'), parent('a', 'b')], 'a');
    expect(married.problems.map((problem) => problem.kind)).toEqual(['parent-of-spouse']);
  });
});
