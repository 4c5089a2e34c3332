import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageEntry } from '../../common/api/usage';
import type { MapRecord } from '../../common/domain/map';
import { imageKey, imagePrefix, mapTilePrefix, readBlob, STORED_ELSEWHERE } from '../db/blob-store';
import { startTestObjectStore, type TestObjectStore } from '../test/object-store';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken, solidPng, userIdOf } from './api-test-helpers';

// Uploaded images and map originals in an S3-compatible bucket (decision 090), against s3rver standing in
// for MinIO, on SQLite and PostgreSQL: the bytes go to the bucket and the row points at them; the owner
// gets them back through every door (the image route, the tiles cut from the original, the backup .zip
// and an import of it) and another user none; what the bucket holds counts in the storage quota's figure,
// and emptying the Trash of a deleted map frees it. Beside it, the database store frees a deleted map's
// bytes the same way.

type Stored = MapRecord & { version: number };

describe.each(BACKENDS)('images in an S3-compatible object store, on %s', (backend) => {
  let bucket: TestObjectStore;
  let server: TestServer;
  let plain: TestServer;
  let token: string;
  let userId: string;
  let worldId: string;

  const blobs = () => bucket.blobs;
  const keysUnder = (prefix: string) => bucket.keysUnder(prefix);
  const inBucket = async (key: string) => {
    const body = await blobs().open(key);
    return body === undefined ? undefined : Buffer.from(await readBlob(body));
  };
  const get = async (on: TestServer, path: string, as: string) => {
    const answer = await fetch(`${on.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${as}` } });
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const imagesUsage = async (on: TestServer, as: string) => {
    const usage = await api<{ usedBytes: number; categories: UsageEntry[] }>(on, 'GET', '/usage', {
      token: as,
    });
    return usage.body.categories.find((entry) => entry.category === 'images')?.bytes ?? 0;
  };
  const uploadCover = async (bytes: Buffer, as = token) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'cover.png');
    const answer = await fetch(`${server.url}/api/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { id: string; url: string; size: number };
  };
  const mapWithPicture = async (on: TestServer, as: string, world: string, name: string) => {
    const map = await api<Stored>(on, 'POST', '/maps', {
      token: as,
      body: { name, ownerType: 'world', ownerId: world },
    });
    expect(map.status, map.text).toBe(201);
    const answer = await fetch(`${on.url}/api/v1/maps/${map.body.id}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(await solidPng(600, 300, name.length * 20)),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const uploaded = (await answer.json()) as Stored;
    return { mapId: uploaded.id, imageId: uploaded.image?.id ?? '' };
  };
  const worldOf = async (on: TestServer, as: string) => {
    const universe = await api<{ id: string }>(on, 'POST', '/universes', {
      token: as,
      body: { name: 'Bucketed', description: '' },
    });
    const world = await api<{ id: string }>(on, 'POST', '/worlds', {
      token: as,
      body: { universeId: universe.body.id, name: 'Vel', type: 'Planet', description: '' },
    });
    return world.body.id;
  };
  const imageRow = (on: TestServer, owner: string, id: string) =>
    on.db
      .selectFrom('images')
      .select('data')
      .where('user_id', '=', owner)
      .where('id', '=', id)
      .executeTakeFirst();
  const ledgerOf = async (owner: string) =>
    (
      await server.db
        .selectFrom('stored_objects')
        .select(['key', 'size'])
        .where('user_id', '=', owner)
        .execute()
    ).map((row) => ({ key: row.key, size: Number(row.size) }));

  beforeAll(async () => {
    bucket = await startTestObjectStore();
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true', ...bucket.env });
    plain = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'images-s3');
    userId = userIdOf(token);
    worldId = await worldOf(server, token);
  });
  afterAll(async () => {
    await plain?.close();
    await server?.close();
    await bucket?.close();
  });

  it('keeps an uploaded image in the bucket, serves it to its owner only, and counts it', async () => {
    const before = await imagesUsage(server, token);
    const cover = await uploadCover(await solidPng(900, 600, 200));
    const stored = await inBucket(imageKey(userId, cover.id));
    expect(stored?.length).toBe(cover.size);
    // The row points at the object: the bytes are not in the database.
    expect((await imageRow(server, userId, cover.id))?.data).toBe(
      `${STORED_ELSEWHERE}${imageKey(userId, cover.id)}`,
    );
    const served = await get(server, `/images/${cover.id}`, token);
    expect(served.status).toBe(200);
    expect(stored !== undefined && served.bytes.equals(stored)).toBe(true);
    expect((await sharp(served.bytes).metadata()).format).toBe('webp');
    const other = await newUserToken(server, 'images-s3-other');
    expect((await get(server, `/images/${cover.id}`, other)).status).toBe(404);
    // Counted once: its size, and the few bytes of its row and its ledger row.
    const grown = (await imagesUsage(server, token)) - before;
    expect(grown).toBeGreaterThanOrEqual(cover.size);
    expect(grown).toBeLessThan(cover.size + 1_000);
  });

  it('keeps a map’s original in the bucket, counts its tiles and original, and frees them with the Trash', async () => {
    const before = await imagesUsage(server, token);
    const ledgerBefore = await ledgerOf(userId);
    const { mapId, imageId } = await mapWithPicture(server, token, worldId, 'Coast');
    const original = await inBucket(imageKey(userId, imageId));
    expect(original?.length).toBeGreaterThan(0);
    const tiles = await keysUnder(mapTilePrefix(userId, imageId));
    expect(tiles.length).toBeGreaterThan(1);
    // The ledger names every object of this user the bucket holds, and the quota's figure grows by their sizes.
    const ledger = await ledgerOf(userId);
    const bucketKeys = [
      ...(await keysUnder(mapTilePrefix(userId))),
      ...(await keysUnder(imagePrefix(userId))),
    ];
    expect(ledger.map((row) => row.key).sort()).toEqual(bucketKeys.sort());
    const added = ledger.filter((row) => !ledgerBefore.some((old) => old.key === row.key));
    const addedBytes = added.reduce((sum, row) => sum + row.size, 0);
    expect(added).toHaveLength(tiles.length + 1);
    const grown = (await imagesUsage(server, token)) - before;
    expect(grown).toBeGreaterThanOrEqual(addedBytes);
    expect(grown).toBeLessThan(addedBytes + 200 * added.length);

    // Tiles gone from the bucket are cut again from the original there.
    for (const key of tiles) await blobs().delete(key);
    expect((await get(server, `/map-tiles/${imageId}/0/0/0`, token)).status).toBe(200);

    // To the Trash and back: whole.
    const deleted = await api(server, 'DELETE', `/maps/${mapId}`, { token });
    expect(deleted.status).toBe(204);
    const entry = deleted.headers.get('X-Trash-Entry');
    expect((await api(server, 'POST', `/trash/${entry}/restore`, { token })).status).toBe(200);
    expect((await get(server, `/images/${imageId}`, token)).bytes.equals(original ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect((await get(server, `/map-tiles/${imageId}/1/0/0`, token)).status).toBe(200);

    // Deleted, and the Trash emptied: the picture's objects leave the bucket and the quota.
    expect((await api(server, 'DELETE', `/maps/${mapId}`, { token })).status).toBe(204);
    expect((await api(server, 'DELETE', '/trash', { token })).status).toBe(204);
    expect(await keysUnder(mapTilePrefix(userId, imageId))).toEqual([]);
    expect(await inBucket(imageKey(userId, imageId))).toBeUndefined();
    expect(await ledgerOf(userId)).toEqual(ledgerBefore);
    expect(await imagesUsage(server, token)).toBe(before);
    expect((await get(server, `/map-tiles/${imageId}/0/0/0`, token)).status).toBe(404);
  });

  it('carries bucket images through the backup .zip into another account’s part of the bucket', async () => {
    const cover = await uploadCover(await solidPng(500, 400, 30));
    const { imageId } = await mapWithPicture(server, token, worldId, 'Carried');
    const zip = await fetch(`${server.url}/api/v1/workspace/backup.zip`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(zip.status).toBe(200);
    const restorer = await newUserToken(server, 'images-s3-restorer');
    const restorerId = userIdOf(restorer);
    const imported = await fetch(`${server.url}/api/v1/import/backup?skipDuplicates=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${restorer}`, 'Content-Type': 'application/zip' },
      body: new Uint8Array(await zip.arrayBuffer()),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    for (const id of [cover.id, imageId]) {
      const mine = await get(server, `/images/${id}`, token);
      const theirs = await get(server, `/images/${id}`, restorer);
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      expect(theirs.bytes.equals(mine.bytes)).toBe(true);
      // Moved into the bucket under the importer, the row pointing there.
      expect((await inBucket(imageKey(restorerId, id)))?.equals(mine.bytes)).toBe(true);
      expect((await imageRow(server, restorerId, id))?.data).toBe(
        `${STORED_ELSEWHERE}${imageKey(restorerId, id)}`,
      );
    }
    expect(await keysUnder(mapTilePrefix(restorerId, imageId))).not.toEqual([]);
    expect((await get(server, `/map-tiles/${imageId}/0/0/0`, restorer)).status).toBe(200);
  });

  it('serves an image stored in the database before the bucket was set, and exports it', async () => {
    const bytes = await sharp(await solidPng(64, 64, 10))
      .webp()
      .toBuffer();
    await server.db
      .insertInto('images')
      .values({
        user_id: userId,
        id: 'img-from-before',
        mime: 'image/webp',
        width: 64,
        height: 64,
        size: bytes.length,
        data: bytes.toString('base64'),
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    const served = await get(server, '/images/img-from-before', token);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(await inBucket(imageKey(userId, 'img-from-before'))).toBeUndefined();
  });

  it('without a bucket, frees a deleted map’s picture and tiles in the database when the Trash is emptied', async () => {
    const owner = await newUserToken(plain, 'images-db');
    const ownerId = userIdOf(owner);
    const world = await worldOf(plain, owner);
    const before = await imagesUsage(plain, owner);
    const { mapId, imageId } = await mapWithPicture(plain, owner, world, 'Kept');
    expect((await imageRow(plain, ownerId, imageId))?.data.startsWith(STORED_ELSEWHERE)).toBe(false);
    expect(await imagesUsage(plain, owner)).toBeGreaterThan(before);
    expect((await api(plain, 'DELETE', `/maps/${mapId}`, { token: owner })).status).toBe(204);
    expect((await api(plain, 'DELETE', '/trash', { token: owner })).status).toBe(204);
    expect(await imageRow(plain, ownerId, imageId)).toBeUndefined();
    expect(await imagesUsage(plain, owner)).toBe(before);
    expect((await get(plain, `/map-tiles/${imageId}/0/0/0`, owner)).status).toBe(404);
  });
});
