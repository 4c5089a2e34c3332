import type { Migration } from 'kysely';
import {
  notesWithKept,
  richNotesWithKept,
  type SharedFields,
  settleCharacterFields,
} from '../../common/workspace/character-fields';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0044_character_race_class (issue 27, decision 070): a campaign character's race and class become the
// character's own. Two nullable columns on `reference_characters`; each character takes the first
// non-empty value of its campaign appearances (campaigns by position, then the appearance's position);
// every appearance then copies it, and one whose own value differed keeps that value as a line at the
// start of its notes ("Earlier race in this campaign: Elf"): the core's `settleCharacterFields`, which
// the import of an old export uses too. The appearance's version goes up when a field of it changed.
// Idempotent: a second run finds every appearance agreeing with its character and changes nothing.

/** A rich notes document with the kept lines as paragraphs at its start. */
function docWithKept(doc: string, kept: readonly string[]): string {
  return JSON.stringify(richNotesWithKept(JSON.parse(doc) as { doc: { content?: unknown[] } }, kept));
}

async function settleUser(db: AnyDb, userId: string): Promise<void> {
  const campaigns = await db
    .selectFrom('campaigns')
    .select(['id'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const order = new Map(campaigns.map((row, index) => [String(row.id), index]));
  const parts = (
    await db
      .selectFrom('parts')
      .select(['id', 'parent_id', 'position', 'data', 'version'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'campaigns/characters')
      .execute()
  ).sort(
    (a, b) =>
      (order.get(a.parent_id) ?? Number.MAX_SAFE_INTEGER) -
        (order.get(b.parent_id) ?? Number.MAX_SAFE_INTEGER) ||
      Number(a.position) - Number(b.position) ||
      String(a.id).localeCompare(String(b.id)),
  );
  const characterRows = await db
    .selectFrom('reference_characters')
    .select(['id', 'race', 'class'])
    .where('user_id', '=', userId)
    .execute();
  const characters = new Map<string, SharedFields>(
    characterRows.map((row) => [
      String(row.id),
      { race: row.race ?? undefined, class: row.class ?? undefined } as SharedFields,
    ]),
  );
  const known = new Set(characters.keys());
  const appearances = parts.flatMap((part) => {
    const data = JSON.parse(part.data) as Record<string, unknown>;
    const characterId = data.characterId;
    if (typeof characterId !== 'string' || !known.has(characterId)) return [];
    return [{ partId: String(part.id), characterId, fields: data as SharedFields }];
  });
  const settled = settleCharacterFields(characters, appearances);

  for (const row of characterRows) {
    const fields = settled.characters.get(String(row.id)) ?? {};
    const race = fields.race ?? null;
    const klass = fields.class ?? null;
    if (race === row.race && klass === row.class) continue;
    await db
      .updateTable('reference_characters')
      .set({ race, class: klass })
      .where('user_id', '=', userId)
      .where('id', '=', row.id)
      .execute();
  }
  for (const part of parts) {
    const outcome = settled.appearances.get(String(part.id));
    if (outcome === undefined) continue;
    const data = JSON.parse(part.data) as Record<string, unknown>;
    const next = { ...data };
    for (const field of ['race', 'class'] as const) next[field] = outcome.fields[field] ?? '';
    if (next.race === data.race && next.class === data.class && outcome.kept.length === 0) continue;
    await db
      .updateTable('parts')
      .set({ data: JSON.stringify(next), version: Number(part.version) + 1 })
      .where('user_id', '=', userId)
      .where('id', '=', part.id)
      .execute();
    if (outcome.kept.length === 0) continue;
    const notes = await db
      .selectFrom('part_texts')
      .select(['body', 'doc'])
      .where('user_id', '=', userId)
      .where('part_id', '=', part.id)
      .where('field', '=', 'description')
      .executeTakeFirst();
    if (notes === undefined) {
      await db
        .insertInto('part_texts')
        .values({
          user_id: userId,
          part_id: part.id,
          parent_id: part.parent_id,
          field: 'description',
          body: notesWithKept('', outcome.kept),
          doc: null,
        })
        .execute();
    } else {
      await db
        .updateTable('part_texts')
        .set({
          body: notesWithKept(String(notes.body), outcome.kept),
          doc: notes.doc === null ? null : docWithKept(String(notes.doc), outcome.kept),
        })
        .where('user_id', '=', userId)
        .where('part_id', '=', part.id)
        .where('field', '=', 'description')
        .execute();
    }
  }
}

export const characterFieldsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('reference_characters').addColumn('race', 'text').execute();
    await db.schema.alterTable('reference_characters').addColumn('class', 'text').execute();
    await installUsageTriggers(db, ['reference_characters']);
    const users = await db
      .selectFrom('parts')
      .select('user_id')
      .where('kind', '=', 'campaigns/characters')
      .distinct()
      .execute();
    for (const { user_id: userId } of users) {
      await inTransaction(db, (trx) => settleUser(trx, String(userId)));
    }
  },
};
