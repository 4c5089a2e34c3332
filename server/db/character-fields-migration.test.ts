import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { characterTable, type WorkspaceDb } from './workspace-tables';

// 0044_character_race_class, from the previous release's database brought up to the migration before
// this one, with one character made to appear in two campaigns that disagree on its race and class:
// the character takes the first campaign's values, both appearances show them, and the second keeps
// its own at the start of its notes. Every other row is as it was.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
type Row = Record<string, unknown>;
const NAME = '0044_character_race_class';
const changed = new Set([
  'reference_characters',
  'parts',
  'part_texts',
  'user_usage',
  'usage_deltas',
  'live_events',
]);

describe.each(BACKENDS)('migration 0044_character_race_class on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;
  let userId: string;
  let first: Row;
  let second: Row;
  let sharedId: string;

  beforeAll(async () => {
    const names = knownMigrationNames();
    fixture = await previousReleaseAt(backend, names[names.indexOf(NAME) - 1] ?? '0038_custom_kinds');
    ({ handle, db } = fixture);
    const raw = handle.db as unknown as WorkspaceDb;
    const parts = await raw
      .selectFrom('parts')
      .innerJoin('campaigns', (join) =>
        join.onRef('campaigns.id', '=', 'parts.parent_id').onRef('campaigns.user_id', '=', 'parts.user_id'),
      )
      .select(['parts.user_id', 'parts.id', 'parts.parent_id', 'parts.data', 'parts.version'])
      .where('parts.kind', '=', 'campaigns/characters')
      .orderBy('parts.user_id')
      .orderBy('campaigns.position')
      .orderBy('parts.position')
      .execute();
    const a = parts[0];
    const b = parts.find((part) => part.user_id === a?.user_id && part.parent_id !== a?.parent_id);
    if (a === undefined || b === undefined)
      throw new Error('The fixture has no two campaigns with characters');
    userId = String(a.user_id);
    first = JSON.parse(a.data) as Row;
    sharedId = String(first.characterId);
    // The second campaign's character becomes the first's, with a race and class of its own.
    second = { ...(JSON.parse(b.data) as Row), characterId: sharedId, race: 'Elf', class: 'Wizard' };
    await raw
      .updateTable('parts')
      .set({ data: JSON.stringify(second), link_id: sharedId })
      .where('user_id', '=', userId)
      .where('id', '=', b.id)
      .execute();
    second.id = b.id;
    second.version = b.version;
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, NAME);
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain(NAME);
  });

  afterAll(async () => {
    await fixture.close();
  });

  const partAfter = (id: unknown) => rowsAfter.parts?.find((row) => row.user_id === userId && row.id === id);

  it('gives the character the first campaign’s race and class, shown in both campaigns', () => {
    const character = rowsAfter.reference_characters?.find(
      (row) => row.user_id === userId && row.id === sharedId,
    );
    expect(first.race).toBeTruthy();
    expect(character).toMatchObject({ race: first.race, class: first.class });
    const data = JSON.parse(String(partAfter(second.id)?.data)) as Row;
    expect(data).toMatchObject({
      race: first.race,
      class: first.class,
      characterId: sharedId,
      name: second.name,
    });
    expect(partAfter(second.id)?.version).toBe(Number(second.version) + 1);
  });

  it('keeps the second campaign’s own race and class at the start of its notes', () => {
    const notes = rowsAfter.part_texts?.find(
      (row) => row.user_id === userId && row.part_id === second.id && row.field === 'description',
    );
    const before = rowsBefore.part_texts?.find(
      (row) => row.user_id === userId && row.part_id === second.id && row.field === 'description',
    );
    const kept = 'Earlier race in this campaign: Elf\nEarlier class in this campaign: Wizard';
    expect(notes?.body).toBe(
      before === undefined || before.body === '' ? kept : `${kept}\n${String(before.body)}`,
    );
    if (typeof notes?.doc === 'string') expect(notes.doc).toContain('Earlier class in this campaign: Wizard');
  });

  it('gives every other character its one campaign’s values and changes nothing else', () => {
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (!changed.has(table)) expect(rowsAfter[table], table).toEqual(rows);
    }
    for (const part of rowsBefore.parts ?? []) {
      if (part.kind !== 'campaigns/characters' || part.id === second.id) {
        expect(partAfter(part.id) ?? rowsAfter.parts?.find((row) => row.id === part.id)).toBeDefined();
        continue;
      }
      const data = JSON.parse(String(part.data)) as Row;
      const character = rowsAfter.reference_characters?.find(
        (row) => row.user_id === part.user_id && row.id === data.characterId,
      );
      expect(character?.race ?? '').toBe(String(data.race ?? '').trim());
      expect(character?.class ?? '').toBe(String(data.class ?? '').trim());
    }
    expect(rowsAfter.parts?.length).toBe(rowsBefore.parts?.length);
  });

  it('reads the character’s race and class through the store and the export, and counts them', async () => {
    const store = createWorkspaceStore(db, handle.kind, userId);
    const character = await store.find(characterTable, sharedId);
    expect(character).toMatchObject({ race: first.race, class: first.class });
    const workspace = await readWorkspace(store);
    expect(workspace.characters.find((each) => each.id === sharedId)).toMatchObject({ race: first.race });
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
  });
});
