import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { characterTable, type WorkspaceDb } from './workspace-tables';

// 0031_portraits, from the previous release's database brought up to the migration before this one: a
// new nullable column only, so every row of every table is as it was (the characters' with no portrait),
// a portrait is kept once given, and the quota counts its bytes.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0031_portraits on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0031_portraits') - 1] ?? '0027_lenient_event_days';
    fixture = await previousReleaseAt(backend, before);
    ({ handle, db } = fixture);
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, '0031_portraits');
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain('0031_portraits');
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every table as it was, the characters with no portrait', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table === 'reference_characters') {
        expect(rows.length).toBeGreaterThan(0);
        expect(rowsAfter[table]).toEqual(rows.map((row) => ({ ...row, portrait_url: null })));
      } else if (table !== 'user_usage' && table !== 'usage_deltas') {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
  });

  it('keeps a portrait once given, reads it back, and counts its bytes', async () => {
    const userId = String(rowsBefore.reference_characters?.[0]?.user_id);
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [character] = await store.list(characterTable);
    if (character === undefined) throw new Error('The fixture has no character');
    expect(character.portraitUrl).toBeUndefined();
    const portraitUrl = '/images/covers/default-novel.svg';
    await store.update(characterTable, { ...character, portraitUrl });
    expect((await store.find(characterTable, character.id))?.portraitUrl).toBe(portraitUrl);
    // The triggers count the new column (decision 049): the counters agree with a count of every row.
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
    const workspace = await readWorkspace(store);
    expect(workspace.characters.find((each) => each.id === character.id)?.portraitUrl).toBe(portraitUrl);
  });
});
