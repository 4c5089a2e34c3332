import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0035_part_authors, from the previous release's database brought up to the migration before this one:
// two new nullable columns, so every row of every table is as it was (every part its owner's, no member
// playing anything), a member's authorship is kept once written, and the quota counts its bytes.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const NAME = '0035_part_authors';

describe.each(BACKENDS)('migration 0035_part_authors on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    fixture = await previousReleaseAt(backend, names[names.indexOf(NAME) - 1] ?? '0034_comments');
    ({ handle, db } = fixture);
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, NAME);
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain(NAME);
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every table as it was: every part its owner’s, no member playing anything', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table === 'parts') {
        expect(rows.length).toBeGreaterThan(0);
        expect(rowsAfter[table]).toEqual(rows.map((row) => ({ ...row, created_by: null })));
      } else if (table === 'members') {
        expect(rowsAfter[table]).toEqual(rows.map((row) => ({ ...row, plays: null })));
      } else if (table !== 'user_usage' && table !== 'usage_deltas') {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
  });

  it('reads the old parts as the owner’s, keeps a member’s authorship, and counts its bytes', async () => {
    const userId = String(rowsBefore.parts?.[0]?.user_id);
    const store = createWorkspaceStore(db, handle.kind, userId);
    const parts = store.parts();
    const [first] = rowsBefore.parts ?? [];
    const old = await parts.getPart(String(first?.id));
    expect(old?.id).toBe(first?.id);
    expect(old?.createdBy).toBeUndefined();
    if (old === undefined) throw new Error('The fixture has no part');
    await parts.insertParts([{ ...old, id: `${old.id}-by-member`, createdBy: 'a-member' }]);
    expect((await parts.getPart(`${old.id}-by-member`))?.createdBy).toBe('a-member');
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
  });
});
