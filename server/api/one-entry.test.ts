import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../common/api/search';
import type { EntitySummary } from '../../common/workspace/entities';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// One entry per thing (decision 061): the @ menu and search offer a character once, however many novels
// and campaigns it appears in, and a campaign's item as its item; each entry names where it lives.

describe.each(BACKENDS)('one entry per thing in the @ menu and search on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'one-entry');
    // Mira appears in a second novel too: three places in all with her References page.
    const added = await api(server, 'POST', '/novels/n-thornwild-song/characters', {
      token,
      body: { characterId: 'ch-mira', name: 'Mira Coldwater', role: 'Cameo', description: 'Passes through.' },
    });
    expect(added.status).toBe(201);
  });
  afterAll(() => server.close());

  const get = <T>(path: string) => api<T>(server, 'GET', path, { token });

  it('offers Mira once in the @ menu, as the character, with her universe’s name', async () => {
    const universe = (await get<{ name: string }>('/universes/u-emberreach')).body;
    const suggested = (await get<(EntitySummary & { place: string })[]>('/entities/suggest?q=mira')).body;
    const miras = suggested.filter((entry) => entry.name === 'Mira Coldwater');
    expect(miras).toEqual([
      expect.objectContaining({
        kind: 'character',
        id: 'ch-mira',
        universeId: 'u-emberreach',
        place: universe.name,
      }),
    ]);
    // A part names its record: a chapter its novel.
    const chapters = (await get<(EntitySummary & { place: string })[]>('/entities/suggest?q=forge')).body;
    for (const entry of chapters.filter((each) => each.kind === 'novels/chapters')) {
      expect(entry.place).not.toBe('');
    }
    expect(
      suggested.some((entry) => entry.kind === 'novels/characters' || entry.kind === 'campaigns/characters'),
    ).toBe(false);
  });

  it('lists Mira once in search, as the character, and counts no appearances', async () => {
    const result = (await get<SearchResult>('/search?q=Mira%20Coldwater')).body;
    const miras = result.hits.filter((hit) => hit.name === 'Mira Coldwater');
    expect(miras.map((hit) => [hit.kind, hit.id])).toEqual([['character', 'ch-mira']]);
    expect(miras[0]?.place).not.toBe('');
    expect(result.counts['novels/characters']).toBeUndefined();
    expect(result.counts['campaigns/characters']).toBeUndefined();
  });

  it('offers a campaign’s item as the item it stands for', async () => {
    const items = (await get<{ id: string; name: string; campaigns: string[] }[]>('/items')).body;
    const inCampaign = items.find((item) => item.campaigns.length > 0);
    if (inCampaign === undefined) throw new Error('the sample has an item in a campaign');
    const typed = encodeURIComponent(inCampaign.name.toLowerCase());
    const suggested = (await get<EntitySummary[]>(`/entities/suggest?q=${typed}`)).body;
    const same = suggested.filter((entry) => entry.name === inCampaign.name);
    expect(same.map((entry) => [entry.kind, entry.id])).toEqual([['item', inCampaign.id]]);
    const found = (await get<SearchResult>(`/search?q=${typed}`)).body;
    expect(found.hits.filter((hit) => hit.name === inCampaign.name).map((hit) => hit.kind)).toEqual(['item']);
  });
});
