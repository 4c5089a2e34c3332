// A cold signed-in page learns what it needs only once the entry has downloaded and run: the auth client
// (to read the stored session) and the signed-in screens' shared chunk ("app", scripts/chunk-groups.ts).
// On a phone that is one more round of downloads after the entry before anything but the loading screen
// can paint. This plugin writes a small inline script into index.html that, when this browser holds a
// session, asks for those files at once, alongside the entry (decision 045). Without a session (the
// login screen) it asks for nothing: /login downloads what it did.
import type { Plugin, Rolldown } from 'vite';
import { AUTH_STORAGE_KEY } from '../src/auth/auth-storage-key';

type Chunk = Rolldown.OutputChunk;

/**
 * The files a signed-in page needs beyond the entry's own: the "app" chunk with what it imports, the
 * signed-in layout's chunk, and the auth client's, less what the entry loads already.
 */
export function signedInFiles(chunks: Chunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Chunk[]) => {
    const seen = new Set<string>();
    const queue = roots.map((chunk) => chunk.fileName);
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = chunks.filter(
    (chunk) =>
      chunk.name === 'app' ||
      /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/.test(chunk.facadeModuleId ?? '') ||
      /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]/.test(chunk.facadeModuleId ?? ''),
  );
  return [...closure(roots)].filter((file) => !initial.has(file)).sort();
}

/** The inline script: with a stored session, a module preload for each file. */
export function preloadScript(hrefs: string[]): string {
  return [
    '// A stored session: this page is a signed-in one; fetch its shared code now, beside the entry.',
    'try {',
    `  if (localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}) !== null) {`,
    `    for (const href of ${JSON.stringify(hrefs)}) {`,
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    '  }',
    '} catch {}',
  ].join('\n');
}

export function signedInPreload(): Plugin {
  let base = '/';
  return {
    name: 'fablehold-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.bundle === undefined) return;
        const chunks = Object.values(context.bundle).filter((item): item is Chunk => item.type === 'chunk');
        const files = signedInFiles(chunks);
        if (files.length === 0) return;
        return [
          {
            tag: 'script',
            children: preloadScript(files.map((file) => `${base}${file}`)),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
