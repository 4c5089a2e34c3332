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
import { itemMigration } from './item-migration';
import { migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0006_item_appearances, from the previous release's database (fixtures/release-1.ts): every campaign's
// item becomes an appearance of one References item, every item's `campaigns` lists exactly the
// campaigns it appears in (an appearance made where the list named a campaign without one), and
// nothing else changes.

const { exported, users, today } = release1;

describe.each(BACKENDS)('migration 0006_item_appearances on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-item-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    expect(await migrateToLatest(handle.db)).toContain('0006_item_appearances');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const workspaceOf = (userId: string) =>
    readWorkspace(createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId));

  it.each(users)('keeps every other value of user %s as it was', async (userId) => {
    const before = exported[userId] as Workspace;
    expect(withoutItemLinks(withoutCast(await workspaceOf(userId), before), before)).toEqual(today(before));
  });

  it.each(users)(
    'links every campaign item of user %s to an item of its name that may be there',
    async (userId) => {
      const workspace = await workspaceOf(userId);
      const byId = new Map(workspace.items.map((item) => [item.id, item]));
      for (const campaign of workspace.campaigns) {
        const linked = new Set<string>();
        for (const part of campaign.items) {
          const item = byId.get(part.itemId ?? '');
          expect(item?.name, `${campaign.id}: ${part.name}`).toBe(part.name);
          expect(linked.has(part.itemId ?? '')).toBe(false);
          linked.add(part.itemId ?? '');
        }
      }
      // Every item lists exactly the campaigns it appears in.
      for (const item of workspace.items) {
        const appearsIn = workspace.campaigns
          .filter((campaign) => campaign.items.some((part) => part.itemId === item.id))
          .map((campaign) => campaign.id);
        expect([...item.campaigns].sort(), item.name).toEqual(appearsIn.sort());
      }
    },
  );

  it('matches stored items by name, makes the missing ones and adds the campaigns items named', async () => {
    const [userId] = users as [string];
    const workspace = await workspaceOf(userId);
    const before = exported[userId] as Workspace;
    const cinder = workspace.campaigns.find((campaign) => campaign.id === 'c-cinder-road');
    expect(cinder?.items.map((part) => [part.name, part.itemId])).toEqual([
      ['Ember cart', 'it-ember-cart'],
      ['Warden’s cloak', 'it-wardens-cloak'],
      ['Grey Palm signet', expect.any(String)],
      // Oathflame Blade named the Cinder Road in its campaigns: it now appears there.
      ['Oathflame Blade', 'it-oathflame'],
    ]);
    expect(cinder?.items.at(-1)).toMatchObject({ type: 'Weapon', rarity: 'legendary', status: 'obtained' });
    const known = new Set(before.items.map((item) => item.id));
    const made = workspace.items.filter((item) => !known.has(item.id));
    expect(made.map((item) => item.name)).toContain('Courtfire brand');
    expect(made.find((item) => item.name === 'Courtfire brand')).toMatchObject({
      type: 'Artifact',
      rarity: 'Rare',
      universeId: 'u-emberreach',
      campaigns: ['c-frostmarch-vigil'],
    });
    const lantern = workspace.items.find((item) => item.id === 'it-dark-lantern');
    expect(lantern?.campaigns).toEqual(['c-gaslight-syndicate', 'c-frostmarch-vigil']);
    // Linked and added appearances carry the link in its indexed column, where they are looked up.
    const parts = createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId).parts();
    expect((await parts.listLinkedParts('it-oathflame')).map((part) => part.parentId)).toContain(
      'c-cinder-road',
    );
    expect((await parts.listLinkedParts('it-ember-cart')).map((part) => part.parentId)).toEqual([
      'c-cinder-road',
    ]);
  });

  it('changes nothing when it runs again', async () => {
    const before = await Promise.all(users.map(workspaceOf));
    await itemMigration.up(handle.db);
    expect(await Promise.all(users.map(workspaceOf))).toEqual(before);
  });
});
