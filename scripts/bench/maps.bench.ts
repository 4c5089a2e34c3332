// Map pictures, measured (issue 30, decision 059): a generated 16,000 × 12,000 px PNG (192 megapixels)
// uploaded as the server stores it: its pyramid cut and every tile written to SQLite, the original kept.
// Prints the time and the peak memory (RSS) of the process doing it, beside a floor measured in the same
// run: the time to decode the same picture once (shrunk as it is read, so no tiles and no writes). Targets
// from the issue: under 20 s, under 500 MB. The picture is made in a process of its own so that making it
// weighs on neither figure. `MAPS_STORE=s3` writes the tiles to an S3-compatible bucket instead (decision
// 087): s3rver in a process of its own, standing in for MinIO, so the figure is s3rver's as much as ours.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tileCountOf } from '../../common/maps/pyramid';

const WIDTH = 16_000;
const HEIGHT = 12_000;
const TIME_TARGET_S = 20;
const RSS_TARGET_MB = 500;
const USER = '00000000-0000-4000-8000-0000000maps1';
const self = fileURLToPath(import.meta.url);
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

async function makePicture(path: string) {
  // A varied 1,000 px motif repeated over the whole picture: every tile holds something to compress.
  const motif = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
      <rect width="1000" height="1000" fill="#2f5d50"/>
      <circle cx="500" cy="500" r="380" fill="#c9b27c"/><circle cx="300" cy="420" r="90" fill="#6f8f3a"/>
      <path d="M0 800 C 300 600, 700 1000, 1000 700" stroke="#1d3b6e" stroke-width="24" fill="none"/></svg>`),
  )
    .png()
    .toBuffer();
  await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#2f5d50' },
    limitInputPixels: false,
  })
    .composite([{ input: motif, tile: true, blend: 'over' }])
    .png({ compressionLevel: 6 })
    .toFile(path);
}

async function child(mode: string, path: string, dir: string) {
  const started = performance.now();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  if (mode === 'floor') {
    await sharp(path, { limitInputPixels: false, sequentialRead: true }).resize(1000).toBuffer();
  } else {
    const { openDatabase } = await import('../../server/db/database');
    const { migrateToLatest } = await import('../../server/db/migrations');
    const { createWorkspaceStore } = await import('../../server/db/workspace-store');
    const { storeMapPicture } = await import('../../server/api/map-tiles');
    const { createDatabaseBlobStore, mapTilePrefix } = await import('../../server/db/blob-store');
    const { createS3BlobStore } = await import('../../server/db/s3-blob-store');
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
    await migrateToLatest(handle.db);
    const store = createWorkspaceStore(handle.db as never, handle.kind, USER);
    const endpoint = process.env.S3_ENDPOINT;
    const blobs =
      endpoint === undefined
        ? createDatabaseBlobStore(handle.db as never)
        : createS3BlobStore({
            endpoint,
            bucket: process.env.S3_BUCKET ?? '',
            region: 'us-east-1',
            accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: true,
          });
    const bytes = readFileSync(path);
    const before = performance.now();
    await storeMapPicture(store, blobs, {
      id: 'bench-picture',
      mime: 'image/png',
      bytes,
      createdAt: new Date().toISOString(),
    });
    const cutSeconds = (performance.now() - before) / 1000;
    let tiles = 0;
    for await (const _key of blobs.list(mapTilePrefix(USER, 'bench-picture'))) tiles += 1;
    console.log(JSON.stringify({ cutSeconds, tiles }));
    await handle.db.destroy();
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, peakRss: peak }));
}

/** s3rver in a process of its own (`MAPS_STORE=s3`): its S3_* settings, and how to stop it. */
async function startBucket(): Promise<{ env: Record<string, string>; stop: () => void }> {
  // s3rver makes ListObjectsV2's continuation tokens with a cipher OpenSSL 3 keeps in its legacy provider.
  const node = ['--openssl-legacy-provider', '--import', 'tsx'];
  const server = spawn(process.execPath, [...node, self, 's3rver', '-', '-'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line !== undefined) resolve(JSON.parse(line) as Record<string, string>);
    });
    server.on('exit', (code) => reject(new Error(`s3rver stopped (${code})`)));
  });
  return { env, stop: () => server.kill() };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-maps-bench-'));
  const bucket = process.env.MAPS_STORE === 's3' ? await startBucket() : undefined;
  try {
    const path = join(dir, 'continent.png');
    const made = performance.now();
    await makePicture(path);
    const size = readFileSync(path).length;
    console.log(
      `picture: ${WIDTH} × ${HEIGHT} px PNG, ${mb(size)} MB, made in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );
    const run = (mode: string) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', self, mode, path, dir], {
        encoding: 'utf8',
        env: { ...process.env, ...(mode === 'cut' ? bucket?.env : {}) },
      });
      if (result.status !== 0) throw new Error(`${mode} failed: ${result.stderr}`);
      return result.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, number>);
    };
    const [floor] = run('floor');
    const [cut, total] = run('cut');
    if (floor === undefined || cut === undefined || total === undefined) throw new Error('No figures');
    const expected = tileCountOf(WIDTH, HEIGHT);
    console.log(`floor (decode once): ${floor.seconds?.toFixed(1)} s, peak RSS ${mb(floor.peakRss ?? 0)} MB`);
    console.log(
      `upload tiled and stored${bucket === undefined ? '' : ' (tiles to s3rver)'}: ${cut.cutSeconds?.toFixed(1)} s (${((cut.cutSeconds ?? 0) / (floor.seconds ?? 1)).toFixed(1)}× the floor; target < ${TIME_TARGET_S} s), ` +
        `${cut.tiles} tiles (expected ${expected}), peak RSS ${mb(total.peakRss ?? 0)} MB (target < ${RSS_TARGET_MB} MB)`,
    );
    writeFileSync(join(dir, 'done'), '');
  } finally {
    bucket?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, path, dir] = process.argv.slice(2);
if (mode === 's3rver') {
  const { startTestObjectStore } = await import('../../server/test/object-store');
  const store = await startTestObjectStore('fablehold-bench');
  console.log(JSON.stringify(store.env));
  process.on('SIGTERM', () => void store.close().then(() => process.exit(0)));
} else if (mode !== undefined && path !== undefined && dir !== undefined) await child(mode, path, dir);
else await main();
