// `npm test`: every check and suite in turn, then one closing line summing them all:
// `N passed, N failed, N skipped`. Lint, typecheck and the size budget each count as one check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuilt } from './build-state.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const reports = resolve(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

// The machine's load beside each step's time: a slow or timed-out journey reads differently at load 2
// than at load 20 (something left running by an earlier step shows here too).
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')} (load ${load()})`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s (load ${load()})`,
  );
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a command with its output kept, to print whole once it ends: steps that run side by side. */
function runQuietly(label, command, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}${text === '' ? '' : `\n${text}`}`);
      console.log(
        `=== ${label}: ${status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s (load ${load()})`,
      );
      done(status === 0);
    });
  });
}

// The static checks and the build, side by side: each TypeScript check keeps one core busy for a minute,
// and CI has two (the build is its own step below, because the browser tests need it to have passed).
console.log(`\n=== static checks, side by side (load ${load()})`);
const checksStarted = Date.now();
const staticChecks = [
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['dependency rules', 'node', ['scripts/check-deps.mjs']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.app.json']],
  ['typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
];
const checkResults = await Promise.all(
  staticChecks.map(([label, command, args]) => runQuietly(label, command, args)),
);
staticChecks.forEach(([label], index) => {
  if (checkResults[index]) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
});
console.log(`=== static checks: done in ${Math.round((Date.now() - checksStarted) / 1000)} s`);

const unitReport = resolve(reports, 'vitest.json');
const unitOk = run(
  'unit and server tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  { NO_COLOR: '1' },
);
const unit = readJson(unitReport);
if (unit) {
  totals.passed += unit.numPassedTests ?? 0;
  totals.failed += unit.numFailedTests ?? 0;
  totals.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  // A suite that failed to load has no tests to count; it still fails the run.
  if (!unitOk && (unit.numFailedTests ?? 0) === 0) {
    totals.failed += 1;
    failures.push('vitest (suite error)');
  } else if (!unitOk) failures.push('vitest');
} else {
  totals.failed += 1;
  failures.push('vitest (no report)');
}

const dist = resolve(root, 'dist');
const built = run('build', 'npx', ['vite', 'build']);
if (built) {
  totals.passed += 1;
  // The browser tests serve this very build: stamped, the e2e server does not build the app a second time.
  markBuilt(dist);
} else {
  totals.failed += 1;
  failures.push('build');
}
check('size budget', 'node', ['scripts/check-size.mjs']);

const e2eReport = resolve(reports, 'playwright.json');
const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  ...(built ? { E2E_STATIC_DIR: dist } : {}),
});
const e2e = existsSync(e2eReport) ? readJson(e2eReport) : undefined;
if (e2e?.stats) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
  totals.skipped += e2e.stats.skipped ?? 0;
  if (!e2eOk && (e2e.stats.unexpected ?? 0) === 0) {
    totals.failed += 1;
    failures.push('playwright (run error)');
  } else if (!e2eOk) failures.push('playwright');
} else {
  totals.failed += 1;
  failures.push('playwright (no report)');
}

// The journeys that failed or needed their retry, each with its first error lines, printed last: a CI log
// is often read from its end, and the line reporter printed these details far above.
const STRIP_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function troubledJourneys(suite, trail = []) {
  const found = [];
  for (const child of suite.suites ?? []) found.push(...troubledJourneys(child, [...trail, child.title]));
  for (const spec of suite.specs ?? []) {
    for (const run of spec.tests ?? []) {
      if (run.status !== 'unexpected' && run.status !== 'flaky') continue;
      const errors = (run.results ?? []).flatMap((result, attempt) =>
        // A timeout's own line first, then what it was waiting for: two errors a try.
        (result.errors ?? []).slice(0, 2).map((error, index) => {
          const lines = String(error.message ?? error.value ?? '')
            .replace(STRIP_COLOURS, '')
            .split('\n')
            .filter((line) => line.trim() !== '' && !/^\s*>?\s*\d+\s\|/.test(line) && !/^\s*\|\s/.test(line))
            .slice(0, 8);
          const where = error.location
            ? ` (${error.location.file.split('/e2e/').pop()}:${error.location.line})`
            : '';
          return `    try ${attempt + 1}${index > 0 ? ', then' : ''}${where}:\n${lines.map((line) => `      ${line}`).join('\n')}`;
        }),
      );
      found.push(
        `  ${run.status === 'flaky' ? 'flaky' : 'FAILED'}: ${[...trail, spec.title].filter(Boolean).join(' › ')}\n${errors.join('\n')}`,
      );
    }
  }
  return found;
}
const troubled = e2e ? troubledJourneys(e2e) : [];
if (troubled.length > 0) console.log(`\nJourneys that failed or were retried:\n${troubled.join('\n')}`);

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
