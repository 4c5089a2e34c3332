// The storage quota's counters (decision 049), measured on SQLite and PostgreSQL: a part save (PATCH of a lore entry's
// 2 KB content, with its history) and an import of 2,000 characters, each with the counting triggers and
// with them dropped (the floor), in alternating rounds of one run so that the machine's load weighs on
// both alike. The API runs in this process (Hono's app.request), so the figures are the server's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { countedTables, installUsageTriggers } from '../../server/db/usage-counters';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { onBenchPostgres } from './bench-postgres';
import { percentile } from './timed-requests';

const ROUNDS = 6;
const SAVES_PER_ROUND = 150;
const IMPORTED = 2_000;
const USER = '00000000-0000-4000-8000-0000000usage';

async function measure(databaseUrl: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-usage-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl });
  const name = databaseUrl === undefined ? 'SQLite' : 'PostgreSQL';
  try {
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    const api = createApiRoutes({
      db,
      kind: handle.kind,
      verifyToken: async () => ({ userId: USER, email: 'bench@example.com' }),
      quotaBytes: 500 * 1024 * 1024,
    });
    const request = async (method: string, path: string, body?: unknown) => {
      const response = await api.request(`/${path}`, {
        method,
        headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as { id: string; version: number };
    };
    const lore = await request('POST', 'universes/u-emberreach/lore', {
      title: 'Bench',
      category: 'c',
      era: 'e',
      content: 'x'.repeat(2_000),
    });
    let version = lore.version;
    const dropTriggers = async () => {
      for (const { table } of countedTables) {
        for (const event of ['insert', 'update', 'delete']) {
          const trigger = `usage_${table}_${event}`;
          await sql
            .raw(`DROP TRIGGER IF EXISTS ${trigger}${handle.kind === 'postgres' ? ` ON ${table}` : ''}`)
            .execute(db);
        }
      }
    };
    const times = { counted: [] as number[], floor: [] as number[] };
    const imports = { counted: [] as number[], floor: [] as number[] };
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const isCounted = round % 2 === 0;
      if (isCounted) await installUsageTriggers(db);
      else await dropTriggers();
      const into = isCounted ? times.counted : times.floor;
      for (let index = 0; index < SAVES_PER_ROUND; index += 1) {
        const started = performance.now();
        const saved = await request('PATCH', `universes/u-emberreach/lore/${lore.id}`, {
          content: `${String.fromCharCode(97 + (index % 26))}`.repeat(2_000),
          version,
        });
        into.push(performance.now() - started);
        version = saved.version;
      }
      if (round < 4) {
        const characters = Array.from({ length: IMPORTED }, (_, index) => ({
          id: `bench-${round}-${index}`,
          name: `Imported ${index}`,
          role: 'Ally',
          description: 'Brought in by the bench.',
          universeId: 'u-emberreach',
        }));
        const started = performance.now();
        await request('POST', 'import', { workspace: { characters }, skipDuplicates: true });
        (isCounted ? imports.counted : imports.floor).push(performance.now() - started);
      }
    }
    await installUsageTriggers(db);
    const line = (label: string, samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return { label, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    };
    const counted = line('with counters', times.counted);
    const floor = line('without (floor)', times.floor);
    for (const each of [counted, floor]) {
      console.log(
        `${name} part save ${each.label}: p50 ${each.p50.toFixed(2)} ms, p99 ${each.p99.toFixed(2)} ms`,
      );
    }
    console.log(
      `${name} part save ratio with/without: p50 ${(counted.p50 / floor.p50).toFixed(2)}, p99 ${(counted.p99 / floor.p99).toFixed(2)}`,
    );
    const mean = (list: number[]) => list.reduce((sum, each) => sum + each, 0) / list.length;
    console.log(
      `${name} import of ${IMPORTED} characters: ${mean(imports.counted).toFixed(0)} ms with counters, ${mean(imports.floor).toFixed(0)} ms without (ratio ${(mean(imports.counted) / mean(imports.floor)).toFixed(2)})`,
    );
  } finally {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure(undefined);
await onBenchPostgres('usage', measure);
