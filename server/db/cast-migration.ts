import type { Migration } from 'kysely';
import type { Character } from '../../common/domain/reference';
import { linkAppearances, type Stage, type UnlinkedAppearance } from '../../common/workspace/cast';
import { type AnyDb, inTransaction, partDescriptions } from './migration-support';
import { derivedPartId } from './parts-migration';

// 0004_character_appearances: one character, many appearances. The previous release kept a novel's and
// a campaign's characters as parts of their own, copies of nothing. Each of them becomes an appearance
// of a References character: one of the same name that may appear there (made in that novel or
// campaign, or of its universe), else a new character made from the part. The part keeps what belongs
// to its story (role, notes, race, class) and gains `characterId`.
//
// Matching is the core's (`linkAppearances`, also used by import, which must decide alike). One
// transaction per user (the whole migration on PostgreSQL). Idempotent: a linked part is skipped, and a
// new character's id is derived from its part, so a second run changes nothing.

const KINDS = ['novels/characters', 'campaigns/characters'] as const;

type CharacterRow = {
  id: string;
  name: string;
  role: string;
  description: string;
  novel_id: string | null;
  universe_id: string | null;
  campaign_id: string | null;
};

function characterOf(row: CharacterRow): Character {
  const character = { id: row.id, name: row.name, role: row.role, description: row.description } as Character;
  if (row.novel_id !== null) character.novelId = row.novel_id;
  if (row.universe_id !== null) character.universeId = row.universe_id;
  if (row.campaign_id !== null) character.campaignId = row.campaign_id;
  return character;
}

async function castUser(db: AnyDb, userId: string): Promise<void> {
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'kind', 'parent_id', 'data'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [...KINDS])
    .orderBy('kind', 'desc') // novels first, as a person reads the workspace
    .orderBy('parent_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (parts.length === 0) return;
  const descriptions = await partDescriptions(
    db,
    userId,
    parts.map((part) => part.id),
  );

  const universes = new Map<string, string | undefined>();
  for (const table of ['novels', 'campaigns']) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'universe_id'])
      .where('user_id', '=', userId)
      .execute();
    for (const row of rows) universes.set(row.id, row.universe_id ?? undefined);
  }
  const characterRows: CharacterRow[] = await db
    .selectFrom('reference_characters')
    .select(['id', 'name', 'role', 'description', 'novel_id', 'universe_id', 'campaign_id'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();

  const appearances: UnlinkedAppearance[] = parts.map((part) => {
    const data = JSON.parse(part.data) as Record<string, unknown>;
    const stage: Stage = {
      kind: part.kind as Stage['kind'],
      id: part.parent_id,
      universeId: universes.get(part.parent_id),
    };
    return {
      partId: part.id,
      stage,
      fields: { ...data, description: descriptions.get(part.id) ?? '' },
      characterId: typeof data.characterId === 'string' ? data.characterId : undefined,
    };
  });
  const { links, created } = linkAppearances(appearances, characterRows.map(characterOf), (partId) =>
    derivedPartId(partId, 'character', userId),
  );

  const last = await db
    .selectFrom('reference_characters')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  let position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  const existing = new Set(characterRows.map((row) => row.id));
  for (const character of created) {
    if (existing.has(character.id)) continue;
    await db
      .insertInto('reference_characters')
      .values({
        user_id: userId,
        id: character.id,
        position,
        name: character.name,
        role: character.role,
        description: character.description,
        novel_id: character.novelId ?? null,
        universe_id: character.universeId ?? null,
        campaign_id: character.campaignId ?? null,
        version: 1,
      })
      .execute();
    position += 1;
  }

  const names = new Map<string, string>([
    ...characterRows.map((row) => [row.id, row.name] as const),
    ...created.map((character) => [character.id, character.name] as const),
  ]);
  for (const part of parts) {
    const characterId = links.get(part.id);
    if (characterId === undefined) continue;
    const data = JSON.parse(part.data) as Record<string, unknown>;
    data.characterId = characterId;
    data.name = names.get(characterId) ?? data.name;
    await db
      .updateTable('parts')
      .set({ data: JSON.stringify(data), link_id: characterId })
      .where('user_id', '=', userId)
      .where('id', '=', part.id)
      .execute();
  }
}

export const castMigration: Migration = {
  async up(db: AnyDb) {
    // A character's appearances are found by the column naming it (filled from `data` on every write).
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'parts')?.columns;
    if (!columns?.some((column) => column.name === 'link_id')) {
      await db.schema.alterTable('parts').addColumn('link_id', 'text').execute();
    }
    await db.schema
      .createIndex('parts_link_idx')
      .ifNotExists()
      .on('parts')
      .columns(['user_id', 'link_id'])
      .execute();
    const users = await db
      .selectFrom('parts')
      .select('user_id')
      .distinct()
      .where('kind', 'in', [...KINDS])
      .execute();
    for (const userId of users.map((row) => String(row.user_id)).sort()) {
      await inTransaction(db, (trx) => castUser(trx, userId));
    }
  },
};
