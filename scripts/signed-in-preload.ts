// A cold signed-in page learns what it needs only once the entry has downloaded and run: the auth client
// (to read the stored session) and the signed-in screens' shared chunk ("app", scripts/chunk-groups.ts).
// On a phone that is one more round of downloads after the entry before anything but the loading screen
// can paint. This plugin writes a small inline script into index.html that, when this browser holds a
// session, asks for those files at once, alongside the entry, and for the code of the page the address
// names (its route module, read from src/app/routes.tsx) (decision 045). Without a session (the
// login screen, which every address shows then) it asks for the login page's chunks instead: the
// same files /login loaded after its entry before, now beside it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { AUTH_STORAGE_KEY } from '../src/auth/auth-storage-key';

type Chunk = Rolldown.OutputChunk;

/** Each chunk's file with what it imports, directly or not. */
function importClosure(chunks: Chunk[], roots: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = roots.map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The files a signed-in page needs beyond the entry's own: the "app" chunk with what it imports, the
 * signed-in layout's chunk, and the auth client's, less what the entry loads already.
 */
export function signedInFiles(chunks: Chunk[]): string[] {
  const initial = importClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry),
  );
  const roots = chunks.filter(
    (chunk) =>
      chunk.name === 'app' ||
      /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/.test(chunk.facadeModuleId ?? '') ||
      /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]/.test(chunk.facadeModuleId ?? ''),
  );
  return [...importClosure(chunks, roots)].filter((file) => !initial.has(file)).sort();
}

/** A route of src/app/routes.tsx whose page module is imported lazily: its path and the import's specifier. */
export type RoutePage = { path: string; specifier: string };

/**
 * The routes of the route table's source that name a path and load their page with
 * `lazyPage(() => import('...'))`. Routes without a path of their own (the layout) are left out, as is
 * the catch-all, which would match every address.
 */
export function routePages(source: string): RoutePage[] {
  const pages: RoutePage[] = [];
  const lazies = [...source.matchAll(/\blazy:/g)].map((match) => match.index);
  lazies.forEach((at, index) => {
    const before = source.slice(index === 0 ? 0 : (lazies[index - 1] ?? 0), at);
    const path = [...before.matchAll(/\bpath:\s*'([^']+)'/g)].pop()?.[1];
    const specifier = /^lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)\)/.exec(source.slice(at))?.[1];
    if (path !== undefined && path !== '*' && specifier !== undefined) pages.push({ path, specifier });
  });
  return pages;
}

/** A route path as a regular expression's source over `location.pathname` (`:id` one segment, `*` the rest). */
export function pathPattern(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

/** Routes with more fixed segments first, as the router ranks them; a splat after the rest. */
function specificity(path: string): number {
  const segments = path.split('/').filter((segment) => segment !== '');
  return (
    segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length * 10 -
    (path.endsWith('*') ? 1 : 0)
  );
}

/**
 * For each route page, the files its code needs beyond the entry and the shared files: `[pattern, files]`,
 * the most specific routes first.
 */
export function routeFiles(
  chunks: Chunk[],
  pages: RoutePage[],
  routesFile: string,
  shared: string[],
): [string, string[]][] {
  const initial = importClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry),
  );
  const known = new Set([...initial, ...shared]);
  const out: [string, string[], number][] = [];
  for (const page of pages) {
    const module = resolve(dirname(routesFile), page.specifier);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.startsWith(`${module}.`) === true);
    if (chunk === undefined) continue;
    const files = [...importClosure(chunks, [chunk])].filter((file) => !known.has(file)).sort();
    out.push([pathPattern(page.path), files, specificity(page.path)]);
  }
  return out.sort((a, b) => b[2] - a[2]).map(([pattern, files]) => [pattern, files]);
}

/**
 * The inline script: with a stored session, a module preload for the shared files and the page's;
 * without one (every address then shows the login screen), for the login page's files.
 */
export function preloadScript(
  hrefs: string[],
  routes: [string, string[]][] = [],
  login: string[] = [],
): string {
  return [
    '// Fetch the code this page will ask for once the entry has run, now, beside the entry.',
    'try {',
    `  let hrefs = ${JSON.stringify(login)};`,
    `  if (localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}) !== null) {`,
    `    hrefs = ${JSON.stringify(hrefs)};`,
    `    for (const [pattern, files] of ${JSON.stringify(routes)}) {`,
    '      if (!new RegExp(pattern).test(location.pathname)) continue;',
    '      hrefs.push(...files);',
    '      break;',
    '    }',
    '  }',
    '  for (const href of hrefs) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '} catch {}',
  ].join('\n');
}

export function signedInPreload(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'fablehold-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.bundle === undefined) return;
        const chunks = Object.values(context.bundle).filter((item): item is Chunk => item.type === 'chunk');
        const files = signedInFiles(chunks);
        if (files.length === 0) return;
        const routesFile = resolve(root, 'src/app/routes.tsx');
        const pages = routePages(readFileSync(routesFile, 'utf8'));
        const routes = routeFiles(chunks, pages, routesFile, files);
        const href = (file: string) => `${base}${file}`;
        const loginPage = pages.filter((page) => page.path === '/login');
        const login = routeFiles(chunks, loginPage, routesFile, [])[0]?.[1] ?? [];
        return [
          {
            tag: 'script',
            children: preloadScript(
              files.map(href),
              routes.map(([pattern, routeFiles]) => [pattern, routeFiles.map(href)]),
              login.map(href),
            ),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
