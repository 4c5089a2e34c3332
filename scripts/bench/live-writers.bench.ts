// Co-editing at scale (issue 29, decision 073), on SQLite, the server in a child process of its own:
// 20 writers on one chapter (its owner and 19 editors of the shared novel), the 19 typing 5 characters a
// second each at a place of their own for 20 s, through real sockets; the owner is the reader whose
// copy's arrival times are measured: from a keystroke made by another writer to its arrival in the
// reader's copy, p50 and p95 (target p95 under 150 ms on loopback). The floor: one writer and the
// reader alone, first, in the same run. The server's memory (RSS) before the writers come, while they
// type, and after they leave (the chapter's document is stored and dropped). Then a version restored
// from another tab while the 20 have it open (decision 086): from the request to the restored text in
// every copy.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { SHARED_TEXT_FIELD } from '../../common/text/y-rich-text';
import { type CoEditClient, openCoEdit } from '../../server/test/co-edit-client';
import { type AppServer, callApi, sleep, startApiServer, stopAppServer } from './app-server';
import { percentile } from './timed-requests';

const WRITERS = 20;
const KEYS_A_SECOND = 5;
const SECONDS = 20;
const FLOOR_SECONDS = 6;
const TARGET_P95_MS = 150;
const PASSWORD = 'a-long-bench-password';
const NOVEL = 'n-ashen-crown';

const rssMb = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function signUp(server: AppServer, name: string): Promise<string> {
  const response = await fetch(`${server.base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The text a writer types into: the chapter's first paragraph. */
const textOf = (client: CoEditClient) =>
  (client.doc.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement | undefined)?.get(0) as
    | Y.XmlText
    | undefined;

/**
 * Each of `writers` types `KEYS_A_SECOND` characters a second for `seconds` near a place of its own;
 * answers the ms from each keystroke to its arrival in `reader`'s copy.
 */
async function type(writers: CoEditClient[], reader: CoEditClient, seconds: number): Promise<number[]> {
  const sentAt = new Map<string, number>();
  const arrivals: number[] = [];
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === null) return;
    const arrived = performance.now();
    for (const struct of Y.decodeUpdate(update).structs) {
      const started = sentAt.get(`${struct.id.client}:${struct.id.clock}`);
      if (started !== undefined) arrivals.push(arrived - started);
    }
  };
  reader.doc.on('update', onUpdate);
  const timers = writers.map((writer, index) => {
    let typed = 0;
    return new Promise<void>((done) => {
      // Spread over the second, so that the writers do not all type in the same instant.
      setTimeout(
        () => {
          const timer = setInterval(() => {
            const text = textOf(writer);
            if (text === undefined || typed >= seconds * KEYS_A_SECOND) {
              clearInterval(timer);
              done();
              return;
            }
            const at = Math.min(
              text.length,
              Math.floor((index / writers.length) * text.length) + (typed % 7),
            );
            sentAt.set(
              `${writer.doc.clientID}:${Y.getState(writer.doc.store, writer.doc.clientID)}`,
              performance.now(),
            );
            text.insert(at, String.fromCharCode(97 + (typed % 26)));
            typed += 1;
          }, 1000 / KEYS_A_SECOND);
        },
        (index * 1000) / KEYS_A_SECOND / writers.length,
      );
    });
  });
  await Promise.all(timers);
  await sleep(1000);
  reader.doc.off('update', onUpdate);
  return arrivals.sort((a, b) => a - b);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-writers-'));
  const server = await startApiServer(dir, {
    ENABLE_SIGNUP: 'true',
    DEMO_ACCOUNT: 'off',
    AUTH_RATE_LIMIT_SIGNIN: '100000',
    AUTH_RATE_LIMIT_REFRESH: '100000',
  }).then((api) => ({ base: api.url, child: api.child }));
  const clients: CoEditClient[] = [];
  const on = { url: server.base };
  try {
    const owner = await signUp(server, 'author');
    const chapters = await callApi<{ id: string }[]>(
      server,
      owner,
      'GET',
      `/api/v1/novels/${NOVEL}/chapters`,
    );
    const chapterId = chapters[0]?.id ?? '';
    const ownerId = (await callApi<{ id: string }>(server, owner, 'GET', '/auth/v1/user')).id;
    const link = await callApi<{ token: string }>(
      server,
      owner,
      'POST',
      `/api/v1/sharing/novel/${NOVEL}/invitations`,
      {
        role: 'editor',
        isReusable: true,
      },
    );
    const editors: string[] = [];
    for (let index = 1; index < WRITERS; index += 1) {
      const token = await signUp(server, `editor${index}`);
      await callApi(server, token, 'POST', '/api/v1/invitations/accept', { token: link.token });
      editors.push(token);
    }
    const chapter = { novelId: NOVEL, chapterId };
    const ready = (client: CoEditClient) =>
      client.waitFor(() => client.doc.getXmlFragment(SHARED_TEXT_FIELD).length > 0, 30_000);
    await sleep(500);
    const rssBefore = rssMb(server.child.pid);

    // The floor: the reader and one writer.
    const reader = await openCoEdit(on, owner, chapter);
    const first = await openCoEdit(on, editors[0] ?? '', { ...chapter, ownerId });
    clients.push(reader, first);
    await Promise.all([ready(reader), ready(first)]);
    const paragraph = reader.doc.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement;
    paragraph.insert(0, [new Y.XmlText('The forge was cold. ')]);
    await first.waitFor(() => (textOf(first)?.length ?? 0) > 0);
    const floor = await type([first], reader, FLOOR_SECONDS);
    await Promise.all([reader.saved(), first.saved()]);
    const restoredText = textOf(reader)?.toString() ?? '';
    const version = await callApi<{ id: string }>(
      server,
      owner,
      'POST',
      `/api/v1/novels/${NOVEL}/chapters/${chapterId}/versions`,
      { name: 'Before the writers' },
    );

    const others = await Promise.all(
      editors.slice(1).map((token) => openCoEdit(on, token, { ...chapter, ownerId })),
    );
    clients.push(...others);
    await Promise.all(others.map((client) => client.waitFor(() => textOf(client) !== undefined, 30_000)));
    const all = await type([first, ...others], reader, SECONDS);
    const rssTyping = rssMb(server.child.pid);
    await Promise.all(clients.map((client) => client.saved()));
    const texts = new Set(clients.map((client) => textOf(client)?.toString()));
    const length = textOf(reader)?.length ?? 0;

    // Another tab restores the version kept before the writers came, while all of them have it open.
    const current = await callApi<{ version: number }>(
      server,
      owner,
      'GET',
      `/api/v1/novels/${NOVEL}/chapters/${chapterId}/text`,
    );
    const restoreStarted = performance.now();
    await callApi(
      server,
      owner,
      'POST',
      `/api/v1/novels/${NOVEL}/chapters/${chapterId}/versions/${version.id}/restore`,
      { version: current.version },
    );
    const answeredMs = performance.now() - restoreStarted;
    await Promise.all(
      clients.map((client) => client.waitFor(() => textOf(client)?.toString() === restoredText, 30_000)),
    );
    const everywhereMs = performance.now() - restoreStarted;
    for (const client of clients.splice(0)) client.close();
    await sleep(3000);
    const rssAfter = rssMb(server.child.pid);
    const stored = await callApi<{ wordCount: number; text: unknown }>(
      server,
      owner,
      'GET',
      `/api/v1/novels/${NOVEL}/chapters/${chapterId}/text`,
    );
    const storedFirst = (stored.text as { doc?: { content?: { content?: { text?: string }[] }[] } } | null)
      ?.doc?.content?.[0]?.content?.[0]?.text;
    const p95 = percentile(all, 95);
    console.log(
      `co-editing: ${WRITERS} writers on one chapter (its owner, reading, and ${WRITERS - 1} editors typing ${KEYS_A_SECOND} characters a second each for ${SECONDS} s), one server, SQLite`,
    );
    console.log(
      `a keystroke seen by another writer, 1 writer (floor): p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms (${floor.length} keystrokes)`,
    );
    console.log(
      `a keystroke seen by another writer, ${WRITERS - 1} writers typing: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${all.length} keystrokes; target p95 under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `server memory: ${rssBefore.toFixed(1)} MB RSS before, ${rssTyping.toFixed(1)} MB with ${WRITERS} writers typing, ${rssAfter.toFixed(1)} MB after they left`,
    );
    console.log(
      `every copy alike: ${texts.size === 1 ? 'yes' : 'NO'} (${length} characters); stored text: ${JSON.stringify(stored.text).length} bytes of JSON`,
    );
    console.log(
      `a version restored from another tab while ${WRITERS} write: answered in ${answeredMs.toFixed(1)} ms, in all ${WRITERS} copies after ${everywhereMs.toFixed(1)} ms (${restoredText.length} characters); stored after they left: ${storedFirst === restoredText ? 'the restored text' : 'NOT the restored text'}`,
    );
  } finally {
    for (const client of clients) client.close();
    await stopAppServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
