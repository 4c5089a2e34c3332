// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('check-deps.mjs', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));
const trees: string[] = [];

afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A small house that keeps every rule: each test below breaks one. */
const cleanHouse: Record<string, string> = {
  'common/domain/novel.ts': 'export type Novel = { id: string };\n',
  'server/db/novel-store.ts':
    "import type { Novel } from '../../common/domain/novel';\nexport const x: Novel[] = [];\n",
  'server/auth/users.ts': "import { x } from '../db/novel-store';\nexport const users = x;\n",
  'server/api/novels.ts':
    "import { users } from '../auth/users';\nimport { x } from '../db/novel-store';\nexport { users, x };\n",
  'server/main.ts': "import '../server/api/novels';\n",
  'server/test/test-server.ts': "import '../main';\n",
  'server/api/novels.test.ts': "import '../test/test-server';\nimport '../../src/data/http-repository';\n",
  'src/data/http-repository.ts':
    "import type { Novel } from '../../common/domain/novel';\nexport type N = Novel;\n",
  'src/features/novels/novels-page.tsx':
    "import type { N } from '../../data/http-repository';\nexport type P = N;\n",
  'scripts/bench/novels.bench.ts':
    "import '../../server/test/test-server';\nimport '../../e2e/support/chromium';\n",
  'e2e/support/chromium.ts': 'export const path = "/usr/bin/chromium";\n',
  'e2e/novels.spec.ts': "import { path } from './support/chromium';\nexport { path };\n",
  'server/db/CONTEXT.md': '# server/db\n',
};

function check(changes: Record<string, string>, removed: string[] = []) {
  const tree = mkdtempSync(join(tmpdir(), 'check-deps-'));
  trees.push(tree);
  const files = { ...cleanHouse, ...changes };
  for (const path of removed) delete files[path];
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return run(tree);
}

function run(root: string) {
  const answer = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { isOk: answer.status === 0, output: `${answer.stdout}${answer.stderr}` };
}

describe('check-deps', () => {
  it('passes a house that keeps the rules', () => {
    expect(check({})).toEqual({ isOk: true, output: expect.stringContaining('Dependency rules hold') });
  });

  it('passes the repository as it is', () => {
    expect(run(repository)).toEqual({ isOk: true, output: expect.stringContaining('Dependency rules hold') });
  });

  it('refuses an import cycle, type-only imports included, and names the loop', () => {
    const answer = check({
      'common/workspace/store.ts':
        "import type { Version } from './text';\nexport type Store = { v: Version };\n",
      'common/workspace/text.ts':
        "import type { Store } from './store';\nexport type Version = { s?: Store };\n",
    });
    expect(answer.isOk).toBe(false);
    expect(answer.output).toContain('Import cycles');
    expect(answer.output).toContain(
      'common/workspace/store.ts → common/workspace/text.ts → common/workspace/store.ts',
    );
  });

  it('finds a cycle through several files', () => {
    const answer = check({
      'server/db/a-store.ts': "import './b-store';\n",
      'server/db/b-store.ts': "import { c } from './c-store';\nexport { c };\n",
      'server/db/c-store.ts': "import type { A } from './a-store.ts';\nexport const c = 1;\n",
    });
    expect(answer.isOk).toBe(false);
    expect(answer.output).toContain('server/db/a-store.ts → server/db/b-store.ts → server/db/c-store.ts');
  });

  it.each([
    [
      'server/db/history-restore.ts',
      "import { apiErrors } from '../api/api-error';\n",
      'server/db → server/api',
    ],
    [
      'server/db/throttle-store.ts',
      "import type { Counter } from '../auth/throttle';\n",
      'server/db → server/auth',
    ],
    ['server/http/headers.ts', "import '../db/novel-store';\n", 'server/http → server/db'],
    ['server/auth/routes.ts', "import '../api/novels';\n", 'server/auth → server/api'],
    ['server/api/routes.ts', "import '../main';\n", 'server/api → server'],
    ['server/api/seed.ts', "import '../test/test-server';\n", 'server/api → server/test'],
    ['server/api/pages.ts', "import '../../src/data/http-repository';\n", 'server/api → src/data'],
    ['common/domain/world.ts', "import '../../server/db/novel-store';\n", 'common → server/db'],
    ['src/data/server-rows.ts', "import '../../server/db/novel-store';\n", 'src/data → server/db'],
    [
      'src/features/novels/bench-use.ts',
      "import '../../../scripts/bench/novels.bench';\n",
      'src/features/novels → scripts',
    ],
    [
      'src/features/novels/world-link.ts',
      "import '../worlds/world-page';\n",
      'src/features/novels → src/features/worlds',
    ],
    ['e2e/novels-data.spec.ts', "import '../server/db/novel-store';\n", 'e2e → server/db'],
  ])('refuses %s importing the wrong way', (path, text, direction) => {
    const answer = check({ [path]: text });
    expect(answer.isOk).toBe(false);
    expect(answer.output).toContain('Imports against the allowed direction');
    expect(answer.output).toContain(`${path} imports`);
    expect(answer.output).toContain(`(${direction})`);
  });

  it('lets tests and their helpers reach the areas they test, and nothing else do so', () => {
    expect(
      check({
        'server/api/api-test-helpers.ts': "import '../test/test-server';\n",
        'server/db/migration.test.ts': "import '../api/api-test-helpers';\nimport '../test/test-server';\n",
      }).isOk,
    ).toBe(true);
    expect(check({ 'server/db/migration-fixture.ts': "import '../test/test-server';\n" }).output).toContain(
      'server/db/migration-fixture.ts imports ../test/test-server (server/db → server/test)',
    );
  });

  it.each([
    ['common/domain/newRecord.ts', 'common/domain/newRecord.ts'],
    ['src/ui/Button.tsx', 'src/ui/Button.tsx'],
    ['server/db/snake_case_store.ts', 'server/db/snake_case_store.ts'],
    ['server/db/Fixtures/release-1.ts', 'server/db/Fixtures'],
    ['e2e/Notes.md', 'e2e/Notes.md'],
  ])('refuses the name of %s', (path, named) => {
    const answer = check({ [path]: 'export {};\n' });
    expect(answer.isOk).toBe(false);
    expect(answer.output).toContain('Names that are not kebab-case');
    expect(answer.output).toContain(named);
  });

  it('takes kebab-case names with dots and numbers, and README.md and CONTEXT.md', () => {
    expect(
      check({
        'server/db/fixtures/release-1.ts': 'export {};\n',
        'scripts/bench/data-api.bench.ts': 'export {};\n',
        'src/features/graph/cytoscape-fcose.d.ts': 'export {};\n',
        'src/ui/README.md': '# ui\n',
      }).isOk,
    ).toBe(true);
  });
});
