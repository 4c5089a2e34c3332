import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { suggestEntities } from './entity-store';
import { migrateTo, migrateToLatest } from './migrations';
import { ensureSearchIndex } from './search-rebuild';
import { createWorkspaceStore } from './workspace-store';

// 0025_suggest_index, from the previous release's database: every row of every table stays as it was,
// the server rebuilds the search index at its first start (the index's version went up) and the
// suggestion rows with it, and then the @ menu finds every stored name from the index.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('0025_suggest_index on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0022_import_undo');
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    // The rows as 0025 leaves them (later migrations add columns of their own), then today's schema.
    await migrateTo(fixture.handle.db, '0025_suggest_index');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    await migrateToLatest(fixture.handle.db);
  });

  afterAll(() => fixture.close());

  it('keeps every row of every table as it was', () => {
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
    expect(rowsAfter.suggest_words).toEqual([]);
  });

  it('rebuilds the index at the first start, and then suggests every stored name', async () => {
    expect(await ensureSearchIndex(fixture.db, fixture.handle.kind)).toBe(true);
    expect(await ensureSearchIndex(fixture.db, fixture.handle.kind)).toBe(false);
    expect(fixture.users.length).toBeGreaterThan(0);
    for (const userId of fixture.users) {
      const store = createWorkspaceStore(fixture.db, fixture.handle.kind, userId);
      const characters = (rowsBefore.reference_characters ?? []).filter((row) => row.user_id === userId);
      expect(characters.length).toBeGreaterThan(0);
      for (const row of characters) {
        const name = String(row.name);
        const found = await suggestEntities(store, name, { limit: 50, perKind: 50 });
        expect(found, name).toContainEqual(expect.objectContaining({ kind: 'character', id: row.id, name }));
        // Inside a word too: the name without its first letter.
        const inside = await suggestEntities(store, name.slice(1), { limit: 50, perKind: 50 });
        expect(inside, name).toContainEqual(expect.objectContaining({ id: row.id }));
      }
    }
  });
});
