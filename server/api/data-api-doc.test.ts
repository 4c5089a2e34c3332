import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

// docs/data-api.md names every route of the data API, and only those: this reads the routes the real
// app mounts under /api/v1 and the first column of the document's route tables, and compares them.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PREFIX = '/api/v1';

/** `GET /novels/:id` with every parameter's name dropped: the document may name them for the reader. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[^/]+/g, ':')}`;

/** The section of the document that lists routes, as its table rows' cells. */
function routeRows(markdown: string): string[][] {
  const start = markdown.indexOf('## Routes');
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** `{a|b}` in a path: one path per choice. */
function expandChoices(path: string): string[] {
  const choice = /\{([^}]*\|[^}]*)\}/.exec(path);
  if (choice === null) return [path];
  return (choice[1] ?? '').split('|').flatMap((option) => expandChoices(path.replace(choice[0], option)));
}

/** Every `METHOD path` the document names, expanded over the parts table's parents and segments. */
function documentedRoutes(markdown: string): Set<string> {
  const rows = routeRows(markdown);
  const parents = rows
    .filter((cells) => cells.length === 3 && /^`[a-z-]+`$/.test(cells[0] ?? ''))
    .map(([parent = '', segments = '', withoutTexts = '']) => {
      const all = codeSpans(segments);
      const plain = new Set(codeSpans(withoutTexts));
      return { parent: codeSpans(parent)[0] ?? '', all, withTexts: all.filter((s) => !plain.has(s)) };
    });
  const routes = new Set<string>();
  for (const cells of rows) {
    for (const span of codeSpans(cells[0] ?? '')) {
      const [methods = '', rawPath = ''] = span.split(' ');
      if (!methods.split('|').every((method) => METHODS.includes(method))) continue;
      const path = rawPath.split('?')[0] ?? '';
      const paths = !path.includes('{parent}')
        ? expandChoices(path)
        : parents.flatMap(({ parent, all, withTexts }) =>
            (path.includes('{text-segment}') ? withTexts : all).map((segment) =>
              path.replace('{parent}', parent).replace(/\{(text-)?segment\}/, segment),
            ),
          );
      for (const method of methods.split('|')) for (const each of paths) routes.add(routeKey(method, each));
    }
  }
  return routes;
}

describe('docs/data-api.md', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  const mountedRoutes = () =>
    new Set(
      server.app.routes
        .filter((route) => METHODS.includes(route.method) && route.path.startsWith(`${PREFIX}/`))
        .map((route) => routeKey(route.method, route.path.slice(PREFIX.length))),
    );
  const documented = () => documentedRoutes(readFileSync('docs/data-api.md', 'utf8'));

  it('names every route the server mounts under /api/v1', () => {
    const mounted = mountedRoutes();
    expect(mounted.size).toBeGreaterThan(300);
    const missing = [...mounted].filter((route) => !documented().has(route));
    expect(missing, 'mounted routes that docs/data-api.md does not name').toEqual([]);
  });

  it('names no route the server does not mount', () => {
    const mounted = mountedRoutes();
    const gone = [...documented()].filter((route) => !mounted.has(route));
    expect(gone, 'routes docs/data-api.md names that the server does not mount').toEqual([]);
  });

  it('reads the shorthand of the route tables', () => {
    const markdown = [
      '## Routes',
      '| route | answers |',
      '| --- | --- |',
      '| `GET\\|PATCH /worlds/:id`, `PUT /{novels\\|campaigns}/:id/favorite` | x |',
      '| `GET /{parent}/:id/{segment}`, `POST /{parent}/:id/{text-segment}/:partId/texts` | x |',
      '| parent | segments | without text versions |',
      '| `novels` | `chapters`, `music` | `chapters` |',
      '## Next',
      '| `DELETE /not/a/route` | x |',
    ].join('\n');
    expect([...documentedRoutes(markdown)].sort()).toEqual([
      'GET /novels/:/chapters',
      'GET /novels/:/music',
      'GET /worlds/:',
      'PATCH /worlds/:',
      'POST /novels/:/music/:/texts',
      'PUT /campaigns/:/favorite',
      'PUT /novels/:/favorite',
    ]);
  });
});
