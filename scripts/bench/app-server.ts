import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The browser benches' server: the app as the e2e tests serve it (scripts/e2e-server.mjs), on its own
// port and data directory, built once per checkout into a directory kept between runs, and the data
// API called as a client would.

const root = resolve(fileURLToPath(import.meta.url), '../../..');

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export type AppServer = { base: string; child: ChildProcess };

/**
 * Starts the app on `port` over `dataDir` (no demo account) and waits for its health check. The build
 * goes to a directory named by `name` and this checkout, outside the repository, kept between runs.
 */
export async function startAppServer(options: {
  name: string;
  port: number;
  dataDir: string;
}): Promise<AppServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const staticDir = join(
    tmpdir(),
    `fablehold-${options.name}-bench-dist-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      E2E_DATA_DIR: options.dataDir,
      E2E_STATIC_DIR: staticDir,
      DEMO_ACCOUNT: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('Building')) console.log(line);
  });
  // A build on a busy machine takes a while; a started server answers its health check at once.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/auth/v1/health`)).ok) return { base, child };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error('The server did not start within 240 s');
}

/** The API server alone (`server/main.ts`, no static files) in a child process, and where it listens. */
export type ApiServer = { child: ChildProcess; url: string };

/**
 * Starts the data API and auth server on a free loopback port over `dataDir` (SQLite), with `env` on
 * top (demo account, signup, quota), and resolves once it says where it listens.
 */
export function startApiServer(dataDir: string, env: Record<string, string>): Promise<ApiServer> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SERVE_STATIC: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) done({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Stops the server: SIGTERM, then SIGKILL after 10 s. */
export async function stopAppServer(server: AppServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** One call of the auth or data API with a bearer token ('' for none); a refusal stops the bench. */
export async function callApi<T>(
  server: AppServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
