import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { createContinuityStore } from './continuity-store';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';

// 0030_continuity_dismissals, from the previous release's database brought up to the migration before
// this one: a new table, every stored row kept, and the quota's triggers count its rows (decision 049).

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0030_continuity_dismissals on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0030_continuity_dismissals') - 1] ?? '0027_lenient_event_days';
    fixture = await previousReleaseAt(backend, before);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0030_continuity_dismissals');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0030_continuity_dismissals');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds an empty table and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(
      [...Object.keys(rowsBefore), 'continuity_dismissals'].sort(),
    );
    expect(rowsAfter.continuity_dismissals).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'user_usage' && table !== 'usage_deltas') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('counts a dismissal in its owner’s usage, and its removal', async () => {
    const userId = fixture.users[0] ?? '';
    const store = createContinuityStore({ db: fixture.db, userId });
    const before = (await readUsage(fixture.db, userId)).records.bytes;
    await store.put({
      findingId: 'acts-after-death:x',
      fingerprint: '0123abcd',
      reason: 'A ghost',
      dismissedAt: '2026-01-01T00:00:00.000Z',
    });
    const usage = await readUsage(fixture.db, userId);
    expect(usage.records.bytes).toBeGreaterThan(before);
    expect(usage).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    await store.remove('acts-after-death:x');
    expect((await readUsage(fixture.db, userId)).records.bytes).toBe(before);
  });
});
