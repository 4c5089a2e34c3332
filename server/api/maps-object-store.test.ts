import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapRecord } from '../../common/domain/map';
import { pyramidOf } from '../../common/maps/pyramid';
import { mapTileKey, mapTilePrefix, readBlob } from '../db/blob-store';
import { deleteStoredWorkspace } from '../db/workspace-store';
import { startTestObjectStore, type TestObjectStore } from '../test/object-store';
import { startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken, userIdOf } from './api-test-helpers';

// Map tiles in an S3-compatible object store (decision 087), against s3rver standing in for MinIO: two
// servers over one PostgreSQL database and one bucket, as behind a load balancer. Tiles go to the bucket
// and not the database, both servers serve them, and the Trash, the export and the import keep working.

type Stored = MapRecord & { version: number };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 30 } } })
    .png()
    .toBuffer();

/** The user a token is for (its `sub`). */
const tilesOf = (width: number, height: number) =>
  pyramidOf(width, height).reduce((sum, level) => sum + level.columns * level.rows, 0);

describe('map tiles in an S3-compatible object store', () => {
  let bucket: TestObjectStore;
  let first: TestServer;
  let second: TestServer;
  let token: string;
  let userId: string;
  let worldId: string;

  const blobs = () => bucket.blobs;
  const keysUnder = (prefix: string) => bucket.keysUnder(prefix);
  const tile = async (server: TestServer, path: string, as = token) => {
    const answer = await fetch(`${server.url}/api/v1/map-tiles/${path}`, {
      headers: { Authorization: `Bearer ${as}` },
    });
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const rowsInDatabase = async () => {
    const row = await first.db
      .selectFrom('map_tiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const mapWithPicture = async (name: string, width: number, height: number) => {
    const map = await api<Stored>(first, 'POST', '/maps', {
      token,
      body: { name, ownerType: 'world', ownerId: worldId },
    });
    expect(map.status, map.text).toBe(201);
    const answer = await fetch(`${first.url}/api/v1/maps/${map.body.id}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(await picture(width, height)),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const uploaded = (await answer.json()) as Stored;
    return { mapId: uploaded.id, imageId: uploaded.image?.id ?? '' };
  };

  beforeAll(async () => {
    bucket = await startTestObjectStore();
    first = await startTestServer('postgres', { ENABLE_SIGNUP: 'true', ...bucket.env });
    // The second server: the same database and the same bucket.
    second = await startTestServer('postgres', {
      ENABLE_SIGNUP: 'true',
      DATABASE_URL: first.databaseUrl ?? '',
      ...bucket.env,
    });
    token = await newUserToken(first, 'maps-s3');
    userId = userIdOf(token);
    const universe = await api<{ id: string }>(first, 'POST', '/universes', {
      token,
      body: { name: 'Bucketed', description: '' },
    });
    const world = await api<{ id: string }>(first, 'POST', '/worlds', {
      token,
      body: { universeId: universe.body.id, name: 'Vel', type: 'Planet', description: '' },
    });
    worldId = world.body.id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await bucket?.close();
  });

  it('writes an uploaded map’s tiles to the bucket, not the database, and both servers serve them', async () => {
    const { imageId } = await mapWithPicture('Coast', 700, 300);
    const keys = await keysUnder(mapTilePrefix(userId, imageId));
    expect(keys).toHaveLength(tilesOf(700, 300));
    expect(keys).toContain(mapTileKey(userId, imageId, 0, 0, 0));
    expect(await rowsInDatabase()).toBe(0);

    const deepest = pyramidOf(700, 300).at(-1);
    const path = `${imageId}/${deepest?.z}/${(deepest?.columns ?? 1) - 1}/0`;
    const stored = await blobs().open(
      mapTileKey(userId, imageId, deepest?.z ?? 0, (deepest?.columns ?? 1) - 1, 0),
    );
    const inBucket = Buffer.from(stored === undefined ? [] : await readBlob(stored));
    const fromFirst = await tile(first, path);
    const fromSecond = await tile(second, path);
    expect([fromFirst.status, fromSecond.status]).toEqual([200, 200]);
    expect(fromFirst.bytes.equals(inBucket)).toBe(true);
    expect(fromSecond.bytes.equals(inBucket)).toBe(true);
    expect((await sharp(fromSecond.bytes).metadata()).format).toBe('webp');
    // Another user reaches none of them.
    const other = await newUserToken(first, 'maps-s3-other');
    expect((await tile(second, path, other)).status).toBe(404);
  });

  it('serves a tile from the bucket through a link one server signed and another checks (decision 106)', async () => {
    const { mapId, imageId } = await mapWithPicture('Delta', 300, 300);
    const link = await api<{ url: string }>(first, 'GET', `/maps/${mapId}/tile-link`, { token });
    expect(link.status, link.text).toBe(200);
    // As a plain `<img>` asks for it: no token, and from the other server behind the balancer.
    const answer = await fetch(`${second.url}${link.body.url.replace('{z}/{x}/{y}', '0/0/0')}`);
    expect(answer.status).toBe(200);
    const stored = await blobs().open(mapTileKey(userId, imageId, 0, 0, 0));
    const inBucket = Buffer.from(stored === undefined ? [] : await readBlob(stored));
    expect(Buffer.from(await answer.arrayBuffer()).equals(inBucket)).toBe(true);
  });

  it('cuts missing tiles again into the bucket, and keeps them through the Trash', async () => {
    const { mapId, imageId } = await mapWithPicture('Isles', 300, 300);
    const before = await tile(first, `${imageId}/1/1/1`);
    for (const key of await keysUnder(mapTilePrefix(userId, imageId))) await blobs().delete(key);
    expect(await keysUnder(mapTilePrefix(userId, imageId))).toEqual([]);
    // The second server finds none and cuts them from the original in the database.
    const again = await tile(second, `${imageId}/1/1/1`);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(before.bytes)).toBe(true);
    expect(await keysUnder(mapTilePrefix(userId, imageId))).toHaveLength(tilesOf(300, 300));

    const deleted = await api(second, 'DELETE', `/maps/${mapId}`, { token });
    expect(deleted.status).toBe(204);
    const entry = deleted.headers.get('X-Trash-Entry');
    expect((await api(first, 'POST', `/trash/${entry}/restore`, { token })).status).toBe(200);
    const map = await api<Stored>(first, 'GET', `/maps/${mapId}`, { token });
    expect(map.body.image?.id).toBe(imageId);
    expect((await tile(second, `${imageId}/0/0/0`)).status).toBe(200);
    expect(await rowsInDatabase()).toBe(0);
  });

  it('carries a map through the export and rebuilds its tiles in the bucket on import', async () => {
    const { imageId } = await mapWithPicture('Carried', 600, 400);
    const backup = await api<Record<string, unknown>>(first, 'GET', '/workspace', { token });
    expect(backup.status, backup.text).toBe(200);
    const original = await fetch(`${first.url}/api/v1/images/${imageId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await original.arrayBuffer()).toString('base64');
    const images = backup.body.images as { id: string }[];
    backup.body.images = images.map((image) => (image.id === imageId ? { ...image, data: bytes } : image));
    const elsewhere = await newUserToken(second, 'maps-s3-import');
    const elsewhereId = userIdOf(elsewhere);
    const imported = await api(second, 'POST', '/import', {
      token: elsewhere,
      body: { workspace: backup.body, skipDuplicates: true },
    });
    expect(imported.status, imported.text).toBe(200);
    // Cut during the import, into the bucket under the importer.
    expect(await keysUnder(mapTilePrefix(elsewhereId, imageId))).toHaveLength(tilesOf(600, 400));
    const theirs = await tile(first, `${imageId}/1/0/0`, elsewhere);
    const mine = await tile(first, `${imageId}/1/0/0`);
    expect(theirs.status).toBe(200);
    expect(theirs.bytes.equals(mine.bytes)).toBe(true);
    expect(await rowsInDatabase()).toBe(0);

    // Removing that user (`npm run users -- remove`) takes their tiles from the bucket, not another's.
    await deleteStoredWorkspace(first.db, 'postgres', elsewhereId, blobs());
    expect(await keysUnder(mapTilePrefix(elsewhereId))).toEqual([]);
    expect(await keysUnder(mapTilePrefix(userId, imageId))).toHaveLength(tilesOf(600, 400));
  });
});
