// Checks the house's shape by reading import specifiers (ARCHITECTURE.md "Rules of the house", decision 047):
//   1. imports between areas point the allowed way (src, the server's sub-areas, common, scripts, e2e);
//   2. no import cycle between files (type-only imports count: a reader meets the cycle all the same);
//   3. file and folder names are kebab-case.
// Usage: node scripts/check-deps.mjs [root]   (root: the repository by default; tests pass a fixture tree)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? resolve(fileURLToPath(import.meta.url), '../..'));
const CHECKED = ['src', 'server', 'common', 'scripts', 'e2e'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Every file under `dir`, as repository paths with `/` (dependencies and hidden folders left out). */
function walk(dir) {
  let out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out = out.concat(walk(path));
    else out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** The area a repository path belongs to: 'common', 'server' (main, app, config), 'server/db', 'src/ui', ... */
function areaOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return `src/features/${parts[2]}`;
  if (parts[0] === 'src') return `src/${parts[1]}`;
  if (parts[0] === 'server' && parts.length > 2) return `server/${parts[1]}`;
  return parts[0];
}

/** Tests, and helpers only tests use: they may reach into the areas they test. */
const isTestCode = (path) =>
  /\.test\.tsx?$/.test(path) ||
  /-test-helpers\.tsx?$/.test(path) ||
  path.startsWith('server/test/') ||
  path === 'src/test-setup.ts' ||
  path.startsWith('src/test-utils/');

// Where each area's files may import from, besides their own area. `x/*` is any area under x.
// The server, lowest first (decision 047): http (headers, static files, log text) and db (storage) know no
// other server area; auth stores through db; api checks tokens through auth and stores through db; the
// composition files (server/main.ts, app.ts, server.ts, config.ts) and the command-line tools put them
// together; server/test (throwaway servers and databases) is for tests and benches only.
const allowed = {
  common: ['common'],
  'server/http': ['common'],
  'server/db': ['common'],
  'server/auth': ['server/db', 'server/http', 'common'],
  'server/api': ['server/auth', 'server/db', 'server/http', 'common'],
  server: ['server/api', 'server/auth', 'server/db', 'server/http', 'common'],
  'server/cli': ['server', 'server/auth', 'server/db', 'common'],
  'server/test': ['server', 'server/*', 'common'],
  // Benches and build tools sit on top of everything; nothing imports them.
  scripts: ['*'],
  // Browser specs drive the app through the browser: no server or src internals.
  e2e: ['common'],
  'src/lib': ['common'],
  'src/store': ['src/lib', 'common'],
  'src/ui': ['src/lib', 'common'],
  'src/data': ['src/auth', 'src/lib', 'common'],
  'src/auth': ['src/ui', 'src/lib', 'src/store', 'common'],
  // Helpers only tests import: a page rendered over a test workspace.
  'src/test-utils': ['src/data', 'src/lib', 'common'],
};
/** What tests may import besides their area's allowance. */
const allowedInTests = {
  // The browser's HTTP repository is tested against a real server: server tests may import src/.
  server: ['server', 'server/*', 'src/*', 'common'],
  src: ['src/*', 'common'],
};
const notForApp = ['server', 'server/*', 'scripts', 'e2e'];

const matches = (pattern, area) =>
  pattern === '*' ||
  pattern === area ||
  (pattern.endsWith('/*') && area.startsWith(pattern.slice(0, -1)) && area !== pattern.slice(0, -2));

function mayImport(path, from, to) {
  if (isTestCode(path)) {
    const extra = allowedInTests[from.split('/')[0]] ?? [];
    if (extra.some((pattern) => matches(pattern, to))) return true;
  }
  if (from.startsWith('src/features/')) {
    return !to.startsWith('src/features/') && to !== 'src/app' && !notForApp.some((p) => matches(p, to));
  }
  if (from === 'src/app' || from === 'src/main.tsx') return !notForApp.some((p) => matches(p, to));
  return (allowed[from] ?? []).some((pattern) => matches(pattern, to));
}

/** The file a relative specifier names, if it is one of ours. */
function resolveImport(files, from, spec) {
  const base = relative(root, resolve(root, dirname(from), spec))
    .split(sep)
    .join('/');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    `${base}/index.ts`,
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** Names kept in their usual capitals. */
const CONVENTIONAL = new Set(['README.md', 'CONTEXT.md']);

function badNames(paths) {
  const bad = new Set();
  for (const path of paths) {
    const parts = path.split('/');
    parts.forEach((name, index) => {
      if (!KEBAB.test(name) && !CONVENTIONAL.has(name)) bad.add(parts.slice(0, index + 1).join('/'));
    });
  }
  return [...bad].sort();
}

/** Strongly connected groups of more than one file (or a file importing itself): each holds a cycle. */
function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => shortestLoop(graph, group.sort()));
}

/** One loop through the group's first file, as a reader would follow it: a → b → a. */
function shortestLoop(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const loop = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return group;
}

const paths = CHECKED.flatMap((base) => walk(join(root, base)));
const code = paths.filter((path) => CODE.test(path));
const files = new Set(code);
const directions = [];
const graph = new Map();
for (const path of code) {
  const from = areaOf(path);
  const edges = new Set();
  for (const match of readFileSync(join(root, path), 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec?.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(path), spec))
      .split(sep)
      .join('/');
    const to = areaOf(target);
    if (to !== from && !mayImport(path, from, to))
      directions.push(`${path} imports ${spec} (${from} → ${to})`);
    const file = resolveImport(files, path, spec);
    if (file !== undefined) edges.add(file);
  }
  graph.set(path, [...edges].sort());
}
const cycles = cyclesOf(graph).map((loop) => loop.join(' → '));
const names = badNames(paths);

const report = [
  ['Imports against the allowed direction (decision 047)', directions],
  ['Import cycles (move what both need into the lower file)', cycles],
  ['Names that are not kebab-case', names],
].filter(([, problems]) => problems.length > 0);
if (report.length > 0) {
  for (const [title, problems] of report) console.error(`${title}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Dependency rules hold: directions, no cycles, kebab-case names.');
