import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { Novel } from '../../common/domain/novel';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { liftWorkspaceNovelEvents, novelTimelineId } from '../../common/workspace/novel-events';
import { withoutCast } from '../test/cast';
import { withoutItemLinks } from '../test/items';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, backupExtrasOf, type ErrorBody, newUserToken } from './api-test-helpers';

// Import (POST /api/v1/import): the export's JSON goes back in without loss, every problem is reported
// with its row, and an import with any problem writes nothing.

describe.each(BACKENDS)('importing a workspace on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  it('imports an export file made by the previous release, parts and all', async () => {
    const files = JSON.parse(
      readFileSync(join(import.meta.dirname, '../db/fixtures/release-1-export.json'), 'utf8'),
    ) as Record<string, Workspace>;
    const file = Object.values(files)[0] as Workspace;
    const carol = as(await newUserToken(server, 'old-file'));
    const imported = await carol.send<ImportReport>('POST', '/import', {
      workspace: file,
      replaceExisting: true,
    });
    expect(imported.status).toBe(200);
    expect(imported.body.problems).toEqual([]);
    // Its novels' and campaigns' characters become appearances of References characters (made for the
    // eleven names no character has), as the migration from that release does; nothing else changes.
    const { added, replaced } = imported.body.tables.characters;
    expect(added + replaced).toBe(file.characters.length + 11);
    const stored = (await carol.get<Workspace>('/workspace')).body;
    // Its novels' own events arrive in their timelines, as migration 0005 moves stored ones.
    const lifted = liftWorkspaceNovelEvents({
      ...file,
      novels: file.novels as (Workspace['novels'][number] & { timelineEvents?: [] })[],
    });
    // Its campaigns' items become appearances of References items, and its items appear in the campaigns
    // their lists name, as migration 0006 has it.
    // A file of that release carries no calendars, goals, images or settings: the account's stay.
    // Its campaigns had no story arcs then (decision 061): each has none.
    // Its campaigns' race and class become their characters' own (migration 0044's rule): each campaign
    // still shows its values, which the characters now carry.
    for (const campaign of stored.campaigns) {
      for (const part of campaign.characters) {
        const character = stored.characters.find((each) => each.id === part.characterId);
        expect(character?.race ?? '').toBe(part.race);
        expect(character?.class ?? '').toBe(part.class);
      }
    }
    expect(stored.characters.some((character) => character.race !== undefined)).toBe(true);
    const withoutRaceAndClass = (workspace: Workspace): Workspace => ({
      ...workspace,
      characters: workspace.characters.map(({ race: _race, class: _class, ...character }) => character),
    });
    expect(withoutItemLinks(withoutCast(withoutRaceAndClass(stored), file), file)).toEqual({
      ...file,
      ...lifted,
      campaigns: file.campaigns.map((campaign) => ({ ...campaign, arcs: [] })),
      profile: stored.profile,
      // That release had no maps (decision 059).
      maps: [],
      ...backupExtrasOf(stored),
    });
    const itemIds = new Set(stored.items.map((item) => item.id));
    for (const campaign of stored.campaigns) {
      for (const part of campaign.items) expect(itemIds.has(part.itemId ?? '')).toBe(true);
    }
    for (const item of stored.items) {
      const appearsIn = stored.campaigns.filter((campaign) =>
        campaign.items.some((part) => part.itemId === item.id),
      );
      expect([...item.campaigns].sort()).toEqual(appearsIn.map((campaign) => campaign.id).sort());
    }
    const ids = new Set(stored.characters.map((character) => character.id));
    for (const novel of stored.novels)
      for (const part of novel.characters) expect(ids.has(part.characterId ?? '')).toBe(true);
    const own = (id: string) =>
      (file.novels.find((novel) => novel.id === id) as unknown as { timelineEvents: { id: string }[] })
        .timelineEvents;
    const eventsOf = async (timelineId: string) =>
      (await carol.get<{ id: string }[]>(`/timelines/${timelineId}/events`)).body.map((event) => event.id);
    // A novel with a timeline of its own: the events not already there join it...
    expect(await eventsOf('t-lamplighter')).toEqual(
      expect.arrayContaining(own('n-lamplighter-ledger').map((e) => e.id)),
    );
    // ...and one without gets one, named for it.
    const made = (
      await carol.get<{ id: string; name: string; entityId: string; eventCount: number }>(
        `/timelines/${novelTimelineId('n-quiet-orchard')}`,
      )
    ).body;
    expect(made).toMatchObject({
      name: 'A Quiet Orchard Timeline',
      entityId: 'n-quiet-orchard',
      eventCount: 2,
    });
    expect(await eventsOf(made.id)).toEqual(own('n-quiet-orchard').map((e) => e.id));
    expect(stored.novels.every((novel) => !('timelineEvents' in novel))).toBe(true);
    // The same file again, into the same account: part ids are not reused across records, nothing is lost.
    await carol.send('POST', '/import', { workspace: file, replaceExisting: true });
    expect((await carol.get<Workspace>('/workspace')).body).toEqual(stored);
  });

  it('reproduces an exported workspace in a fresh account (Replace existing data)', async () => {
    const alice = as(await newUserToken(server, 'exporter'));
    await alice.send('DELETE', '/novels/n-quiet-orchard');
    const novel = await alice.send<Novel>('POST', '/novels', { title: 'Exported' });
    const timeline = await alice.send<{ id: string }>('POST', '/timelines', {
      name: 'Export years',
      description: 'D',
      entityType: 'novel',
      entityId: novel.body.id,
    });
    await alice.send('POST', `/timelines/${timeline.body.id}/events`, {
      title: 'E',
      date: 'Year 2',
      description: 'D',
    });
    await alice.send('PUT', '/universes/u-emberreach/favorite', { isFavorite: true });
    const exported = (await alice.get<Workspace>('/workspace')).body;

    const bob = as(await newUserToken(server, 'importer'));
    const preview = await bob.send<ImportReport>('POST', '/import', {
      workspace: exported,
      replaceExisting: true,
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.isApplied).toBe(false);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.tables.novels).toEqual({
      added: 1,
      replaced: sampleWorkspace.novels.length - 1,
      skipped: 0,
      removed: 1,
    });
    expect((await bob.get<Novel[]>('/novels')).body).toHaveLength(sampleWorkspace.novels.length);

    const imported = await bob.send<ImportReport>('POST', '/import', {
      workspace: exported,
      replaceExisting: true,
    });
    expect(imported.status).toBe(200);
    expect(imported.body.isApplied).toBe(true);
    expect((await bob.get<Workspace>('/workspace')).body).toEqual(exported);
  });

  it('refuses records already stored unless told to skip them (409), and then adds only the new', async () => {
    const user = as(await newUserToken(server, 'merger'));
    const fresh = {
      id: crypto.randomUUID(),
      name: 'Merged',
      description: '',
      lastUpdated: new Date().toISOString(),
      imageUrl: '',
      isFavorite: false,
      timePeriods: [],
      magicSystems: [],
      factions: [],
      cultures: [],
      technologies: [],
      races: [],
      items: [],
      lore: [],
    };
    const workspace = { universes: [...sampleWorkspace.universes, fresh] };
    const refused = await user.send<ErrorBody>('POST', '/import', { workspace });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.details?.[0]).toEqual({
      field: 'universes[1].id',
      message: `A universe with id ${sampleWorkspace.universes[0]?.id} is already stored: choose Replace existing data or Skip duplicate records`,
    });
    expect((await user.get<unknown[]>('/universes')).body).toHaveLength(sampleWorkspace.universes.length);

    const skipped = await user.send<ImportReport>('POST', '/import', { workspace, skipDuplicates: true });
    expect(skipped.body.tables.universes).toEqual({
      added: 1,
      replaced: 0,
      skipped: sampleWorkspace.universes.length,
      removed: 0,
    });
    const universes = (await user.get<{ id: string; worldCount: number }[]>('/universes')).body;
    expect(universes).toHaveLength(sampleWorkspace.universes.length + 1);
    expect(universes.at(-1)).toMatchObject({ id: fresh.id, worldCount: 0 });
  });

  it('adds a big file whole, searchable, and takes all of it back when its last write is refused', async () => {
    // More rows than one slice of a sliced import (decision 042), on SQLite; one transaction elsewhere.
    const user = as(await newUserToken(server, 'big-import'));
    const universeId = sampleWorkspace.universes[0]?.id ?? '';
    const characters = Array.from({ length: 450 }, (_, index) => ({
      id: `big-${index}`,
      name: `Zephyrine Quillfeather ${index}`,
      role: 'Ally',
      description: 'Brought in by a big import.',
      universeId,
    }));
    const before = (await user.get<unknown[]>('/characters')).body.length;
    const hits = async () =>
      (await user.get<{ hits: unknown[] }>(`/search?q=${encodeURIComponent('Zephyrine Quillfeather')}`)).body
        .hits;

    // Relations are written after the records, and a dangling end refuses the whole import then.
    const refused = await user.send<ErrorBody>('POST', '/import', {
      workspace: {
        characters,
        relations: [
          {
            id: 'r-big',
            from: { kind: 'character', id: 'big-1' },
            to: { kind: 'character', id: 'ch-nowhere' },
            type: 'ally',
          },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details?.[0]?.field).toBe('relations[1].to');
    expect((await user.get<unknown[]>('/characters')).body).toHaveLength(before);
    expect(await hits()).toEqual([]);
    expect((await user.get<unknown>('/characters/big-449')).status).toBe(404);

    const added = await user.send<ImportReport>('POST', '/import', { workspace: { characters } });
    expect(added.status).toBe(200);
    expect(added.body.tables.characters.added).toBe(450);
    const stored = (await user.get<{ id: string }[]>('/characters')).body;
    expect(stored).toHaveLength(before + 450);
    expect(stored.at(-1)?.id).toBe('big-449');
    expect((await hits()).length).toBeGreaterThan(0);
  });

  it('reports every bad row and writes nothing, not even the good rows (422)', async () => {
    const user = as(await newUserToken(server, 'careful'));
    const good = { ...sampleWorkspace.novels[0], id: crypto.randomUUID() };
    const workspace = {
      novels: [
        good,
        { ...good, id: crypto.randomUUID(), title: '' },
        { ...good, id: crypto.randomUUID(), universeId: 'u-atlantis' },
      ],
      locations: [{ id: 'loc-x', name: 'X', type: 'Cave', description: '', worldId: 'w-thornwild' }],
    };
    const refused = await user.send<ErrorBody>('POST', '/import', { workspace });
    expect(refused.status).toBe(422);
    // Tables are checked in the order they are written: linked records (locations' worlds) first.
    expect(refused.body.error.details).toEqual([
      { field: 'locations[1].type', message: 'Type must be one of City, Wilderness, Dungeon, Ruins' },
      { field: 'novels[2].title', message: 'Title is required' },
      { field: 'novels[3].universeId', message: 'The universe u-atlantis does not exist' },
    ]);
    expect(refused.body.error.message).toBe(
      'Nothing was imported: 3 problems, the first in locations row 1: Type must be one of City, Wilderness, Dungeon, Ruins',
    );
    expect((await user.get<Novel[]>('/novels')).body).toHaveLength(sampleWorkspace.novels.length);

    const orphaning = await user.send<ImportReport>('POST', '/import', {
      workspace: { universes: [] },
      replaceExisting: true,
      dryRun: true,
    });
    expect(orphaning.body.problems).toContainEqual({
      table: 'worlds',
      row: 0,
      field: 'universeId',
      message: 'The stored world w-thornwild needs the universe u-emberreach, which the import removes',
    });

    const malformed = await user.send<ErrorBody>('POST', '/import', { workspace: { dragons: [] } });
    expect(malformed.status).toBe(422);
  });

  it('keeps imports private: another user’s ids neither collide nor can be linked to', async () => {
    const alice = as(await newUserToken(server, 'alice'));
    const bob = as(await newUserToken(server, 'bob'));
    const aliceNovel = (await alice.send<Novel>('POST', '/novels', { title: 'Alice only' })).body;
    const aliceUniverse = (await alice.send<{ id: string }>('POST', '/universes', { name: 'Alice’s' })).body;
    const copy = { ...sampleWorkspace.novels[0], id: aliceNovel.id, title: 'Bob’s copy' };
    const imported = await bob.send<ImportReport>('POST', '/import', { workspace: { novels: [copy] } });
    expect(imported.status).toBe(200);
    expect(imported.body.tables.novels).toEqual({ added: 1, replaced: 0, skipped: 0, removed: 0 });
    expect((await alice.get<Novel>(`/novels/${aliceNovel.id}`)).body.title).toBe('Alice only');
    expect((await bob.get<Novel>(`/novels/${aliceNovel.id}`)).body.title).toBe('Bob’s copy');

    const link = { ...sampleWorkspace.worlds[0], id: crypto.randomUUID(), universeId: aliceUniverse.id };
    const refused = await bob.send<ErrorBody>('POST', '/import', { workspace: { worlds: [link] } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details?.[0]?.message).toBe(`The universe ${aliceUniverse.id} does not exist`);
  });

  it('takes bodies up to 32 MB on the import route only (a 10MB CSV completes into more)', async () => {
    const user = as(await newUserToken(server, 'big'));
    // Each row within the field limits (decision 025); many rows make the body large.
    const lore = Array.from({ length: 120 }, (_, index) => ({
      id: `lore-${index}`,
      title: 'Lore',
      category: 'History',
      era: 'First',
      content: 'x'.repeat(100_000),
    }));
    const big = { ...sampleWorkspace.universes[0], id: crypto.randomUUID(), lore };
    expect((await user.send('POST', '/import', { workspace: { universes: [big] } })).status).toBe(200);
    const tooBig = {
      ...sampleWorkspace.novels[0],
      id: crypto.randomUUID(),
      description: 'x'.repeat(34_000_000),
    };
    const refused = await user.send<ErrorBody>('POST', '/import', { workspace: { novels: [tooBig] } });
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toBe('The request body is larger than 32 MB');
  });
});
