import {
  type CharacterUpdate,
  characterUpdateSchema,
  type NewCharacter,
  newCharacterSchema,
} from '../../common/api/inputs';
import type { Character } from '../../common/domain/reference';
import type { Workspace } from '../../common/domain/workspace';
import { ConflictError, ValidationError } from './errors';
import { assignDefined, findOrThrow, parse } from './record-helpers';
import type { CharacterFilter, StoredCharacter } from './workspace-repository';

type LinkField = 'novelId' | 'universeId' | 'campaignId';
type Links = Partial<Record<LinkField, string | null | undefined>>;

/** The links a character may have, checked in the data API's order (server/api/routes/references.ts). */
const linkFields: readonly [LinkField, string, (ws: Workspace) => readonly { id: string }[]][] = [
  ['novelId', 'novel', (ws) => ws.novels],
  ['universeId', 'universe', (ws) => ws.universes],
  ['campaignId', 'campaign', (ws) => ws.campaigns],
];

function requireLinks(ws: Workspace, links: Links): void {
  for (const [field, what, records] of linkFields) {
    const id = links[field];
    if (typeof id === 'string' && !records(ws).some((record) => record.id === id)) {
      throw new ValidationError(`The selected ${what} does not exist`, field);
    }
  }
}

/** A string sets the link, `null` removes it, absent keeps it. */
function applyLinks(character: Character, links: Links): void {
  for (const [field] of linkFields) {
    const id = links[field];
    if (id === null) delete character[field];
    else if (id !== undefined) character[field] = id;
  }
}

const matches = (character: Character, filter: CharacterFilter) =>
  (filter.novelId === undefined || character.novelId === filter.novelId) &&
  (filter.universeId === undefined || character.universeId === filter.universeId) &&
  (filter.campaignId === undefined || character.campaignId === filter.campaignId);

export type InMemoryCharactersOptions = {
  workspace: () => Promise<Workspace>;
  newId: () => string;
  /** A character got a new name: its appearances in novels and campaigns take it too. */
  onRename: (id: string, name: string) => Promise<void>;
};

/**
 * The References characters of the in-memory workspace, versioned as the data API versions them: each
 * starts at 1 and every change adds one, and a change naming an older version is refused with the
 * stored character, so unit tests meet the server's conflicts. Deletes go through the repository's
 * links table like every record's.
 */
export function createInMemoryCharacters({ workspace, newId, onRename }: InMemoryCharactersOptions) {
  const versions = new Map<string, number>();
  const versionOf = (id: string) => versions.get(id) ?? 1;
  const present = (character: Character): StoredCharacter => ({
    ...structuredClone(character),
    version: versionOf(character.id),
  });

  return {
    list(ws: Workspace, filter: CharacterFilter = {}): StoredCharacter[] {
      return ws.characters.filter((character) => matches(character, filter)).map(present);
    },

    async create(input: NewCharacter): Promise<StoredCharacter> {
      const ws = await workspace();
      const data = parse(newCharacterSchema, input);
      requireLinks(ws, data);
      const character: Character = {
        id: newId(),
        name: data.name,
        role: data.role,
        description: data.description,
        ...(data.born === undefined ? {} : { born: data.born }),
        ...(data.died === undefined ? {} : { died: data.died }),
      };
      applyLinks(character, data);
      ws.characters.push(character);
      versions.set(character.id, 1);
      return present(character);
    },

    async update(id: string, patch: CharacterUpdate, version?: number): Promise<StoredCharacter> {
      const ws = await workspace();
      // The data API's order: the body is checked first, then the character is found, then the version.
      const { novelId, universeId, campaignId, ...fields } = parse(characterUpdateSchema, patch);
      const character = findOrThrow(ws.characters, id, 'Character');
      if (version !== undefined && version !== versionOf(id)) {
        throw new ConflictError(
          'This character was changed elsewhere since you opened it. Your changes are kept: review the current version, then save again.',
          { ...present(character), version: versionOf(id) },
        );
      }
      const links = { novelId, universeId, campaignId };
      requireLinks(ws, links);
      const before = character.name;
      assignDefined(character, fields);
      applyLinks(character, links);
      versions.set(id, versionOf(id) + 1);
      if (character.name !== before) await onRename(id, character.name);
      return present(character);
    },

    /** For the workspace core's appearance commands (src/data/in-memory-parts.ts). */
    access: {
      get(ws: Workspace, id: string) {
        const character = ws.characters.find((entry) => entry.id === id);
        return character === undefined ? undefined : { ...present(character), version: versionOf(id) };
      },
      insert(ws: Workspace, character: Character) {
        ws.characters.push(structuredClone(character));
        versions.set(character.id, 1);
        return { ...structuredClone(character), version: 1 };
      },
      rename(ws: Workspace, id: string, name: string) {
        const character = ws.characters.find((entry) => entry.id === id);
        if (character === undefined) return;
        character.name = name;
        versions.set(id, versionOf(id) + 1);
      },
    },

    /** Called once the character is deleted. */
    forget(id: string): void {
      versions.delete(id);
    },
  };
}
