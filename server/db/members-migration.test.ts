import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';

// 0028_members (decision 057), from the previous release's database brought up to the migration before
// it: every row of every table stays as it was, the three new tables start empty (so every workspace is
// whole and private: no members, no links, every thing seen by its owner alone), the latest release
// reads every stored workspace, and a member row written afterwards counts as its owner's.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const added = ['members', 'invitations', 'visibility'];

describe.each(BACKENDS)('migration 0028_members on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0028_members') - 1] ?? '0027_lenient_event_days';
    fixture = await previousReleaseAt(backend, before);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0028_members');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0028_members');
  });

  afterAll(() => fixture.close());

  it('keeps every row of every table as it was and adds its tables, empty', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), ...added].sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      // The counters are derived (decision 049); the triggers were installed again, the figures kept.
      if (table === 'usage_deltas') continue;
      expect(rowsAfter[table], table).toEqual(rows);
    }
    for (const table of added) expect(rowsAfter[table], table).toEqual([]);
  });

  it('lets the latest release read every stored workspace, whole', async () => {
    const { db, handle, users } = fixture;
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
      const campaigns = rowsBefore.campaigns?.filter((row) => row.user_id === userId) ?? [];
      expect(workspace.campaigns.map((campaign) => campaign.id).sort()).toEqual(
        campaigns.map((row) => row.id).sort(),
      );
    }
  });

  it('counts a member row as its owner’s records', async () => {
    const { db, users } = fixture;
    const owner = users[0] ?? '';
    const before = await readUsage(db as never, owner);
    await db
      .insertInto('members')
      .values({
        user_id: owner,
        container_kind: 'campaign',
        container_id: 'c1',
        member_id: 'someone',
        role: 'player',
        invitation_id: null,
        created_at: '2026-11-27T00:00:00.000Z',
      })
      .execute();
    const after = await readUsage(db as never, owner);
    expect(after.records.items).toBe(before.records.items + 1);
    expect(after.records.bytes).toBeGreaterThan(before.records.bytes);
  });
});
