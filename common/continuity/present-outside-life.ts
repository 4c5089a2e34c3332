import { type Finding, involvedAt, makeFinding, passageWord } from './finding';
import type { Passage, Person } from './input';
import { presentPeople } from './presence';

/**
 * A passage places someone before they were born (after their death is `actsAfterDeath`): a chapter,
 * session or event dated before a person's birth names them in the flesh.
 */
export function presentOutsideLife(people: ReadonlyMap<string, Person>, passage: Passage): Finding[] {
  const day = passage.date.day;
  if (day === null) return [];
  const findings: Finding[] = [];
  for (const [personId, mention] of presentPeople(passage)) {
    const person = people.get(personId);
    const born = person?.born.day ?? null;
    if (person === undefined || born === null || day >= born) continue;
    findings.push(
      makeFinding(
        'present-outside-life',
        'problem',
        `${passageWord(passage.ref.kind)} “${passage.ref.name}”, set on ${passage.date.text}, names ${person.ref.name} ${born - day} day${born - day === 1 ? '' : 's'} before their birth on ${person.born.text}.`,
        [involvedAt(passage.ref, mention), involvedAt(person.ref)],
        [person.born.text, born, passage.date.text, day, mention.position],
      ),
    );
  }
  return findings;
}
