// What the continuity checks read (issue 32): plain data, already read into days of the world's calendar
// by the gatherer (gather.ts), so every check is a pure function of it and knows no calendar or store.

/** A world date as typed and what the calendar made of it. */
export type DateRead = {
  text: string;
  /** The day number (common/time/engine.ts); null when the text is empty, unread, or there is no calendar. */
  day: number | null;
  /** Why the calendar cannot read the text; null when it reads, is empty, or there is no calendar. */
  problem: string | null;
};

/**
 * Why a passage or a mention does not put a person there in the flesh: a memory, a flashback or a
 * ghost (decision 060). Such mentions never count as presence.
 */
export type Marker = 'memory' | 'flashback' | 'ghost';

/** A reference to a thing the findings link to: a record or part, by kind and id, with its name. */
export type ThingRef = {
  kind: string;
  id: string;
  name: string;
  /** The record whose page shows it (a chapter's novel, a location's world, a relation's source). */
  parentId?: string;
  universeId?: string;
};

/** A person: a character record (appearances resolve to it), with birth and death. */
export type Person = { ref: ThingRef; born: DateRead; died: DateRead };

/** One mention in a passage of a person or a place. */
export type PassageMention = {
  targetId: string;
  target: 'person' | 'place';
  /** The mention's order in its text, when it is a mention in a text (an event's cast list has none). */
  position: number | null;
  snippet: string;
  marker: Marker | null;
};

/** A chapter, session or event: when it happens and whom and where it names. */
export type Passage = {
  ref: ThingRef & { kind: 'chapter' | 'session' | 'event' };
  /** The novel, campaign or timeline it belongs to, and its place there (story order). */
  containerId: string;
  order: number;
  date: DateRead;
  marker: Marker | null;
  mentions: PassageMention[];
  /** Places the passage names outside its text (an event's place), by location id. */
  places: string[];
};

/** A relation between two people (parent: `fromId` is the parent of `toId`). */
export type Relation = {
  ref: ThingRef;
  fromId: string;
  toId: string;
  type: string;
  starts: DateRead;
};

/** A named thing of a universe (a character, a location, a faction, a world, an item ...). */
export type NamedThing = {
  ref: ThingRef;
  universeId: string;
  /** What it is, in words: 'character', 'location', 'faction'. */
  label: string;
  /** False for the universe's things outside the novel or campaign checked: a name they share is shown only with one of its own. */
  isInScope: boolean;
};

export type ContinuitySettings = {
  /** How many days after a parent's death a child may still be born (a father's posthumous child). */
  birthAfterParentDeathDays: number;
};

export const defaultContinuitySettings: ContinuitySettings = { birthAfterParentDeathDays: 300 };

export type ContinuityInput = {
  people: Person[];
  places: ThingRef[];
  passages: Passage[];
  relations: Relation[];
  names: NamedThing[];
  settings: ContinuitySettings;
};

export const emptyDate: DateRead = { text: '', day: null, problem: null };
