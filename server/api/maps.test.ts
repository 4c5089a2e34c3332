import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPin, MapRecord } from '../../common/domain/map';
import { pyramidOf, TILE_SIZE } from '../../common/maps/pyramid';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Maps through the data API (decision 059): made in a world, listed by owner, found by search and the @
// menu, changed with a history entry, deleted with their world into the Trash and back, their picture
// uploaded, kept and cut into tiles served to their owner only.

type Stored = MapRecord & { version: number };

/** A pin, region or route on no layer, leading nowhere. */
const unlinked = { layer: '', linkKind: '', linkId: '' };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();

describe.each(BACKENDS)('maps on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;
  let worldId: string;

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const upload = (mapId: string, bytes: Uint8Array, as = token) =>
    fetch(`${server.url}/api/v1/maps/${mapId}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
  const tile = (path: string, as: string | null = token) =>
    fetch(
      `${server.url}/api/v1/map-tiles/${path}`,
      as === null ? {} : { headers: { Authorization: `Bearer ${as}` } },
    );

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'maps');
    other = await newUserToken(server, 'maps-other');
    const universe = await call<{ id: string }>('POST', '/universes', {
      name: 'Aster',
      description: 'Stars',
    });
    const world = await call<{ id: string }>('POST', '/worlds', {
      universeId: universe.body.id,
      name: 'Vel',
      type: 'Planet',
      description: '',
    });
    expect(world.status, world.text).toBe(201);
    worldId = world.body.id;
  });
  afterAll(() => server.close());

  const makeMap = async (name = 'The Saltmarch') => {
    const made = await call<Stored>('POST', '/maps', { name, ownerType: 'world', ownerId: worldId });
    expect(made.status, made.text).toBe(201);
    return made.body;
  };

  it('makes a map in a world, lists it by its owner and refuses one for nothing', async () => {
    const map = await makeMap();
    expect(map).toMatchObject({
      name: 'The Saltmarch',
      description: '',
      image: null,
      scale: null,
      version: 1,
    });
    const listed = await call<Stored[]>('GET', `/maps?ownerType=world&ownerId=${worldId}`);
    expect(listed.body.map((each) => each.id)).toContain(map.id);
    expect((await call<Stored[]>('GET', '/maps?ownerId=nowhere')).body).toEqual([]);
    const orphan = await call<ErrorBody>('POST', '/maps', {
      name: 'Lost',
      ownerType: 'world',
      ownerId: 'nowhere',
    });
    expect(orphan.status).toBe(422);
    expect(orphan.body.error.message).toBe('The selected world does not exist');
    const unnamed = await call<ErrorBody>('POST', '/maps', {
      name: ' ',
      ownerType: 'world',
      ownerId: worldId,
    });
    expect(unnamed.body.error.details?.[0]).toEqual({ field: 'name', message: 'Name is required' });
    const badScale = await call<ErrorBody>('PATCH', `/maps/${map.id}`, {
      scale: { pixels: 0, amount: 5, unit: 'km' },
    });
    expect(badScale.status).toBe(422);
  });

  it('is found by search and the @ menu, and its changes are in its history', async () => {
    const map = await makeMap('Harrowdeep Reaches');
    const patched = await call<Stored>('PATCH', `/maps/${map.id}`, {
      description: 'Salt flats',
      scale: { pixels: 200, amount: 50, unit: 'miles' },
    });
    expect(patched.body).toMatchObject({ description: 'Salt flats', version: 2 });
    const hits = await call<{ hits: { kind: string; id: string }[] }>('GET', '/search?q=harrowdeep');
    expect(hits.body.hits).toContainEqual(expect.objectContaining({ kind: 'map', id: map.id }));
    const suggested = await call<{ kind: string; id: string }[] | { items: { kind: string; id: string }[] }>(
      'GET',
      '/entities/suggest?q=harrow',
    );
    expect(JSON.stringify(suggested.body)).toContain(map.id);
    const history = await call<{ changes: { action: string; fields: string[] }[] }>(
      'GET',
      `/history?recordId=${map.id}`,
    );
    expect(history.body.changes.map((change) => change.action)).toContain('update-map');
  });

  it('goes to the Trash with its world and comes back with it', async () => {
    const universe = await call<{ id: string }>('POST', '/universes', { name: 'Brief', description: '' });
    const world = await call<{ id: string }>('POST', '/worlds', {
      universeId: universe.body.id,
      name: 'Passing',
      type: 'Planet',
      description: '',
    });
    const map = await call<Stored>('POST', '/maps', {
      name: 'Fleeting',
      ownerType: 'world',
      ownerId: world.body.id,
    });
    const plan = await call<{ summary: string }>('GET', `/worlds/${world.body.id}/delete-plan`);
    expect(plan.body.summary).toContain('1 map');
    const deleted = await call('DELETE', `/worlds/${world.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/maps/${map.body.id}`)).status).toBe(404);
    const entry = deleted.headers.get('X-Trash-Entry');
    expect((await call('POST', `/trash/${entry}/restore`)).status).toBe(200);
    expect((await call<Stored>('GET', `/maps/${map.body.id}`)).body).toMatchObject({ name: 'Fleeting' });
  });

  it('keeps an uploaded picture, cuts its tiles and serves them to its owner only', async () => {
    const map = await makeMap('Tiled');
    const bytes = await picture(1000, 600);
    const answer = await upload(map.id, bytes);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const uploaded = (await answer.json()) as Stored;
    expect(uploaded.image).toMatchObject({ width: 1000, height: 600 });
    expect(uploaded.version).toBe(2);
    const imageId = uploaded.image?.id ?? '';
    // The original, byte for byte.
    const original = await fetch(`${server.url}/api/v1/images/${imageId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    for (const level of pyramidOf(1000, 600)) {
      const corner = await tile(`${imageId}/${level.z}/${level.columns - 1}/${level.rows - 1}`);
      expect(corner.status, `zoom ${level.z}`).toBe(200);
      expect(corner.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const size = await sharp(Buffer.from(await corner.arrayBuffer())).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', TILE_SIZE, TILE_SIZE]);
      expect((await tile(`${imageId}/${level.z}/${level.columns}/0`)).status).toBe(404);
    }
    expect((await tile(`${imageId}/0/0/0`, other)).status).toBe(404);
    expect((await tile(`${imageId}/0/0/0`, null)).status).toBe(401);
    expect((await tile(`${imageId}/0/x/0`)).status).toBe(400);
  });

  it('refuses what is not a map picture, and another user’s map', async () => {
    const map = await makeMap('Refusing');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const refused = await upload(map.id, svg);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      'Only PNG, JPEG and WebP pictures can be maps',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(map.id, gif)).status).toBe(422);
    expect((await upload(map.id, new Uint8Array())).status).toBe(422);
    const theirs = await upload(map.id, await picture(10, 10), other);
    expect(theirs.status).toBe(404);
    expect((await call('GET', `/maps/${map.id}`, undefined, other)).status).toBe(404);
    expect((await call('PATCH', `/maps/${map.id}`, { name: 'Mine' }, other)).status).toBe(404);
    expect((await call('DELETE', `/maps/${map.id}`, undefined, other)).status).toBe(404);
    expect((await call<Stored[]>('GET', '/maps', undefined, other)).body).toEqual([]);
    expect((await call<Stored>('GET', `/maps/${map.id}`)).body).toMatchObject({
      name: 'Refusing',
      image: null,
    });
  });

  it('holds pins, regions and routes linked to records, on layers, each with its version', async () => {
    const map = await makeMap('Pinned');
    const base = `/maps/${map.id}`;
    const settlement = { linkKind: 'world', linkId: worldId };
    const pin = await call<MapPin & { version: number }>('POST', `${base}/pins`, {
      name: 'Harbor',
      x: 120.5,
      y: 80,
      icon: '',
      color: '#c08a2e',
      layer: 'Cities',
      ...settlement,
    });
    expect(pin.status, pin.text).toBe(201);
    expect(pin.body).toMatchObject({ name: 'Harbor', x: 120.5, y: 80, layer: 'Cities', version: 1 });
    const region = await call('POST', `${base}/regions`, {
      name: 'Saltmarch',
      points: [
        [0, 0],
        [100, 0],
        [100, 100],
      ],
      color: '#2a6b9c',
      layer: 'Realms',
      linkKind: '',
      linkId: '',
    });
    expect(region.status, region.text).toBe(201);
    const route = await call('POST', `${base}/routes`, {
      name: 'Coast road',
      points: [
        [0, 0],
        [300, 400],
      ],
      color: '#aa3333',
      layer: 'Roads',
      linkKind: '',
      linkId: '',
    });
    expect(route.status, route.text).toBe(201);
    // The world's page can list the maps it is on.
    const showing = await call<Stored[]>('GET', `/maps?linkKind=world&linkId=${worldId}`);
    expect(showing.body.map((each) => each.id)).toEqual([map.id]);
    expect((await call<Stored[]>('GET', `/maps?linkKind=location&linkId=${worldId}`)).body).toEqual([]);
    expect((await call('GET', `/maps?linkId=${worldId}`)).status).toBe(400);
    expect(
      (await call<Stored[]>('GET', `/maps?linkKind=world&linkId=${worldId}`, undefined, other)).body,
    ).toEqual([]);
    const shown = (await call<MapRecord>('GET', base)).body;
    expect(shown.pins.map((each) => each.name)).toEqual(['Harbor']);
    expect(shown.regions.map((each) => each.name)).toEqual(['Saltmarch']);
    expect(shown.routes.map((each) => each.points)).toEqual([
      [
        [0, 0],
        [300, 400],
      ],
    ]);

    const refused = [
      await call<ErrorBody>('POST', `${base}/pins`, {
        name: 'Off',
        x: -1,
        y: 0,
        icon: '',
        color: '#000000',
        ...unlinked,
      }),
      await call<ErrorBody>('POST', `${base}/regions`, {
        name: 'Thin',
        points: [
          [0, 0],
          [1, 1],
        ],
        color: '#000000',
        ...unlinked,
      }),
      await call<ErrorBody>('POST', `${base}/routes`, {
        name: 'Dot',
        points: [[0, 0]],
        color: 'red',
        ...unlinked,
      }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422]);
    expect(refused.map((answer) => answer.body.error.details?.[0]?.message)).toEqual([
      'A point must lie on the map',
      'A region needs at least 3 corners',
      'A route needs at least 2 points',
    ]);
  });

  it('moves a pin as an edit in the map’s history, which puts it back', async () => {
    const map = await makeMap('Moving');
    const base = `/maps/${map.id}/pins`;
    const pin = await call<MapPin & { version: number }>('POST', base, {
      name: 'Camp',
      x: 10,
      y: 10,
      icon: 'Tent',
      color: '#336699',
      ...unlinked,
    });
    const moved = await call<MapPin & { version: number }>('PATCH', `${base}/${pin.body.id}`, {
      x: 500,
      y: 260,
      version: 1,
    });
    expect(moved.body).toMatchObject({ x: 500, y: 260, version: 2 });
    const history = await call<{ changes: { id: string; action: string; fields: string[] }[] }>(
      'GET',
      `/history?recordId=${map.id}`,
    );
    const move = history.body.changes.find((change) => change.action === 'update-part');
    expect(move?.fields).toEqual(['x', 'y']);
    const undone = await call('POST', `/history/${move?.id}/restore`, { side: 'before' });
    expect(undone.status, undone.text).toBe(200);
    expect((await call<MapPin>('GET', `${base}/${pin.body.id}`)).body).toMatchObject({ x: 10, y: 10 });
  });

  it('keeps another user away from a map’s pins, regions and routes', async () => {
    const map = await makeMap('Private');
    const pin = await call<MapPin>('POST', `/maps/${map.id}/pins`, {
      name: 'Secret',
      x: 1,
      y: 1,
      icon: '',
      color: '#336699',
      ...unlinked,
    });
    const path = `/maps/${map.id}/pins/${pin.body.id}`;
    expect((await call('GET', `/maps/${map.id}/pins`, undefined, other)).status).toBe(404);
    expect((await call('GET', path, undefined, other)).status).toBe(404);
    expect((await call('PATCH', path, { x: 9, y: 9, version: 1 }, other)).status).toBe(404);
    expect((await call('DELETE', path, undefined, other)).status).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/maps/${map.id}/routes`,
          {
            name: 'In',
            points: [
              [0, 0],
              [1, 1],
            ],
            color: '#000000',
            ...unlinked,
          },
          other,
        )
      ).status,
    ).toBe(404);
    expect((await call<MapPin>('GET', path)).body).toMatchObject({ name: 'Secret', x: 1, y: 1 });
  });

  it('cuts the tiles again from the original when they are missing (an imported backup)', async () => {
    const map = await makeMap('Rebuilt');
    const uploaded = (await (await upload(map.id, await picture(300, 300))).json()) as Stored;
    const imageId = uploaded.image?.id ?? '';
    const first = Buffer.from(await (await tile(`${imageId}/1/1/1`)).arrayBuffer());
    await server.db.deleteFrom('map_tiles').where('image_id', '=', imageId).execute();
    const again = await tile(`${imageId}/1/1/1`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
  });

  it('cuts an imported map picture’s tiles during the import, not on its first view', async () => {
    const map = await makeMap('Carried');
    const uploaded = (await (await upload(map.id, await picture(600, 400))).json()) as Stored;
    const imageId = uploaded.image?.id ?? '';
    const backup = await call<Record<string, unknown>>('GET', '/workspace');
    expect(backup.status, backup.text).toBe(200);
    // As the backup's .zip brings it: the picture's facts with its bytes.
    const original = await fetch(`${server.url}/api/v1/images/${imageId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await original.arrayBuffer()).toString('base64');
    const images = backup.body.images as { id: string }[];
    backup.body.images = images.map((image) => (image.id === imageId ? { ...image, data: bytes } : image));
    const elsewhere = await newUserToken(server, 'maps-import');
    const imported = await call(
      'POST',
      '/import',
      { workspace: backup.body, skipDuplicates: true },
      elsewhere,
    );
    expect(imported.status, imported.text).toBe(200);
    const cut = await server.db
      .selectFrom('map_tiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('image_id', '=', imageId)
      .executeTakeFirstOrThrow();
    // Its own tiles and the importer's: the whole pyramid twice.
    const perPicture = pyramidOf(600, 400).reduce((sum, level) => sum + level.columns * level.rows, 0);
    expect(Number(cut.count)).toBe(perPicture * 2);
  });
});
