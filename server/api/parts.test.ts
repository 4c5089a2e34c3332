import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partCollections } from '../../common/api/parts';
import type { NovelDetail } from '../../common/domain/novel';
import { sampleWorkspace } from '../../common/sample/workspace';
import { richTextFromPlain } from '../../common/text/rich-text';
import { partKindAt } from '../../common/workspace/part-kinds';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The lists inside records (a novel's chapters, a universe's factions, a campaign's sessions, ...): every
// collection of common/api/parts.ts is created, read, edited and deleted through its own routes.

type Part = { id: string } & Record<string, unknown>;

const firstRecordId: Record<string, string> = {
  novels: 'n-ashen-crown',
  universes: 'u-emberreach',
  worlds: 'w-thornwild',
  campaigns: 'c-cinder-road',
};

function sampleList(parent: keyof typeof partCollections, prop: string): Part[] {
  const record = sampleWorkspace[parent].find((entry) => entry.id === firstRecordId[parent]);
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown>)[key];
  return value as Part[];
}

// The sample holds no maps: their pins, regions and routes are in server/api/maps.test.ts.
const sampled = Object.entries(partCollections).filter(([parent]) => parent !== 'maps');
const cases = sampled.flatMap(([parent, collections]) =>
  Object.entries(collections).map(([segment, collection]) => ({
    parent: parent as keyof typeof partCollections,
    segment,
    prop: collection.prop,
  })),
);

describe.each(BACKENDS)('record parts on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'parts');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api<T>(server, method, path, { token, body, ...(headers === undefined ? {} : { headers }) });

  it.each(cases)('$parent/$segment: list, add, read, edit and delete', async ({ parent, segment, prop }) => {
    const base = `/${parent}/${firstRecordId[parent]}/${segment}`;
    const stored = sampleList(parent, prop);
    const list = await call<Part[]>('GET', base);
    // Times move with the moment of seeding (common/sample/sample-at.ts); everything else is as stored.
    const timeless = (parts: Part[]) =>
      parts.map(({ createdAt, updatedAt, ...rest }) =>
        parent === 'campaigns' ? { ...rest, date: undefined } : rest,
      );
    const unversioned = list.body.map(({ version, ...rest }) => {
      expect(version).toBe(1);
      return rest as Part;
    });
    expect(timeless(unversioned)).toEqual(timeless(stored));

    // A novel's or campaign's character added without `characterId` brings a new character into being
    // (the sample's first one already appears there), a campaign's item without `itemId` a new item:
    // server/api/appearances.test.ts and item-appearances.test.ts say more.
    // A list the sample leaves empty (a campaign's story arcs) is tried with a part of its own.
    const first = stored[0] ?? ({ id: '', title: 'The long road', description: 'A thread.' } as Part);
    const { id, createdAt, updatedAt, characterId, itemId, ...fields } = first;
    // A field counted from the text (a chapter's word count) is not sent: it starts where the server starts it.
    const derived = partKindAt(parent, segment)?.derivedFields ?? {};
    for (const field of Object.keys(derived)) delete fields[field];
    const created = await call<Part>('POST', base, fields);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(fields);
    for (const [field, { initial }] of Object.entries(derived)) expect(created.body[field]).toBe(initial);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const partId = created.body.id;
    expect((await call<Part[]>('GET', base)).body.at(-1)).toEqual(created.body);
    expect((await call<Part>('GET', `${base}/${partId}`)).body).toEqual(created.body);

    const textField =
      Object.keys(fields).find((key) => typeof fields[key] === 'string' && key !== 'date') ?? '';
    const unnamed = await call<ErrorBody>('PATCH', `${base}/${partId}`, { [textField]: 'Edited text' });
    expect(unnamed.status).toBe(428);
    const edited = await call<Part>('PATCH', `${base}/${partId}`, { [textField]: 'Edited text', version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body[textField]).toBe('Edited text');
    expect(edited.body.version).toBe(2);
    expect(edited.headers.get('etag')).toBe('"2"');
    const stale = await call<ErrorBody & { error: { current: Part } }>('PATCH', `${base}/${partId}`, {
      [textField]: 'Lost?',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toEqual(edited.body);

    const refused = await call<ErrorBody>('POST', base, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/ is required$/);

    expect((await call('DELETE', `${base}/${partId}`)).status).toBe(204);
    expect((await call<ErrorBody>('GET', `${base}/${partId}`)).body.error).toEqual({
      code: 'not_found',
      message: `${partKindAt(parent, segment)?.singular} not found`,
    });
    expect((await call('PATCH', `${base}/${partId}`, { [textField]: 'x', version: 2 })).status).toBe(404);
    expect((await call<Part[]>('GET', base)).body).toEqual(list.body);
  });

  it('counts a chapter’s words from its text and refuses a count sent by hand', async () => {
    const base = '/novels/n-quiet-orchard/chapters';
    const made = await call<ErrorBody>('POST', base, { title: 'Coda', wordCount: 5000 });
    expect(made.status).toBe(422);
    expect(made.body.error.details).toEqual([
      {
        field: 'wordCount',
        message:
          "Word count is counted from the chapter's text and cannot be set: write in the chapter instead",
      },
    ]);
    const chapter = (await call<Part>('POST', base, { title: 'Coda' })).body;
    expect(chapter.wordCount).toBe(0);
    const text = richTextFromPlain('Seven words stand in this short chapter.');
    const saved = await call<{ wordCount: number }>('PUT', `${base}/${chapter.id}/text`, {
      text,
      version: 0,
    });
    expect(saved.body.wordCount).toBe(7);
    const reread = (await call<Part>('GET', `${base}/${chapter.id}`)).body;
    const edited = await call<ErrorBody>('PATCH', `${base}/${chapter.id}`, {
      wordCount: 5000,
      version: reread.version,
    });
    expect(edited.status).toBe(422);
    expect((await call<Part>('GET', `${base}/${chapter.id}`)).body).toMatchObject({ wordCount: 7 });
    const novel = (await call<NovelDetail>('GET', '/novels/n-quiet-orchard')).body;
    expect(novel.chapters.find((each) => each.id === chapter.id)?.wordCount).toBe(7);
  });

  it('stamps the parent and sets a note’s times on the server', async () => {
    const before = (await call<NovelDetail>('GET', '/novels/n-quiet-orchard')).body;
    await call('POST', '/novels/n-quiet-orchard/chapters', { title: 'Coda' });
    const after = (await call<NovelDetail>('GET', '/novels/n-quiet-orchard')).body;
    expect(after.chapters.at(-1)).toMatchObject({ title: 'Coda', wordCount: 0 });
    expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));

    const note = await call<Part>('POST', '/campaigns/c-cinder-road/notes', {
      title: 'Rumours',
      category: 'Lore',
      content: 'The bridge is out.',
      tags: [],
      createdAt: '1999-01-01T00:00:00.000Z',
    });
    expect(Date.now() - Date.parse(String(note.body.createdAt))).toBeLessThan(60_000);
    expect(note.body.updatedAt).toBe(note.body.createdAt);
  });

  it('answers 404 for a part list of an unknown record and 400 for a bad part id', async () => {
    expect((await call<ErrorBody>('GET', '/novels/n-nothing/chapters')).body.error.message).toBe(
      'Novel not found',
    );
    expect((await call('POST', '/universes/u-nothing/factions', { name: 'X', description: '' })).status).toBe(
      404,
    );
    expect((await call('GET', `/worlds/w-thornwild/lore/${'y'.repeat(101)}`)).status).toBe(400);
  });

  it('takes the version from If-Match too, and refuses a malformed one', async () => {
    const base = '/universes/u-emberreach/factions';
    const created = await call<Part>('POST', base, { name: 'Ashen Guard', description: 'Watchers' });
    const path = `${base}/${created.body.id}`;
    expect((await call('PATCH', path, { name: 'x' }, { 'If-Match': 'soon' })).status).toBe(400);
    const edited = await call<Part>('PATCH', path, { name: 'Ashen Wardens' }, { 'If-Match': '"1"' });
    expect(edited.body).toMatchObject({ name: 'Ashen Wardens', description: 'Watchers', version: 2 });
    expect((await call('DELETE', path, undefined, { 'If-Match': '"1"' })).status).toBe(409);
    expect((await call('DELETE', path, undefined, { 'If-Match': 'W/"2"' })).status).toBe(204);
  });

  it('moves a part to a new place in its list, for keyboard and drag reordering', async () => {
    const base = '/campaigns/c-cinder-road/quests';
    const before = (await call<Part[]>('GET', base)).body;
    expect(before.length).toBeGreaterThan(2);
    const last = before.at(-1) as Part;
    const moved = await call<Part[]>('POST', `${base}/${last.id}/move`, { toIndex: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.map((part) => part.id)).toEqual([
      last.id,
      ...before.slice(0, -1).map((part) => part.id),
    ]);
    expect((await call<Part[]>('GET', base)).body).toEqual(moved.body);
    // A move changes no field: versions stay, so an edit opened before the move still saves.
    expect(moved.body[0]?.version).toBe(last.version);
    expect((await call<ErrorBody>('POST', `${base}/${last.id}/move`, { toIndex: -1 })).status).toBe(422);
    expect((await call<ErrorBody>('POST', `${base}/${last.id}/move`, 'nope')).status).toBe(400);
    const far = await call<Part[]>('POST', `${base}/${last.id}/move`, { toIndex: 99 });
    expect(far.body.at(-1)?.id).toBe(last.id);
  });

  it('keeps both of two concurrent edits of two parts, and refuses the second of two edits of one part', async () => {
    const base = '/novels/n-ashen-crown/chapters';
    const [first, second] = (await call<Part[]>('GET', base)).body as [Part, Part];
    const both = await Promise.all([
      call<Part>('PATCH', `${base}/${first.id}`, { title: 'First, edited in tab A', version: first.version }),
      call<Part>('PATCH', `${base}/${second.id}`, {
        title: 'Second, edited in tab B',
        version: second.version,
      }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const after = (await call<Part[]>('GET', base)).body;
    expect(after[0]?.title).toBe('First, edited in tab A');
    expect(after[1]?.title).toBe('Second, edited in tab B');

    const current = after[0] as Part;
    const race = await Promise.all([
      call<Part>('PATCH', `${base}/${current.id}`, { title: 'Tab A wins?', version: current.version }),
      call<Part>('PATCH', `${base}/${current.id}`, { title: 'Tab B wins?', version: current.version }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200) as { body: Part };
    expect((await call<Part>('GET', `${base}/${current.id}`)).body.title).toBe(winner.body.title);
  });

  it('tells what a delete takes with it before it happens, and refuses what links forbid', async () => {
    const plan = await call<{ isRefused: boolean; summary: string; counts: Record<string, number> }>(
      'GET',
      '/campaigns/c-cinder-road/delete-plan',
    );
    expect(plan.status).toBe(200);
    expect(plan.body.isRefused).toBe(false);
    expect(plan.body.counts.parts).toBeGreaterThan(0);
    expect(plan.body.summary).toMatch(/^It also deletes .*parts\./);
    const universe = await call<{ isRefused: boolean; summary: string }>(
      'GET',
      '/universes/u-emberreach/delete-plan',
    );
    expect(universe.body.isRefused).toBe(false);
    expect(universe.body.summary).toMatch(/^It also deletes \d+ worlds, \d+ campaigns, /);
    expect((await call('GET', '/novels/n-nothing/delete-plan')).status).toBe(404);

    expect((await call('DELETE', '/campaigns/c-cinder-road')).status).toBe(204);
    expect((await call('GET', '/campaigns/c-cinder-road/quests')).status).toBe(404);
  });

  it('keeps a long text as rich text: the document in, the plain text derived, both out and through export and import', async () => {
    const contentDoc = {
      version: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Sundering' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'The moon ' },
              { type: 'text', text: 'broke', marks: [{ type: 'italic' }] },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
    };
    const base = '/universes/u-emberreach/lore';
    const made = await call<Part>('POST', base, {
      title: 'Sundering',
      category: 'History',
      era: 'First',
      contentDoc,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ content: 'The Sundering\n\nThe moon broke.', contentDoc });
    const detail = await call<{ lore: Part[] }>('GET', '/universes/u-emberreach');
    expect(detail.body.lore.find((entry) => entry.id === made.body.id)).toMatchObject({ contentDoc });

    const hostile = await call<ErrorBody>('PATCH', `${base}/${made.body.id}`, {
      version: 1,
      contentDoc: {
        version: 1,
        doc: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        },
      },
    });
    expect(hostile.status).toBe(422);
    expect(hostile.body.error.details?.[0]?.field).toBe('contentDoc');

    const exported = await call<Record<string, unknown>>('GET', '/workspace');
    const other = await newUserToken(server, 'parts-import');
    const imported = await api(server, 'POST', '/import', {
      token: other,
      body: { workspace: { universes: exported.body.universes }, replaceExisting: true },
    });
    expect(imported.status).toBe(200);
    const theirs = await api<{ lore: Part[] }>(server, 'GET', '/universes/u-emberreach', { token: other });
    expect(theirs.body.lore.find((entry) => entry.id === made.body.id)).toMatchObject({
      content: 'The Sundering\n\nThe moon broke.',
      contentDoc,
    });
  });
});
