import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorldDate } from '../../common/time/parse';
import { gregorian } from '../../common/time/presets';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import type { WorkspaceDb } from './workspace-tables';

// 0027_lenient_event_days, from the previous release's database (0022, brought up to the migration before this one) with a Gregorian calendar and
// dates the strict reader of that release left unread (world_day NULL): "14 March 2025" and
// "Fri 14 mar 2025" gain their day; dates it read keep theirs, text no reader reads stays NULL, and every
// other row of every table is as it was.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

const typed = ['14 March 2025', 'Fri 14 mar 2025', '14/3/2025'];
const dated = '14 March 2025 AD';
const undated = 'The third winter after the Fall';

describe.each(BACKENDS)('migration 0027_lenient_event_days on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;
  let userId: string;
  let eventIds: string[];

  beforeAll(async () => {
    // The migration just before this one, whichever it is now.
    const names = knownMigrationNames();
    const before = names[names.indexOf('0027_lenient_event_days') - 1] ?? '0022_import_undo';
    fixture = await previousReleaseAt(backend, before);
    ({ handle, db } = fixture);
    const timeline = await db
      .selectFrom('timelines')
      .select(['user_id', 'entity_id', 'id'])
      .where('entity_type', '=', 'universe')
      .orderBy('user_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    userId = String(timeline.user_id);
    await db
      .insertInto('calendars')
      .values({
        user_id: userId,
        id: 'calendar-of-the-fixture',
        owner_kind: 'universe',
        owner_id: String(timeline.entity_id),
        name: gregorian.name,
        data: JSON.stringify(gregorian),
        version: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    // As the previous release stored them: what its reader read has a day, the rest NULL.
    const events = await db
      .selectFrom('timeline_events')
      .select('id')
      .where('user_id', '=', userId)
      .where('timeline_id', '=', String(timeline.id))
      .orderBy('id')
      .execute();
    eventIds = events.slice(0, 5).map((event) => String(event.id));
    expect(eventIds).toHaveLength(5);
    const texts = [...typed, dated, undated];
    const day = parseWorldDate(dated, gregorian)?.day ?? null;
    for (const [index, id] of eventIds.entries()) {
      await db
        .updateTable('timeline_events')
        .set({
          date: texts[index] as string,
          world_day: texts[index] === dated ? day : null,
          world_minute: null,
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    }
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, '0027_lenient_event_days');
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain('0027_lenient_event_days');
  });

  afterAll(async () => {
    await fixture.close();
  });

  const changedTables = new Set(['timeline_events', 'user_usage', 'usage_deltas']);

  it('keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      // The usage counters follow the events' rows (decision 049): derived, not kept as they were.
      if (!changedTables.has(table)) expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('gives the dates typed as people write them their day, and changes nothing else of the events', () => {
    const march14 = parseWorldDate(dated, gregorian)?.day;
    const after = new Map((rowsAfter.timeline_events ?? []).map((row) => [`${row.user_id}:${row.id}`, row]));
    const changed: string[] = [];
    for (const row of rowsBefore.timeline_events ?? []) {
      const stored = after.get(`${row.user_id}:${row.id}`) as Record<string, unknown>;
      const { world_day: day, ...rest } = stored;
      const { world_day: dayBefore, ...restBefore } = row;
      expect(rest).toEqual(restBefore);
      if ((day === null ? null : Number(day)) !== (dayBefore === null ? null : Number(dayBefore))) {
        changed.push(String(row.date));
      }
      if (row.user_id === userId && typed.includes(String(row.date))) expect(Number(day)).toBe(march14);
      if (row.date === dated && row.user_id === userId) expect(Number(day)).toBe(march14);
      if (row.date === undated) expect(day).toBeNull();
    }
    expect(changed.filter((text) => typed.includes(text))).toHaveLength(typed.length);
  });
});
