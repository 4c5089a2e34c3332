// `npm run check:size`: what the browser downloads before the first paint of /login, gzipped,
// against the budgets (JS ≤ 150 KB, CSS ≤ 20 KB). Reads Vite's manifest of the last build.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = resolve(root, process.argv[2] ?? 'dist');
const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Issue 17: at most 120 KB of JavaScript before /login paints (decision 024).
const BUDGET = { js: 120 * 1024, css: 20 * 1024 };

// The login screen is the entry chunk plus the route module that renders /login.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const loginKeys = Object.keys(manifest).filter((key) => /login-page\.tsx$/.test(key));
const seen = new Set();
const js = new Set();
const css = new Set();
function visit(key) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  const chunk = manifest[key];
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const key of [...entryKeys, ...loginKeys]) visit(key);

const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const jsBytes = [...js].reduce((sum, file) => sum + gz(file), 0);
const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`/login first paint: JS ${kb(jsBytes)} gzip (budget ${kb(BUDGET.js)}) in ${js.size} files`);
console.log(`/login first paint: CSS ${kb(cssBytes)} gzip (budget ${kb(BUDGET.css)}) in ${css.size} files`);
const over = jsBytes > BUDGET.js || cssBytes > BUDGET.css;
if (over) {
  console.error('Over budget.');
  process.exit(1);
}
