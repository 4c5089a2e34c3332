// Started by Playwright's webServer: a fresh data directory and an app build of its own per port,
// so that runs in parallel (or a rebuild elsewhere) never disturb each other.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildAppIfNeeded } from './build-app.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const port = process.env.PORT ?? '4173';
// A test that starts a second server (to restart it) reuses the first one's build through E2E_STATIC_DIR.
const staticDir = process.env.E2E_STATIC_DIR ?? resolve(root, 'node_modules/.e2e-dist', port);
await buildAppIfNeeded(root, staticDir);

process.env.STATIC_DIR = staticDir;
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fablehold-e2e-'));
// Browser journeys sign in many times from one address; throttling has its own server tests.
process.env.AUTH_RATE_LIMIT_SIGNIN ??= '10000';
process.env.AUTH_RATE_LIMIT_REFRESH ??= '10000';
// Each browser test signs up an account of its own (e2e/support/auth.ts), so the workspace it changes
// is seeded fresh from the sample and nothing leaks into the next test.
process.env.ENABLE_SIGNUP ??= 'true';

register();
await import('../server/main.ts');
