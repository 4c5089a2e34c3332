import { newPartSchema } from '../../api/parts';
import {
  type AppearanceKind,
  appearanceKinds,
  type CastStore,
  CHARACTER_LINK,
  canAppearIn,
  characterFromAppearance,
  type Stage,
  type StoredCharacter,
  stageParent,
} from '../cast';
import { type SharedFields, sharedCampaignFields, sharedFieldsPatch, sharedValue } from '../character-fields';
import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import { parseInput } from '../present';
import type { StoredPart } from '../store';
import { createPart, parentLabel } from './create-part';
import { findPart } from './find-part';
import { linkedPartsOf, renameLinkedParts } from './linked-parts';
import { updatePart } from './update-part';

async function stageOf(store: CastStore, kind: AppearanceKind, id: string): Promise<Stage> {
  const parent = stageParent(kind);
  const universeId = await store.universeOf(parent, id);
  if (universeId === null) throw workspaceErrors.notFound(parentLabel(parent));
  return { kind, id, universeId };
}

export type CreateAppearanceInput = {
  kind: AppearanceKind;
  parentId: string;
  /** The appearance's fields; with `characterId` it links that character, without it makes one. */
  input: unknown;
  id: string;
  /** The id a new character gets when the input names none. */
  characterId: string;
  now: string;
};

/**
 * Adds a character to a novel or campaign: an existing one (the link command, `characterId` in the
 * input) or a new one, made in the novel's or campaign's universe from the fields given. One
 * transaction: the character and its appearance are made together or not at all.
 */
export async function createAppearance(
  store: CastStore,
  command: CreateAppearanceInput,
): Promise<{ part: StoredPart; character: StoredCharacter; isNewCharacter: boolean }> {
  const spec = partKind(command.kind);
  const fields = parseInput(newPartSchema(spec), command.input) as Record<string, unknown>;
  return store.transaction(async (trx) => {
    const stage = await stageOf(trx, command.kind, command.parentId);
    const linkedId = fields[CHARACTER_LINK];
    let character: StoredCharacter;
    let isNewCharacter = false;
    if (typeof linkedId === 'string') {
      const found = await trx.getCharacter(linkedId);
      if (found === undefined) throw workspaceErrors.invalid('That character does not exist', CHARACTER_LINK);
      if (!canAppearIn(found, stage)) {
        throw workspaceErrors.invalid(
          `${found.name} belongs to another universe; add a character of this ${parentLabel(stageParent(command.kind)).toLowerCase()}’s universe`,
          CHARACTER_LINK,
        );
      }
      const already = (await trx.parts().listParts(command.parentId, command.kind)).some(
        (part) => part.data[CHARACTER_LINK] === found.id,
      );
      if (already) {
        throw workspaceErrors.invalid(
          `${found.name} already appears in this ${parentLabel(stageParent(command.kind)).toLowerCase()}`,
          CHARACTER_LINK,
        );
      }
      character = found;
      if (command.kind === 'campaigns/characters') {
        // Race and class are the character's: ones typed here become its own everywhere, and where
        // none is typed the appearance shows the character's.
        const typed: SharedFields = {};
        for (const field of sharedCampaignFields) {
          const value = sharedValue(fields[field]);
          if (value !== undefined && value !== found[field]) typed[field] = value;
        }
        if (Object.keys(typed).length > 0) {
          await shareCharacterFields(trx, found.id, typed, command.now);
          character = (await trx.getCharacter(found.id)) ?? found;
        }
        for (const field of sharedCampaignFields) {
          if (character[field] !== undefined) fields[field] = character[field];
        }
      }
    } else {
      character = await trx.insertCharacter(characterFromAppearance(command.characterId, stage, fields));
      isNewCharacter = true;
    }
    const part = await createPart(trx.parts(), {
      kind: command.kind,
      parentId: command.parentId,
      input: { ...fields, name: character.name, [CHARACTER_LINK]: character.id },
      id: command.id,
      now: command.now,
    });
    return { part, character, isNewCharacter };
  });
}

export type UpdateAppearanceInput = {
  kind: AppearanceKind;
  parentId: string;
  partId: string;
  patch: unknown;
  version: number | undefined;
  now: string;
  /** Keep a changed long text as a version: after a stretch of writing (default) or always (a restore). */
  keepVersion?: 'after-stretch' | 'always';
};

/**
 * Changes an appearance. Its character stays (remove the appearance and add the other character to
 * change it); a new name renames the character and every other appearance of it, in one transaction.
 */
export async function updateAppearance(
  store: CastStore,
  command: UpdateAppearanceInput,
): Promise<StoredPart> {
  const { [CHARACTER_LINK]: wanted, ...patch } = (command.patch ?? {}) as Record<string, unknown>;
  return store.transaction(async (trx) => {
    if (wanted !== undefined) {
      const current = await findPart(trx.parts(), partKind(command.kind), command.parentId, command.partId);
      if (wanted !== current.data[CHARACTER_LINK]) {
        throw workspaceErrors.invalid(
          'An appearance keeps its character: remove it and add the other character instead',
          CHARACTER_LINK,
        );
      }
    }
    const part = await updatePart(trx.parts(), { ...command, patch });
    const characterId = part.data[CHARACTER_LINK];
    if (typeof characterId === 'string' && typeof patch.name === 'string') {
      await renameCharacter(trx, characterId, String(part.data.name), command.now, part.id);
    }
    const shared = command.kind === 'campaigns/characters' ? sharedFieldsPatch(patch) : undefined;
    if (typeof characterId === 'string' && shared !== undefined) {
      await shareCharacterFields(trx, characterId, shared, command.now, part.id);
    }
    return part;
  });
}

/**
 * Gives a character a new name everywhere: its References row and each of its appearances (each gets a
 * new version, since a field of it changed). `except` is an appearance already written.
 */
export async function renameCharacter(
  store: CastStore,
  characterId: string,
  name: string,
  now: string,
  except?: string,
): Promise<void> {
  const character = await store.getCharacter(characterId);
  if (character === undefined) throw workspaceErrors.notFound('Character');
  if (character.name !== name) await store.renameCharacter(characterId, name);
  await renameAppearances(store, characterId, name, now, except);
}

/**
 * Sets a character's race and class (an empty text clears one) on its References row and on each of its
 * campaign appearances (each changed one gets a new version); `except` is an appearance already written.
 */
export async function shareCharacterFields(
  store: CastStore,
  characterId: string,
  fields: SharedFields,
  now: string,
  except?: string,
): Promise<void> {
  const character = await store.getCharacter(characterId);
  if (character === undefined) throw workspaceErrors.notFound('Character');
  const entries = Object.entries(fields) as [keyof SharedFields, string][];
  if (entries.some(([field, value]) => (character[field] ?? '') !== value)) {
    await store.setCharacterFields(characterId, fields);
  }
  await copyFieldsToAppearances(store, characterId, fields, now, except);
}

/** Gives every campaign appearance of a character these race and class values (each changed: a version). */
export async function copyFieldsToAppearances(
  store: Pick<CastStore, 'parts'>,
  characterId: string,
  fields: SharedFields,
  now: string,
  except?: string,
): Promise<void> {
  const entries = Object.entries(fields) as [keyof SharedFields, string][];
  const updates = (await appearancesOf(store, characterId))
    .filter((part) => part.kind === 'campaigns/characters' && part.id !== except)
    .filter((part) => entries.some(([field, value]) => (part.data[field] ?? '') !== value))
    .map((part) => ({
      part: {
        ...part,
        data: { ...part.data, ...fields },
        version: part.version + 1,
        updatedAt: now,
      },
      expectedVersion: part.version,
    }));
  if (updates.length > 0 && !(await store.parts().updateShortFields(updates))) {
    throw workspaceErrors.stale('Character', { id: updates[0]?.part.id });
  }
}

/** Gives every appearance of a character its (new) name; each one renamed gets a new version. */
export async function renameAppearances(
  store: Pick<CastStore, 'parts'>,
  characterId: string,
  name: string,
  now: string,
  except?: string,
): Promise<void> {
  await renameLinkedParts(
    store.parts(),
    await appearancesOf(store, characterId),
    name,
    now,
    'Character',
    except,
  );
}

/** Every appearance of a character, in novels and campaigns. */
export function appearancesOf(store: Pick<CastStore, 'parts'>, characterId: string): Promise<StoredPart[]> {
  return linkedPartsOf(store.parts(), characterId, appearanceKinds, CHARACTER_LINK);
}

/** Where a character appears, as the character's page lists it. */
export type Appearance = {
  partId: string;
  version: number;
  parent: 'novels' | 'campaigns';
  parentId: string;
  /** The novel's or campaign's title. */
  parentTitle: string;
  /** The role in that story (an appearance's own field). */
  role: string;
};

export async function listAppearances(store: CastStore, characterId: string): Promise<Appearance[]> {
  if ((await store.getCharacter(characterId)) === undefined) throw workspaceErrors.notFound('Character');
  const parts = await appearancesOf(store, characterId);
  const titles = new Map<string, string>();
  for (const parent of ['novels', 'campaigns'] as const) {
    const ids = parts.filter((part) => part.kind === `${parent}/characters`).map((part) => part.parentId);
    for (const [id, title] of await store.titlesOf(parent, ids)) titles.set(id, title);
  }
  return parts.map((part) => ({
    partId: part.id,
    version: part.version,
    parent: part.kind === 'novels/characters' ? 'novels' : 'campaigns',
    parentId: part.parentId,
    parentTitle: titles.get(part.parentId) ?? '',
    role: String(part.data.role ?? ''),
  }));
}
