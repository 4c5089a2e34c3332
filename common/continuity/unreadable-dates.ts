import { type Finding, involvedAt, makeFinding } from './finding';
import type { DateRead, Passage, Person, Relation, ThingRef } from './input';

function unreadable(ref: ThingRef, field: string, date: DateRead): Finding[] {
  if (date.problem === null) return [];
  return [
    makeFinding(
      'unreadable-date',
      'problem',
      `${ref.name}: the ${field} “${date.text}” is not a date of the calendar (${date.problem}), so no check can place it.`,
      [involvedAt(ref)],
      [field, date.text, date.problem],
    ),
  ].map((finding) => ({ ...finding, id: `${finding.id}:${field}` }));
}

/** Dates the calendar cannot read: a passage's world date. */
export function unreadablePassageDate(passage: Passage): Finding[] {
  return unreadable(passage.ref, 'world date', passage.date);
}

/** Dates the calendar cannot read: a person's birth and death. */
export function unreadableLifeDates(person: Person): Finding[] {
  return [
    ...unreadable(person.ref, 'birth date', person.born),
    ...unreadable(person.ref, 'death date', person.died),
  ];
}

/** Dates the calendar cannot read: a relation's start. */
export function unreadableRelationDate(relation: Relation): Finding[] {
  return unreadable(relation.ref, 'start date', relation.starts);
}
