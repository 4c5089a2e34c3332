import { z } from 'zod';
import { isAppearanceKind } from './cast';
import { isItemAppearanceKind } from './items';
import { isRecordKind, type RecordKind, recordKind } from './kinds';
import { findPartKind, type PartKind, partKind } from './part-kinds';

// What a mention or a relation can point at: any record (a novel, a character, a location, ...) or any
// part (a chapter, a faction, a quest, ...) of the same user's workspace, named by its kind and id. Ids
// are unique per kind within a workspace, so the pair names one thing.

export type EntityKind = RecordKind | PartKind;

export type EntityRef = { kind: EntityKind; id: string };

export { isRecordKind } from './kinds';

export function isEntityKind(kind: string): kind is EntityKind {
  return isRecordKind(kind) || findPartKind(kind) !== undefined;
}

export const entityRefSchema = z.object({
  kind: z.string().refine(isEntityKind, 'Not a kind of record or part'),
  id: z.string().min(1, 'An id is required').max(100, 'An id has at most 100 characters'),
}) as unknown as z.ZodType<EntityRef>;

/** `novel:n-1`, `universes/factions:f-2`: one string for a reference (keys of maps, query parameters). */
export function entityKey(ref: EntityRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** The reference a key names, or undefined for one that is not a key. */
export function parseEntityKey(key: string): EntityRef | undefined {
  const at = key.lastIndexOf(':');
  if (at <= 0 || at === key.length - 1) return undefined;
  const kind = key.slice(0, at);
  const id = key.slice(at + 1);
  return isEntityKind(kind) ? { kind, id } : undefined;
}

/** 'Character', 'Lore entry', 'Quest': what a kind is called. */
export function entityKindLabel(kind: EntityKind): string {
  return isRecordKind(kind) ? recordKind(kind).one : partKind(kind).singular;
}

/**
 * What a screen needs to show and open an entity: its name now, and where its page lives: a part's
 * record (`parentId`), an event's timeline (`parentId`), a location's world (`parentId`), and the
 * universe a world, a world's part, a location or a character belongs to (`universeId`).
 */
export type EntitySummary = EntityRef & {
  name: string;
  parentId?: string | undefined;
  universeId?: string | undefined;
  /**
   * Where it lives, by name: a part's novel, campaign, universe or world; a character's universe (or
   * novel, or campaign); a world's or an item's universe; a location's world; an event's timeline. Given
   * by the @ menu and search, so that two things of one name can be told apart (decision 061).
   */
  place?: string | undefined;
  /** Its picture, for a preview: a character's portrait (decision 061). */
  imageUrl?: string | undefined;
  /**
   * The first sentence of its description (or summary, or content), when asked for
   * (`POST /entities/resolve` with `summaries`: a pin's tooltip); '' when it has none.
   */
  summary?: string | undefined;
};

/**
 * Whether entries of this kind stand for a record of their own: a novel's or campaign's character is an
 * appearance of a References character, a campaign's item of an item (decisions 019, 020). The @ menu and
 * search offer the record once, never each appearance (decision 061).
 */
export function isStandIn(kind: EntityKind): boolean {
  return isAppearanceKind(kind) || isItemAppearanceKind(kind);
}

/** Accents and other marks, once a name is decomposed. */
const NAME_MARKS = /\p{M}+/gu;

/**
 * A name (or what was typed) as the @ menu and a relation's other end compare them: lower case, accents
 * dropped, so "elo" finds "Élodie" and "élo" finds "Elodie". Nothing else changes: the word breaks and
 * the length of every other character stay as they were.
 */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(NAME_MARKS, '').toLocaleLowerCase();
}

/** How well a name matches what was typed (folded by `foldName`): whole name, start, a word's start, anywhere. */
export function nameMatchRank(name: string, typed: string): number {
  const lower = foldName(name);
  if (lower === typed) return 0;
  if (lower.startsWith(typed)) return 1;
  if (lower.split(/[\s\-'’]+/).some((word) => word.startsWith(typed))) return 2;
  return 3;
}

/**
 * Whether a name holds what was typed, as the @ menu reads it: a word of it starts with it, case and
 * accents aside ("elo" in "Élodie", "mir" in "Old Míra"), or it holds it anywhere letter for letter, case
 * aside. Inside a word accents count: the indexes that find those are the names as written.
 */
export function nameHolds(name: string, typed: string): boolean {
  return (
    nameMatchRank(name, foldName(typed)) < 3 || name.toLocaleLowerCase().includes(typed.toLocaleLowerCase())
  );
}

/**
 * Names that hold what was typed, best first (the @ menu and a relation's other end): by
 * `nameMatchRank`, then shorter names, then alphabetically; at most `limit`.
 */
export function rankByName<T extends { name: string }>(
  entries: readonly T[],
  typed: string,
  limit: number,
): (T & { rank: number })[] {
  return entries
    .map((entry) => ({ ...entry, rank: nameMatchRank(entry.name, typed) }))
    .sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit);
}
