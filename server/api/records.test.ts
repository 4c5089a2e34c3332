import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignDetail } from '../../common/domain/campaign';
import { NOVEL_WORD_COUNT_MESSAGE, type Novel, type NovelDetail } from '../../common/domain/novel';
import type { Profile } from '../../common/domain/profile';
import type { Character, Item } from '../../common/domain/reference';
import type { Timeline, TimelineEvent } from '../../common/domain/timeline';
import type { Universe, UniverseDetail } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import type { Location, World } from '../../common/domain/world';
import { sampleWorkspace } from '../../common/sample/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The data API's routes for the core records, on SQLite and PostgreSQL: what a client sends, what it
// gets back, and how the derived fields (counts, linked names) follow every edit.

/** Instants that move with the seeding time; the rest of a workspace must come back exactly. */
function withoutInstants(workspace: Workspace): unknown {
  return JSON.parse(
    JSON.stringify(workspace, (key, value) =>
      ['lastUpdated', 'createdAt', 'updatedAt', 'email', 'nextSessionDate', 'date'].includes(key) &&
      typeof value === 'string' &&
      /^\d{4}-\d\d-\d\d/.test(value)
        ? '<time>'
        : key === 'email'
          ? '<email>'
          : value,
    ),
  );
}

describe.each(BACKENDS)('the data API on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'author');
  });
  afterAll(() => server.close());

  const get = <T>(path: string) => api<T>(server, 'GET', path, { token });
  const send = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });

  it('starts a new user with the sample workspace, stored without loss', async () => {
    const answer = await get<Workspace>('/workspace');
    expect(answer.status).toBe(200);
    // The sample's records and parts, and the rest of a backup (decision 050) as a new user has it: empty.
    expect(withoutInstants(answer.body)).toEqual({
      ...(withoutInstants(sampleWorkspace) as object),
      calendars: [],
      comments: [],
      continuityDismissals: [],
      continuitySettings: [],
      customFields: [],
      customKinds: [],
      fieldTemplates: [],
      fieldValues: [],
      images: [],
      kindThings: [],
      invitations: [],
      members: [],
      partAuthors: [],
      savedQueries: [],
      settings: { trashRetentionDays: 30 },
      visibility: [],
      writingDays: [],
      writingGoals: [],
    });
    const sampleNovel = sampleWorkspace.novels[0];
    expect(answer.body.novels[0]?.lastUpdated).not.toBe(undefined);
    expect(Date.parse(answer.body.novels[0]?.lastUpdated ?? '')).toBeGreaterThanOrEqual(
      Date.parse(sampleNovel?.lastUpdated ?? ''),
    );
  });

  describe('novels', () => {
    it('creates a draft first in the list, reads, edits, stars and deletes it', async () => {
      const created = await send<NovelDetail>('POST', '/novels', {
        title: '  The Salt Road ',
        description: 'Sea.',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'The Salt Road',
        description: 'Sea.',
        status: 'draft',
        wordCount: 0,
        coverUrl: '/images/covers/default-novel.svg',
        isFavorite: false,
        chapters: [],
        assets: { images: [], documents: [], music: [] },
      });
      expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.headers.get('location')).toBe(`/api/v1/novels/${created.body.id}`);
      expect(Date.now() - Date.parse(created.body.lastUpdated)).toBeLessThan(60_000);
      const id = created.body.id;

      const list = await get<Novel[]>('/novels');
      expect(list.body[0]).toEqual({
        id,
        title: 'The Salt Road',
        status: 'draft',
        wordCount: 0,
        lastUpdated: created.body.lastUpdated,
        coverUrl: '/images/covers/default-novel.svg',
        description: 'Sea.',
        isFavorite: false,
        version: 1,
      });
      expect(list.body).toHaveLength(sampleWorkspace.novels.length + 1);

      const edited = await send<NovelDetail>('PATCH', `/novels/${id}`, {
        status: 'in-progress',
        universeId: 'u-emberreach',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'The Salt Road',
        status: 'in-progress',
        wordCount: 0,
        universeId: 'u-emberreach',
        version: 2,
      });
      // A client that names the version it read cannot overwrite a change made since.
      const stale = await api<ErrorBody & { error: { current: NovelDetail } }>(
        server,
        'PATCH',
        `/novels/${id}`,
        {
          token,
          body: { title: 'Lost edit' },
          headers: { 'If-Match': '"1"' },
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error.current).toMatchObject({ title: 'The Salt Road', version: 2 });
      const named = await api<NovelDetail & { version: number }>(server, 'PATCH', `/novels/${id}`, {
        token,
        body: { title: 'The Salt Road' },
        headers: { 'If-Match': '"2"' },
      });
      expect(named.body.version).toBe(3);
      const universe = await get<UniverseDetail>('/universes/u-emberreach');
      expect(universe.body.novels).toContainEqual({ id, title: 'The Salt Road', status: 'in-progress' });

      const unlinked = await send<NovelDetail>('PATCH', `/novels/${id}`, { universeId: null });
      expect(unlinked.body.universeId).toBeUndefined();

      expect((await send('PUT', `/novels/${id}/favorite`, { isFavorite: true })).body).toEqual({
        isFavorite: true,
      });
      expect((await get<NovelDetail>(`/novels/${id}`)).body.isFavorite).toBe(true);

      expect((await send('DELETE', `/novels/${id}`)).status).toBe(204);
      expect((await get<ErrorBody>(`/novels/${id}`)).body).toEqual({
        error: { code: 'not_found', message: 'Novel not found' },
      });
      expect((await send('DELETE', `/novels/${id}`)).status).toBe(404);
    });

    it('refuses bad input with the message a form shows', async () => {
      const empty = await send<ErrorBody>('POST', '/novels', { title: '   ' });
      expect(empty.status).toBe(422);
      expect(empty.body.error).toEqual({
        code: 'validation_failed',
        message: 'Title is required',
        details: [{ field: 'title', message: 'Title is required' }],
      });
      const universe = await send<ErrorBody>('POST', '/novels', { title: 'X', universeId: 'u-nowhere' });
      expect(universe.status).toBe(422);
      expect(universe.body.error.details).toEqual([
        { field: 'universeId', message: 'The selected universe does not exist' },
      ]);
      const words = await send<ErrorBody>('PATCH', '/novels/n-ashen-crown', { wordCount: 5000 });
      expect([words.status, words.body.error.message]).toEqual([422, NOVEL_WORD_COUNT_MESSAGE]);
      const status = await send<ErrorBody>('PATCH', '/novels/n-ashen-crown', { status: 'shelved' });
      expect([status.status, status.body.error.message]).toEqual([422, 'Choose a valid status']);

      const notJson = await send<ErrorBody>('POST', '/novels', '{"title": ');
      expect([notJson.status, notJson.body.error.code]).toEqual([400, 'bad_request']);
      const notObject = await send<ErrorBody>('POST', '/novels', [{ title: 'X' }]);
      expect(notObject.status).toBe(400);
      const longId = await get<ErrorBody>(`/novels/${'x'.repeat(101)}`);
      expect([longId.status, longId.body.error.code]).toEqual([400, 'bad_request']);
      const query = await get<ErrorBody>('/novels?sort=title');
      expect(query.status).toBe(400);
      expect(query.body.error.message).toBe('Invalid query string: unknown parameter sort');
      expect((await get('/novels/n-ashen-crown?expand=all')).status).toBe(400);
      const filter = await get<ErrorBody>(`/worlds?universeId=${'u'.repeat(101)}`);
      expect([filter.status, filter.body.error.message]).toEqual([
        400,
        'Invalid query string: Universe id must be at most 100 characters',
      ]);
      const favorite = await send<ErrorBody>('PUT', '/novels/n-ashen-crown/favorite', { isFavorite: 'yes' });
      expect([favorite.status, favorite.body.error.message]).toEqual([
        422,
        'isFavorite must be true or false',
      ]);
      expect((await get('/novels/n-missing')).status).toBe(404);
    });
  });

  describe('universes', () => {
    it('counts worlds, lists linked records, and refuses to delete one that still has worlds (409)', async () => {
      const universes = await get<Universe[]>('/universes');
      const ember = universes.body.find((u) => u.id === 'u-emberreach');
      expect(ember?.worldCount).toBe(
        sampleWorkspace.worlds.filter((w) => w.universeId === 'u-emberreach').length,
      );

      const created = await send<UniverseDetail>('POST', '/universes', { name: 'Glasslands' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Glasslands',
        description: '',
        worldCount: 0,
        worlds: [],
        novels: [],
        campaigns: [],
        imageUrl: '/images/universes/default-universe.svg',
      });
      const id = created.body.id;
      expect((await get<Universe[]>('/universes')).body[0]?.id).toBe(id);

      const world = await send<World>('POST', '/worlds', { universeId: id, name: 'Shard', type: 'Urban' });
      const novel = await send<NovelDetail>('POST', '/novels', { title: 'Glass Hearts', universeId: id });
      const detail = await get<UniverseDetail>(`/universes/${id}`);
      expect(detail.body.worldCount).toBe(1);
      expect(detail.body.worlds).toEqual([
        {
          id: world.body.id,
          name: 'Shard',
          description: '',
          type: 'Urban',
          imageUrl: '/images/worlds/default-world.svg',
          locationCount: 0,
        },
      ]);
      expect(detail.body.novels).toEqual([{ id: novel.body.id, title: 'Glass Hearts', status: 'draft' }]);

      // A universe takes its worlds with it (to the Trash, decision 038).
      const plan = await get<{ isRefused: boolean; summary: string }>(`/universes/${id}/delete-plan`);
      expect(plan.body).toMatchObject({ isRefused: false });
      expect(plan.body.summary).toMatch(/^It also deletes 1 world\./);

      await send('DELETE', `/worlds/${world.body.id}`);
      const timeline = await send<Timeline>('POST', '/timelines', {
        name: 'Glass age',
        description: 'Shards.',
        entityType: 'universe',
        entityId: id,
      });
      expect((await send('DELETE', `/universes/${id}`)).status).toBe(204);
      expect((await get<NovelDetail>(`/novels/${novel.body.id}`)).body.universeId).toBeUndefined();
      expect((await get(`/timelines/${timeline.body.id}`)).status).toBe(404);
    });

    it('renames, and refuses an empty name', async () => {
      const renamed = await send<UniverseDetail>('PATCH', '/universes/u-emberreach', {
        name: 'The Emberlands',
      });
      expect(renamed.body.name).toBe('The Emberlands');
      const world = (await get<World[]>('/worlds?universeId=u-emberreach')).body[0];
      expect(world?.universeName).toBe('The Emberlands');
      const campaign = (await get<Campaign[]>('/campaigns')).body.find(
        (c) => c.universeId === 'u-emberreach',
      );
      expect(campaign?.universe).toBe('The Emberlands');
      const empty = await send<ErrorBody>('PATCH', '/universes/u-emberreach', { name: '' });
      expect([empty.status, empty.body.error.message]).toEqual([422, 'Name is required']);
    });
  });

  describe('worlds and locations', () => {
    it('moves a world to another universe, refusing one that does not exist', async () => {
      const world = await send<World>('POST', '/worlds', {
        universeId: 'u-emberreach',
        name: 'Drift',
        type: 'Sky Islands',
      });
      const moved = await send<World>('PATCH', `/worlds/${world.body.id}`, { universeId: 'u-tidewell' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ universeId: 'u-tidewell', universeName: 'Tidewell Expanse' });
      expect((await get<UniverseDetail>('/universes/u-tidewell')).body.worlds.map((w) => w.id)).toContain(
        world.body.id,
      );
      const refused = await send<ErrorBody>('PATCH', `/worlds/${world.body.id}`, { universeId: 'u-nowhere' });
      expect(refused.status).toBe(422);
      expect(refused.body.error.details).toEqual([
        { field: 'universeId', message: 'The selected universe does not exist' },
      ]);
    });

    it('keeps location counts in step and deletes a world with its locations', async () => {
      const world = await send<World>('POST', '/worlds', {
        universeId: 'u-emberreach',
        name: 'Ashfall',
        type: 'Mountain',
      });
      expect(world.status).toBe(201);
      expect(world.body).toMatchObject({ locationCount: 0, climate: '', dominantRaces: [], settlements: [] });
      const worlds = await get<World[]>('/worlds');
      expect(worlds.body.at(-1)?.id).toBe(world.body.id);

      const location = await send<Location>('POST', '/locations', {
        worldId: world.body.id,
        name: 'Vent',
        type: 'Dungeon',
      });
      expect(location.body).toEqual({
        id: location.body.id,
        worldId: world.body.id,
        name: 'Vent',
        type: 'Dungeon',
        description: '',
        version: 1,
      });
      expect((await get<World>(`/worlds/${world.body.id}`)).body.locationCount).toBe(1);
      expect((await get<Location[]>(`/locations?worldId=${world.body.id}`)).body).toEqual([location.body]);
      const inUniverse = await get<Location[]>('/locations?universeId=u-emberreach');
      expect(inUniverse.body.map((l) => l.id)).toContain(location.body.id);
      expect((await get<Location[]>('/locations?universeId=u-nowhere')).body).toEqual([]);

      const moved = await send<Location>('PATCH', `/locations/${location.body.id}`, { name: 'Deep Vent' });
      expect(moved.body.name).toBe('Deep Vent');
      const edited = await send<World>('PATCH', `/worlds/${world.body.id}`, {
        climate: 'Ashen',
        dominantRaces: ['Dwarves'],
      });
      expect(edited.body).toMatchObject({ climate: 'Ashen', dominantRaces: ['Dwarves'], locationCount: 1 });

      expect((await send('DELETE', `/worlds/${world.body.id}`)).status).toBe(204);
      expect((await get(`/locations/${location.body.id}`)).status).toBe(404);
    });

    it('refuses a world in no universe and a location of a bad type', async () => {
      const world = await send<ErrorBody>('POST', '/worlds', {
        universeId: 'u-nowhere',
        name: 'X',
        type: 'Forest',
      });
      expect([world.status, world.body.error.message]).toEqual([422, 'The selected universe does not exist']);
      const noType = await send<ErrorBody>('POST', '/worlds', { universeId: 'u-emberreach', name: 'X' });
      expect(noType.body.error.message).toBe('Type is required');
      const location = await send<ErrorBody>('POST', '/locations', {
        worldId: 'w-thornwild',
        name: 'X',
        type: 'Moon',
      });
      expect(location.body.error.message).toBe('Choose a location type: City, Wilderness, Dungeon or Ruins');
      const filter = await get<ErrorBody>('/locations?world=w-thornwild');
      expect(filter.status).toBe(400);
    });
  });

  describe('campaigns', () => {
    it('creates one with defaults and counts sessions as they are added', async () => {
      const created = await send<CampaignDetail>('POST', '/campaigns', {
        title: 'Night Market',
        universeId: 'u-emberreach',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        status: 'planning',
        nextSessionDate: null,
        sessionsCount: 0,
        coverUrl: '/images/campaigns/default-campaign.svg',
      });
      expect(created.body.universe).not.toBe('');
      const id = created.body.id;
      const session = await send('POST', `/campaigns/${id}/sessions`, {
        title: 'Session 1',
        status: 'planned',
        date: '2030-01-02',
        summary: '',
      });
      expect(session.status).toBe(201);
      const listed = (await get<Campaign[]>('/campaigns')).body.find((c) => c.id === id);
      expect(listed?.sessionsCount).toBe(1);
      expect(listed).not.toHaveProperty('sessions');

      const edited = await send<CampaignDetail>('PATCH', `/campaigns/${id}`, {
        status: 'active',
        nextSessionDate: '2030-01-02',
      });
      expect(edited.body).toMatchObject({
        status: 'active',
        nextSessionDate: '2030-01-02',
        sessionsCount: 1,
      });
      const badDate = await send<ErrorBody>('PATCH', `/campaigns/${id}`, { nextSessionDate: 'soon' });
      expect(badDate.body.error.message).toBe('Next session must be a date (YYYY-MM-DD)');
      const noUniverse = await send<ErrorBody>('POST', '/campaigns', { title: 'X' });
      expect(noUniverse.body.error.message).toBe('Please select a universe');
    });

    it('unlinks References characters and items from a deleted campaign', async () => {
      const campaign = await send<CampaignDetail>('POST', '/campaigns', {
        title: 'Short',
        universeId: 'u-emberreach',
      });
      const id = campaign.body.id;
      const character = await send<Character>('POST', '/characters', {
        name: 'Pell',
        role: 'Player',
        campaignId: id,
      });
      const item = await send<Item>('POST', '/items', {
        name: 'Lamp',
        type: 'Artifact',
        rarity: 'Rare',
        campaigns: [id, 'c-cinder-road'],
      });
      expect((await send('DELETE', `/campaigns/${id}`)).status).toBe(204);
      expect((await get<Character>(`/characters/${character.body.id}`)).body.campaignId).toBeUndefined();
      expect((await get<Item>(`/items/${item.body.id}`)).body.campaigns).toEqual(['c-cinder-road']);
    });
  });

  describe('timelines and events', () => {
    it('creates a timeline, sorts its events naturally and follows the linked record’s name', async () => {
      const novel = await send<NovelDetail>('POST', '/novels', { title: 'Tides' });
      const timeline = await send<Timeline>('POST', '/timelines', {
        name: 'Tide years',
        description: 'Years of the tide.',
        entityType: 'novel',
        entityId: novel.body.id,
      });
      expect(timeline.status).toBe(201);
      expect(timeline.body).toMatchObject({ entityName: 'Tides', eventCount: 0 });
      const id = timeline.body.id;
      expect((await get<Timeline[]>('/timelines')).body[0]?.id).toBe(id);

      const event = (title: string, date: string) =>
        send<TimelineEvent>('POST', `/timelines/${id}/events`, { title, date, description: 'x' });
      const ten = await event('Ten', 'Year 10');
      expect(ten.status).toBe(201);
      expect(ten.body).toMatchObject({
        timelineId: id,
        type: 'major',
        importance: 'moderate',
        icon: 'Calendar',
        characters: [],
        tags: [],
      });
      await event('Nine', 'Year 9');
      const events = await get<TimelineEvent[]>(`/timelines/${id}/events`);
      expect(events.body.map((e) => e.title)).toEqual(['Nine', 'Ten']);
      expect((await get<Timeline>(`/timelines/${id}`)).body.eventCount).toBe(2);

      await send('PATCH', `/novels/${novel.body.id}`, { title: 'Tides Turned' });
      expect((await get<Timeline>(`/timelines/${id}`)).body.entityName).toBe('Tides Turned');

      const replaced = await send<TimelineEvent>('PUT', `/timeline-events/${ten.body.id}`, {
        title: 'Ten',
        date: 'Year 1',
        description: 'moved',
        tags: [' war ', 'war', ''],
      });
      expect(replaced.body).toMatchObject({ date: 'Year 1', tags: ['war'] });
      expect((await get<TimelineEvent[]>(`/timelines/${id}/events`)).body.map((e) => e.title)).toEqual([
        'Ten',
        'Nine',
      ]);
      expect((await send('DELETE', `/timeline-events/${ten.body.id}`)).status).toBe(204);
      expect((await get<Timeline>(`/timelines/${id}`)).body.eventCount).toBe(1);

      const renamed = await send<Timeline>('PATCH', `/timelines/${id}`, { name: 'Tides' });
      expect(renamed.body.name).toBe('Tides');
      const events2 = (await get<TimelineEvent[]>(`/timelines/${id}/events`)).body;
      expect((await send('DELETE', `/timelines/${id}`)).status).toBe(204);
      expect((await get(`/timeline-events/${events2[0]?.id}`)).status).toBe(404);
      expect((await get(`/timelines/${id}/events`)).status).toBe(404);
    });

    it('checks the form in the order it shows its messages', async () => {
      const message = async (body: unknown) =>
        (await send<ErrorBody>('POST', '/timelines', body)).body.error.message;
      expect(await message({ name: '', description: '', entityType: 'novel' })).toBe(
        'Timeline name is required',
      );
      expect(await message({ name: 'T', description: ' ', entityType: 'novel' })).toBe(
        'Description is required',
      );
      expect(await message({ name: 'T', description: 'D', entityType: 'campaign' })).toBe(
        'Please select a campaign',
      );
      expect(await message({ name: 'T', description: 'D', entityType: 'novel', entityId: 'n-gone' })).toBe(
        'The selected novel does not exist',
      );
      const event = await send<ErrorBody>('POST', '/timelines/t-ember-age/events', {
        title: 'T',
        date: ' ',
        description: 'D',
      });
      expect([event.status, event.body.error.message]).toEqual([422, 'Date is required']);
    });
  });

  describe('References characters and items', () => {
    it('creates, filters, relinks and deletes a character', async () => {
      const created = await send<Character>('POST', '/characters', {
        name: 'Oda',
        role: 'Ally',
        novelId: 'n-ashen-crown',
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: created.body.id,
        name: 'Oda',
        role: 'Ally',
        description: '',
        novelId: 'n-ashen-crown',
        version: 1,
      });
      const ofNovel = await get<Character[]>('/characters?novelId=n-ashen-crown');
      expect(ofNovel.body.every((c) => c.novelId === 'n-ashen-crown')).toBe(true);
      expect(ofNovel.body.at(-1)?.id).toBe(created.body.id);
      const relinked = await send<Character>('PATCH', `/characters/${created.body.id}`, {
        novelId: null,
        universeId: 'u-emberreach',
      });
      expect(relinked.body).toEqual({
        id: created.body.id,
        name: 'Oda',
        role: 'Ally',
        description: '',
        universeId: 'u-emberreach',
        version: 2,
      });
      const bad = await send<ErrorBody>('PATCH', `/characters/${created.body.id}`, { campaignId: 'c-gone' });
      expect(bad.body.error.details).toEqual([
        { field: 'campaignId', message: 'The selected campaign does not exist' },
      ]);
      const role = await send<ErrorBody>('POST', '/characters', { name: 'X', role: 'Jester' });
      expect(role.body.error.message).toBe(
        'Role must be one of Protagonist, Antagonist, Ally, Mentor, Player, Villain',
      );
      expect((await send('DELETE', `/characters/${created.body.id}`)).status).toBe(204);
    });

    it('creates, edits and deletes an item', async () => {
      const created = await send<Item>('POST', '/items', {
        name: 'Key',
        type: 'Quest Item',
        rarity: 'Uncommon',
      });
      expect(created.body).toEqual({
        id: created.body.id,
        name: 'Key',
        type: 'Quest Item',
        rarity: 'Uncommon',
        description: '',
        location: '',
        campaigns: [],
        version: 1,
      });
      const edited = await send<Item>('PATCH', `/items/${created.body.id}`, {
        campaigns: ['c-cinder-road'],
        location: 'Vault',
      });
      expect(edited.body).toMatchObject({ campaigns: ['c-cinder-road'], location: 'Vault' });
      const bad = await send<ErrorBody>('PATCH', `/items/${created.body.id}`, { campaigns: ['c-gone'] });
      expect(bad.status).toBe(422);
      expect((await get<Item[]>('/items')).body.at(-1)?.id).toBe(created.body.id);
      expect((await send('DELETE', `/items/${created.body.id}`)).status).toBe(204);
      expect((await get(`/items/${created.body.id}`)).status).toBe(404);
    });
  });

  describe('profile and saved queries', () => {
    it('counts the workspace and drops deleted recent projects', async () => {
      const user = await newUserToken(server, 'profile');
      const before = await api<Profile>(server, 'GET', '/profile', { token: user });
      expect(before.body.stats).toEqual({
        novels: sampleWorkspace.novels.length,
        universes: sampleWorkspace.universes.length,
        campaigns: sampleWorkspace.campaigns.length,
      });
      expect(before.body.recentProjects.map((p) => p.id)).toContain('n-drowned-bells');
      await api(server, 'DELETE', '/novels/n-drowned-bells', { token: user });
      const after = await api<Profile>(server, 'GET', '/profile', { token: user });
      expect(after.body.stats.novels).toBe(sampleWorkspace.novels.length - 1);
      expect(after.body.recentProjects.map((p) => p.id)).not.toContain('n-drowned-bells');

      const edited = await api<Profile>(server, 'PATCH', '/profile', {
        token: user,
        body: { name: ' Ada ', socials: { twitter: '', instagram: '', website: 'https://ada.example' } },
      });
      expect(edited.body).toMatchObject({ name: 'Ada', socials: { website: 'https://ada.example' } });
      const empty = await api<ErrorBody>(server, 'PATCH', '/profile', {
        token: user,
        body: { username: '' },
      });
      expect([empty.status, empty.body.error.message]).toEqual([422, 'Username is required']);
    });

    it('keeps the user’s saved queries', async () => {
      expect((await get('/saved-queries')).body).toEqual([]);
      const saved = await send<{ id: string }>('POST', '/saved-queries', {
        name: 'Big',
        sql: 'SELECT * FROM novels',
      });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ name: 'Big', sql: 'SELECT * FROM novels', description: '' });
      const edited = await send('PATCH', `/saved-queries/${saved.body.id}`, { description: 'All' });
      expect(edited.body).toMatchObject({ description: 'All' });
      expect((await get<unknown[]>('/saved-queries')).body).toHaveLength(1);
      const noName = await send<ErrorBody>('POST', '/saved-queries', { name: ' ', sql: 'SELECT 1' });
      expect(noName.body.error.message).toBe('Query name is required');
      const noSql = await send<ErrorBody>('POST', '/saved-queries', { name: 'X' });
      expect(noSql.body.error.message).toBe('SQL query is required');
      expect((await send('DELETE', `/saved-queries/${saved.body.id}`)).status).toBe(204);
      expect((await get('/saved-queries')).body).toEqual([]);
    });
  });

  it('answers unknown routes and oversized bodies in the same JSON shape', async () => {
    const route = await get<ErrorBody>('/dragons');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ error: { code: 'not_found', message: 'Route not found' } });
    const big = await send<ErrorBody>('POST', '/novels', {
      title: 'Big',
      description: 'x'.repeat(1_100_000),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB' },
    });
  });

  it('counts a streamed body that declares no length, refusing it past 1 MB and taking it below', async () => {
    // A body sent in chunks (no Content-Length) is measured as it arrives.
    const streamed = (json: string) => {
      const bytes = new TextEncoder().encode(json);
      return fetch(`${server.url}/api/v1/novels`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 64 * 1024)
              controller.enqueue(bytes.slice(at, at + 64 * 1024));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    };
    const big = await streamed(JSON.stringify({ title: 'Big', description: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).error.code).toBe('payload_too_large');
    const small = await streamed(JSON.stringify({ title: 'Streamed', description: 'In chunks.' }));
    expect(small.status).toBe(201);
    expect(((await small.json()) as Novel).title).toBe('Streamed');
  });
});
