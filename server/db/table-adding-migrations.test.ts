import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { listChanges } from './history-store';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { novelTable } from './workspace-tables';

// The migrations that only add tables, each from the previous release's database brought up to the one
// before it: every row of every table (records, parts, chapter texts, search index ...) stays exactly as
// it was, the new tables start empty, and the latest release reads every stored workspace.

const MIGRATIONS = [
  { name: '0015_calendars', from: '0014_search_index', adds: ['calendars'] },
  { name: '0016_text_versions', from: '0015_calendars', adds: ['text_versions'] },
  { name: '0017_trash', from: '0016_text_versions', adds: ['trash', 'trash_settings'] },
  { name: '0018_history', from: '0017_trash', adds: ['changes'] },
  // A part's long field's shared text (decision 105), from the previous release's latest.
  { name: '0058_field_texts', from: '0056_search_phrase_pairs', adds: ['shared_texts'] },
];

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('table-adding migrations on %s', (backend) => {
  describe.each(MIGRATIONS)('$name', ({ name, from, adds }) => {
    let fixture: MigrationFixture;
    let rowsBefore: Rows;
    let rowsAfter: Rows;

    beforeAll(async () => {
      fixture = await previousReleaseAt(backend, from);
      rowsBefore = await rowsOfEveryTable(fixture.handle);
      await migrateTo(fixture.handle.db, name);
      rowsAfter = await rowsOfEveryTable(fixture.handle);
      expect(await migrateToLatest(fixture.handle.db)).not.toContain(name);
    });

    afterAll(() => fixture.close());

    it('keeps every row of every table as it was and adds its own tables, empty', () => {
      expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), ...adds].sort());
      for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
      for (const table of adds) expect(rowsAfter[table], table).toEqual([]);
    });

    it('lets the latest release read every stored workspace', async () => {
      const { db, handle, users } = fixture;
      expect(users.length).toBeGreaterThan(0);
      for (const userId of users) {
        const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
        const novels = rowsBefore.novels?.filter((row) => row.user_id === userId) ?? [];
        expect(workspace.novels.map((novel) => novel.id).sort()).toEqual(novels.map((row) => row.id).sort());
      }
    });
  });
});

describe.each(BACKENDS)('0018_history on %s', (backend) => {
  let fixture: MigrationFixture;
  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0018_history');
  });
  afterAll(() => fixture.close());

  it('records the first change after the upgrade', async () => {
    const { db, handle, users } = fixture;
    const userId = users[0] ?? '';
    await migrateToLatest(handle.db);
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [novel] = await store.list(novelTable);
    if (novel === undefined) throw new Error('no novel');
    await store.update(novelTable, { ...novel, title: `${novel.title} (revised)` });
    const { changes } = await listChanges(db, userId, { recordId: novel.id });
    expect(changes).toMatchObject([{ action: 'update-novel', fields: ['title'] }]);
  });
});
