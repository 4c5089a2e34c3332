import { type Finding, involvedAt, makeFinding, passageWord } from './finding';
import type { Passage, Person } from './input';
import { presentPeople } from './presence';

/**
 * Someone acts after their death: a chapter, session or event dated after a person's death names them,
 * unless the passage or the mention is a memory, flashback or ghost. The day of death itself is fine.
 */
export function actsAfterDeath(people: ReadonlyMap<string, Person>, passage: Passage): Finding[] {
  const day = passage.date.day;
  if (day === null) return [];
  const findings: Finding[] = [];
  for (const [personId, mention] of presentPeople(passage)) {
    const person = people.get(personId);
    const died = person?.died.day ?? null;
    if (person === undefined || died === null || day <= died) continue;
    findings.push(
      makeFinding(
        'acts-after-death',
        'problem',
        `${person.ref.name} died on ${person.died.text}, but ${passageWord(passage.ref.kind).toLowerCase()} “${passage.ref.name}”, set on ${passage.date.text}, names them ${day - died} day${day - died === 1 ? '' : 's'} later, not as a memory, flashback or ghost.`,
        [involvedAt(passage.ref, mention), involvedAt(person.ref)],
        [person.died.text, died, passage.date.text, day, mention.position],
      ),
    );
  }
  return findings;
}
