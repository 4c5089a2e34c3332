// How the browser app's lazy code is cut into files (decision 045). Left to itself, the bundler gives
// every module two lazy routes share its own chunk: a cold signed-in page then asks for 50 to 75 files
// of a few hundred bytes (one icon, one small hook), which a phone's six connections fetch in a long
// queue before the page can render and ask for its data. This groups the signed-in screens' shared code
// into one chunk, "app": everything the signed-in layout imports, and the small shared code (src/ui,
// src/lib, src/data, common, icons) that four or more lazy pages or tabs import. Nothing the login screen loads
// moves: the entry and /login's own modules are never captured, so /login downloads what it did.
// Heavy pieces (the editor, the graph, the calendar, the time scale view) stay lazy in their own chunks:
// only modules whose static imports reach nothing but other captured modules or the entry are taken.
import { dirname, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/** Where the signed-in layout lives; its static imports are the shell every signed-in page needs. */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;
/** The login screen's module: with the entry, what /login loads before it paints (check-size.mjs). */
const LOGIN_ROOT = /[\\/]src[\\/]auth[\\/]login-page\.tsx$/;
/** Small shared code worth merging: the app's own UI, data and helpers, and the icons. */
const SHARED_CODE = /[\\/](src[\\/](ui|lib|data|store)|common)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * Small shared code joins "app" when at least this many lazy roots (pages and their lazy tabs) import
 * it: at 2 a page downloads 10 KB more of what it never runs for no fewer requests than at 4.
 */
const MIN_SHARERS = 4;

type Plan = { app: Set<string>; loginShared: Set<string> };
export type Info = (id: string) => ModuleInfo | null;

const IMPORT_NAMES = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const IMPORT_ALL = /import\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g;
const EXPORT_LOCAL = /export\s*\{([^}]*)\}(?!\s*from)/g;
const EXPORT_STAR = /export\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g;
/** `a`, `a as b`, `default as b`: the name on the right, as the importing module sees it. */
const exportedName = (spec: string) =>
  spec
    .trim()
    .split(/\s+as\s+/)
    .pop()
    ?.trim() ?? '';
/** `a`, `a as b`: the name on the left, as the imported module exports it. */
const importedName = (spec: string) =>
  spec
    .trim()
    .split(/\s+as\s+/)[0]
    ?.trim() ?? '';

/** The module a specifier in `from`'s code names: a relative path, or a package among its imports. */
function resolveSpecifier(from: ModuleInfo, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    // `./a` may name `a.js` or `a/index.js`: the importer's resolved imports say which.
    const path = resolve(dirname(from.id), specifier);
    return (
      from.importedIds.find(
        (id) => id === path || id.startsWith(`${path}.`) || id.startsWith(`${path}/index.`),
      ) ?? path
    );
  }
  return from.importedIds.find((id) => id.includes(`/node_modules/${specifier}/`)) ?? null;
}

/**
 * The modules that give `names` through a re-export barrel the bundler dropped (lucide-react's index
 * names every icon; TanStack Query's re-exports its core), or `null` when the barrel's code cannot be
 * read that way.
 */
function throughBarrel(barrel: ModuleInfo, names: Set<string>): string[] | null {
  const code = barrel.code ?? '';
  const out: string[] = [];
  const missing = new Set(names);
  for (const [, list, from] of code.matchAll(EXPORT_FROM)) {
    const given = (list ?? '').split(',').map(exportedName);
    if (from === undefined || !given.some((name) => missing.has(name))) continue;
    const target = resolveSpecifier(barrel, from);
    if (target === null) return null;
    for (const name of given) missing.delete(name);
    out.push(target);
  }
  // `import { a } from './a.js'; export { a }` and `import * as a from './a.js'; export { a }`.
  const locals = new Map<string, string>();
  for (const [, list, from] of code.matchAll(IMPORT_NAMES))
    for (const spec of (list ?? '').split(',')) locals.set(exportedName(spec), from ?? '');
  for (const [, local, from] of code.matchAll(IMPORT_ALL)) locals.set(local ?? '', from ?? '');
  for (const [, list] of code.matchAll(EXPORT_LOCAL))
    for (const spec of (list ?? '').split(',')) {
      const from = locals.get(importedName(spec));
      if (from === undefined || !missing.has(exportedName(spec))) continue;
      const target = resolveSpecifier(barrel, from);
      if (target === null) return null;
      missing.delete(exportedName(spec));
      out.push(target);
    }
  if (missing.size === 0) return out;
  // Names not re-exported one by one come through `export *`: take each such module whole.
  const stars = [...code.matchAll(EXPORT_STAR)].map(([, from]) => resolveSpecifier(barrel, from ?? ''));
  if (stars.length === 0 || stars.some((target) => target === null)) return null;
  return [...out, ...stars.filter((target) => target !== null)];
}

/**
 * The modules `id` imports, with a re-export barrel the bundler dropped narrowed to the modules that
 * give the names `id` takes from it; when the code cannot be read that way, every module the barrel
 * imports (more than is used: it keeps more out of "app" and of the shared-code count).
 */
export function importsOf(id: string, info: Info, included: Set<string>): string[] {
  const module = info(id);
  if (module === null) return [];
  const out: string[] = [];
  for (const imported of module.importedIds) {
    const barrel = info(imported);
    if (included.has(imported) || barrel === null) {
      out.push(imported);
      continue;
    }
    const names = [...(module.code ?? '').matchAll(IMPORT_NAMES)]
      .filter(([, , from]) => from !== undefined && resolveSpecifier(module, from) === imported)
      .flatMap(([, list]) => (list ?? '').split(',').map(importedName))
      .filter((name) => name !== '');
    const narrowed = names.length === 0 ? null : throughBarrel(barrel, new Set(names));
    out.push(...(narrowed ?? barrel.importedIds));
  }
  return out;
}

/** What `roots` statically import, directly or not, short of the entry's own modules (`stop`). */
function staticClosure(
  roots: Iterable<string>,
  info: Info,
  included: Set<string>,
  stop: Set<string>,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id, info, included));
  }
  return seen;
}

/** Decides once per chunking pass which of the bundle's modules go into the "app" chunk. */
function plan(context: Rolldown.ChunkingContext, included: Set<string>, entryModules: Set<string>): Plan {
  const info: Info = (id) => context.getModuleInfo(id);
  const modules = [...included];
  const closure = (roots: Iterable<string>) => staticClosure(roots, info, included, entryModules);
  const loginRoots = modules.filter((id) => LOGIN_ROOT.test(id));
  const initial = new Set([...entryModules, ...closure(loginRoots)]);
  const loginShared = new Set([...initial].filter((id) => !entryModules.has(id) && !loginRoots.includes(id)));
  const shell = closure(modules.filter((id) => SHELL_ROOT.test(id)));
  for (const id of initial) shell.delete(id);

  // How many lazy roots (each target of an import()) statically reach each module outside those two.
  const lazyRoots = new Set(modules.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
  const reach = new Map<string, number>();
  for (const root of lazyRoots) {
    if (initial.has(root) || !included.has(root)) continue;
    for (const id of closure([root]))
      if (!initial.has(id) && !shell.has(id)) reach.set(id, (reach.get(id) ?? 0) + 1);
  }
  const candidates = new Set(
    [...reach].filter(([id, count]) => count >= MIN_SHARERS && SHARED_CODE.test(id)).map(([id]) => id),
  );
  // Keep only candidates whose static imports stay within the app chunk or the initial download, so
  // loading "app" never drags a heavy library along; repeat until nothing more drops out.
  const inApp = (id: string) => initial.has(id) || shell.has(id) || candidates.has(id);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of candidates) {
      const imports = importsOf(id, info, included).filter((imported) => included.has(imported));
      if (imports.every(inApp)) continue;
      candidates.delete(id);
      changed = true;
    }
  }
  return { app: new Set([...shell, ...candidates]), loginShared };
}

/**
 * `build.rolldownOptions.output.codeSplitting` for the browser app. The bundler runs the groups in
 * order, and asks each group's `test` about every module it keeps (after tree shaking) before it asks
 * that group's `name`. The first group only records the entry's own modules (the bundler's "$initial"
 * tag: exact, where reading imports would over-count); the second collects every module, then plans.
 */
export function appCodeSplitting(): Rolldown.CodeSplittingOptions {
  const entryModules = new Set<string>();
  const included = new Set<string>();
  let current: { context: Rolldown.ChunkingContext; plan: Plan } | null = null;
  return {
    groups: [
      {
        debugName: 'entry modules (recorded, not grouped)',
        tags: ['$initial'],
        name(id) {
          entryModules.add(id);
          return null;
        },
      },
      {
        debugName: 'app and login-shared',
        test(id) {
          included.add(id);
          return true;
        },
        name(id, context) {
          if (current?.context !== context)
            current = { context, plan: plan(context, included, entryModules) };
          if (current.plan.app.has(id)) return 'app';
          return current.plan.loginShared.has(id) ? 'login-shared' : null;
        },
        // What "app" takes is closed under static imports already (but for the entry's own modules).
        includeDependenciesRecursively: false,
      },
    ],
  };
}
