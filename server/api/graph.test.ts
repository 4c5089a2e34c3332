import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The relationship graph of a universe, novel or campaign (issue 13): the scope's records and parts as
// nodes, the relations among them as edges, and nothing of another workspace.

type Node = { kind: string; id: string; name: string; imageUrl?: string };
type Graph = { nodes: Node[]; relations: { id: string; from: Node; to: Node; type: string }[] };

const mira = { kind: 'character', id: 'ch-mira' };
const varric = { kind: 'character', id: 'ch-varric' };
const ilse = { kind: 'character', id: 'ch-ilse' };

describe.each(BACKENDS)('the relationship graph on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'graph');
    other = await newUserToken(server, 'graph-other');
  });
  afterAll(() => server.close());

  const call = <T = Graph>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });

  it("answers a universe's records and parts, and the relations with both ends among them", async () => {
    const family = await call('POST', '/relations', { from: mira, to: varric, type: 'parent' });
    expect(family.status).toBe(201);
    // Ilse belongs to another universe: the tie is not part of this graph.
    expect((await call('POST', '/relations', { from: mira, to: ilse, type: 'ally' })).status).toBe(201);
    const quest = { kind: 'campaigns/quests', id: 'c-cinder-road-q-1' };
    expect((await call('POST', '/relations', { from: varric, to: quest, type: 'serves' })).status).toBe(201);

    const graph = await call('GET', '/graph?scope=universe&id=u-emberreach');
    expect(graph.status).toBe(200);
    const keys = new Set(graph.body.nodes.map((node) => `${node.kind}:${node.id}`));
    expect(keys).toContain('universe:u-emberreach');
    expect(keys).toContain('character:ch-mira');
    expect(keys).toContain('campaign:c-cinder-road');
    expect(keys).toContain('campaigns/quests:c-cinder-road-q-1');
    expect([...keys].some((key) => key.startsWith('world:'))).toBe(true);
    expect(keys).not.toContain('character:ch-ilse');
    expect(graph.body.nodes.find((node) => node.id === 'ch-mira')?.name).toEqual(expect.any(String));
    expect(graph.body.relations.map((relation) => relation.type).sort()).toEqual(['parent', 'serves']);

    // A campaign's graph: its parts and the characters they stand for.
    const campaign = await call('GET', '/graph?scope=campaign&id=c-cinder-road');
    const campaignKeys = new Set(campaign.body.nodes.map((node) => `${node.kind}:${node.id}`));
    expect(campaignKeys).toContain('campaigns/quests:c-cinder-road-q-1');
    expect(campaignKeys).toContain('character:ch-brannoc');
    expect(campaignKeys).not.toContain('character:ch-mira');
    expect(campaign.body.relations).toEqual([]);
  });

  it("draws a character with its portrait, and a novel's appearance of her with the same", async () => {
    const mira = (await call<{ version: number }>('GET', '/characters/ch-mira')).body;
    const portrait = '/images/avatars/elena-voss.svg';
    const set = await call('PATCH', '/characters/ch-mira', { portraitUrl: portrait, version: mira.version });
    expect(set.status).toBe(200);

    const universe = await call('GET', '/graph?scope=universe&id=u-emberreach');
    expect(universe.body.nodes.find((node) => node.id === 'ch-mira')?.imageUrl).toBe(portrait);
    const novel = await call('GET', '/graph?scope=novel&id=n-ashen-crown');
    const appearance = novel.body.nodes.find((node) => node.id === 'n-ashen-crown-c-1');
    expect(appearance?.kind).toBe('novels/characters');
    expect(appearance?.imageUrl).toBe(portrait);
    // Someone without a portrait is drawn without one.
    expect(universe.body.nodes.find((node) => node.id === 'ch-varric')).not.toHaveProperty('imageUrl');
  });

  it('never answers from another workspace, and checks its query', async () => {
    const theirs = await call('GET', '/graph?scope=universe&id=u-emberreach', undefined, other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.relations).toEqual([]);
    expect(theirs.body.nodes.length).toBeGreaterThan(0);

    expect((await call<ErrorBody>('GET', '/graph?scope=universe&id=u-nowhere')).status).toBe(404);
    expect((await call<ErrorBody>('GET', '/graph?scope=world&id=w-1')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/graph?scope=universe')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/graph?scope=universe&id=u-emberreach&depth=2')).status).toBe(400);
  });
});
