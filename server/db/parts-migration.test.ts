import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { withoutCast } from '../test/cast';
import { withoutItemLinks } from '../test/items';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease, release1 } from './fixtures/release-1';
import { migrateToLatest } from './migrations';
import { partsMigration } from './parts-migration';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// The previous release (migrations 0001 and 0002) kept a record's parts as JSON lists in its row. The
// fixtures were written by that release's own code: `release-1-rows.json` holds every row of its
// workspace tables for two users (the sample, plus parts added through the API with UUID ids, a novel
// without a universe, a note with tags, a settlement without a population), and `release-1-export.json`
// what that release's export (`GET /workspace`) answered for each user. Migrating must carry every
// value across; since 0005_novel_events a novel's own events arrive in its timeline, by the same rule
// an import of that export follows (common/workspace/novel-events.ts).

const { exported, users, today } = release1;

describe.each(BACKENDS)('migration 0003_parts on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    expect(await migrateToLatest(handle.db)).toContain('0003_parts');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const workspaceOf = (userId: string) =>
    readWorkspace(createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId));

  it.each(users)('carries every value of user %s across', async (userId) => {
    expect(
      withoutItemLinks(
        withoutCast(await workspaceOf(userId), exported[userId] as Workspace),
        exported[userId] as Workspace,
      ),
    ).toEqual(today(exported[userId] as Workspace));
  });

  it('makes every part a row with a version, and every long text a row of its own (novel events: 0005)', async () => {
    const db = handle.db as unknown as WorkspaceDb;
    const [userId] = users as [string];
    const workspace = exported[userId] as Workspace;
    const expectedParts =
      workspace.novels.reduce(
        (sum, novel) =>
          sum +
          novel.chapters.length +
          novel.characters.length +
          novel.storyArcs.length +
          novel.assets.images.length +
          novel.assets.documents.length +
          novel.assets.music.length,
        0,
      ) +
      workspace.universes.reduce(
        (sum, u) =>
          sum +
          u.timePeriods.length +
          u.magicSystems.length +
          u.factions.length +
          u.cultures.length +
          u.technologies.length +
          u.races.length +
          u.items.length +
          u.lore.length,
        0,
      ) +
      workspace.worlds.reduce(
        (sum, w) =>
          sum +
          w.settlements.length +
          w.creatures.length +
          w.cultures.length +
          w.magicSystems.length +
          w.factions.length +
          w.items.length +
          w.lore.length,
        0,
      ) +
      workspace.campaigns.reduce(
        (sum, c) =>
          sum +
          c.sessions.length +
          c.characters.length +
          c.quests.length +
          c.encounters.length +
          c.locations.length +
          c.items.length +
          c.notes.length,
        0,
      ) +
      // 0006 adds an appearance wherever an item's campaigns named a campaign without one.
      workspace.items.reduce(
        (sum, item) =>
          sum +
          item.campaigns.filter(
            (campaignId) =>
              !workspace.campaigns
                .find((campaign) => campaign.id === campaignId)
                ?.items.some((part) => part.name.trim().toLowerCase() === item.name.trim().toLowerCase()),
          ).length,
        0,
      );
    const parts = await db.selectFrom('parts').selectAll().where('user_id', '=', userId).execute();
    expect(parts).toHaveLength(expectedParts);
    expect(new Set(parts.map((part) => part.version))).toEqual(new Set([1]));
    const texts = await db.selectFrom('part_texts').selectAll().where('user_id', '=', userId).execute();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts)
      expect(JSON.parse(parts.find((p) => p.id === text.part_id)?.data ?? '{}')).not.toHaveProperty(
        text.field,
      );
    const novelColumns = (await db.introspection.getTables()).find(
      (table) => table.name === 'novels',
    )?.columns;
    expect(novelColumns?.map((column) => column.name)).not.toContain('chapters');
    expect(novelColumns?.map((column) => column.name)).toContain('version');
  });

  it('moves nothing twice when it runs again', async () => {
    const db = handle.db as unknown as WorkspaceDb;
    const before = await db.selectFrom('parts').select(db.fn.countAll().as('count')).executeTakeFirst();
    await partsMigration.up(handle.db);
    const after = await db.selectFrom('parts').select(db.fn.countAll().as('count')).executeTakeFirst();
    expect(Number(after?.count)).toBe(Number(before?.count));
    for (const userId of users)
      expect(
        withoutItemLinks(
          withoutCast(await workspaceOf(userId), exported[userId] as Workspace),
          exported[userId] as Workspace,
        ),
      ).toEqual(today(exported[userId] as Workspace));
  });
});
