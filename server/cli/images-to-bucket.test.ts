import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageEntry } from '../../common/api/usage';
import type { MapRecord } from '../../common/domain/map';
import { api, newUserToken, solidPng, userIdOf } from '../api/api-test-helpers';
import { imageKey, imagePrefix, mapTilePrefix, readBlob, STORED_ELSEWHERE } from '../db/blob-store';
import { createS3BlobStore } from '../db/s3-blob-store';
import { readUsage, recountUsage } from '../db/usage-counters';
import { startTestObjectStore, type TestObjectStore } from '../test/object-store';
import { TEMPLATE_ENV } from '../test/started-templates';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { type ImagesCommandOptions, runImagesCommand } from './images-command';

// `npm run images:to-bucket` (decision 098) on SQLite and PostgreSQL, against s3rver: a server that kept
// its images and map tiles in the database is stopped, the command moves them into the bucket (stopped
// half-way once by a failing bucket, then run again, then once more with nothing left), and the same
// server started with the bucket serves the same bytes, with each user's bytes counted once (the figure moves by the ledger's keys only).

type Stored = MapRecord & { version: number };

describe.each(BACKENDS)('npm run images:to-bucket, on %s', (backend) => {
  let bucket: TestObjectStore;
  let dataDir: string;
  let plain: TestServer | undefined;
  let bucketed: TestServer | undefined;
  let env: NodeJS.ProcessEnv;

  const get = async (on: TestServer, path: string, as: string) => {
    const answer = await fetch(`${on.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${as}` } });
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const usage = async (on: TestServer, as: string) => {
    const answer = await api<{ usedBytes: number; categories: UsageEntry[] }>(on, 'GET', '/usage', {
      token: as,
    });
    expect(answer.status).toBe(200);
    return {
      used: answer.body.usedBytes,
      images: answer.body.categories.find((entry) => entry.category === 'images')?.bytes ?? 0,
    };
  };
  const upload = async (on: TestServer, as: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'cover.png');
    const answer = await fetch(`${on.url}/api/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const mapPicture = async (on: TestServer, as: string) => {
    const universe = await api<{ id: string }>(on, 'POST', '/universes', {
      token: as,
      body: { name: 'Moved', description: '' },
    });
    const world = await api<{ id: string }>(on, 'POST', '/worlds', {
      token: as,
      body: { universeId: universe.body.id, name: 'Vel', type: 'Planet', description: '' },
    });
    const map = await api<Stored>(on, 'POST', '/maps', {
      token: as,
      body: { name: 'Coast', ownerType: 'world', ownerId: world.body.id },
    });
    expect(map.status, map.text).toBe(201);
    const answer = await fetch(`${on.url}/api/v1/maps/${map.body.id}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(await solidPng(700, 400, 120)),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return ((await answer.json()) as Stored).image?.id ?? '';
  };
  const run = async (blobs?: ImagesCommandOptions['blobs']) => {
    let stdout = '';
    let stderr = '';
    const code = await runImagesCommand([], {
      env,
      ...(blobs === undefined ? {} : { blobs }),
      print: (line) => {
        stdout += `${line}\n`;
      },
      printError: (line) => {
        stderr += `${line}\n`;
      },
    });
    return { code, stdout, stderr };
  };

  beforeAll(async () => {
    bucket = await startTestObjectStore();
    dataDir = mkdtempSync(join(tmpdir(), 'fablehold-images-to-bucket-'));
  });
  afterAll(async () => {
    await bucketed?.close();
    await plain?.close();
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves every image and map tile into the bucket, resumes after a failure, and counts each byte once', async () => {
    plain = await startTestServer(backend, { ENABLE_SIGNUP: 'true' }, { dataDir });
    const writer = await newUserToken(plain, 'to-bucket-writer');
    const gm = await newUserToken(plain, 'to-bucket-gm');
    const images = {
      writer: [
        await upload(plain, writer, await solidPng(300, 200, 10)),
        await upload(plain, writer, await solidPng(200, 300, 60)),
      ],
      gm: [await upload(plain, gm, await solidPng(250, 250, 200))],
    };
    const mapImage = await mapPicture(plain, writer);
    images.writer.push(mapImage);
    const servedBefore = new Map<string, Buffer>();
    for (const [as, ids] of [
      [writer, images.writer],
      [gm, images.gm],
    ] as const)
      for (const id of ids) servedBefore.set(id, (await get(plain, `/images/${id}`, as)).bytes);
    const tileBefore = await get(plain, `/map-tiles/${mapImage}/0/0/0`, writer);
    expect(tileBefore.status).toBe(200);
    const databaseTiles = await plain.db
      .selectFrom('map_tiles')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const tileCount = Number(databaseTiles.count);
    expect(tileCount).toBeGreaterThan(0);
    const usageBefore = { writer: await usage(plain, writer), gm: await usage(plain, gm) };
    const databaseUrl = plain.databaseUrl;
    await plain.close();
    plain = undefined;
    env = {
      ...TEMPLATE_ENV,
      DATA_DIR: dataDir,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    };

    // Without a bucket there is nowhere to move to.
    const refused = await run();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/No bucket is configured/);
    env = { ...env, ...bucket.env };

    // The bucket fails on the second object: the first image moved whole, the rest stay in their rows.
    let puts = 0;
    const failing = await run((settings) => {
      const real = createS3BlobStore(settings);
      return {
        ...real,
        kind: real.kind,
        put: async (key, bytes) => {
          puts += 1;
          if (puts === 2) throw new Error('The bucket answered 503');
          await real.put(key, bytes);
        },
      };
    });
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(/Stopped after 1 image\(s\) and 0 map tile\(s\): The bucket answered 503/);
    expect(failing.stderr).toMatch(/run the command again/);

    const again = await run();
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toMatch(
      new RegExp(`^Moved 3 image\\(s\\) and ${tileCount} map tile\\(s\\) into the bucket`),
    );
    const nothingLeft = await run();
    expect(nothingLeft.code).toBe(0);
    expect(nothingLeft.stdout).toMatch(/^Moved 0 image\(s\) and 0 map tile\(s\)/);

    bucketed = await startTestServer(backend, { ...env, ENABLE_SIGNUP: 'true' } as Record<string, string>, {
      dataDir,
    });
    const rows = await bucketed.db.selectFrom('images').select(['user_id', 'id', 'data']).execute();
    for (const [token, ids] of [
      [writer, images.writer],
      [gm, images.gm],
    ] as const) {
      const owner = userIdOf(token);
      for (const id of ids)
        expect(rows.find((row) => row.id === id)?.data).toBe(`${STORED_ELSEWHERE}${imageKey(owner, id)}`);
      expect((await bucket.keysUnder(imagePrefix(owner))).sort()).toEqual(
        ids.map((id) => imageKey(owner, id)).sort(),
      );
      for (const id of ids) {
        const served = await get(bucketed, `/images/${id}`, token);
        expect(served.status).toBe(200);
        expect(served.bytes.equals(servedBefore.get(id) ?? Buffer.alloc(0))).toBe(true);
      }
    }
    // The tiles are in the bucket, none left in the database, and served as they were.
    const writerId = userIdOf(writer);
    expect(await bucket.keysUnder(mapTilePrefix(writerId, mapImage))).toHaveLength(tileCount);
    expect(await bucketed.db.selectFrom('map_tiles').select('image_id').execute()).toEqual([]);
    const tileAfter = await get(bucketed, `/map-tiles/${mapImage}/0/0/0`, writer);
    expect(tileAfter.status).toBe(200);
    expect(tileAfter.bytes.equals(tileBefore.bytes)).toBe(true);
    const stored = await bucket.blobs.open(imageKey(writerId, mapImage));
    expect(stored === undefined ? undefined : (await readBlob(stored)).length).toBeGreaterThan(0);

    // Each user's bytes count once, as before: the ledger counts what the rows stopped counting. The
    // figure moves only by the bookkeeping of where they are (a ledger row's key instead of a tile row's
    // place), and it is what a recount of the stored rows finds.
    for (const [token, before] of [
      [writer, usageBefore.writer],
      [gm, usageBefore.gm],
    ] as const) {
      const owner = userIdOf(token);
      const ledger = await bucketed.db
        .selectFrom('stored_objects')
        .select('key')
        .where('user_id', '=', owner)
        .execute();
      const bookkeeping = ledger.reduce((sum, { key }) => {
        const tile = /^map-tiles\/[^/]+\/([^/]+)\/(\d+)\/(\d+)\/(\d+)\.webp$/.exec(key);
        const place = tile === null ? 0 : tile.slice(1).reduce((length, part) => length + part.length, 0);
        return sum + key.length - place;
      }, 0);
      const after = await usage(bucketed, token);
      expect(after).toEqual({ used: before.used + bookkeeping, images: before.images + bookkeeping });
      expect((await recountUsage(bucketed.db, owner)).get(owner)?.images).toEqual(
        await readUsage(bucketed.db, owner).then((figures) => figures.images),
      );
    }
  }, 120_000);
});
