import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorldDate } from '../../common/time/parse';
import { emberreach } from '../../common/time/presets';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import type { WorkspaceDb } from './workspace-tables';

// 0020_event_days, from the previous release's database with one calendar added (as 0015 stores them):
// every row of every table stays as it was, and each event gains the day its timeline owner's calendar
// (or, for a novel's or campaign's, the universe's it borrows) reads in its date — NULL without one.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0020_event_days on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;
  let owner: { userId: string; universeId: string };

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0019_world_dates');
    ({ handle, db } = fixture);
    // A universe with timelines of its own and of its novels or campaigns gets the Emberreach calendar.
    const timeline = await db
      .selectFrom('timelines')
      .select(['user_id', 'entity_id'])
      .where('entity_type', '=', 'universe')
      .orderBy('user_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    owner = { userId: String(timeline.user_id), universeId: String(timeline.entity_id) };
    await db
      .insertInto('calendars')
      .values({
        user_id: owner.userId,
        id: 'calendar-of-the-fixture',
        owner_kind: 'universe',
        owner_id: owner.universeId,
        name: emberreach.name,
        data: JSON.stringify(emberreach),
        version: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, '0020_event_days');
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain('0020_event_days');
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'timeline_events') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it("gives each event the day of its owner's calendar, and leaves the rest of its row alone", () => {
    const before = rowsBefore.timeline_events ?? [];
    const after = new Map((rowsAfter.timeline_events ?? []).map((row) => [`${row.user_id}:${row.id}`, row]));
    const timelines = new Map((rowsBefore.timelines ?? []).map((row) => [`${row.user_id}:${row.id}`, row]));
    const universeOf = new Map(
      [...(rowsBefore.novels ?? []), ...(rowsBefore.campaigns ?? [])].map((row) => [
        `${row.user_id}:${row.id}`,
        row.universe_id,
      ]),
    );
    expect(before.length).toBeGreaterThan(0);
    let dated = 0;
    for (const row of before) {
      const timeline = timelines.get(`${row.user_id}:${row.timeline_id}`);
      const universe =
        timeline?.entity_type === 'universe'
          ? timeline.entity_id
          : universeOf.get(`${row.user_id}:${timeline?.entity_id}`);
      const isRead = row.user_id === owner.userId && universe === owner.universeId;
      const read = isRead ? parseWorldDate(String(row.date), emberreach) : undefined;
      if (read !== undefined) dated += 1;
      const stored = after.get(`${row.user_id}:${row.id}`) as Record<string, unknown>;
      const { world_day: day, world_minute: minute, ...rest } = stored;
      expect(rest).toEqual(row);
      expect(day === null ? null : Number(day), String(row.date)).toBe(read?.day ?? null);
      expect(minute === null ? null : Number(minute)).toBe(read?.minute ?? null);
    }
    expect(dated).toBeGreaterThan(0);
  });
});
