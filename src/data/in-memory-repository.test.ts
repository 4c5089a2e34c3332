import { describe, expect, it } from 'vitest';
import { NOVEL_WORD_COUNT_MESSAGE } from '../../common/domain/novel';
import { sampleWorkspace } from '../../common/sample/workspace';
import { createInMemoryRepository, DEFAULT_COVER_URL } from './in-memory-repository';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function repo() {
  let counter = 0;
  return createInMemoryRepository({
    latencyMs: 0,
    now: () => NOW,
    newId: () => `new-${++counter}`,
  });
}

describe('novels', () => {
  it('lists the sample novels without their detail parts', async () => {
    const novels = await repo().listNovels();
    expect(novels.map((n) => n.title)).toContain('The Ashen Crown');
    expect(novels[0]).not.toHaveProperty('chapters');
  });

  it('gets a novel with chapters, characters, arcs, events and assets', async () => {
    const novel = await repo().getNovel('n-ashen-crown');
    expect(novel.chapters.length).toBeGreaterThan(0);
    expect(novel.assets.images.length).toBeGreaterThan(0);
  });

  it('rejects an unknown id with a not-found error', async () => {
    await expect(repo().getNovel('nope')).rejects.toMatchObject({
      name: 'NotFoundError',
      message: 'Novel not found',
    });
  });

  it('creates a draft with 0 words, the default cover and now as last update, listed first', async () => {
    const r = repo();
    const novel = await r.createNovel({ title: '  The Salt Road  ', universeId: 'u-tidewell' });
    expect(novel).toMatchObject({
      id: 'new-1',
      title: 'The Salt Road',
      status: 'draft',
      wordCount: 0,
      coverUrl: DEFAULT_COVER_URL,
      lastUpdated: NOW.toISOString(),
      universeId: 'u-tidewell',
      isFavorite: false,
    });
    expect((await r.listNovels())[0]?.id).toBe('new-1');
    expect((await r.getUniverse('u-tidewell')).novels.map((n) => n.id)).toContain('new-1');
  });

  it('creates a novel without a universe', async () => {
    const novel = await repo().createNovel({ title: 'Loose Pages' });
    expect(novel).not.toHaveProperty('universeId');
  });

  it('rejects a blank title with a message for the user', async () => {
    await expect(repo().createNovel({ title: '   ' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Title is required',
      field: 'title',
    });
  });

  it('rejects a universe that does not exist', async () => {
    await expect(repo().createNovel({ title: 'X', universeId: 'u-nowhere' })).rejects.toThrow(
      'The selected universe does not exist',
    );
  });

  it('updates fields, connects and disconnects a universe', async () => {
    const r = repo();
    const updated = await r.updateNovel('n-quiet-orchard', {
      status: 'in-progress',
      universeId: 'u-lanternfall',
    });
    expect(updated).toMatchObject({
      status: 'in-progress',
      universeId: 'u-lanternfall',
      title: 'A Quiet Orchard',
    });
    expect(updated.lastUpdated).toBe(NOW.toISOString());
    const disconnected = await r.updateNovel('n-quiet-orchard', { universeId: null });
    expect(disconnected).not.toHaveProperty('universeId');
  });

  it('rejects an invalid update and an unknown id', async () => {
    const r = repo();
    await expect(r.updateNovel('n-ashen-crown', { wordCount: 5000 })).rejects.toThrow(
      NOVEL_WORD_COUNT_MESSAGE,
    );
    await expect(r.updateNovel('nope', { title: 'X' })).rejects.toThrow('Novel not found');
  });

  it('deletes a novel with its timelines and unlinks its characters', async () => {
    const r = repo();
    await r.deleteNovel('n-ashen-crown');
    await expect(r.getNovel('n-ashen-crown')).rejects.toThrow('Novel not found');
    expect((await r.records('timeline').list()).some((t) => t.entityId === 'n-ashen-crown')).toBe(false);
    expect((await r.records('character').list({ novelId: 'n-ashen-crown' })).length).toBe(0);
    await expect(r.deleteNovel('n-ashen-crown')).rejects.toThrow('Novel not found');
  });
});

describe('favorites', () => {
  it('sets the flag on novels, universes and campaigns', async () => {
    const r = repo();
    await r.setFavorite('novel', 'n-quiet-orchard', true);
    await r.setFavorite('universe', 'u-emberreach', false);
    await r.setFavorite('campaign', 'c-gaslight-syndicate', true);
    expect((await r.getNovel('n-quiet-orchard')).isFavorite).toBe(true);
    expect((await r.getUniverse('u-emberreach')).isFavorite).toBe(false);
    expect((await r.getCampaign('c-gaslight-syndicate')).isFavorite).toBe(true);
  });

  it('rejects an unknown id', async () => {
    await expect(repo().setFavorite('campaign', 'nope', true)).rejects.toThrow('Campaign not found');
  });
});

describe('derived fields', () => {
  it('counts worlds per universe and follows a new world', async () => {
    const r = repo();
    const before = (await r.listUniverses()).find((u) => u.id === 'u-tidewell');
    expect(before?.worldCount).toBe(2);
    await r.createWorld({ universeId: 'u-tidewell', name: 'The Reef Wastes', type: 'Underwater' });
    const after = (await r.listUniverses()).find((u) => u.id === 'u-tidewell');
    expect(after?.worldCount).toBe(3);
  });

  it('names the universe and counts locations for a world', async () => {
    const r = repo();
    const world = await r.getWorld('w-thornwild');
    expect(world).toMatchObject({ universeName: 'The Emberreach', locationCount: 3 });
    await r.records('location').create({ worldId: 'w-thornwild', name: 'Nettle Ford', type: 'Wilderness' });
    expect((await r.getWorld('w-thornwild')).locationCount).toBe(4);
    expect((await r.listWorlds('u-emberreach')).map((w) => w.id)).toEqual(['w-thornwild', 'w-greyspire']);
  });

  it('names the universe and counts sessions for a campaign, and follows a rename', async () => {
    const r = repo();
    expect(await r.getCampaign('c-cinder-road')).toMatchObject({
      universe: 'The Emberreach',
      sessionsCount: 4,
    });
    await r.updateUniverse('u-emberreach', { name: 'The Ember Reach' });
    const campaign = (await r.listCampaigns()).find((c) => c.id === 'c-cinder-road');
    expect(campaign?.universe).toBe('The Ember Reach');
  });

  it('names the linked record and counts events for a timeline', async () => {
    const r = repo();
    const timeline = await r.records('timeline').get('t-ashen-crown');
    expect(timeline).toMatchObject({ entityName: 'The Ashen Crown', eventCount: 8 });
    await r.createTimelineEvent('t-ashen-crown', { title: 'Coda', date: 'Year 321', description: 'After.' });
    expect((await r.records('timeline').get('t-ashen-crown')).eventCount).toBe(9);
  });

  it('counts profile statistics from the workspace and resolves recent projects', async () => {
    const r = repo();
    const profile = await r.getProfile();
    expect(profile.stats).toEqual({
      novels: sampleWorkspace.novels.length,
      universes: sampleWorkspace.universes.length,
      campaigns: sampleWorkspace.campaigns.length,
    });
    expect(profile.recentProjects[0]).toMatchObject({ type: 'novel', title: 'The Ashen Crown' });
    await r.createNovel({ title: 'Another' });
    expect((await r.getProfile()).stats.novels).toBe(sampleWorkspace.novels.length + 1);
  });
});

describe('timelines and events', () => {
  it('checks creation input in the order of the form', async () => {
    const r = repo();
    await expect(
      r.records('timeline').create({ name: '', description: '', entityType: 'novel' }),
    ).rejects.toThrow('Timeline name is required');
    await expect(
      r.records('timeline').create({ name: 'T', description: ' ', entityType: 'novel' }),
    ).rejects.toThrow('Description is required');
    await expect(
      r.records('timeline').create({ name: 'T', description: 'D', entityType: 'campaign' }),
    ).rejects.toThrow('Please select a campaign');
  });

  it('creates a timeline with 0 events, linked by name', async () => {
    const timeline = await repo().records('timeline').create({
      name: 'Regatta legs',
      description: 'Each leg of the race',
      entityType: 'campaign',
      entityId: 'c-stormglass-regatta',
    });
    expect(timeline).toMatchObject({
      eventCount: 0,
      entityName: 'Stormglass Regatta',
      lastUpdated: NOW.toISOString(),
    });
  });

  it('lists events in natural date order', async () => {
    const events = await repo().listTimelineEvents('t-ember-age');
    const dates = events.map((e) => e.date);
    expect(dates.indexOf('Year 9 of the Ember Age')).toBeLessThan(dates.indexOf('Year 10 of the Ember Age'));
    expect(dates[0]).toBe('Year 1 of the Ember Age');
    expect(dates.at(-1)).toBe('Year 319 of the Ember Age');
  });

  it('adds an event with defaults and clean lists, edits and deletes it', async () => {
    const r = repo();
    const event = await r.createTimelineEvent('t-tidewell', {
      title: 'A new chain',
      date: 'Tide 400',
      description: 'Forged at Highmoor.',
      characters: [' Ilse Marrow ', '', 'Ilse Marrow'],
      tags: ['politics', ' politics', 'craft'],
    });
    expect(event).toMatchObject({
      id: 'new-1',
      timelineId: 't-tidewell',
      type: 'major',
      importance: 'moderate',
      icon: 'Calendar',
      characters: ['Ilse Marrow'],
      tags: ['politics', 'craft'],
    });
    const edited = await r.updateTimelineEvent('new-1', {
      ...event,
      title: 'A newer chain',
      importance: 'critical',
    });
    expect(edited).toMatchObject({
      title: 'A newer chain',
      importance: 'critical',
      timelineId: 't-tidewell',
    });
    await r.deleteTimelineEvent('new-1');
    expect((await r.listTimelineEvents('t-tidewell')).some((e) => e.id === 'new-1')).toBe(false);
  });

  it('checks event fields in order, counting whitespace as empty', async () => {
    const r = repo();
    await expect(
      r.createTimelineEvent('t-tidewell', { title: ' ', date: '', description: '' }),
    ).rejects.toThrow('Title is required');
    await expect(
      r.createTimelineEvent('t-tidewell', { title: 'T', date: '  ', description: '' }),
    ).rejects.toThrow('Date is required');
    await expect(
      r.createTimelineEvent('t-tidewell', { title: 'T', date: 'D', description: '\n' }),
    ).rejects.toThrow('Description is required');
    await expect(r.createTimelineEvent('nope', { title: 'T', date: 'D', description: 'X' })).rejects.toThrow(
      'Timeline not found',
    );
  });

  it('deletes a timeline with its events', async () => {
    const r = repo();
    await r.records('timeline').delete('t-gaslight');
    await expect(r.records('timeline').get('t-gaslight')).rejects.toThrow('Timeline not found');
    await expect(r.listTimelineEvents('t-gaslight')).rejects.toThrow('Timeline not found');
  });
});

describe('universes, worlds, locations and campaigns', () => {
  it('gets a universe with its worlds, novels and campaigns', async () => {
    const universe = await repo().getUniverse('u-emberreach');
    expect(universe.worlds.map((w) => w.name)).toEqual(['The Thornwild', 'Greyspire']);
    expect(universe.novels.map((n) => n.id)).toContain('n-ashen-crown');
    expect(universe.campaigns.map((c) => c.id)).toContain('c-cinder-road');
    expect(universe.worldCount).toBe(2);
  });

  it('creates a universe and deletes one with its worlds (decision 038)', async () => {
    const r = repo();
    const universe = await r.createUniverse({ name: 'Glasswater' });
    expect(universe).toMatchObject({ worldCount: 0, lastUpdated: NOW.toISOString() });
    await expect(r.createUniverse({ name: '' })).rejects.toThrow('Name is required');
    await r.deleteUniverse('u-tidewell');
    expect((await r.listWorlds()).some((world) => world.universeId === 'u-tidewell')).toBe(false);
    await r.deleteUniverse(universe.id);
    await expect(r.getUniverse(universe.id)).rejects.toThrow('Universe not found');
  });

  it('lists locations by world and by universe, and validates new ones', async () => {
    const r = repo();
    expect((await r.records('location').list({ worldId: 'w-brassgate' })).map((l) => l.id)).toEqual([
      'loc-company-exchange',
      'loc-canal-vaults',
    ]);
    expect((await r.records('location').list({ universeId: 'u-lanternfall' })).length).toBe(4);
    await expect(
      r.records('location').create({ worldId: 'w-brassgate', name: 'X', type: 'Castle' as 'City' }),
    ).rejects.toThrow(/Choose a location type/);
    await expect(r.records('location').create({ worldId: 'nope', name: 'X', type: 'City' })).rejects.toThrow(
      'The selected world does not exist',
    );
  });

  it('deletes a world with its locations', async () => {
    const r = repo();
    await r.deleteWorld('w-brassgate');
    expect(await r.records('location').list({ worldId: 'w-brassgate' })).toEqual([]);
  });

  it('creates, updates and deletes a campaign', async () => {
    const r = repo();
    const campaign = await r.createCampaign({ title: 'Night Market', universeId: 'u-lanternfall' });
    expect(campaign).toMatchObject({
      status: 'planning',
      nextSessionDate: null,
      sessionsCount: 0,
      universe: 'Lanternfall',
    });
    const updated = await r.updateCampaign(campaign.id, { status: 'active', nextSessionDate: '2026-12-01' });
    expect(updated).toMatchObject({ status: 'active', nextSessionDate: '2026-12-01' });
    await expect(r.updateCampaign(campaign.id, { nextSessionDate: 'soon' })).rejects.toThrow(
      /Next session must be a date/,
    );
    await expect(r.createCampaign({ title: 'X', universeId: '' })).rejects.toThrow(
      'Please select a universe',
    );
    await r.deleteCampaign('c-cinder-road');
    const items = (await r.getReferenceData()).tables.find((t) => t.name === 'items');
    expect(items?.rows.some((row) => String(row.campaigns).includes('c-cinder-road'))).toBe(false);
  });
});

describe('isolation and loading', () => {
  it('never changes the sample it was loaded from, and gives each repository its own copy', async () => {
    const first = repo();
    await first.updateNovel('n-ashen-crown', { title: 'Changed' });
    expect(sampleWorkspace.novels[0]?.title).toBe('The Ashen Crown');
    expect((await repo().getNovel('n-ashen-crown')).title).toBe('The Ashen Crown');
  });

  it('returns copies, so changing a result does not change the workspace', async () => {
    const r = repo();
    const novel = await r.getNovel('n-ashen-crown');
    novel.title = 'Mutated';
    expect((await r.getNovel('n-ashen-crown')).title).toBe('The Ashen Crown');
  });

  it('waits the configured latency before a list resolves', async () => {
    const r = createInMemoryRepository({ latencyMs: 80 });
    await r.getProfile();
    const started = performance.now();
    await r.listNovels();
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });
});

describe('reference tables', () => {
  it('gives every table typed fields, keys and rows of plain values', async () => {
    const data = await repo().getReferenceData();
    expect(data.tables.map((t) => t.name)).toEqual([
      'novels',
      'universes',
      'worlds',
      'campaigns',
      'characters',
      'locations',
      'items',
      'timelines',
      'events',
    ]);
    for (const table of data.tables) {
      // A mention is a place in a text, not a record: it has no id of its own.
      if (table.name !== 'mentions') expect(table.fields.find((f) => f.isPrimaryKey)?.name).toBe('id');
      for (const row of table.rows) {
        for (const field of table.fields) {
          const value = row[field.name];
          expect(value === null || typeof value === field.type, `${table.name}.${field.name}`).toBe(true);
        }
      }
    }
    const novels = data.tables.find((t) => t.name === 'novels');
    expect(novels?.fields.find((f) => f.name === 'universeId')?.references).toEqual({
      table: 'universes',
      field: 'id',
    });
    expect(novels?.rows.find((r) => r.id === 'n-quiet-orchard')?.universeId).toBeNull();
    const items = data.tables.find((t) => t.name === 'items');
    expect(items?.rows.find((r) => r.id === 'it-oathflame')?.campaigns).toBe(
      'c-cinder-road, c-frostmarch-vigil',
    );
    expect(data.relationships.some((r) => r.kind === 'many-to-many')).toBe(true);
  });
});
