import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { createContinuityStore } from './continuity-store';
import { migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';

// 0052_continuity_settings (decision 099), from the previous release's database brought up to 0051 with
// dismissals written as that release wrote them: a scope's tolerance as a `settings:` row beside a real
// dismissal. Each settings row moves to the new table (one that does not read, which held the defaults,
// goes); the real dismissal and every other table's rows stay as they were; the new rows are counted.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const NAME = '0052_continuity_settings';

const dismissal = (userId: string, findingId: string, fingerprint: string, reason: string) => ({
  user_id: userId,
  finding_id: findingId,
  fingerprint,
  reason,
  dismissed_at: '2026-11-28T10:00:00.000Z',
});

describe.each(BACKENDS)('migration 0052_continuity_settings on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0051_live_was_layer');
    userId = fixture.users[0] ?? '';
    otherId = fixture.users[1] ?? 'someone-else';
    await fixture.db
      .insertInto('continuity_dismissals')
      .values([
        dismissal(userId, 'acts-after-death:ch-varric:c-5', '0123abcd', 'A ghost, on purpose'),
        dismissal(userId, 'settings:universe:u-emberreach', '00000000', '{"toleranceDays":400}'),
        dismissal(userId, 'settings:novel:n-ashen-crown', '00000000', 'not json'),
        dismissal(otherId, 'settings:campaign:c-1', '00000000', '{"toleranceDays":0}'),
      ])
      .execute();
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, NAME);
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain(NAME);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('moves each settings row to the new table, keeps the real dismissal and every other row', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'continuity_settings'].sort());
    expect(rowsAfter.continuity_dismissals).toEqual([
      dismissal(userId, 'acts-after-death:ch-varric:c-5', '0123abcd', 'A ghost, on purpose'),
    ]);
    const moved = [...(rowsAfter.continuity_settings ?? [])].sort((a, b) =>
      String(a.user_id).localeCompare(String(b.user_id)),
    );
    expect(moved).toEqual(
      [
        {
          user_id: userId,
          scope_kind: 'universe',
          scope_id: 'u-emberreach',
          tolerance_days: 400,
          updated_at: '2026-11-28T10:00:00.000Z',
        },
        {
          user_id: otherId,
          scope_kind: 'campaign',
          scope_id: 'c-1',
          tolerance_days: 0,
          updated_at: '2026-11-28T10:00:00.000Z',
        },
      ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (!['user_usage', 'usage_deltas', 'continuity_dismissals', 'live_events'].includes(table)) {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
  });

  it('reads the moved tolerance, writes a new one, and counts both in the owner’s usage', async () => {
    const store = createContinuityStore({ db: fixture.db, userId });
    expect(await store.settings('universe', 'u-emberreach')).toEqual({
      scopeKind: 'universe',
      scopeId: 'u-emberreach',
      toleranceDays: 400,
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(await store.settings('novel', 'n-ashen-crown')).toBeUndefined();
    expect(await readUsage(fixture.db, userId)).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    const before = (await readUsage(fixture.db, userId)).records.bytes;
    await store.putSettings({
      scopeKind: 'novel',
      scopeId: 'n-ashen-crown',
      toleranceDays: 30,
      updatedAt: '2026-12-07T10:00:00.000Z',
    });
    expect((await readUsage(fixture.db, userId)).records.bytes).toBeGreaterThan(before);
    expect(await readUsage(fixture.db, userId)).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    expect(await store.removeSettings('novel', 'n-ashen-crown')).toBe(true);
    expect((await readUsage(fixture.db, userId)).records.bytes).toBe(before);
  });
});
