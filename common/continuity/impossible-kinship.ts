import { type Finding, involvedAt, makeFinding } from './finding';
import type { ContinuitySettings, Person, Relation } from './input';

/** One relation can break more than one rule: each finding names its rule in its id. */
const rule = (name: string, finding: Finding): Finding => ({ ...finding, id: `${finding.id}:${name}` });

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/**
 * Impossible ages and kinship of one relation: a child born before (or on the day of) a parent's
 * birth, or more than the tolerance after a parent's death; a relation that starts before one side
 * was born.
 */
export function impossibleKinship(
  people: ReadonlyMap<string, Person>,
  relation: Relation,
  settings: ContinuitySettings,
): Finding[] {
  const from = people.get(relation.fromId);
  const to = people.get(relation.toId);
  if (from === undefined || to === undefined) return [];
  const findings: Finding[] = [];
  const involved = [involvedAt(relation.ref), involvedAt(from.ref), involvedAt(to.ref)];
  if (relation.type === 'parent') {
    const parentBorn = from.born.day;
    const parentDied = from.died.day;
    const childBorn = to.born.day;
    if (childBorn !== null && parentBorn !== null && childBorn <= parentBorn) {
      findings.push(
        rule(
          'born-before-parent',
          makeFinding(
            'impossible-kinship',
            'problem',
            `${to.ref.name}, born ${to.born.text}, is a child of ${from.ref.name}, who was born ${parentBorn === childBorn ? 'the same day' : `${days(parentBorn - childBorn)} later`}, on ${from.born.text}.`,
            involved,
            [from.born.text, to.born.text, parentBorn, childBorn],
          ),
        ),
      );
    }
    const late = childBorn !== null && parentDied !== null ? childBorn - parentDied : null;
    if (late !== null && late > settings.birthAfterParentDeathDays) {
      findings.push(
        rule(
          'born-after-parent-death',
          makeFinding(
            'impossible-kinship',
            'problem',
            `${to.ref.name} was born ${to.born.text}, ${days(late)} after their parent ${from.ref.name} died on ${from.died.text} (more than the ${days(settings.birthAfterParentDeathDays)} allowed).`,
            involved,
            [from.died.text, to.born.text, late, settings.birthAfterParentDeathDays],
          ),
        ),
      );
    }
  }
  const starts = relation.starts.day;
  if (starts !== null) {
    for (const side of [from, to]) {
      const born = side.born.day;
      if (born === null || starts >= born) continue;
      findings.push(
        rule(
          `starts-before-birth-of-${side.ref.id}`,
          makeFinding(
            'impossible-kinship',
            'problem',
            `The relation “${relation.ref.name}” starts ${relation.starts.text}, ${days(born - starts)} before ${side.ref.name} was born (${side.born.text}).`,
            involved,
            [relation.starts.text, side.born.text, starts, born],
          ),
        ),
      );
    }
  }
  return findings;
}
