import { describe, expect, it } from 'vitest';
import { type Info, importsOf } from './chunk-groups';

type Fake = { code: string; importedIds?: string[] };

/** A module graph of fake modules: each id answers its code and imports. */
function graph(modules: Record<string, Fake>): Info {
  return (id) => {
    const module = modules[id];
    if (module === undefined) return null;
    return { id, code: module.code, importedIds: module.importedIds ?? [] } as unknown as ReturnType<Info>;
  };
}

const LUCIDE = '/r/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const icon = (name: string) => `/r/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;

describe('what a module imports, through a barrel the bundler dropped', () => {
  it('takes only the icons the module names from lucide-react’s index', () => {
    const info = graph({
      '/r/src/page.tsx': {
        code: 'import { Feather, Check as Tick } from "lucide-react";\nimport { cn } from "./cn";',
        importedIds: [LUCIDE, '/r/src/cn.ts'],
      },
      [LUCIDE]: {
        code: [
          "export { default as Feather, default as FeatherIcon } from './icons/feather.mjs';",
          "export { default as Check } from './icons/check.mjs';",
          "export { default as X } from './icons/x.mjs';",
        ].join('\n'),
        importedIds: [icon('feather'), icon('check'), icon('x')],
      },
    });
    const included = new Set(['/r/src/page.tsx', '/r/src/cn.ts', icon('feather'), icon('check'), icon('x')]);
    expect(importsOf('/r/src/page.tsx', info, included)).toEqual([
      icon('feather'),
      icon('check'),
      '/r/src/cn.ts',
    ]);
  });

  it('follows names a barrel imports and exports again, and takes `export *` modules whole', () => {
    const index = '/r/node_modules/@tanstack/react-query/build/modern/index.js';
    const core = '/r/node_modules/@tanstack/query-core/build/modern/index.js';
    const info = graph({
      '/r/src/data.ts': {
        code: 'import { useMutation, QueryClient } from "@tanstack/react-query";',
        importedIds: [index],
      },
      [index]: {
        code: [
          'import { useMutation } from "./useMutation.js";',
          'import { useQuery } from "./useQuery.js";',
          'export * from "@tanstack/query-core";',
          'export { useMutation, useQuery };',
        ].join('\n'),
        importedIds: ['/r/node_modules/@tanstack/react-query/build/modern/useMutation.js', core],
      },
    });
    expect(importsOf('/r/src/data.ts', info, new Set(['/r/src/data.ts']))).toEqual([
      '/r/node_modules/@tanstack/react-query/build/modern/useMutation.js',
      core,
    ]);
  });

  it('answers everything the barrel imports when its code does not say where a name comes from', () => {
    const barrel = '/r/node_modules/odd/index.js';
    const info = graph({
      '/r/src/a.ts': { code: 'import { thing } from "odd";', importedIds: [barrel] },
      [barrel]: { code: 'const thing = 1; export { thing };', importedIds: ['/r/node_modules/odd/x.js'] },
    });
    expect(importsOf('/r/src/a.ts', info, new Set(['/r/src/a.ts']))).toEqual(['/r/node_modules/odd/x.js']);
  });
});
