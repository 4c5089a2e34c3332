import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { mapTable } from './workspace-tables';

// 0029_maps, from the previous release's database brought up to the migration before it: every row of
// every table stays as it was, `maps` and `map_tiles` start empty, every stored workspace reads (with no
// maps), and the quota counts what the new tables hold from the first write (decision 049).

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0029_maps on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0029_maps') - 1] ?? '0027_lenient_event_days';
    fixture = await previousReleaseAt(backend, before);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0029_maps');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0029_maps');
  });

  afterAll(() => fixture.close());

  it('keeps every row of every table as it was and adds its own tables, empty', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'maps', 'map_tiles'].sort());
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
    expect(rowsAfter.maps).toEqual([]);
    expect(rowsAfter.map_tiles).toEqual([]);
  });

  it('lets the latest release read every stored workspace, with no maps', async () => {
    const { db, handle, users } = fixture;
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
      expect(workspace.maps).toEqual([]);
      const novels = rowsBefore.novels?.filter((row) => row.user_id === userId) ?? [];
      expect(workspace.novels.map((novel) => novel.id).sort()).toEqual(novels.map((row) => row.id).sort());
    }
  });

  it('counts a map and its tiles in the quota from the first write', async () => {
    const { db, handle, users } = fixture;
    const userId = users[0] ?? '';
    const store = createWorkspaceStore(db, handle.kind, userId);
    const universe = (
      await db.selectFrom('universes').select('id').where('user_id', '=', userId).executeTakeFirst()
    )?.id;
    if (universe === undefined) throw new Error('The fixture has no universe');
    const before = await readUsage(db, userId);
    await store.insert(
      mapTable,
      {
        id: 'map-after-upgrade',
        name: 'The Reach',
        description: '',
        ownerType: 'universe',
        ownerId: String(universe),
        image: null,
        scale: null,
      } as const,
      'last',
    );
    await db
      .insertInto('map_tiles')
      .values({ user_id: userId, image_id: 'img', z: 0, x: 0, y: 0, data: new Uint8Array(1000) })
      .execute();
    const after = await readUsage(db, userId);
    expect(after.records.items).toBe(before.records.items + 1);
    // The tile's 1,000 bytes as they lie (not as text), its picture's id and its three numbers.
    expect(after.images.bytes).toBe(before.images.bytes + 1000 + 'img'.length + 3);
    expect(after).toEqual((await recountUsage(db, userId)).get(userId));
  });
});
