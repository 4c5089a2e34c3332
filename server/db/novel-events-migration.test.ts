import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { derivedId } from '../../common/workspace/derived-id';
import { novelTimelineId } from '../../common/workspace/novel-events';
import { presentTimelines } from '../api/presenters';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateTo } from './migrations';
import { novelEventsMigration } from './novel-events-migration';
import { createWorkspaceStore } from './workspace-store';
import { timelineTable, type WorkspaceDb } from './workspace-tables';

// 0005_novel_events starts from a database as the release with 0003_parts left it: the previous
// release's rows (release-1-rows.json, moved into parts by 0003) and, for one more user, rows written
// the way 0003-era code wrote them, covering every branch of the rule: a novel with two linked
// timelines, an event its timeline already has, an event whose id another event has, a long text, a
// novel without a timeline and a novel without events.

type Fixture = { tables: Record<string, Record<string, unknown>[]> };
const fixtureDir = join(import.meta.dirname, 'fixtures');
const release1 = JSON.parse(readFileSync(join(fixtureDir, 'release-1-rows.json'), 'utf8')) as Fixture;
const exported = JSON.parse(readFileSync(join(fixtureDir, 'release-1-export.json'), 'utf8')) as Record<
  string,
  Workspace
>;

const USER = 'edge-user';
const T0 = '2025-01-01T00:00:00.000Z';
const T1 = '2025-02-01T00:00:00.000Z';
const T2 = '2025-03-01T00:00:00.000Z';

const novel = (id: string, title: string, position: number) => ({
  user_id: USER,
  id,
  position,
  title,
  status: 'draft',
  word_count: 0,
  last_updated: T2,
  cover_url: '',
  description: '',
  is_favorite: 0,
  universe_id: null,
  version: 3,
});
const timeline = (
  id: string,
  entityType: string,
  entityId: string,
  position: number,
  lastUpdated: string,
) => ({
  user_id: USER,
  id,
  position,
  name: `Timeline ${id}`,
  description: 'About it.',
  entity_type: entityType,
  entity_id: entityId,
  last_updated: lastUpdated,
  version: 2,
});
const storedEvent = (id: string, timelineId: string, title: string, date: string, position: number) => ({
  user_id: USER,
  id,
  position,
  timeline_id: timelineId,
  title,
  date,
  description: 'Already there.',
  type: 'major',
  characters: '[]',
  tags: '["battle"]',
  importance: 'critical',
  icon: 'Sword',
  version: 4,
});
const part = (
  id: string,
  parentId: string,
  kind: string,
  position: number,
  data: object,
  updatedAt: string,
) => ({
  user_id: USER,
  id,
  kind,
  parent_id: parentId,
  position,
  version: 2,
  data: JSON.stringify(data),
  created_at: T0,
  updated_at: updatedAt,
});
const eventData = (title: string, date: string, type: string, characters: string[] = []) => ({
  title,
  date,
  type,
  characters,
});

const edgeRows: Record<string, Record<string, unknown>[]> = {
  novels: [novel('n-ash', 'Ash', 0), novel('n-bell', 'Bell', 1), novel('n-quiet', 'Quiet', 2)],
  timelines: [
    timeline('t-campaign', 'campaign', 'c-1', 0, T0),
    timeline('t-ash-1', 'novel', 'n-ash', 1, T0),
    timeline('t-ash-2', 'novel', 'n-ash', 2, T0),
  ],
  timeline_events: [
    storedEvent('ev-found', 't-ash-1', 'Found', 'Year 2', 0),
    storedEvent('e-taken', 't-campaign', 'A fight', 'Year 1', 1),
  ],
  parts: [
    part('e-dup', 'n-ash', 'novels/events', 0, eventData(' found ', 'YEAR 2', 'major'), T1),
    part('e-taken', 'n-ash', 'novels/events', 1, eventData('Lost', 'Year 3', 'minor', ['Mira']), T1),
    part('e-plain', 'n-ash', 'novels/events', 2, eventData('Home', 'Year 4', 'major', ['Mira', 'Tam']), T0),
    part('ch-1', 'n-ash', 'novels/chapters', 0, { title: 'One', wordCount: 10 }, T0),
    part('e-bell', 'n-bell', 'novels/events', 0, eventData('Ring', 'Tide 1', 'major'), T1),
  ],
  part_texts: [
    { user_id: USER, part_id: 'e-taken', parent_id: 'n-ash', field: 'description', body: 'Gone at dawn.' },
    { user_id: USER, part_id: 'e-dup', parent_id: 'n-ash', field: 'description', body: 'Twice told.' },
    { user_id: USER, part_id: 'ch-1', parent_id: 'n-ash', field: 'summary', body: 'It starts.' },
  ],
};

async function loadAt0003(handle: DatabaseHandle): Promise<void> {
  const db = handle.db as unknown as WorkspaceDb;
  await migrateTo(handle.db, '0002_workspace');
  for (const [table, list] of Object.entries(release1.tables)) {
    for (let index = 0; index < list.length; index += 50) {
      await db
        .insertInto(table)
        .values(list.slice(index, index + 50))
        .execute();
    }
  }
  await migrateTo(handle.db, '0003_parts');
  for (const [table, list] of Object.entries(edgeRows)) await db.insertInto(table).values(list).execute();
}

/** Every row of the tables the migration touches, for one user, in a stable order. */
async function snapshot(handle: DatabaseHandle, userId: string) {
  const db = handle.db as unknown as WorkspaceDb;
  const all = async (table: string, order: string[]) => {
    let query = db.selectFrom(table).selectAll().where('user_id', '=', userId);
    for (const column of order) query = query.orderBy(column);
    return (await query.execute()).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
      ),
    );
  };
  return {
    novels: await all('novels', ['id']),
    timelines: await all('timelines', ['id']),
    events: await all('timeline_events', ['id']),
    parts: await all('parts', ['id']),
    texts: await all('part_texts', ['part_id', 'field']),
  };
}

describe.each(BACKENDS)('migration 0005_novel_events on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-novel-events-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadAt0003(handle);
    // 0004 (character appearances) runs first and adds `parts.link_id`: the snapshot is taken after it.
    await migrateTo(handle.db, '0004_character_appearances');
    before = await snapshot(handle, USER);
    // Up to this migration only: later ones add columns of their own (their tests start from here on).
    await migrateTo(handle.db, '0005_novel_events');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves each novel’s events into its first linked timeline, or one made for it, and nothing else', async () => {
    const after = await snapshot(handle, USER);
    expect(after.novels).toEqual(before.novels);
    const bellTimeline = novelTimelineId('n-bell');
    expect(after.timelines).toEqual(
      [
        ...before.timelines.map((row) => (row.id === 't-ash-1' ? { ...row, last_updated: T1 } : row)),
        {
          user_id: USER,
          id: bellTimeline,
          position: 3,
          name: 'Bell Timeline',
          description: 'The events of Bell, in the order they happen.',
          entity_type: 'novel',
          entity_id: 'n-bell',
          last_updated: T1,
          version: 1,
        },
      ].sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1)),
    );
    const moved = (id: string, position: number, timelineId: string, fields: object) => ({
      user_id: USER,
      id,
      position,
      timeline_id: timelineId,
      tags: '[]',
      icon: 'Calendar',
      version: 1,
      ...fields,
    });
    expect(after.events).toEqual(
      [
        ...before.events,
        moved(derivedId('novel-event', 'n-ash', 'e-taken'), 2, 't-ash-1', {
          title: 'Lost',
          date: 'Year 3',
          description: 'Gone at dawn.',
          type: 'minor',
          importance: 'minor',
          characters: '["Mira"]',
        }),
        moved('e-plain', 3, 't-ash-1', {
          title: 'Home',
          date: 'Year 4',
          description: '',
          type: 'major',
          importance: 'major',
          characters: '["Mira","Tam"]',
        }),
        moved('e-bell', 4, bellTimeline, {
          title: 'Ring',
          date: 'Tide 1',
          description: '',
          type: 'major',
          importance: 'major',
          characters: '[]',
        }),
      ].sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1)),
    );
    expect(after.parts).toEqual(before.parts.filter((row) => row.kind !== 'novels/events'));
    expect(after.texts).toEqual(before.texts.filter((row) => row.part_id === 'ch-1'));
  });

  it('leaves the previous release’s users with no novel events as parts', async () => {
    const db = handle.db as unknown as WorkspaceDb;
    const left = await db.selectFrom('parts').select('id').where('kind', '=', 'novels/events').execute();
    expect(left).toEqual([]);
    for (const userId of Object.keys(exported)) {
      const count = exported[userId]?.novels.reduce(
        (sum, entry) => sum + ((entry as { timelineEvents?: unknown[] }).timelineEvents?.length ?? 0),
        0,
      );
      expect(count).toBeGreaterThan(0);
    }
  });

  it('gives the timelines event counts and dates that follow', async () => {
    const store = createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, USER);
    const timelines = await presentTimelines(store, await store.list(timelineTable));
    expect(
      timelines.map(({ id, eventCount, lastUpdated, entityName }) => ({
        id,
        eventCount,
        lastUpdated,
        entityName,
      })),
    ).toEqual([
      { id: 't-campaign', eventCount: 1, lastUpdated: T0, entityName: '' },
      { id: 't-ash-1', eventCount: 3, lastUpdated: T1, entityName: 'Ash' },
      { id: 't-ash-2', eventCount: 0, lastUpdated: T0, entityName: 'Ash' },
      { id: novelTimelineId('n-bell'), eventCount: 1, lastUpdated: T1, entityName: 'Bell' },
    ]);
  });

  it('changes nothing when it runs again', async () => {
    const users = [USER, ...Object.keys(exported)];
    const first = await Promise.all(users.map((userId) => snapshot(handle, userId)));
    await novelEventsMigration.up(handle.db);
    expect(await Promise.all(users.map((userId) => snapshot(handle, userId)))).toEqual(first);
  });
});
