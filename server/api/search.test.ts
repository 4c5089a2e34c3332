import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../common/api/search';
import { richTextFromPlain } from '../../common/text/rich-text';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Search across the workspace (issue 14), on SQLite and PostgreSQL: what is found and in which order,
// folding, prefixes, typing mistakes, phrases, other scripts, kinds and scopes, an index kept current by
// every write, and another user's rows never matching, whatever is typed.

const EMBER = 'u-emberreach';

describe.each(BACKENDS)('search on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  const call = <T = SearchResult>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const search = (query: string, extra = '') => call('GET', `/search?q=${encodeURIComponent(query)}${extra}`);
  const names = async (query: string, extra = '') =>
    (await search(query, extra)).body.hits.map((hit) => hit.name);

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'search');
    other = await newUserToken(server, 'search-other');
    const character = (name: string, description: string) =>
      call('POST', '/characters', { name, role: 'Ally', description, universeId: EMBER });
    for (const [name, description] of [
      ['Éowyn Shieldmaiden', 'Rides north with the riders of the plain.'],
      ['Aragorn', 'A ranger who carries a sword reforged.'],
      ['Aragorn’s Heir', 'Not yet born.'],
      ['Ranger Captain', 'Serves Aragorn in the north.'],
      ['Northwind', 'Where a cold "grey wind" blows over the hills.'],
      ['龍の騎士', '東の山に住む騎士。'],
    ] as const) {
      expect((await character(name, description)).status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it.each([
    [
      'a whole name first, then names that start with it, then texts',
      'aragorn ',
      ['Aragorn', 'Aragorn’s Heir', 'Ranger Captain'],
    ],
    ['case and accents folded', 'EOWYN', ['Éowyn Shieldmaiden']],
    ['accents typed where there are none', 'Àrâgörn ', ['Aragorn', 'Aragorn’s Heir', 'Ranger Captain']],
    ['the word being typed as a prefix', 'shieldm', ['Éowyn Shieldmaiden']],
    ['a typing mistake forgiven in a name', 'aragron ', ['Aragorn', 'Aragorn’s Heir']],
    ['a mistyped first letter forgiven', 'eragorn ', ['Aragorn', 'Aragorn’s Heir']],
    ['a missing first letter forgiven', 'ragorn ', ['Aragorn', 'Aragorn’s Heir']],
    ['an added first letter forgiven', 'naragorn ', ['Aragorn', 'Aragorn’s Heir']],
    ['the first two letters swapped forgiven', 'onrthwind ', ['Northwind']],
    ['a mistyped first letter forgiven in the word being typed', 'xhieldm', ['Éowyn Shieldmaiden']],
    ['a phrase in quotes, in its order', '"grey wind"', ['Northwind']],
    ['a phrase in another order finds nothing', '"wind grey"', []],
    ['a phrase of three words', '"rides north with"', ['Éowyn Shieldmaiden']],
    ['a phrase of three words, one out of place', '"rides with north"', []],
    ['a phrase in a script without spaces', '"東の山"', ['龍の騎士']],
    ['two words anywhere in one entry', 'ranger sword', ['Aragorn']],
    ['a Japanese name by part of it', '騎士', ['龍の騎士']],
  ])('%s (%s)', async (_, query, expected) => {
    const found = await names(query);
    expect(found.slice(0, expected.length)).toEqual(expected);
    if (expected.length === 0) expect(found).toEqual([]);
  });

  it('finds a phrase in a text too long to hold its pairs (decision 103), and not the words apart', async () => {
    const filler = Array.from({ length: 4_000 }, (_, index) => `filler${index % 97}`).join(' ');
    const chapters = await call<{ id: string }[]>('GET', '/novels/n-ashen-crown/chapters');
    const chapter = chapters.body[1];
    const saved = await call('PUT', `/novels/n-ashen-crown/chapters/${chapter?.id}/text`, {
      text: richTextFromPlain(`${filler} the copper lantern of Oswy ${filler} lantern copper`),
      version: 0,
    });
    expect(saved.status).toBe(200);
    const ids = async (query: string) => (await search(query)).body.hits.map((hit) => hit.id);
    expect(await ids('"copper lantern of oswy"')).toEqual([chapter?.id]);
    expect(await ids('"oswy copper"')).toEqual([]);
  });

  it('says how each hit matched, where it lives, and what to highlight', async () => {
    const { body } = await search('aragorn ');
    const [exact, , text] = body.hits;
    expect(exact).toMatchObject({
      kind: 'character',
      name: 'Aragorn',
      match: 'exact',
      place: 'The Emberreach',
    });
    expect(exact?.nameRanges).toEqual([[0, 7]]);
    expect(exact?.universeId).toBe(EMBER);
    expect(text).toMatchObject({ name: 'Ranger Captain', match: 'text' });
    expect(text?.snippet).toContain('Serves Aragorn in the north.');
    const [start, end] = text?.snippetRanges[0] ?? [0, 0];
    expect(text?.snippet.slice(start, end)).toBe('Aragorn');
    expect(body.counts.character).toBeGreaterThanOrEqual(3);
    expect(body.total).toBeGreaterThanOrEqual(3);
  });

  it('finds parts by their text and chapters by what is written in them', async () => {
    const lore = await call<{ id: string }>('POST', `/universes/${EMBER}/lore`, {
      title: 'The Quiet Bell',
      category: 'Legend',
      era: 'The Ember Age',
      content: 'Nobody remembers who cast the lantern-bell of Vessa.',
    });
    expect(lore.status).toBe(201);
    const bell = (await search('vessa')).body.hits[0];
    expect(bell).toMatchObject({
      kind: 'universes/lore',
      id: lore.body.id,
      name: 'The Quiet Bell',
      parentId: EMBER,
    });
    expect(bell?.place).toBe('The Emberreach');

    const chapters = await call<{ id: string; title: string }[]>('GET', '/novels/n-ashen-crown/chapters');
    const chapter = chapters.body[0];
    const saved = await call('PUT', `/novels/n-ashen-crown/chapters/${chapter?.id}/text`, {
      text: richTextFromPlain('The quartermaster counted seventeen barrels of pitch.'),
      version: 0,
    });
    expect(saved.status).toBe(200);
    const found = (await search('"seventeen barrels"')).body.hits;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'novels/chapters',
      id: chapter?.id,
      name: chapter?.title,
      match: 'text',
    });
    expect(found[0]?.snippet).toContain('seventeen barrels of pitch');
  });

  it('keeps the index current: a rename, a new text and a delete show at once', async () => {
    const created = await call<{ id: string; version: number }>('POST', '/characters', {
      name: 'Quillon Vale',
      role: 'Ally',
      description: 'A smith.',
      universeId: EMBER,
    });
    expect((await names('quillon'))[0]).toBe('Quillon Vale');
    const renamed = await call('PATCH', `/characters/${created.body.id}`, {
      name: 'Quillon Orrow',
      version: created.body.version,
    });
    expect(renamed.status).toBe(200);
    expect(await names('vale ')).not.toContain('Quillon Vale');
    expect((await names('orrow'))[0]).toBe('Quillon Orrow');
    expect((await call('DELETE', `/characters/${created.body.id}`)).status).toBe(204);
    expect(await names('quillon')).not.toContain('Quillon Orrow');
  });

  it("gives a chapter's text the chapter's new title when it is renamed, each of several", async () => {
    const novel = await call<{ id: string }>('POST', '/novels', { title: 'The Renamed Book' });
    expect(novel.status).toBe(201);
    const titles = new Map<string, string>();
    for (const [title, word] of [
      ['Old Rite', 'zanzibarquill'],
      ['Old Oath', 'zanzibarquell'],
    ] as const) {
      const chapter = await call<{ id: string; version: number }>(
        'POST',
        `/novels/${novel.body.id}/chapters`,
        {
          title,
        },
      );
      expect(chapter.status).toBe(201);
      const text = {
        version: 1,
        doc: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: `The ${word} burned.` }] }],
        },
      };
      const put = await call('PUT', `/novels/${novel.body.id}/chapters/${chapter.body.id}/text`, {
        text,
        version: 0,
      });
      expect(put.status).toBe(200);
      // Saving the text counted its words into the chapter: rename the version it has now.
      const listed = await call<{ id: string; version: number }[]>(
        'GET',
        `/novels/${novel.body.id}/chapters`,
      );
      const version = listed.body.find((each) => each.id === chapter.body.id)?.version;
      const renamed = await call('PATCH', `/novels/${novel.body.id}/chapters/${chapter.body.id}`, {
        title: `New ${title.slice(4)}`,
        version,
      });
      expect(renamed.status).toBe(200);
      titles.set(word, `New ${title.slice(4)}`);
    }
    // The text's row is found by its chapter's title words too: the new ones, no longer the old.
    for (const [word, title] of titles) {
      expect(await names(`new ${word}`)).toEqual([title]);
      expect(await names(`old ${word}`)).toEqual([]);
    }
  });

  it('filters by kind and by universe, and pages', async () => {
    const kinds = (await search('aragorn ', '&kind=character')).body.hits.map((hit) => hit.kind);
    expect(new Set(kinds)).toEqual(new Set(['character']));
    expect((await search('aragorn ', '&kind=novels/chapters')).body.hits).toEqual([]);
    expect(await names('aragorn ', `&scope=universe:${EMBER}`)).toContain('Aragorn');
    expect(await names('aragorn ', '&scope=universe:u-elsewhere')).toEqual([]);
    const second = (await search('aragorn ', '&limit=1&offset=1')).body.hits;
    expect(second.map((hit) => hit.name)).toEqual(['Aragorn’s Heir']);
  });

  it("never finds another user's rows, whatever is typed", async () => {
    for (const query of ['aragorn', 'eowyn', '"grey wind"', '騎士', 'aragron ']) {
      const theirs = await call('GET', `/search?q=${encodeURIComponent(query)}`, undefined, other);
      expect(theirs.status).toBe(200);
      expect(theirs.body.hits.map((hit) => hit.name)).not.toContain('Aragorn');
      expect(
        theirs.body.hits.filter((hit) =>
          ['Aragorn', 'Éowyn Shieldmaiden', 'Northwind', '龍の騎士'].includes(hit.name),
        ),
      ).toEqual([]);
    }
  });

  it.each([
    'NEAR(aragorn ranger)',
    'aragorn OR eowyn',
    '"',
    '"""',
    '*',
    'a*',
    '-aragorn',
    'title:aragorn',
    '(((',
    "'; drop table search_entries; --",
    '!&|:*<->',
    'x'.repeat(1000),
    '',
    '   ',
  ])('answers anything typed without error (%s)', async (query) => {
    const answer = await search(query);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.hits)).toBe(true);
  });

  it('refuses what is not a search with a clear message', async () => {
    const long = await call<ErrorBody>('GET', `/search?q=${'x'.repeat(1001)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 1000 characters/);
    expect((await call<ErrorBody>('GET', '/search')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/search?q=a&kind=dragons')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/search?q=a&scope=world:w-1')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/search?q=a&limit=500')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/search?q=a&sort=name')).status).toBe(400);
  });
});
