// Mention suggestions (issue 13): what the @ menu asks as a person types, in a workspace of 50,000
// records (30,000 characters, 10,000 items, 10,000 locations) beside the sample's records and parts, on
// SQLite and on PostgreSQL. Prints the server time of `GET /api/v1/entities/suggest?q=` for what people
// type (one to five letters of a name's word, a whole word, two words), p50 and p95. Target: p95 under
// 30 ms. A floor measured in the same run (resolving one record by id: the same route stack and
// database, one indexed lookup) is printed beside it, as a ratio, for this shared machine's load. The API runs in this process (Hono's app.request, no socket), so the figures are the server's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createWorkspaceStore, insertWorkspace } from '../../server/db/workspace-store';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { onBenchPostgres } from './bench-postgres';
import { lcg } from './seeded-random';
import { percentile } from './timed-requests';

const P95_TARGET_MS = 30;
const SAMPLES = 1000;
const USER = '00000000-0000-4000-8000-0000000links';
const NOW = '2026-11-24T12:00:00.000Z';

const SYLLABLES = [
  'mi',
  'ra',
  'cold',
  'wa',
  'ter',
  'var',
  'ric',
  'tam',
  'sin',
  'net',
  'tle',
  'bran',
  'noc',
  'ash',
  'em',
  'ber',
  'thorn',
  'wild',
  'gri',
  'mo',
  'el',
  'dra',
  'kor',
  'vyn',
  'lis',
  'sa',
  'hal',
  'den',
  'or',
  'ith',
];

function nameMaker(next: () => number) {
  const word = () => {
    const count = 2 + Math.floor(next() * 2);
    const text = Array.from({ length: count }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(
      '',
    );
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return () => `${word()} ${word()}`;
}

function bigWorkspace(): { workspace: Workspace; names: string[] } {
  const next = lcg(13);
  const name = nameMaker(next);
  const universeId = 'u-emberreach';
  const worldId = sampleWorkspace.worlds[0]?.id ?? 'w-thornwild';
  const names: string[] = [];
  const named = () => {
    const value = name();
    names.push(value);
    return value;
  };
  const characters = Array.from({ length: 30_000 }, (_, i) => ({
    id: `bench-ch-${i}`,
    name: named(),
    role: 'Ally' as const,
    description: '',
    universeId,
  }));
  const items = Array.from({ length: 10_000 }, (_, i) => ({
    id: `bench-it-${i}`,
    name: named(),
    type: 'Artifact' as const,
    rarity: 'Uncommon' as const,
    description: '',
    location: '',
    campaigns: [],
    universeId,
  }));
  const locations = Array.from({ length: 10_000 }, (_, i) => ({
    id: `bench-loc-${i}`,
    name: named(),
    type: 'City' as const,
    description: '',
    worldId,
  }));
  return {
    workspace: {
      ...sampleWorkspace,
      characters: [...sampleWorkspace.characters, ...characters],
      items: [...sampleWorkspace.items, ...items],
      locations: [...sampleWorkspace.locations, ...locations],
    },
    names,
  };
}

/** What a person types into the @ menu: part of a word of a name, a whole word, or two words. */
function queries(names: readonly string[], count: number): string[] {
  const next = lcg(7);
  return Array.from({ length: count }, () => {
    const name = names[Math.floor(next() * names.length)] ?? 'Mira';
    const [first = '', second = ''] = name.split(' ');
    const shape = next();
    if (shape < 0.6) return first.slice(0, 1 + Math.floor(next() * 5));
    if (shape < 0.8) return next() < 0.5 ? first : second;
    return `${first} ${second.slice(0, 2)}`;
  });
}

async function measure(backend: 'sqlite' | 'postgres', databaseUrl: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-links-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    const { workspace, names } = bigWorkspace();
    const store = createWorkspaceStore(db, handle.kind, USER);
    const started = performance.now();
    await store.transaction(async (trx) => {
      await trx.markSeeded(NOW);
      await insertWorkspace(trx, workspace);
    });
    const loadSeconds = (performance.now() - started) / 1000;
    // Mounted where the server mounts it: its query-string checks know the full paths.
    const api = new Hono().route(
      '/api/v1',
      createApiRoutes({
        db,
        kind: handle.kind,
        verifyToken: async () => ({ userId: USER, email: 'bench@example.com' }),
      }),
    );
    const ask = (q: string) =>
      api.request(`/api/v1/entities/suggest?q=${encodeURIComponent(q)}&limit=20`, {
        headers: { Authorization: 'Bearer bench' },
      });
    const asked = queries(names, SAMPLES + 100);
    for (const q of asked.slice(0, 100)) await (await ask(q)).arrayBuffer();
    const times: number[] = [];
    let answered = 0;
    for (const q of asked.slice(100)) {
      const begun = performance.now();
      const response = await ask(q);
      const found = (await response.json()) as unknown[];
      times.push(performance.now() - begun);
      if (!response.ok) throw new Error(`"${q}" answered ${response.status}`);
      if (found.length > 0) answered += 1;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const floor: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const begun = performance.now();
      const response = await api.request('/api/v1/entities/resolve', {
        method: 'POST',
        headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refs: [{ kind: 'character', id: `bench-ch-${i}` }] }),
      });
      await response.arrayBuffer();
      floor.push(performance.now() - begun);
    }
    floor.sort((a, b) => a - b);
    const floorP95 = percentile(floor, 95);
    const records =
      workspace.characters.length +
      workspace.items.length +
      workspace.locations.length +
      workspace.novels.length;
    console.log(
      `${backend}: ${records.toLocaleString('en')} records (written in ${loadSeconds.toFixed(1)} s), ${SAMPLES} suggestions, ${answered} with matches`,
    );
    console.log(
      `  suggest as typed: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms (${p95 < P95_TARGET_MS ? 'meets' : 'MISSES'} the ${P95_TARGET_MS} ms p95 target)`,
    );
    console.log(
      `  floor (resolve one by id): p50 ${percentile(floor, 50).toFixed(2)} ms, p95 ${floorP95.toFixed(2)} ms; suggest p95 / floor p95 = ${(p95 / floorP95).toFixed(1)}`,
    );
  } finally {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure('sqlite', undefined);
await onBenchPostgres('links', (url) => measure('postgres', url));
