import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import type { MapRecord } from '../../common/domain/map';
import { layerVisibilityKind, type MemberMap } from '../../common/workspace/shared-maps';
import { type LiveClient, openLive } from '../test/live-client';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// A campaign's maps through the member's door (issue 30, decision 076): the GM makes a layer GM-only and
// hides an NPC; a player reads the map without that layer's pins, without the NPC's pin and without the
// layer's name, reads its tiles, and cannot read a tile of a map hidden from them or of another
// container. The GM's layer setting travels in the export and comes back from the import.

describe.each(BACKENDS)('a campaign’s maps for its members on %s', (backend) => {
  let server: TestServer;
  let gm: string;
  let player: string;
  let ownerId: string;
  let campaign: CampaignDetail;
  let shown: MapRecord;
  let hiddenMap: MapRecord;

  const call = <T>(method: string, path: string, token: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });
  const picture = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 90, b: 140 } } })
      .png()
      .toBuffer();
  const tile = (path: string, token: string) =>
    fetch(`${server.url}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });

  async function mapWithPicture(name: string): Promise<MapRecord> {
    const made = await call<MapRecord>('POST', '/maps', gm, {
      name,
      ownerType: 'campaign',
      ownerId: campaign.id,
    });
    expect(made.status, made.text).toBe(201);
    const upload = await fetch(`${server.url}/api/v1/maps/${made.body.id}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${gm}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(await picture()),
    });
    expect(upload.status).toBe(200);
    return (await upload.json()) as MapRecord;
  }

  const pin = (mapId: string, name: string, layer: string, linkKind = '', linkId = '') =>
    call('POST', `/maps/${mapId}/pins`, gm, {
      name,
      x: 10,
      y: 10,
      icon: '',
      color: '#c08a2e',
      layer,
      linkKind,
      linkId,
    });

  beforeAll(async () => {
    server = await startTestServer(backend);
    gm = (await signIn(server)).access_token;
    const [first] = (await call<{ id: string }[]>('GET', '/campaigns', gm)).body;
    campaign = (await call<CampaignDetail>('GET', `/campaigns/${first?.id}`, gm)).body;
    const [npc, ally] = campaign.sessions;
    if (npc === undefined || ally === undefined) throw new Error('the sample campaign has two sessions');

    const link = await call<{ token: string }>('POST', `/sharing/campaign/${campaign.id}/invitations`, gm, {
      role: 'player',
    });
    const { data } = await createAuthClient(server).signUp({
      email: `mapper-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.body.token } },
    });
    player = data.session?.access_token ?? '';
    const accepted = await call<SharedContainer>('POST', '/invitations/accept', player, {
      token: link.body.token,
    });
    ownerId = accepted.body.ownerId;

    shown = await mapWithPicture('The Saltmarch');
    hiddenMap = await mapWithPicture('The GM’s cellar');
    for (const made of [
      await pin(shown.id, 'Harbour', ''),
      await pin(shown.id, 'Dragon lair', 'Secret places'),
      await pin(shown.id, 'Where Vask hides', '', 'campaigns/characters', 'nobody'),
      await pin(shown.id, 'Session camp', 'Travel', 'campaigns/sessions', ally.id),
      await pin(shown.id, 'The traitor’s house', 'Travel', 'campaigns/sessions', npc.id),
      await pin(shown.id, 'Down the stairs', '', 'map', hiddenMap.id),
    ]) {
      expect(made.status, made.text).toBe(201);
    }
    const set = (body: object) => call('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, body);
    for (const body of [
      { entityKind: 'layer:Secret places', entityId: shown.id, level: 'editors' },
      { entityKind: 'campaigns/sessions', entityId: npc.id, level: 'editors' },
      { entityKind: 'map', entityId: hiddenMap.id, level: 'editors' },
    ]) {
      const answer = await set(body);
      expect(answer.status, answer.text).toBe(200);
    }
  });
  const opened: LiveClient[] = [];
  afterAll(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  const door = () => `/shared/${ownerId}/campaign/${campaign.id}/maps`;

  it('gives a player the map without the GM-only layer, a hidden thing’s pin or the hidden map', async () => {
    const list = await call<{ maps: MemberMap[] }>('GET', door(), player);
    expect(list.status).toBe(200);
    expect(list.body.maps.map((map) => map.name)).toEqual(['The Saltmarch']);
    const one = await call<MemberMap>('GET', `${door()}/${shown.id}`, player);
    expect(one.body.pins.map((each) => each.name).sort()).toEqual(['Harbour', 'Session camp']);
    expect(one.body.layers).toEqual(['', 'Travel']);
    for (const leak of ['Secret places', 'Dragon lair', 'Vask', 'traitor', 'cellar', hiddenMap.id]) {
      expect(list.text).not.toContain(leak);
      expect(one.text).not.toContain(leak);
    }
    // The GM, viewing as the player, sees what the player sees; on their own, everything.
    const me = (await createAuthClient(server).getUser(player)).data.user?.id ?? '';
    const viewedAs = await call<MemberMap>('GET', `${door()}/${shown.id}?as=${me}`, gm);
    expect(viewedAs.body.pins).toHaveLength(2);
    expect((await call<MapRecord>('GET', `/maps/${shown.id}`, gm)).body.pins).toHaveLength(6);
  });

  it('tells a player’s open page when the GM adds or moves a pin they may see, and nothing of a GM-only layer’s', async () => {
    const stream = await openLive(server.url, player);
    opened.push(stream);
    await stream.waitFor((message) => message.id !== null);
    const mapUpdates = () =>
      stream.events().filter((event) => event.table === 'maps' && event.entityId === shown.id);

    // Added, then moved, on a layer the player sees: each reaches them as their map's update.
    const added = await pin(shown.id, 'Ferry landing', 'Travel');
    expect(added.status, added.text).toBe(201);
    const ferry = added.body as { id: string; version: number };
    await stream.waitFor(() => mapUpdates().length >= 1);
    const moved = await call('PATCH', `/maps/${shown.id}/pins/${ferry.id}`, gm, {
      x: 42,
      y: 17,
      version: ferry.version,
    });
    expect(moved.status, moved.text).toBe(200);
    await stream.waitFor(() => mapUpdates().length >= 2);
    const seen = await call<MemberMap>('GET', `${door()}/${shown.id}`, player);
    expect(seen.body.pins.find((each) => each.name === 'Ferry landing')).toMatchObject({ x: 42, y: 17 });

    // On the GM-only layer, a pin added and moved: nothing reaches the player, not even its id.
    const told = stream.events().length;
    const secret = await pin(shown.id, 'Lich’s door', 'Secret places');
    expect(secret.status, secret.text).toBe(201);
    const door2 = secret.body as { id: string; version: number };
    await call('PATCH', `/maps/${shown.id}/pins/${door2.id}`, gm, { x: 5, y: 5, version: door2.version });
    // Then one the player may see: once it has come, anything of the secret pin's would have come before.
    const after = await pin(shown.id, 'Toll bridge', '');
    const bridge = after.body as { id: string };
    await stream.waitFor(() => mapUpdates().length >= 3);
    const since = stream.events().slice(told);
    expect(since).toHaveLength(1);
    expect(since[0]).toEqual({
      ownerId,
      table: 'maps',
      kind: null,
      entityId: shown.id,
      parentId: campaign.id,
      op: 'update',
      version: null,
    });
    for (const leak of [door2.id, bridge.id, 'Secret places', 'maps/pins'])
      expect(JSON.stringify(stream.events())).not.toContain(leak);
    // The owner's own stream names the pin as it always did.
    const own = await openLive(server.url, gm);
    opened.push(own);
    await own.waitFor((message) => message.id !== null);
    await pin(shown.id, 'Lighthouse', '');
    await own.waitFor(() => own.events().some((event) => event.kind === 'maps/pins'));
  });

  it('tells a player whose map showed a pin that it went: deleted, or moved onto the GM-only layer; nothing of a secret pin deleted', async () => {
    const stream = await openLive(server.url, player);
    opened.push(stream);
    await stream.waitFor((message) => message.id !== null);
    const mapUpdates = () =>
      stream.events().filter((event) => event.table === 'maps' && event.entityId === shown.id);
    const made = async (name: string, layer: string) => {
      const answer = await pin(shown.id, name, layer);
      expect(answer.status, answer.text).toBe(201);
      return answer.body as { id: string; version: number };
    };
    const watchtower = await made('Watchtower', 'Travel');
    const mill = await made('Old mill', '');
    const hoard = await made('Lich hoard', 'Secret places');
    await stream.waitFor(() => mapUpdates().length >= 2);
    const seen = async () =>
      (await call<MemberMap>('GET', `${door()}/${shown.id}`, player)).body.pins.map((each) => each.name);
    expect(await seen()).toEqual(expect.arrayContaining(['Watchtower', 'Old mill']));
    const told = stream.events().length;

    // Moved onto the GM-only layer: the player's open map hears it, and reading again drops the pin.
    const hidden = await call('PATCH', `/maps/${shown.id}/pins/${watchtower.id}`, gm, {
      layer: 'Secret places',
      version: watchtower.version,
    });
    expect(hidden.status, hidden.text).toBe(200);
    await stream.waitFor(() => mapUpdates().length >= 3);
    expect(await seen()).not.toContain('Watchtower');
    // A pin on the GM-only layer deleted: nothing. Then a pin they saw deleted: their map's update, and
    // once it has come, anything of the secret pin's would have come before it.
    expect((await call('DELETE', `/maps/${shown.id}/pins/${hoard.id}`, gm)).status).toBe(204);
    expect((await call('DELETE', `/maps/${shown.id}/pins/${mill.id}`, gm)).status).toBe(204);
    await stream.waitFor(() => mapUpdates().length >= 4);
    const since = stream.events().slice(told);
    const mapChanged = {
      ownerId,
      table: 'maps',
      kind: null,
      entityId: shown.id,
      parentId: campaign.id,
      op: 'update',
      version: null,
    };
    expect(since).toEqual([mapChanged, mapChanged]);
    expect(await seen()).not.toContain('Old mill');
    for (const leak of [watchtower.id, mill.id, hoard.id, 'Secret places', 'Travel', 'maps/pins'])
      expect(JSON.stringify(stream.events())).not.toContain(leak);
  });

  it('serves a visible map’s tiles to a player, and no tile of a map they may not see', async () => {
    const seen = await tile(`${door().slice(1)}/${shown.id}/tiles/0/0/0`, player);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(
      (await tile(`shared/${ownerId}/campaign/${campaign.id}/maps/${hiddenMap.id}/tiles/0/0/0`, player))
        .status,
    ).toBe(404);
    expect((await call<ErrorBody>('GET', `${door()}/${hiddenMap.id}`, player)).status).toBe(404);
    // The owner's own tile route is still the owner's alone.
    expect((await tile(`map-tiles/${shown.image?.id}/0/0/0`, player)).status).toBe(404);
    expect((await tile(`map-tiles/${shown.image?.id}/0/0/0`, gm)).status).toBe(200);
  });

  it('refuses a layer of a map that is not the container’s, and lists what the GM set', async () => {
    const refused = await call<ErrorBody>('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, {
      entityKind: 'layer:Travel',
      entityId: 'no-such-map',
      level: 'editors',
    });
    expect(refused.status).toBe(422);
    const set = await call<{ visibility: { entityKind: string; entityId: string; level: string }[] }>(
      'GET',
      `/sharing/campaign/${campaign.id}/visibility`,
      gm,
    );
    expect(set.body.visibility).toEqual(
      expect.arrayContaining([
        { entityKind: 'layer:Secret places', entityId: shown.id, level: 'editors', named: [] },
        { entityKind: 'map', entityId: hiddenMap.id, level: 'editors', named: [] },
      ]),
    );
  });

  it('carries a GM-only layer through the export and back from the import', async () => {
    const exported = await call<{ visibility: { entityKind: string }[] }>('GET', '/workspace', gm);
    expect(exported.status).toBe(200);
    expect(exported.body.visibility.map((row) => row.entityKind)).toContain('layer:Secret places');
    await call('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, {
      entityKind: 'layer:Secret places',
      entityId: shown.id,
      level: 'members',
    });
    const restored = await call('POST', '/import', gm, { workspace: exported.body, replaceExisting: true });
    expect(restored.status, restored.text.slice(0, 300)).toBe(200);
    const one = await call<MemberMap>('GET', `${door()}/${shown.id}`, player);
    expect(one.body.pins.map((each) => each.name)).not.toContain('Dragon lair');
  });

  it('makes a layer GM-only whatever the length of its name', async () => {
    const long = `Passages under the old city, known to the thieves’ guild alone (${'levels '.repeat(10)})`;
    expect(long.length).toBeGreaterThan(100);
    expect((await pin(shown.id, 'Hidden stair', long)).status).toBe(201);
    const made = await call('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, {
      entityKind: layerVisibilityKind(long),
      entityId: shown.id,
      level: 'editors',
    });
    expect(made.status, made.text).toBe(200);
    const one = await call<MemberMap>('GET', `${door()}/${shown.id}`, player);
    expect(one.body.pins.map((each) => each.name)).not.toContain('Hidden stair');
    expect(one.text).not.toContain('thieves’ guild');
    const own = await call<MapRecord>('GET', `/maps/${shown.id}`, gm);
    expect(own.body.pins.map((each) => each.name)).toContain('Hidden stair');
  });
});
