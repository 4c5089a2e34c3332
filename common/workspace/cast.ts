import { type CharacterRole, characterRoles } from '../domain/enums';
import type { Character } from '../domain/reference';
import type { SharedFields } from './character-fields';
import { sharedCampaignFields, sharedValue } from './character-fields';
import type { PartKind } from './part-kinds';
import type { PartStore } from './store';

// A character exists once, as a References character, in its universe (or, without one, in the novel
// or campaign it was made in). A novel's or campaign's Characters tab lists its appearances: parts of
// kind `novels/characters` or `campaigns/characters`, each naming its character by `characterId` and
// holding what belongs to that story only (the role there, notes). The appearance's `name` is always its
// character's, and so are a campaign appearance's race and class (migration 0044, character-fields.ts):
// changing either changes both.

/** The part kinds that are appearances of a character. */
export const appearanceKinds = ['novels/characters', 'campaigns/characters'] as const satisfies PartKind[];
export type AppearanceKind = (typeof appearanceKinds)[number];

export function isAppearanceKind(kind: string): kind is AppearanceKind {
  return (appearanceKinds as readonly string[]).includes(kind);
}

/** The field of an appearance naming its character. */
export const CHARACTER_LINK = 'characterId';

export type StoredCharacter = Character & { version: number };

/** Where an appearance sits: a novel or a campaign, and the universe it belongs to (if any). */
export type Stage = { kind: AppearanceKind; id: string; universeId?: string | undefined };

/**
 * What the appearance commands need of storage beyond parts, for one user's workspace: the server
 * implements it over its tables, tests over memory.
 */
export interface CastStore {
  transaction<T>(work: (store: CastStore) => Promise<T>): Promise<T>;
  /** The part store of the same workspace, in the same transaction. */
  parts(): PartStore;
  /** The universe of a novel or campaign: `undefined` when it has none, `null` when it is not there. */
  universeOf(parent: 'novels' | 'campaigns', id: string): Promise<string | undefined | null>;
  getCharacter(id: string): Promise<StoredCharacter | undefined>;
  /** Adds a character (version 1) at the end of the References list. */
  insertCharacter(character: Character): Promise<StoredCharacter>;
  /** Sets a character's name and adds one to its version. */
  renameCharacter(id: string, name: string): Promise<void>;
  /** Sets (an empty text clears) a character's race and class and adds one to its version. */
  setCharacterFields(id: string, fields: SharedFields): Promise<void>;
  /** Titles of novels and campaigns, for naming where a character appears. */
  titlesOf(parent: 'novels' | 'campaigns', ids: readonly string[]): Promise<Map<string, string>>;
}

const parentOf = (kind: AppearanceKind) => (kind === 'novels/characters' ? 'novels' : 'campaigns');

export { parentOf as stageParent };

/**
 * Whether a character may appear in a novel or campaign: one made there, or one of the same universe
 * (a novel without a universe takes characters without one).
 */
export function canAppearIn(character: Character, stage: Stage): boolean {
  const home = stage.kind === 'novels/characters' ? character.novelId : character.campaignId;
  if (home === stage.id) return true;
  return (character.universeId ?? undefined) === (stage.universeId ?? undefined);
}

const normalName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The References role a character made from an appearance gets: the appearance's role when it is one
 * of the roles (any case), a campaign's player character `Player`, else `Ally`, the most neutral one.
 */
export function roleForNewCharacter(kind: AppearanceKind, fields: Record<string, unknown>): CharacterRole {
  const role = typeof fields.role === 'string' ? normalName(fields.role) : '';
  const known = characterRoles.find((each) => each.toLowerCase() === role);
  if (known !== undefined) return known;
  if (kind === 'campaigns/characters' && fields.type === 'player') return 'Player';
  return 'Ally';
}

/** The character an appearance without one brings into being: its name, role and description. */
export function characterFromAppearance(
  id: string,
  stage: Stage,
  fields: Record<string, unknown>,
): Character {
  const character: Character = {
    id,
    name: String(fields.name ?? '').trim(),
    role: roleForNewCharacter(stage.kind, fields),
    description: typeof fields.description === 'string' ? fields.description : '',
  };
  if (stage.universeId !== undefined) character.universeId = stage.universeId;
  for (const field of sharedCampaignFields) {
    const value = sharedValue(fields[field]);
    if (value !== undefined) character[field] = value;
  }
  if (stage.kind === 'novels/characters') character.novelId = stage.id;
  else character.campaignId = stage.id;
  return character;
}

/** An appearance as the matcher sees it. */
export type UnlinkedAppearance = {
  partId: string;
  stage: Stage;
  fields: Record<string, unknown>;
  characterId?: string | undefined;
};

/**
 * Gives every appearance without a character one (for the migration from the previous release, and for
 * imports of its files): a character of the same name that may appear there and does not appear there
 * yet (one made in that novel or campaign first, then one of its universe), else a new character made
 * from the appearance. Pure: the caller stores what it answers. `newId(partId)` names a new character.
 */
export function linkAppearances(
  appearances: readonly UnlinkedAppearance[],
  characters: readonly Character[],
  newId: (partId: string) => string,
): { links: Map<string, string>; created: Character[] } {
  const known: Character[] = [...characters];
  const links = new Map<string, string>();
  const created: Character[] = [];
  const taken = new Set<string>();
  const stageKey = (stage: Stage, characterId: string) =>
    `${stage.kind}\u0000${stage.id}\u0000${characterId}`;
  for (const appearance of appearances) {
    if (appearance.characterId !== undefined) taken.add(stageKey(appearance.stage, appearance.characterId));
  }
  for (const appearance of appearances) {
    if (appearance.characterId !== undefined) continue;
    const { stage } = appearance;
    const name = normalName(String(appearance.fields.name ?? ''));
    const candidates = known.filter(
      (character) =>
        normalName(character.name) === name &&
        canAppearIn(character, stage) &&
        !taken.has(stageKey(stage, character.id)),
    );
    const home = stage.kind === 'novels/characters' ? 'novelId' : 'campaignId';
    let match = candidates.find((character) => character[home] === stage.id) ?? candidates[0];
    if (match === undefined) {
      match = characterFromAppearance(newId(appearance.partId), stage, appearance.fields);
      known.push(match);
      created.push(match);
    }
    taken.add(stageKey(stage, match.id));
    links.set(appearance.partId, match.id);
  }
  return { links, created };
}

/**
 * The fields of an appearance that are the story's own (decision 019), with the line a form shows
 * under each so that nobody takes them for the character's: the character's own fields (name,
 * description on its page, portrait) are one wherever it appears. The spec's labels stay as they are.
 */
export function storyFieldHints(kind: AppearanceKind): Readonly<Record<string, string>> {
  const story = kind === 'novels/characters' ? 'novel' : 'campaign';
  const own = `In this ${story} only: other stories keep their own.`;
  const hints: Record<string, string> = {
    role: own,
    description: `Notes for this ${story} only; the character’s own description is on their page.`,
  };
  if (kind === 'campaigns/characters') {
    const everywhere = 'The character’s own: every campaign they appear in shows the same.';
    hints.race = everywhere;
    hints.class = everywhere;
  }
  return hints;
}

/**
 * The line a card shows above an appearance's notes, so that its role and notes read as the story's
 * own (the forms' `storyFieldHints`, said short). Race and class are the character's and not marked.
 */
export function storyCardNote(kind: AppearanceKind): string {
  return `Role and notes: in this ${kind === 'novels/characters' ? 'novel' : 'campaign'} only`;
}
