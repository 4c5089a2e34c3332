import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { timelineEventTable, type WorkspaceDb } from './workspace-tables';

// 0037_event_places, from the previous release's database brought up to the migration before this one:
// a new nullable column only, so every row of every table is as it was (the events' with no place), a
// place is kept once given and taken away again, and the quota counts its bytes.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const NAME = '0037_event_places';

describe.each(BACKENDS)('migration 0037_event_places on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf(NAME) - 1] ?? '0033_custom_fields';
    fixture = await previousReleaseAt(backend, before);
    ({ handle, db } = fixture);
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, NAME);
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain(NAME);
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every table as it was, the events with no place', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table === 'timeline_events') {
        expect(rows.length).toBeGreaterThan(0);
        expect(rowsAfter[table]).toEqual(rows.map((row) => ({ ...row, place_id: null })));
      } else if (table !== 'user_usage' && table !== 'usage_deltas') {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
  });

  it('keeps a place once given, reads it back in the export, takes it away, and counts its bytes', async () => {
    const userId = String(rowsBefore.timeline_events?.[0]?.user_id);
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [event] = await store.list(timelineEventTable);
    if (event === undefined) throw new Error('The fixture has no event');
    expect(event.placeId).toBeUndefined();
    await store.update(timelineEventTable, { ...event, placeId: 'the-harbour' });
    expect((await store.find(timelineEventTable, event.id))?.placeId).toBe('the-harbour');
    // The triggers count the new column (decision 049): the counters agree with a count of every row.
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
    const workspace = await readWorkspace(store);
    expect(workspace.events.find((each) => each.id === event.id)?.placeId).toBe('the-harbour');
    const placed = await store.find(timelineEventTable, event.id);
    if (placed === undefined) throw new Error('The event is gone');
    const { placeId: _taken, ...withoutPlace } = placed;
    await store.update(timelineEventTable, withoutPlace);
    expect((await store.find(timelineEventTable, event.id))?.placeId).toBeUndefined();
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
  });
});
