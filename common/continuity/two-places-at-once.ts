import { type Finding, involvedAt, makeFinding, passageWord } from './finding';
import type { Passage, Person, ThingRef } from './input';
import { placesOf, presentPeople } from './presence';

/** Whether two sets have one in common: the smaller one is walked, nothing is copied. */
function sharesAny(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const key of small.keys()) if (large.has(key)) return true;
  return false;
}

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
  // Only passages that place one person can disagree: the pairs come from each person's passages, not
  // from every pair of the day (a day of fifty chapters, each naming a few of two thousand people).
  const byPerson = new Map<string, number[]>();
  located.forEach((entry, index) => {
    for (const personId of entry.present.keys()) {
      const list = byPerson.get(personId);
      if (list === undefined) byPerson.set(personId, [index]);
      else list.push(index);
    }
  });
  const pairs = new Set<number>();
  for (const list of byPerson.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        pairs.add((list[x] ?? 0) * located.length + (list[y] ?? 0));
      }
    }
  }
  // In the order of the passages' ids, as every pair was once walked.
  for (const pair of [...pairs].sort((x, y) => x - y)) {
    const a = located[Math.floor(pair / located.length)];
    const b = located[pair % located.length];
    if (a === undefined || b === undefined || sharesAny(a.places, b.places)) continue;
    for (const [personId, mentionA] of a.present) {
      const mentionB = b.present.get(personId);
      const person = people.get(personId);
      if (mentionB === undefined || person === undefined) continue;
      findings.push(
        makeFinding(
          'two-places-at-once',
          'problem',
          `On ${a.passage.date.text}, ${passageWord(a.passage.ref.kind).toLowerCase()} “${a.passage.ref.name}” places ${person.ref.name} at ${nameOf(a.places)}, and ${passageWord(b.passage.ref.kind).toLowerCase()} “${b.passage.ref.name}” at ${nameOf(b.places)}.`,
          [involvedAt(a.passage.ref, mentionA), involvedAt(b.passage.ref, mentionB), involvedAt(person.ref)],
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
  return findings;
}
