// `npm run bench`: runs every scripts/bench/*.bench.ts in its own Node process (through tsx) and lets each
// print its figures. A separate process per bench keeps one bench's heap and JIT state out of the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dir = join(root, 'scripts', 'bench');
const only = process.argv[2];
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();

if (benches.length === 0) {
  console.error(`No benches found in ${dir}${only ? ` matching "${only}"` : ''}`);
  process.exit(1);
}

const failed = [];
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, name)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(name);
  console.log(
    `--- ${name}: ${result.status === 0 ? 'done' : `failed (exit ${result.status})`} in ${seconds} s`,
  );
}

console.log(`\n${benches.length - failed.length} of ${benches.length} benches completed`);
if (failed.length > 0) process.exit(1);
