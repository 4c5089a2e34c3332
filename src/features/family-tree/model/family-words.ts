import type { FamilyTree } from '../../../../common/workspace/family-tree';
import type { FamilyVariant } from '../../../../common/workspace/relations';

/** A generation as people name it, counted from the focus. */
export function generationName(generation: number, focusName: string): string {
  if (generation === 0) return `${focusName}’s generation`;
  const up = ['Parents', 'Grandparents', 'Great-grandparents'];
  const down = ['Children', 'Grandchildren', 'Great-grandchildren'];
  const steps = Math.abs(generation);
  const names = generation < 0 ? up : down;
  return names[steps - 1] ?? `${steps - 2} × great-${generation < 0 ? 'grandparents' : 'grandchildren'}`;
}

const QUALIFIER: Record<FamilyVariant, string> = {
  birth: '',
  adoptive: ' (adoptive)',
  unknown: ' (unconfirmed)',
};

/** One person's ties in the tree as a sentence: 'Child of Varric, Ilse (adoptive) · Spouse of Tam'. */
export function tiesOf(tree: FamilyTree, key: string, nameOf: (key: string) => string): string {
  const childOf: string[] = [];
  const parentOf: string[] = [];
  const spouseOf: string[] = [];
  const siblingOf: string[] = [];
  for (const line of tree.lines) {
    if (line.kind === 'parent') {
      if (line.child === key) childOf.push(nameOf(line.parent) + QUALIFIER[line.variant]);
      if (line.parent === key) parentOf.push(nameOf(line.child) + QUALIFIER[line.variant]);
    } else if (line.a === key || line.b === key) {
      const other = nameOf(line.a === key ? line.b : line.a) + QUALIFIER[line.variant];
      (line.kind === 'spouse' ? spouseOf : siblingOf).push(other);
    }
  }
  const groups: [string, string[]][] = [
    ['Child of', childOf],
    ['Parent of', parentOf],
    ['Spouse of', spouseOf],
    ['Sibling of', siblingOf],
  ];
  return groups
    .flatMap(([label, names]) => (names.length === 0 ? [] : [`${label} ${names.join(', ')}`]))
    .join(' · ');
}
