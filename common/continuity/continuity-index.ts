import { actsAfterDeath } from './acts-after-death';
import type { Finding } from './finding';
import { impossibleKinship } from './impossible-kinship';
import type { ContinuityInput, NamedThing, Passage, Person, Relation, ThingRef } from './input';
import { presentOutsideLife } from './present-outside-life';
import { sharedNames } from './shared-name';
import { storyOrder } from './story-order';
import { twoPlacesAtOnce } from './two-places-at-once';
import { unreadableLifeDates, unreadablePassageDate, unreadableRelationDate } from './unreadable-dates';

// The checks over a whole input, kept by what each finding rests on (a passage, a person, a relation, a
// world day, a container, the names), so that a change re-runs only the units it touches: saving one
// chapter re-checks that chapter, the days it was and is set on and its novel's order — not the novel.

type UnitKey = string;

export type ContinuityIndex = {
  findings(): Finding[];
  /** Puts a passage in (new or changed) or takes it out (`undefined` with its id). */
  setPassage(id: string, passage: Passage | undefined): void;
  setPerson(id: string, person: Person | undefined): void;
  setRelation(id: string, relation: Relation | undefined): void;
  setNames(names: readonly NamedThing[]): void;
};

export function checkContinuity(input: ContinuityInput): Finding[] {
  return createContinuityIndex(input).findings();
}

export function createContinuityIndex(input: ContinuityInput): ContinuityIndex {
  const { settings } = input;
  const people = new Map(input.people.map((person) => [person.ref.id, person]));
  const places = new Map<string, ThingRef>(input.places.map((place) => [place.id, place]));
  const passages = new Map(input.passages.map((passage) => [passage.ref.id, passage]));
  const relations = new Map(input.relations.map((relation) => [relation.ref.id, relation]));
  let names: readonly NamedThing[] = input.names;
  const byDay = new Map<number, Set<string>>();
  const byContainer = new Map<string, Set<string>>();
  // Who is named where, made when a person first changes: a full check never needs it.
  let byPerson: Map<string, Set<string>> | undefined;
  const units = new Map<UnitKey, Finding[]>();

  const addTo = <K>(map: Map<K, Set<string>>, key: K, id: string) => {
    const set = map.get(key);
    if (set === undefined) map.set(key, new Set([id]));
    else set.add(id);
  };
  const removeFrom = <K>(map: Map<K, Set<string>>, key: K, id: string) => {
    const set = map.get(key);
    set?.delete(id);
    if (set?.size === 0) map.delete(key);
  };
  const indexPassage = (passage: Passage, add: boolean) => {
    const change = add ? addTo : removeFrom;
    if (passage.date.day !== null) change(byDay, passage.date.day, passage.ref.id);
    change(byContainer, passage.containerId, passage.ref.id);
    if (byPerson !== undefined) indexMentions(byPerson, passage, change);
  };
  const indexMentions = (map: Map<string, Set<string>>, passage: Passage, change: typeof addTo) => {
    for (const mention of passage.mentions) {
      if (mention.target === 'person') change(map, mention.targetId, passage.ref.id);
    }
  };
  const passagesNaming = (personId: string) => {
    if (byPerson === undefined) {
      const made = new Map<string, Set<string>>();
      for (const passage of passages.values()) indexMentions(made, passage, addTo);
      byPerson = made;
    }
    return byPerson.get(personId) ?? new Set<string>();
  };
  const set = (key: UnitKey, findings: Finding[]) => {
    if (findings.length === 0) units.delete(key);
    else units.set(key, findings);
  };
  const checkPassage = (id: string) => {
    const passage = passages.get(id);
    if (passage === undefined) {
      set(`passage:${id}`, []);
      return;
    }
    // Most passages have no finding: three empty lists make none to copy.
    const found = actsAfterDeath(people, passage);
    for (const more of [presentOutsideLife(people, passage), unreadablePassageDate(passage)]) {
      for (const finding of more) found.push(finding);
    }
    set(`passage:${id}`, found);
  };
  const checkDay = (day: number) => {
    const ids = byDay.get(day);
    const list = ids === undefined ? [] : [...ids].flatMap((id) => passages.get(id) ?? []);
    set(`day:${day}`, list.length < 2 ? [] : twoPlacesAtOnce(people, places, list));
  };
  const checkContainer = (containerId: string) => {
    const ids = byContainer.get(containerId);
    const list = ids === undefined ? [] : [...ids].flatMap((id) => passages.get(id) ?? []);
    set(`container:${containerId}`, storyOrder(list));
  };
  const checkPerson = (id: string) => {
    const person = people.get(id);
    set(`person:${id}`, person === undefined ? [] : unreadableLifeDates(person));
  };
  const checkRelation = (id: string) => {
    const relation = relations.get(id);
    set(
      `relation:${id}`,
      relation === undefined
        ? []
        : [...impossibleKinship(people, relation, settings), ...unreadableRelationDate(relation)],
    );
  };
  const checkNames = () => set('names', sharedNames(names));

  for (const passage of passages.values()) indexPassage(passage, true);
  for (const id of passages.keys()) checkPassage(id);
  for (const day of byDay.keys()) checkDay(day);
  for (const containerId of byContainer.keys()) checkContainer(containerId);
  for (const id of people.keys()) checkPerson(id);
  for (const id of relations.keys()) checkRelation(id);
  checkNames();

  return {
    findings: () => [...units.values()].flat(),

    setPassage(id, passage) {
      const before = passages.get(id);
      if (before !== undefined) indexPassage(before, false);
      if (passage === undefined) passages.delete(id);
      else {
        passages.set(id, passage);
        indexPassage(passage, true);
      }
      checkPassage(id);
      for (const day of new Set([before?.date.day, passage?.date.day])) {
        if (day !== null && day !== undefined) checkDay(day);
      }
      for (const containerId of new Set([before?.containerId, passage?.containerId])) {
        if (containerId !== undefined) checkContainer(containerId);
      }
    },

    setPerson(id, person) {
      if (person === undefined) people.delete(id);
      else people.set(id, person);
      checkPerson(id);
      const touched = passagesNaming(id);
      const days = new Set<number>();
      for (const passageId of touched) {
        checkPassage(passageId);
        const day = passages.get(passageId)?.date.day;
        if (day !== null && day !== undefined) days.add(day);
      }
      for (const day of days) checkDay(day);
      for (const relation of relations.values()) {
        if (relation.fromId === id || relation.toId === id) checkRelation(relation.ref.id);
      }
    },

    setRelation(id, relation) {
      if (relation === undefined) relations.delete(id);
      else relations.set(id, relation);
      checkRelation(id);
    },

    setNames(next) {
      names = next;
      checkNames();
    },
  };
}
