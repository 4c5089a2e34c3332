import type { PassageMention, ThingRef } from './input';

// A finding: what a check noticed, in a sentence, with the passages and records it involves (and the
// mention's place in a text where there is one) and a fingerprint of the data it rests on, so that a
// dismissal is shown again when that data changes (decision 060).

export const checkNames = [
  'acts-after-death',
  'impossible-kinship',
  'two-places-at-once',
  'story-order',
  'unreadable-date',
  'present-outside-life',
  'shared-name',
] as const;
export type CheckName = (typeof checkNames)[number];

/** What a person reads as each check's name. */
export const checkLabels: Record<CheckName, string> = {
  'acts-after-death': 'Acts after death',
  'impossible-kinship': 'Impossible age or kinship',
  'two-places-at-once': 'In two places at once',
  'story-order': 'Story order against world time',
  'unreadable-date': 'Date the calendar cannot read',
  'present-outside-life': 'Present outside their life',
  'shared-name': 'One name, two things',
};

export type Involved = ThingRef & { position?: number; snippet?: string };

export type Finding = {
  /** Stable across runs: the check and the ids involved. */
  id: string;
  check: CheckName;
  /** 'info' when it may be deliberate (story order); 'problem' otherwise. */
  level: 'problem' | 'info';
  explanation: string;
  involved: Involved[];
  /** A hash of the data the finding rests on: a dismissal holds while it is unchanged. */
  fingerprint: string;
};

/** FNV-1a, 32 bits, as 8 hex digits: small, stable and quick; enough to notice a change. */
export function fingerprintOf(parts: readonly (string | number | null)[]): string {
  // The parts joined by U+0001, hashed as they come (the same hash as of the joined text, not made).
  let hash = 0x811c9dc5;
  for (let at = 0; at < parts.length; at++) {
    if (at > 0) hash = Math.imul(hash ^ 1, 0x01000193);
    const text = String(parts[at]);
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The longest list of ids a finding's id spells out; `FINDING_ID_MAX` bounds the whole id. */
const FINDING_ID_IDS_MAX = 400;
export const FINDING_ID_MAX = 500;

export function makeFinding(
  check: CheckName,
  level: Finding['level'],
  explanation: string,
  involved: Involved[],
  basis: readonly (string | number | null)[],
): Finding {
  const ids = involved.map((thing) => `${thing.kind}/${thing.id}`).join('+');
  return {
    // A finding among many things (one name for twenty) keeps a short id: the ids' hash.
    id: ids.length > FINDING_ID_IDS_MAX ? `${check}:#${fingerprintOf([ids])}` : `${check}:${ids}`,
    check,
    level,
    explanation,
    involved,
    fingerprint: fingerprintOf(basis),
  };
}

/** A thing as the finding links to it, with the mention's position and words when there are some. */
export function involvedAt(ref: ThingRef, mention?: PassageMention): Involved {
  const base: Involved = { kind: ref.kind, id: ref.id, name: ref.name };
  if (ref.parentId !== undefined) base.parentId = ref.parentId;
  if (ref.universeId !== undefined) base.universeId = ref.universeId;
  if (mention === undefined) return base;
  if (mention.position !== null) base.position = mention.position;
  if (mention.snippet !== '') base.snippet = mention.snippet;
  return base;
}

/** The passage's kind as a sentence names it. */
export function passageWord(kind: string): string {
  return kind === 'chapter' ? 'Chapter' : kind === 'session' ? 'Session' : 'Event';
}
