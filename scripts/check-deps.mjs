// Enforces the house's dependency direction (ARCHITECTURE.md, rules 1-3) by reading import specifiers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function files(dir) {
  let out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out = out.concat(files(path));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(path);
  }
  return out;
}

/** The area a repository path belongs to: 'server', 'common', 'src/app', 'src/features/novels', ... */
function areaOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'src' && parts[1] === 'features') return `src/features/${parts[2]}`;
  if (parts[0] === 'src') return `src/${parts[1]}`;
  return parts[0];
}

const allowed = {
  common: ['common'],
  server: ['server', 'common'],
  'src/lib': ['src/lib', 'common'],
  'src/store': ['src/store', 'src/lib', 'common'],
  'src/ui': ['src/ui', 'src/lib', 'common'],
  'src/data': ['src/data', 'src/auth', 'src/lib', 'common'],
  'src/auth': ['src/auth', 'src/ui', 'src/lib', 'src/store', 'common'],
  // Helpers only tests import: a page rendered over a test workspace.
  'src/test-utils': ['src/test-utils', 'src/data', 'src/lib', 'common'],
};

const problems = [];
for (const base of ['src', 'server', 'common']) {
  for (const file of files(join(root, base))) {
    const from = areaOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec?.startsWith('.')) continue;
      const to = areaOf(resolve(dirname(file), spec));
      if (to === from) continue;
      const isTest = /\.test\.tsx?$/.test(file);
      let ok;
      if (from.startsWith('src/features/')) {
        ok = !to.startsWith('src/features/') && to !== 'src/app' && to !== 'server';
      } else if (from === 'src/app' || from === 'src/main.tsx') {
        ok = to !== 'server';
      } else {
        ok = (allowed[from] ?? []).includes(to) || (isTest && to.startsWith('src/'));
      }
      if (!ok) problems.push(`${relative(root, file)} imports ${spec} (${from} → ${to})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency rule violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Dependency rules hold.');
