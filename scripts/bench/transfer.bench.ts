// Everything in and out (issue 26, decision 056): the real server in a child process (SQLite, fresh
// DATA_DIR), one account holding a large workspace — chapters with text and uploaded images, by default
// 10,000 chapters with 1 million words and 100 MB of images (BENCH_TRANSFER_SCALE=1 asks for the issue's
// 50,000 parts, 5 million words and 500 MB of images) — exported as JSON, as the backup .zip (streamed,
// decision 065: the server's memory must not grow with the workspace) and as the Markdown vault, then imported into an account of its
// own (replace), while another account reads its novels every 10 ms; and a vault of 1,000 hand-written
// notes read and imported. Printed: each step's time, the server's largest resident memory while it ran,
// the other account's p99 meanwhile, and every time also as a ratio to an empty request's p50 measured in
// the same run (the floor). Targets (issue 26): export and import each under 20 s, memory under 300 MB,
// the others' p99 under 100 ms, the 1,000-note vault under 5 s. A miss is printed, not failed.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { strToU8, unzipSync } from 'fflate';
import { IMPORT_REQUEST_MAX_BYTES } from '../../common/api/import';
import { readVault } from '../../common/vault/vault-import';
import { sleep, startApiServer } from './app-server';
import { chapterProse } from './prose';
import { percentile } from './timed-requests';

/** A WebP's bytes as the import's check reads them (RIFF....WEBP), the rest noise that does not compress. */
function webpBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x52, 0x49, 0x46, 0x46], 0);
  new DataView(bytes.buffer).setUint32(4, size - 8, true);
  bytes.set([0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20], 8);
  return bytes;
}

const SCALE = Number(process.env.BENCH_TRANSFER_SCALE ?? '0.2');
const PARTS = Math.round(50_000 * SCALE);
const WORDS_PER_CHAPTER = 100;
const CHAPTERS_PER_NOVEL = 100;
const PING_EVERY_MS = 10;
/** Uploaded images: 2 MB each, 500 MB at the issue's scale. */
const IMAGE_BYTES = 2_000_000;
const IMAGES = Math.round((500_000_000 * SCALE) / IMAGE_BYTES);
/** Images sent per import request (their base64 stays under the 32 MB a request takes). */
const IMAGES_PER_REQUEST = 10;
const TARGET = { seconds: 20, memoryMb: 300, p99Ms: 100 };
/** BENCH_TRANSFER_ONLY=exports measures the exports alone (the imports take most of a run). */
const isExportsOnly = process.env.BENCH_TRANSFER_ONLY === 'exports';

const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-transfer-'));
// BENCH_SERVER_MAX_OLD_MB caps the server's heap (--max-old-space-size): with it, an export that still
// finishes shows that what it holds is bounded, and the rest of its peak is garbage not yet collected.
const maxOldMb = process.env.BENCH_SERVER_MAX_OLD_MB;
const serverEnv = { DEMO_ACCOUNT: 'off', ENABLE_SIGNUP: 'true', USER_QUOTA_MB: '20000' };
let server = await startApiServer(dataDir, serverEnv);
let isStopping = false;

/** The server's last words, printed should it die during the bench. */
function watchServer(): void {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  server.child.stdout?.on('data', keep);
  server.child.stderr?.on('data', keep);
  server.child.once('exit', (code, signal) => {
    if (!isStopping) console.log(`the server exited (${code ?? signal}) during the bench:\n${tail}`);
  });
}
watchServer();

async function stopServer(): Promise<void> {
  isStopping = true;
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

function residentMb(): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'));
  return match?.[1] ? Number(match[1]) / 1024 : Number.NaN;
}

async function signUp(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-transfer-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

async function postImport(headers: Record<string, string>, body: string): Promise<void> {
  const send = () =>
    fetch(`${server.url}/api/v1/import`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // A kept-alive connection the server closed as idle just as the request went out (the bench
    // reads a vault for seconds between requests): sent again once, on a new connection.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    console.log('(the import was sent again: its kept-alive connection had been closed by the server)');
    response = await send();
  }
  const answer = await response.text();
  if (!response.ok) throw new Error(`the import answered ${response.status}: ${answer.slice(0, 300)}`);
}

/** Runs `work` while another account reads every 10 ms and the server's memory is sampled. */
async function measured<T>(reader: Record<string, string>, work: () => Promise<T>) {
  const reads: number[] = [];
  let failed = 0;
  const pings: Promise<void>[] = [];
  let peak = residentMb();
  let going = true;
  const begun = performance.now();
  const running = work().finally(() => {
    going = false;
  });
  while (going) {
    const sent = performance.now();
    pings.push(
      fetch(`${server.url}/api/v1/novels`, { headers: reader })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
          reads.push(performance.now() - sent);
        })
        // A read whose connection the busy server dropped counts as failed, not as a time.
        .catch(() => {
          failed += 1;
        }),
    );
    peak = Math.max(peak, residentMb());
    await sleep(PING_EVERY_MS);
  }
  const result = await running;
  const seconds = (performance.now() - begun) / 1000;
  await Promise.all(pings);
  reads.sort((a, b) => a - b);
  return { result, seconds, peak, p99: percentile(reads, 99), reads: reads.length, failed };
}

try {
  const stamp = Date.now();
  const owner = await signUp(`owner-${stamp}@example.com`);
  const restorer = await signUp(`restorer-${stamp}@example.com`);
  const adder = await signUp(`adder-${stamp}@example.com`);
  const reader = await signUp(`reader-${stamp}@example.com`);
  for (const headers of [owner, restorer, adder, reader])
    await (await fetch(`${server.url}/api/v1/novels`, { headers })).arrayBuffer();

  // The floor: an empty request (the health check) and the reader's read, with nothing else going on.
  const empty: number[] = [];
  for (let index = 0; index < 200; index += 1) {
    const sent = performance.now();
    await (await fetch(`${server.url}/auth/v1/health`)).arrayBuffer();
    empty.push(performance.now() - sent);
  }
  empty.sort((a, b) => a - b);
  const floor = percentile(empty, 50);
  const idle = await measured(reader, () => sleep(2_000));
  console.log(
    `floor: an empty request p50 ${floor.toFixed(2)} ms; the reader's p99 with nothing running ${idle.p99.toFixed(1)} ms (${(idle.p99 / floor).toFixed(0)}x floor)`,
  );

  // The workspace, written by imports of 1,000 chapters each (an import request takes at most 32 MB).
  const setupBegun = performance.now();
  const novels = Math.ceil(PARTS / CHAPTERS_PER_NOVEL);
  for (let first = 0; first < novels; first += 10) {
    const batch = Array.from({ length: Math.min(10, novels - first) }, (_, offset) => first + offset);
    const chapterTexts: unknown[] = [];
    const rows = batch.map((index) => ({
      id: `bench-novel-${index}`,
      title: `Bench novel ${index}`,
      status: 'draft',
      wordCount: 0,
      lastUpdated: new Date().toISOString(),
      coverUrl: '/images/covers/default-novel.svg',
      description: `Novel ${index} of the transfer bench.`,
      isFavorite: false,
      chapters: Array.from({ length: CHAPTERS_PER_NOVEL }, (_, at) => {
        const id = `bench-novel-${index}-ch-${at}`;
        chapterTexts.push({
          novelId: `bench-novel-${index}`,
          chapterId: id,
          text: chapterProse(WORDS_PER_CHAPTER, index * 1000 + at, `end of ${id}`),
        });
        return { id, title: `Chapter ${at + 1}`, wordCount: WORDS_PER_CHAPTER };
      }),
      characters: [],
      storyArcs: [],
      assets: { images: [], documents: [], music: [] },
    }));
    await postImport(
      owner,
      JSON.stringify({ workspace: { novels: rows, chapterTexts }, skipDuplicates: true }),
    );
  }
  // The images, through the import as a backup .zip's are (base64 in the request).
  for (let first = 0; first < IMAGES; first += IMAGES_PER_REQUEST) {
    const images = Array.from({ length: Math.min(IMAGES_PER_REQUEST, IMAGES - first) }, (_, offset) => ({
      id: `bench-image-${first + offset}`,
      type: 'image/webp',
      width: 1600,
      height: 1200,
      size: IMAGE_BYTES,
      createdAt: new Date().toISOString(),
      data: Buffer.from(webpBytes(IMAGE_BYTES)).toString('base64'),
    }));
    await postImport(owner, JSON.stringify({ workspace: { images }, skipDuplicates: true }));
  }
  console.log(
    `workspace: ${(novels * CHAPTERS_PER_NOVEL).toLocaleString('en')} chapters with ${(novels * CHAPTERS_PER_NOVEL * WORDS_PER_CHAPTER).toLocaleString('en')} words in ${novels} novels and ${IMAGES} images of ${IMAGE_BYTES / 1e6} MB (${((IMAGES * IMAGE_BYTES) / 1e6).toFixed(0)} MB; scale ${SCALE} of the issue's 50,000 parts, 5 million words and 500 MB of images), written in ${((performance.now() - setupBegun) / 1000).toFixed(1)} s`,
  );
  // Started again on the same data, so the memory measured is the export's, not what writing it left.
  await stopServer();
  // The cap, if any, from here on: setting up sends imports of 27 MB.
  server = await startApiServer(dataDir, {
    ...serverEnv,
    ...(maxOldMb === undefined ? {} : { NODE_OPTIONS: `--max-old-space-size=${maxOldMb}` }),
  });
  isStopping = false;
  watchServer();
  for (const headers of [owner, reader])
    await (await fetch(`${server.url}/api/v1/novels`, { headers })).arrayBuffer();
  console.log(
    `the server started again on that data${maxOldMb === undefined ? '' : `, its heap capped at ${maxOldMb} MB`}: its memory at rest ${residentMb().toFixed(0)} MB`,
  );

  const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');
  const line = (
    what: string,
    run: { seconds: number; peak: number; p99: number; reads: number; failed: number },
    extra = '',
    // The 1,000-note vault's target is 5 s for reading and importing it together.
    timed = { seconds: run.seconds, target: TARGET.seconds },
  ) =>
    console.log(
      `${what}: ${run.seconds.toFixed(2)} s (${((run.seconds * 1000) / floor).toFixed(0)}x floor)${extra} (target < ${timed.target} s: ${verdict(timed.seconds, timed.target)}); server memory up to ${run.peak.toFixed(0)} MB (target < ${TARGET.memoryMb} MB: ${verdict(run.peak, TARGET.memoryMb)}); the other account's p99 ${run.p99.toFixed(1)} ms (${(run.p99 / floor).toFixed(0)}x floor; target < ${TARGET.p99Ms} ms: ${verdict(run.p99, TARGET.p99Ms)}) over ${run.reads} reads${run.failed > 0 ? `, ${run.failed} reads FAILED` : ''}`,
    );
  const download = (path: string) => async () => {
    const response = await fetch(`${server.url}/api/v1${path}`, { headers: owner });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  /** Only counted as it arrives: the backup with its images is larger than this process need hold. */
  const downloadCounted = (path: string) => async () => {
    const response = await fetch(`${server.url}/api/v1${path}`, { headers: owner });
    if (!response.ok || response.body === null) throw new Error(`${path} answered ${response.status}`);
    let length = 0;
    for await (const chunk of response.body) length += chunk.length;
    return { length };
  };

  const json = await measured(reader, download('/workspace'));
  line('export JSON (GET /workspace)', json, `, ${(json.result.length / 1e6).toFixed(1)} MB`);
  const zip = await measured(reader, downloadCounted('/workspace/backup.zip'));
  line('export backup .zip', zip, `, ${(zip.result.length / 1e6).toFixed(1)} MB`);
  // The backup restored whole (decision 069): saved to a file, then sent as it is, streamed from disk.
  const zipPath = join(dataDir, 'bench-backup.zip');
  const saved = await fetch(`${server.url}/api/v1/workspace/backup.zip`, { headers: owner });
  if (!saved.ok || saved.body === null) throw new Error(`backup.zip answered ${saved.status}`);
  await pipeline(Readable.fromWeb(saved.body as WebReadableStream<Uint8Array>), createWriteStream(zipPath));
  const restoredZip = await measured(reader, async () => {
    const response = await fetch(`${server.url}/api/v1/import/backup?replaceExisting=true`, {
      method: 'POST',
      headers: {
        ...restorer,
        'Content-Type': 'application/zip',
        'Content-Length': String(statSync(zipPath).size),
      },
      body: Readable.toWeb(createReadStream(zipPath)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    const answer = await response.text();
    if (!response.ok)
      throw new Error(`the backup import answered ${response.status}: ${answer.slice(0, 300)}`);
  });
  line('import the backup .zip (POST /import/backup, replace, another account)', restoredZip);
  const vault = await measured(reader, download('/workspace/markdown.zip'));
  line('export Markdown vault', vault, `, ${(vault.result.length / 1e6).toFixed(1)} MB`);

  if (isExportsOnly) {
    console.log('imports: not measured (BENCH_TRANSFER_ONLY=exports)');
  } else if (json.result.length <= IMPORT_REQUEST_MAX_BYTES) {
    const exported = new TextDecoder().decode(json.result);
    // Adding to an account's workspace is written in slices that let others run (decision 042); with
    // 'Replace existing data' it is one transaction.
    const added = await measured(reader, () =>
      postImport(adder, `{"workspace":${exported},"skipDuplicates":true}`),
    );
    line('import the JSON export (adding, another account)', added);
    const restored = await measured(reader, () =>
      postImport(restorer, `{"workspace":${exported},"replaceExisting":true}`),
    );
    line('import the JSON export (replace, another account)', restored);
    const readBegun = performance.now();
    const reading = readVault(unzipSync(vault.result));
    const readSeconds = (performance.now() - readBegun) / 1000;
    const vaultBody = JSON.stringify({ workspace: reading.workspace, replaceExisting: true });
    const fromVault = await measured(reader, () => postImport(restorer, vaultBody));
    line(
      'import the Markdown vault (replace, another account)',
      fromVault,
      ` (+ ${readSeconds.toFixed(2)} s reading the vault, as the browser does)`,
    );
  } else {
    console.log(
      `import: not measured at this scale: the export is ${(json.result.length / 1e6).toFixed(1)} MB, more than the ${IMPORT_REQUEST_MAX_BYTES / 1e6} MB one import request takes (decision 050)`,
    );
  }

  if (!isExportsOnly) {
    // A hand-written vault of 1,000 notes linking to each other, read and imported.
    const notes: Record<string, Uint8Array> = {};
    for (let index = 0; index < 1000; index += 1) {
      notes[`Vault/People/Person ${index}.md`] = strToU8(
        `---\nrole: Ally\n---\n# Person ${index}\n\nKnows [[Person ${(index + 1) % 1000}]] and *keeps* a secret.\n\n- one\n- two\n`,
      );
    }
    // Read as the browser does (in this process, so not while the other account's reads are timed).
    const smallBegun = performance.now();
    const smallReading = readVault(notes, { People: 'character' });
    const smallRead = (performance.now() - smallBegun) / 1000;
    const small = await measured(reader, () =>
      postImport(reader, JSON.stringify({ workspace: smallReading.workspace })),
    );
    line(
      '1,000-note vault imported',
      small,
      ` (+ ${smallRead.toFixed(2)} s reading it, as the browser does: ${(small.seconds + smallRead).toFixed(2)} s in all)`,
      { seconds: small.seconds + smallRead, target: 5 },
    );
  }
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
