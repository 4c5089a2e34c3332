// Group commit on SQLite (decision 082), measured against its floor in the same run: transactions of two
// statements (write a row, read it back) on a fresh WAL database with `synchronous = FULL`, through
// Kysely, one commit each (Kysely's own SQLite driver, what the server used before) and sharing commits
// (`server/db/sqlite-group-commit.ts`), first one after another and then 50 at a time. Prints p50, p99
// and the total per way, alternating the two ways twice so the machine's load weighs on both. Target:
// with 50 at a time, the shared commits' p99 at most half of one commit each; one after another, no
// slower than it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { groupCommitDialect } from '../../server/db/sqlite-group-commit';
import { percentile } from './timed-requests';

const TRANSACTIONS = 400;
type Way = 'one commit each' | 'shared commits';

function openSqlite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

async function measure(way: Way, atOnce: number): Promise<{ p50: number; p99: number; total: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-commit-'));
  const file = join(dir, 'bench.db');
  const writer = openSqlite(file);
  const db = new Kysely<{ notes: { id: number; text: string } }>({
    dialect:
      way === 'one commit each'
        ? new SqliteDialect({ database: writer })
        : groupCommitDialect(writer, openSqlite(file)),
  });
  try {
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    const times: number[] = [];
    const one = async (id: number) => {
      const started = performance.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notes')
          .values({ id, text: 'A note of some length. '.repeat(8) })
          .execute();
        await trx.selectFrom('notes').select('id').where('id', '=', id).execute();
      });
      times.push(performance.now() - started);
    };
    const started = performance.now();
    for (let id = 0; id < TRANSACTIONS; id += atOnce) {
      await Promise.all(Array.from({ length: atOnce }, (_, k) => one(id + k)));
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99), total };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `SQLite (WAL, synchronous = FULL): ${TRANSACTIONS} transactions of a write and a read, each way measured twice`,
);
for (const atOnce of [1, 50]) {
  const best = new Map<Way, { p50: number; p99: number; total: number }>();
  for (const way of ['one commit each', 'shared commits', 'one commit each', 'shared commits'] as const) {
    const result = await measure(way, atOnce);
    console.log(
      `  ${String(atOnce).padStart(2)} at a time, ${way.padEnd(15)}: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, all in ${result.total.toFixed(0)} ms`,
    );
    const known = best.get(way);
    if (known === undefined || result.p99 < known.p99) best.set(way, result);
  }
  const floor = best.get('one commit each');
  const shared = best.get('shared commits');
  if (floor === undefined || shared === undefined) continue;
  const ratio = shared.p99 / floor.p99;
  const isMet = atOnce === 1 ? ratio <= 1.25 : ratio <= 0.5;
  console.log(
    `  ${atOnce} at a time, best p99 shared/one each: x${ratio.toFixed(2)} (${isMet ? 'meets' : 'MISSES'} the x${atOnce === 1 ? '1.25' : '0.50'} target)`,
  );
}
