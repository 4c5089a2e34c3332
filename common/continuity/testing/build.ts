import type {
  ContinuityInput,
  DateRead,
  Marker,
  NamedThing,
  Passage,
  PassageMention,
  Person,
  Relation,
} from '../input';
import { defaultContinuitySettings, emptyDate } from '../input';

// Small factories for continuity inputs: a date is its day number (the text says which), so a test reads
// as the story it plants.

export const on = (day: number): DateRead => ({ text: `day ${day}`, day, problem: null });
export const unread = (text: string, problem = 'not a date'): DateRead => ({ text, day: null, problem });

export function person(id: string, life: { born?: DateRead; died?: DateRead } = {}): Person {
  return {
    ref: { kind: 'character', id, name: id },
    born: life.born ?? emptyDate,
    died: life.died ?? emptyDate,
  };
}

export const who = (id: string, marker: Marker | null = null, position = 0): PassageMention => ({
  targetId: id,
  target: 'person',
  position,
  snippet: `… ${id} …`,
  marker,
});
export const where = (id: string): PassageMention => ({
  targetId: id,
  target: 'place',
  position: null,
  snippet: '',
  marker: null,
});

export function chapter(
  id: string,
  date: DateRead,
  mentions: PassageMention[] = [],
  more: Partial<Passage> = {},
): Passage {
  return {
    ref: { kind: 'chapter', id, name: id, parentId: 'novel-1' },
    containerId: 'novel-1',
    order: 0,
    date,
    marker: null,
    mentions,
    places: [],
    ...more,
  };
}

export function relation(
  id: string,
  fromId: string,
  toId: string,
  type = 'parent',
  starts: DateRead = emptyDate,
): Relation {
  return { ref: { kind: 'relation', id, name: `${fromId} ${type} ${toId}` }, fromId, toId, type, starts };
}

export const named = (
  kind: string,
  id: string,
  name: string,
  universeId = 'u-1',
  label = kind,
): NamedThing => ({
  ref: { kind, id, name },
  universeId,
  label,
  isInScope: true,
});

export function input(parts: Partial<ContinuityInput>): ContinuityInput {
  return {
    people: [],
    places: [],
    passages: [],
    relations: [],
    names: [],
    settings: defaultContinuitySettings,
    ...parts,
  };
}
