import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { richTextFromPlain } from '../../common/text/rich-text';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { type ApiAnswer, api, newUserToken } from './api-test-helpers';

// One user can never read, change or even detect another's records: through every route a foreign id
// answers exactly as an id that exists nowhere, lists never show it, and links to it are refused as
// links to nothing.

type Created = { id: string };

/** Every kind of record, and for each the requests that could reach it by id. */
const routesById = (ids: Record<string, string>) => {
  const update: [string, string, unknown][] = [
    ['PATCH', `/novels/${ids.novel}`, { title: 'Mine now' }],
    ['PUT', `/novels/${ids.novel}/favorite`, { isFavorite: true }],
    ['PATCH', `/universes/${ids.universe}`, { name: 'Mine now' }],
    ['PUT', `/universes/${ids.universe}/favorite`, { isFavorite: true }],
    ['PATCH', `/worlds/${ids.world}`, { name: 'Mine now' }],
    ['PATCH', `/locations/${ids.location}`, { name: 'Mine now' }],
    ['PATCH', `/campaigns/${ids.campaign}`, { title: 'Mine now' }],
    ['PUT', `/campaigns/${ids.campaign}/favorite`, { isFavorite: true }],
    ['PATCH', `/timelines/${ids.timeline}`, { name: 'Mine now' }],
    ['POST', `/timelines/${ids.timeline}/events`, { title: 'T', date: 'D', description: 'X' }],
    ['PUT', `/timeline-events/${ids.event}`, { title: 'T', date: 'D', description: 'X' }],
    ['PATCH', `/characters/${ids.character}`, { name: 'Mine now' }],
    ['PATCH', `/items/${ids.item}`, { name: 'Mine now' }],
    ['PATCH', `/saved-queries/${ids.query}`, { name: 'Mine now' }],
    ['POST', `/novels/${ids.novel}/chapters`, { title: 'Mine' }],
    ['PATCH', `/novels/${ids.novel}/chapters/${ids.chapter}`, { title: 'Mine', version: 1 }],
    ['POST', `/novels/${ids.novel}/chapters/${ids.chapter}/move`, { toIndex: 0 }],
    ['POST', `/novels/${ids.novel}/chapters/${ids.chapter}/versions`, { name: 'Mine now' }],
    ['POST', `/novels/${ids.novel}/chapters/${ids.chapter}/versions/${ids.version}/restore`, { version: 1 }],
    [
      'POST',
      `/campaigns/${ids.campaign}/sessions`,
      { title: 'S', status: 'planned', date: '2030-01-01', summary: '' },
    ],
  ];
  const read = [
    `/novels/${ids.novel}`,
    `/novels/${ids.novel}/chapters`,
    `/novels/${ids.novel}/chapters/${ids.chapter}`,
    `/novels/${ids.novel}/chapters/${ids.chapter}/text`,
    `/novels/${ids.novel}/chapters/${ids.chapter}/versions`,
    `/novels/${ids.novel}/chapters/${ids.chapter}/versions/${ids.version}`,
    `/universes/${ids.universe}`,
    `/universes/${ids.universe}/factions`,
    `/worlds/${ids.world}`,
    `/worlds/${ids.world}/lore`,
    `/locations/${ids.location}`,
    `/campaigns/${ids.campaign}`,
    `/campaigns/${ids.campaign}/sessions`,
    `/timelines/${ids.timeline}`,
    `/timelines/${ids.timeline}/events`,
    `/timeline-events/${ids.event}`,
    `/characters/${ids.character}`,
    `/items/${ids.item}`,
    `/saved-queries/${ids.query}`,
    ...(['novel', 'universe', 'world', 'location', 'campaign', 'timeline', 'character', 'item'] as const).map(
      (kind) => `/${kind}s/${ids[kind]}/delete-plan`,
    ),
  ];
  const remove = [
    `/novels/${ids.novel}/chapters/${ids.chapter}/versions/${ids.version}`,
    `/novels/${ids.novel}/chapters/${ids.chapter}`,
    `/timeline-events/${ids.event}`,
    `/timelines/${ids.timeline}`,
    `/locations/${ids.location}`,
    `/worlds/${ids.world}`,
    `/campaigns/${ids.campaign}`,
    `/universes/${ids.universe}`,
    `/novels/${ids.novel}`,
    `/characters/${ids.character}`,
    `/items/${ids.item}`,
    `/saved-queries/${ids.query}`,
  ];
  return { update, read, remove };
};

const shape = (answer: ApiAnswer) => ({ status: answer.status, body: answer.body });

describe.each(BACKENDS)('isolation between users on %s', (backend) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  const ids: Record<string, string> = {};
  const nowhere: Record<string, string> = {};
  let aliceBefore: Workspace;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    [alice, bob] = await Promise.all([newUserToken(server, 'alice'), newUserToken(server, 'bob')]);
    const as = async (path: string, body: unknown) =>
      (await api<Created>(server, 'POST', path, { token: alice, body })).body.id;
    ids.universe = await as('/universes', { name: 'Alice’s universe' });
    ids.world = await as('/worlds', { universeId: ids.universe, name: 'W', type: 'Forest' });
    ids.location = await as('/locations', { worldId: ids.world, name: 'L', type: 'City' });
    ids.novel = await as('/novels', { title: 'Alice’s novel', universeId: ids.universe });
    ids.chapter = await as(`/novels/${ids.novel}/chapters`, { title: 'One' });
    await api(server, 'PUT', `/novels/${ids.novel}/chapters/${ids.chapter}/text`, {
      token: alice,
      body: { text: richTextFromPlain('Alice’s words.'), version: 0 },
    });
    ids.version = await as(`/novels/${ids.novel}/chapters/${ids.chapter}/versions`, { name: 'Alice’s' });
    expect(ids.version).toEqual(expect.any(String));
    ids.campaign = await as('/campaigns', { title: 'C', universeId: ids.universe });
    ids.timeline = await as('/timelines', {
      name: 'T',
      description: 'D',
      entityType: 'novel',
      entityId: ids.novel,
    });
    ids.event = await as(`/timelines/${ids.timeline}/events`, {
      title: 'E',
      date: 'Year 1',
      description: 'D',
    });
    ids.character = await as('/characters', { name: 'Ch', role: 'Ally', novelId: ids.novel });
    ids.item = await as('/items', { name: 'I', type: 'Weapon', rarity: 'Rare', campaigns: [ids.campaign] });
    ids.query = await as('/saved-queries', { name: 'Q', sql: 'SELECT 1' });
    for (const key of Object.keys(ids)) nowhere[key] = crypto.randomUUID();
    aliceBefore = (await api<Workspace>(server, 'GET', '/workspace', { token: alice })).body;
  });
  afterAll(() => server.close());

  it('answers another user’s ids exactly as ids that exist nowhere: read', async () => {
    const foreign = routesById(ids).read;
    const unknown = routesById(nowhere).read;
    for (const [index, path] of foreign.entries()) {
      const answer = await api(server, 'GET', path, { token: bob });
      expect(answer.status, path).toBe(404);
      expect(shape(answer), path).toEqual(
        shape(await api(server, 'GET', unknown[index] ?? '', { token: bob })),
      );
    }
  });

  it('… update', async () => {
    const foreign = routesById(ids).update;
    const unknown = routesById(nowhere).update;
    for (const [index, [method, path, body]] of foreign.entries()) {
      const answer = await api(server, method, path, { token: bob, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      const [, unknownPath] = unknown[index] ?? [];
      expect(shape(answer)).toEqual(
        shape(await api(server, method, unknownPath ?? '', { token: bob, body })),
      );
    }
  });

  it('… delete', async () => {
    const foreign = routesById(ids).remove;
    const unknown = routesById(nowhere).remove;
    for (const [index, path] of foreign.entries()) {
      const answer = await api(server, 'DELETE', path, { token: bob });
      expect(answer.status, path).toBe(404);
      expect(shape(answer)).toEqual(shape(await api(server, 'DELETE', unknown[index] ?? '', { token: bob })));
    }
  });

  it('… links: a foreign record is refused as one that does not exist', async () => {
    const links: [string, (id: string) => unknown, string][] = [
      ['/novels', (id) => ({ title: 'N', universeId: id }), 'universe'],
      ['/worlds', (id) => ({ universeId: id, name: 'W', type: 'Forest' }), 'universe'],
      ['/locations', (id) => ({ worldId: id, name: 'L', type: 'City' }), 'world'],
      ['/campaigns', (id) => ({ title: 'C', universeId: id }), 'universe'],
      ['/timelines', (id) => ({ name: 'T', description: 'D', entityType: 'novel', entityId: id }), 'novel'],
      ['/characters', (id) => ({ name: 'C', role: 'Ally', campaignId: id }), 'campaign'],
      ['/items', (id) => ({ name: 'I', type: 'Weapon', rarity: 'Rare', campaigns: [id] }), 'campaign'],
    ];
    for (const [path, body, kind] of links) {
      const answer = await api(server, 'POST', path, { token: bob, body: body(ids[kind] ?? '') });
      expect(answer.status, path).toBe(422);
      expect(shape(answer)).toEqual(
        shape(await api(server, 'POST', path, { token: bob, body: body(nowhere[kind] ?? '') })),
      );
    }
  });

  it('… lists: nothing of another user appears, and their own copy of the sample is theirs alone', async () => {
    const bobs = await api<Workspace>(server, 'GET', '/workspace', { token: bob });
    const text = JSON.stringify(bobs.body);
    for (const id of Object.values(ids)) expect(text).not.toContain(id);
    const lists = [
      '/novels',
      '/universes',
      '/worlds',
      '/locations',
      '/campaigns',
      '/timelines',
      '/characters',
      '/items',
      '/saved-queries',
    ];
    for (const path of lists) {
      const answer = await api(server, 'GET', path, { token: bob });
      for (const id of Object.values(ids)) expect(answer.text, path).not.toContain(id);
    }
    expect(JSON.stringify((await api(server, 'GET', '/profile', { token: bob })).body)).not.toContain(
      'Alice',
    );

    // The sample's records have the same ids in every workspace: changing Bob's changes only Bob's.
    await api(server, 'PATCH', '/novels/n-ashen-crown', { token: bob, body: { title: 'Bob’s crown' } });
    await api(server, 'DELETE', '/novels/n-quiet-orchard', { token: bob });
    const alices = await api<Workspace>(server, 'GET', '/workspace', { token: alice });
    expect(alices.body).toEqual(aliceBefore);
  });
});
