import { type Finding, involvedAt, makeFinding, passageWord } from './finding';
import type { Passage, Person, ThingRef } from './input';
import { placesOf, presentPeople } from './presence';

/**
 * One person in two places: passages set on the same world day that both place a person in the flesh,
 * each at places (mentioned locations, an event's place) the other does not name. Passages without a
 * place, or sharing one, say nothing against each other. `passages` are those of one day.
 */
export function twoPlacesAtOnce(
  people: ReadonlyMap<string, Person>,
  places: ReadonlyMap<string, ThingRef>,
  passages: readonly Passage[],
): Finding[] {
  const located = passages
    .map((passage) => ({ passage, places: placesOf(passage), present: presentPeople(passage) }))
    .filter((entry) => entry.places.size > 0 && entry.present.size > 0)
    .sort((a, b) => (a.passage.ref.id < b.passage.ref.id ? -1 : 1));
  const findings: Finding[] = [];
  const nameOf = (ids: Set<string>) =>
    [...ids]
      .map((id) => places.get(id)?.name ?? id)
      .sort()
      .join(', ');
  for (let i = 0; i < located.length; i++) {
    const a = located[i];
    if (a === undefined) continue;
    for (let j = i + 1; j < located.length; j++) {
      const b = located[j];
      if (b === undefined || [...a.places].some((place) => b.places.has(place))) continue;
      for (const [personId, mentionA] of a.present) {
        const mentionB = b.present.get(personId);
        const person = people.get(personId);
        if (mentionB === undefined || person === undefined) continue;
        findings.push(
          makeFinding(
            'two-places-at-once',
            'problem',
            `On ${a.passage.date.text}, ${passageWord(a.passage.ref.kind).toLowerCase()} “${a.passage.ref.name}” places ${person.ref.name} at ${nameOf(a.places)}, and ${passageWord(b.passage.ref.kind).toLowerCase()} “${b.passage.ref.name}” at ${nameOf(b.places)}.`,
            [
              involvedAt(a.passage.ref, mentionA),
              involvedAt(b.passage.ref, mentionB),
              involvedAt(person.ref),
            ],
            [
              a.passage.date.day,
              [...a.places].sort().join(','),
              [...b.places].sort().join(','),
              mentionA.position,
              mentionB.position,
            ],
          ),
        );
      }
    }
  }
  return findings;
}
