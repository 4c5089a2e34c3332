// The workspace data API under load: the real server in a child process (fresh DATA_DIR on SQLite, a free
// port, the demo account), autocannon in this process with 50 concurrent clients for 30 s, against a list
// route (GET /api/v1/novels) and an update route (PATCH /api/v1/novels/:id). Prints requests/s, p50 and
// p99 latency, errors, and the server's peak memory (VmHWM). Target: 0 errors and p99 under 50 ms; a miss
// is printed, not failed. `BENCH_API_DURATION` (seconds) shortens the runs.
// The same run measures the server with SQLite's group commit off and on (SQLITE_GROUP_COMMIT, decision
// 082), one server after the other, and a floor on each: the auth health check under the same 50 clients
// (no database, the HTTP stack and the machine's load alone), so the ratios compare on a shared machine.
// `BENCH_API_MODES=on` (or `off`) measures one mode only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from './app-server';

type AutocannonHistogram = { average: number; p50: number; p99: number; max: number };
type AutocannonResult = {
  requests: AutocannonHistogram & { total: number };
  latency: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};
// autocannon ships no type declarations; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_API_DURATION ?? 30);
const P99_TARGET_MS = 50;
const ANON_KEY = 'fablehold-local-anon-key';
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

if (!Number.isFinite(DURATION_SECONDS) || DURATION_SECONDS <= 0) {
  console.error(
    `BENCH_API_DURATION must be a positive number of seconds, not "${process.env.BENCH_API_DURATION}"`,
  );
  process.exit(1);
}

/** Peak resident memory of a process in MB, from the kernel's high-water mark. */
function peakMemoryMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function accessToken(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function report(name: string, result: AutocannonResult): boolean {
  const errors = result.errors + result.timeouts + result.non2xx;
  const isMet = errors === 0 && result.latency.p99 < P99_TARGET_MS;
  console.log(
    `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors} (${result.requests.total} requests)  target ${isMet ? 'met' : 'MISSED'}`,
  );
  return isMet;
}

const MODES = (process.env.BENCH_API_MODES ?? 'off,on').split(',').map((mode) => mode.trim());
if (MODES.some((mode) => mode !== 'on' && mode !== 'off')) {
  console.error(`BENCH_API_MODES must list on and/or off, not "${process.env.BENCH_API_MODES}"`);
  process.exit(1);
}

type Measured = { floor: AutocannonResult; list: AutocannonResult; update: AutocannonResult };

/** One server with group commit `mode`: warm-up, then the floor, the list and the update. */
async function measure(mode: string): Promise<{ measured: Measured; isMet: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-'));
  const server = await startApiServer(dataDir, {
    DEMO_ACCOUNT: 'on',
    DEMO_EMAIL: DEMO.email,
    DEMO_PASSWORD: DEMO.password,
    SQLITE_GROUP_COMMIT: mode,
  });
  try {
    const token = await accessToken(server.url);
    const headers = { Authorization: `Bearer ${token}` };
    // The first data request seeds the sample workspace; it is not part of the measurement.
    const novels = (await (await fetch(`${server.url}/api/v1/novels`, { headers })).json()) as {
      id: string;
    }[];
    const novelId = novels[0]?.id;
    if (novelId === undefined) throw new Error('the seeded workspace has no novel to update');

    const update = {
      url: `${server.url}/api/v1/novels/${novelId}`,
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'Benchmarked.' }),
    };
    const health = { url: `${server.url}/auth/v1/health`, headers: { apikey: ANON_KEY } };

    // A short warm-up of every route so the measurement sees compiled code, not the JIT's first seconds.
    await autocannon({ ...health, connections: 10, duration: 2 });
    await autocannon({ url: `${server.url}/api/v1/novels`, connections: 10, duration: 2, headers });
    await autocannon({ ...update, connections: 10, duration: 2 });

    console.log(`\nGroup commit ${mode}:`);
    const floor = await autocannon({ ...health, connections: CONNECTIONS, duration: DURATION_SECONDS });
    report('floor GET /auth/v1/health', floor);
    const list = await autocannon({
      url: `${server.url}/api/v1/novels`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers,
    });
    const listMet = report('GET /api/v1/novels', list);
    const updated = await autocannon({ ...update, connections: CONNECTIONS, duration: DURATION_SECONDS });
    const updateMet = report('PATCH /api/v1/novels/:id', updated);
    console.log(
      `PATCH/floor p50 x${ratio(updated.latency.p50, floor.latency.p50)}, p99 x${ratio(updated.latency.p99, floor.latency.p99)}`,
    );
    const peak = server.child.pid === undefined ? null : peakMemoryMb(server.child.pid);
    console.log(`server peak memory (VmHWM): ${peak === null ? 'unavailable' : `${peak.toFixed(1)} MB`}`);
    return { measured: { floor, list, update: updated }, isMet: listMet && updateMet };
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** a/b to two places; a zero floor (a latency under autocannon's 1 ms resolution) counts as 1 ms. */
function ratio(a: number, b: number): string {
  return (a / Math.max(b, 1)).toFixed(2);
}

console.log(
  `SQLite, ${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s per route (target: 0 errors, p99 under ${P99_TARGET_MS} ms)`,
);
const results = new Map<string, { measured: Measured; isMet: boolean }>();
for (const mode of MODES) results.set(mode, await measure(mode));
const off = results.get('off');
const on = results.get('on');
if (off !== undefined && on !== undefined) {
  const p99 = (m: Measured) => m.update.latency.p99 / Math.max(m.floor.latency.p99, 1);
  console.log(
    `\nPATCH p99 on/off x${ratio(on.measured.update.latency.p99, off.measured.update.latency.p99)}; against each run's floor: off x${p99(off.measured).toFixed(2)}, on x${p99(on.measured).toFixed(2)}; requests/s on/off x${(on.measured.update.requests.average / Math.max(off.measured.update.requests.average, 1)).toFixed(2)}`,
  );
}
console.log(`targets ${[...results.values()].every((result) => result.isMet) ? 'met' : 'missed'}`);
