// Decides whether the browser app must be rebuilt: any source newer than the last build's stamp.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The build plugins vite.config.ts imports shape the output too (chunking, the preload script).
const SOURCES = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/chunk-groups.ts',
  'scripts/signed-in-preload.ts',
  'scripts/precompress.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function needsBuild(root, outDir) {
  const stamp = join(outDir, '.build-stamp');
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export function markBuilt(outDir) {
  writeFileSync(join(outDir, '.build-stamp'), new Date().toISOString());
}
