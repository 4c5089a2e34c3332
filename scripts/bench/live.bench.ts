// Live updates at scale (issue 29, decision 062), on SQLite, the server in a child process of its own:
// 1,000 idle live connections (20 people: a GM and 19 members of their campaign, 50 tabs each) held
// open on one server; its memory (RSS) before and after they open; then one change at a time (a quest
// added to the shared campaign) and the time until every connection has heard of it, p50 and p95
// (target p95 under 500 ms). The floor is the same change heard by one connection, measured first in
// the same run, so a loaded machine shows as a higher floor rather than a worse ratio. Last, the
// server's own part of it in-process, without sockets or clients: the hub's read of the feed, the
// policy for 1,000 connections and their messages, from a poke to the last one handed over.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createLiveHub, type LiveMessage } from '../../server/api/live-hub';
import { openDatabase } from '../../server/db/database';
import { type LiveClient, openLive } from '../../server/test/live-client';
import { type AppServer, callApi, sleep, startApiServer, stopAppServer } from './app-server';
import { percentile } from './timed-requests';

const PEOPLE = 20;
const TABS = 50;
const CHANGES = 30;
const TARGET_P95_MS = 500;
const PASSWORD = 'a-long-bench-password';

const rssMb = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

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

/** Adds a quest to the campaign; resolves with the ms until `clients` have all heard of it. */
async function timeOneChange(
  server: AppServer,
  gm: string,
  campaignId: string,
  clients: LiveClient[],
  n: number,
) {
  const title = `Quest ${n} ${crypto.randomUUID().slice(0, 6)}`;
  const started = performance.now();
  const quest = callApi<{ id: string }>(server, gm, 'POST', `/api/v1/campaigns/${campaignId}/quests`, {
    title,
    description: '',
    status: 'planned',
    xp: 0,
  });
  const { id } = await quest;
  const heard = await Promise.all(
    clients.map((client) =>
      client.waitFor((message) => message.data.includes(id), 20_000).then(() => performance.now()),
    ),
  );
  return Math.max(...heard) - started;
}

/** The hub alone over the bench's database: 1,000 connections that only note when they are handed a message. */
async function timeHubFanOut(dataDir: string, userIds: readonly string[], campaignId: string, gmId: string) {
  const handle = openDatabase({ dataDir, databaseUrl: undefined });
  const hub = createLiveHub({ db: handle.db, log: () => undefined, pollMs: 60_000 });
  const times: number[] = [];
  try {
    let pending = 0;
    let done: () => void = () => undefined;
    const send = (message: LiveMessage) => {
      if ('events' in message && message.events.length > 0 && --pending === 0) done();
    };
    for (const userId of userIds) {
      for (let tab = 0; tab < TABS; tab += 1) await hub.connect(userId, null, send);
    }
    for (let n = 0; n < CHANGES; n += 1) {
      await sql`UPDATE parts SET version = version + 1 WHERE user_id = ${gmId} AND parent_id = ${campaignId}
        AND id = (SELECT id FROM parts WHERE user_id = ${gmId} AND parent_id = ${campaignId} LIMIT 1)`.execute(
        handle.db,
      );
      pending = hub.size();
      const heard = new Promise<void>((resolve) => {
        done = resolve;
      });
      const started = performance.now();
      hub.poke();
      await heard;
      times.push(performance.now() - started);
    }
  } finally {
    hub.close();
    await handle.db.destroy();
  }
  return times.sort((a, b) => a - b);
}

async function userIdOf(server: AppServer, token: string): Promise<string> {
  return (await callApi<{ id: string }>(server, token, 'GET', '/auth/v1/user')).id;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-live-'));
  const server = await startApiServer(dir, {
    ENABLE_SIGNUP: 'true',
    DEMO_ACCOUNT: 'off',
    AUTH_RATE_LIMIT_SIGNIN: '100000',
    AUTH_RATE_LIMIT_REFRESH: '100000',
  }).then((api) => ({ base: api.url, child: api.child }));
  const clients: LiveClient[] = [];
  try {
    const gm = await signUp(server, 'gm');
    const [campaign] = await callApi<{ id: string }[]>(server, gm, 'GET', '/api/v1/campaigns');
    if (campaign === undefined) throw new Error('the sample has no campaign');
    const link = await callApi<{ token: string }>(
      server,
      gm,
      'POST',
      `/api/v1/sharing/campaign/${campaign.id}/invitations`,
      {
        role: 'reader',
        isReusable: true,
      },
    );
    const people = [gm];
    for (let index = 1; index < PEOPLE; index += 1) {
      const token = await signUp(server, `member${index}`);
      await callApi(server, token, 'POST', '/api/v1/invitations/accept', { token: link.token });
      people.push(token);
    }

    // The floor: one connection, the GM's.
    const one = await openLive(server.base, gm);
    clients.push(one);
    await one.waitFor((message) => message.id !== null);
    const floor: number[] = [];
    for (let n = 0; n < CHANGES; n += 1) floor.push(await timeOneChange(server, gm, campaign.id, [one], n));

    await sleep(500);
    const rssBefore = rssMb(server.child.pid);
    for (const token of people) {
      const tabs = TABS - (token === gm ? 1 : 0);
      const opened = await Promise.all(Array.from({ length: tabs }, () => openLive(server.base, token)));
      await Promise.all(opened.map((client) => client.waitFor((message) => message.id !== null, 30_000)));
      clients.push(...opened);
    }
    await sleep(1000);
    const rssAfter = rssMb(server.child.pid);

    const all: number[] = [];
    for (let n = 0; n < CHANGES; n += 1)
      all.push(await timeOneChange(server, gm, campaign.id, clients, CHANGES + n));

    const userIds = await Promise.all(people.map((token) => userIdOf(server, token)));
    for (const client of clients.splice(0)) client.close();
    await stopAppServer(server);
    const gmId = userIds[0] ?? '';
    const hubTimes = await timeHubFanOut(dir, userIds, campaign.id, gmId);

    floor.sort((a, b) => a - b);
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    const floorP95 = percentile(floor, 95);
    console.log(
      `live connections held open: ${PEOPLE * TABS} (${PEOPLE} people × ${TABS} tabs, one server, SQLite)`,
    );
    console.log(
      `server memory: ${rssBefore.toFixed(1)} MB RSS with 1 connection, ${rssAfter.toFixed(1)} MB with ${PEOPLE * TABS} (${(((rssAfter - rssBefore) * 1024) / (PEOPLE * TABS - 1)).toFixed(1)} KB a connection)`,
    );
    console.log(
      `a change heard by 1 connection (floor): p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${floorP95.toFixed(1)} ms`,
    );
    console.log(
      `a change heard by all ${PEOPLE * TABS}: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(p95 / floorP95).toFixed(1)}x the floor; target p95 under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `the server's own fan-out (in-process hub, no sockets): read, policy and messages for ${PEOPLE * TABS} connections p50 ${percentile(hubTimes, 50).toFixed(1)} ms, p95 ${percentile(hubTimes, 95).toFixed(1)} ms`,
    );
  } finally {
    for (const client of clients) client.close();
    await stopAppServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
