import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { migrateTo, migrateToLatest } from './migrations';
import { searchWorkspace } from './search-index';
import { ensureSearchIndex } from './search-rebuild';
import { createWorkspaceStore } from './workspace-store';

// 0056_search_phrase_pairs (decision 103), from the previous release's database brought up to 0052, its
// search index built: on PostgreSQL an index of the rows' neighbouring-word pairs is added, on SQLite
// nothing; on both every row stays as it was. Afterwards a phrase of any stored text is found through the
// pairs, and the same words in another order are not.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const NAME = '0056_search_phrase_pairs';

describe.each(BACKENDS)('migration 0056_search_phrase_pairs on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0052_continuity_settings');
    // The index as the release before builds it at its first start.
    expect(await ensureSearchIndex(fixture.db, fixture.handle.kind)).toBe(true);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, NAME);
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain(NAME);
  });
  afterAll(() => fixture.close());

  it('keeps every row of every table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    expect(rowsBefore.search_entries?.length).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
  });

  it('finds a phrase of a stored text by its pairs, and not its words in another order', async () => {
    const userId = fixture.users[0] ?? '';
    const store = createWorkspaceStore(fixture.db, fixture.handle.kind, userId);
    const rows = await fixture.db
      .selectFrom('search_entries')
      .select(['kind', 'entry_id', 'text'])
      .where('user_id', '=', userId)
      .where('field', '=', 'main')
      // Records only: an appearance is found as the character or item it stands for (decision 061).
      .where('kind', 'not like', '%/%')
      .execute();
    const texts = rows.filter((row) => /\p{L}{4,} \p{L}{4,} \p{L}{4,}/u.test(row.text)).slice(0, 5);
    expect(texts.length).toBeGreaterThan(0);
    for (const row of texts) {
      const [first = '', second = ''] = /(\p{L}{4,}) (\p{L}{4,})/u.exec(row.text)?.slice(1) ?? [];
      const found = await searchWorkspace(store, { q: `"${first} ${second}"`, limit: 100 });
      expect(
        found.hits.map((hit) => `${hit.kind}:${hit.id}`),
        `${first} ${second}`,
      ).toContain(`${row.kind}:${row.entry_id}`);
      if (!row.text.toLowerCase().includes(`${second} ${first}`.toLowerCase())) {
        const reversed = await searchWorkspace(store, { q: `"${second} ${first}"`, limit: 100 });
        expect(reversed.hits.map((hit) => `${hit.kind}:${hit.id}`)).not.toContain(
          `${row.kind}:${row.entry_id}`,
        );
      }
    }
  });
});
