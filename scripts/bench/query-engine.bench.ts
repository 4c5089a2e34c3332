// The References query engine against alasql and sql.js on the same generated rows, in one process:
// warm-up runs, then the median of timed runs. Targets: ours/best <= 1.0 on every query, where best is
// the faster of alasql and sql.js on that query in the same run (the floor, so load on this shared
// machine weighs on both sides of the ratio), and the 100,000-row filter under 30 ms. `BENCH_STRICT=1` turns a missed target into a failing exit code;
// `BENCH_QUERY=join` runs only the queries whose label contains that text.
import { createRequire } from 'node:module';
import alasql from 'alasql';
import initSqlJs from 'sql.js';
import type { QueryDatabase, QueryTable } from '../../src/features/reference/query/query-table';
import { runQuery } from '../../src/features/reference/query/run-query';
import { mulberry32 } from './seeded-random';

const RECORDS = 100_000;
const JOIN_SIDE = 10_000;
const WARM_UP = 3;
const RUNS = 15;
const MIN_RUNS = 5;
/** Keeps the whole bench within about two minutes even on a busy machine. */
const QUERY_BUDGET_MS = 6_000;
const FILTER_TARGET_MS = 30;

const CATEGORIES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const REGIONS = ['north', 'south', 'east', 'west'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'dor', 'sel', 'tha', 'quo', 'zi'];

function makeName(next: () => number): string {
  let name = '';
  const length = 2 + Math.floor(next() * 3);
  for (let i = 0; i < length; i += 1) name += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
  return name;
}

function makeRecords(): QueryTable {
  const next = mulberry32(42);
  const rows = [];
  for (let id = 0; id < RECORDS; id += 1) {
    rows.push({
      id,
      name: `${makeName(next)} ${id}`,
      category: CATEGORIES[Math.floor(next() * CATEGORIES.length)],
      region: REGIONS[Math.floor(next() * REGIONS.length)],
      score: Math.floor(next() * 1000),
      isActive: next() < 0.5,
    });
  }
  return {
    name: 'records',
    fields: [
      { name: 'id', type: 'number', primaryKey: true },
      { name: 'name', type: 'string' },
      { name: 'category', type: 'string' },
      { name: 'region', type: 'string' },
      { name: 'score', type: 'number' },
      { name: 'isActive', type: 'boolean' },
    ],
    rows,
  };
}

function makeCustomers(): QueryTable {
  const next = mulberry32(7);
  const rows = [];
  for (let id = 0; id < JOIN_SIDE; id += 1) {
    rows.push({ id, name: makeName(next), tier: REGIONS[Math.floor(next() * REGIONS.length)] });
  }
  return {
    name: 'customers',
    fields: [
      { name: 'id', type: 'number', primaryKey: true },
      { name: 'name', type: 'string' },
      { name: 'tier', type: 'string' },
    ],
    rows,
  };
}

function makeOrders(): QueryTable {
  const next = mulberry32(99);
  const rows = [];
  for (let id = 0; id < JOIN_SIDE; id += 1) {
    // Every tenth order points past the customer table, so some rows find no match.
    const customerId = id % 10 === 0 ? JOIN_SIDE + id : Math.floor(next() * JOIN_SIDE);
    rows.push({ id, customerId, amount: Math.floor(next() * 50_000) / 100 });
  }
  return {
    name: 'orders',
    fields: [
      { name: 'id', type: 'number', primaryKey: true },
      { name: 'customerId', type: 'number', foreignKey: { table: 'customers', field: 'id' } },
      { name: 'amount', type: 'number' },
    ],
    rows,
  };
}

type BenchQuery = { label: string; sql: string; sqlite?: string; isFilter?: boolean };

const QUERIES: BenchQuery[] = [
  {
    label: 'filter (100k, 2 conditions)',
    sql: "SELECT * FROM records WHERE score >= 500 AND category = 'gamma'",
    isFilter: true,
  },
  { label: 'filter like (100k)', sql: "SELECT id, name FROM records WHERE name LIKE '%zi%'" },
  { label: 'count where (100k)', sql: 'SELECT COUNT(*) FROM records WHERE score < 250' },
  { label: 'order all (100k)', sql: 'SELECT id, name, score FROM records ORDER BY score DESC' },
  { label: 'order text + limit 10 (100k)', sql: 'SELECT * FROM records ORDER BY name LIMIT 10' },
  { label: 'group (100k)', sql: 'SELECT category, COUNT(*) FROM records GROUP BY category' },
  {
    label: 'join (10k x 10k)',
    sql: 'SELECT o.id, o.amount, c.name FROM orders o JOIN customers c ON o.customerId = c.id',
  },
  { label: 'limit 100 (100k)', sql: 'SELECT * FROM records LIMIT 100' },
  {
    label: 'filter + order + limit (100k)',
    sql: "SELECT id, name, score FROM records WHERE region = 'north' ORDER BY score DESC LIMIT 20",
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

type Engine = () => number;
type Sample = { ms: number; rows: number };

/**
 * Median wall time of each engine on one query, and the row count each returned (to check they agree).
 * Samples are taken round-robin, so a burst of load on this shared machine, or one engine's garbage being
 * collected, lands on every engine alike instead of on whichever happened to be running.
 */
function time(engines: readonly Engine[]): Sample[] {
  const rows = engines.map((run) => {
    let count = 0;
    for (let i = 0; i < WARM_UP; i += 1) count = run();
    return count;
  });
  const samples = engines.map((): number[] => []);
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) {
    // On a machine too loaded to finish in time, fewer samples still give a median of every engine alike.
    if (i >= MIN_RUNS && performance.now() - started > QUERY_BUDGET_MS) break;
    engines.forEach((run, index) => {
      const sampleStarted = performance.now();
      run();
      samples[index]?.push(performance.now() - sampleStarted);
    });
  }
  return engines.map((_, index) => ({ ms: median(samples[index] ?? []), rows: rows[index] ?? 0 }));
}

async function main(): Promise<void> {
  const tables = [makeRecords(), makeCustomers(), makeOrders()];
  const database: QueryDatabase = tables;

  for (const table of tables) {
    alasql(`CREATE TABLE ${table.name}`);
    const created = alasql.tables[table.name];
    if (!created) throw new Error(`alasql did not create ${table.name}`);
    // alasql reads a table's rows from `data`: the very same row objects our engine reads.
    created.data = [...table.rows];
  }

  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: () => require.resolve('sql.js/dist/sql-wasm.wasm') });
  const sqlite = new SQL.Database();
  for (const table of tables) {
    const columns = table.fields.map((field) => field.name);
    sqlite.run(`CREATE TABLE ${table.name} (${columns.join(', ')})`);
    sqlite.run('BEGIN');
    const insert = sqlite.prepare(`INSERT INTO ${table.name} VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of table.rows) {
      insert.run(
        columns.map((column) => {
          const value = row[column];
          // SQLite has no boolean type; 1 and 0 are what it stores for them.
          return typeof value === 'boolean' ? Number(value) : (value as number | string);
        }),
      );
    }
    insert.free();
    sqlite.run('COMMIT');
  }

  console.log(
    `References query engine: ${RECORDS.toLocaleString('en')} records, ${JOIN_SIDE.toLocaleString('en')} x ${JOIN_SIDE.toLocaleString('en')} join; median of up to ${RUNS} runs (at least ${MIN_RUNS}) after ${WARM_UP} warm-up runs (ms)\n`,
  );
  const header = ['query', 'ours ms', 'alasql ms', 'sql.js ms', 'ours/alasql', 'ours/best', 'rows'];
  const lines: string[][] = [];
  const misses: string[] = [];
  const only = process.env.BENCH_QUERY?.toLowerCase();
  for (const query of QUERIES.filter((candidate) => !only || candidate.label.includes(only))) {
    const [ours, theirs, lite] = time([
      () => {
        const result = runQuery(query.sql, database);
        if (!result.ok) throw new Error(`${query.label}: ${result.error}`);
        return result.rows.length;
      },
      () => (alasql(query.sql) as unknown[]).length,
      () => sqlite.exec(query.sqlite ?? query.sql)[0]?.values.length ?? 0,
    ]) as [Sample, Sample, Sample];
    const ratio = ours.ms / theirs.ms;
    const best = Math.min(theirs.ms, lite.ms);
    const bestRatio = ours.ms / best;
    const agree = ours.rows === theirs.rows && ours.rows === lite.rows;
    lines.push([
      query.label,
      ours.ms.toFixed(2),
      theirs.ms.toFixed(2),
      lite.ms.toFixed(2),
      ratio.toFixed(2),
      bestRatio.toFixed(2),
      agree ? String(ours.rows) : `${ours.rows} / ${theirs.rows} / ${lite.rows} (differ!)`,
    ]);
    if (bestRatio > 1) {
      const name = best === theirs.ms ? 'alasql' : 'sql.js';
      misses.push(`${query.label}: ours/best ${bestRatio.toFixed(2)} > 1.00 (best: ${name})`);
    }
    if (query.isFilter && ours.ms >= FILTER_TARGET_MS) {
      misses.push(`${query.label}: ${ours.ms.toFixed(2)} ms >= ${FILTER_TARGET_MS} ms`);
    }
    if (!agree) misses.push(`${query.label}: engines returned different row counts`);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const print = (cells: string[]) =>
    console.log(
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number),
        )
        .join('  '),
    );
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  for (const line of lines) print(line);
  console.log(misses.length === 0 ? '\nAll targets met.' : `\nTargets missed:\n- ${misses.join('\n- ')}`);
  sqlite.close();
  if (misses.length > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

await main();
