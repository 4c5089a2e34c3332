import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { withoutCast } from '../test/cast';
import { withoutItemLinks } from '../test/items';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { castMigration } from './cast-migration';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease, release1 } from './fixtures/release-1';
import { migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0004_character_appearances, from the previous release's database (fixtures/release-1.ts) brought to
// 0003: every novel's and campaign's character becomes an appearance of one References character, the
// one of the same name where there is one, and nothing else changes.

const { exported, users, today } = release1;

describe.each(BACKENDS)('migration 0004_character_appearances on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-cast-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    // The later migrations run too: today's reads know only today's part kinds (0005 moves novel events).
    expect(await migrateToLatest(handle.db)).toContain('0004_character_appearances');
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

  it.each(users)('links every appearance of user %s to a character of its name and place', async (userId) => {
    const workspace = await workspaceOf(userId);
    const byId = new Map(workspace.characters.map((character) => [character.id, character]));
    const stages = [
      ...workspace.novels.map((novel) => ({ record: novel, home: 'novelId' as const })),
      ...workspace.campaigns.map((campaign) => ({ record: campaign, home: 'campaignId' as const })),
    ];
    for (const { record, home } of stages) {
      const linked = new Set<string>();
      for (const part of record.characters) {
        const character = byId.get(part.characterId ?? '');
        expect(character?.name, `${record.id}: ${part.name}`).toBe(part.name);
        // Made there, or of the same universe; and never twice in one story.
        expect(character?.[home] === record.id || character?.universeId === record.universeId).toBe(true);
        expect(linked.has(part.characterId ?? '')).toBe(false);
        linked.add(part.characterId ?? '');
      }
    }
  });

  it('matches the stored characters by name and makes the missing ones in their story’s universe', async () => {
    const [userId] = users as [string];
    const workspace = await workspaceOf(userId);
    const ashen = workspace.novels.find((novel) => novel.id === 'n-ashen-crown');
    expect(ashen?.characters.map((part) => part.characterId)).toEqual(['ch-mira', 'ch-varric', 'ch-tamsin']);
    // The link is in its indexed column too, where a character's appearances are looked up.
    const parts = createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId).parts();
    expect((await parts.listLinkedParts('ch-mira')).map((part) => part.parentId)).toEqual(['n-ashen-crown']);
    // Wren Thistle has no universe but was made in The Cinder Road: she is that campaign's.
    const cinder = workspace.campaigns.find((campaign) => campaign.id === 'c-cinder-road');
    expect(cinder?.characters.find((part) => part.name === 'Wren Thistle')?.characterId).toBe('ch-wren');

    const before = new Set((exported[userId] as Workspace).characters.map((character) => character.id));
    const made = workspace.characters.filter((character) => !before.has(character.id));
    expect(made.map((character) => character.name).sort()).toEqual(
      [
        'Ada Harrow',
        'Commodore Vane',
        'Corin Ashdown',
        'Guildmaster Orrin',
        'Hilde Stonebrow',
        'Lone Hero',
        'Mr. Quill',
        'Sefa Deepwater',
        'Sister Odile',
        'Tobias Wick',
        'Warden Elsbeth',
      ].sort(),
    );
    expect(made.find((character) => character.name === 'Sister Odile')).toMatchObject({
      role: 'Player',
      universeId: 'u-emberreach',
      campaignId: 'c-cinder-road',
    });
    const lone = made.find((character) => character.name === 'Lone Hero');
    expect(lone?.universeId).toBeUndefined();
    expect(lone?.novelId).toBe('5b8d6a3e-2c1f-4e7a-8d9b-0a1b2c3d4e5f');
  });

  it('changes nothing when it runs again', async () => {
    const before = await Promise.all(users.map(workspaceOf));
    await castMigration.up(handle.db);
    expect(await Promise.all(users.map(workspaceOf))).toEqual(before);
  });
});
