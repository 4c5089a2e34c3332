import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partCollections } from '../../common/api/parts';
import type { NovelDetail } from '../../common/domain/novel';
import { sampleWorkspace } from '../../common/sample/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The lists inside records (a novel's chapters, a universe's factions, a campaign's sessions, ...): every
// collection of common/api/parts.ts is created, read, edited and deleted through its own routes.

type Part = { id: string } & Record<string, unknown>;

const firstRecordId = {
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

const cases = Object.entries(partCollections).flatMap(([parent, collections]) =>
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

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });

  it.each(cases)('$parent/$segment: list, add, read, edit and delete', async ({ parent, segment, prop }) => {
    const base = `/${parent}/${firstRecordId[parent]}/${segment}`;
    const stored = sampleList(parent, prop);
    const list = await call<Part[]>('GET', base);
    // Times move with the moment of seeding (common/sample/sample-at.ts); everything else is as stored.
    const timeless = (parts: Part[]) =>
      parts.map(({ createdAt, updatedAt, ...rest }) =>
        parent === 'campaigns' ? { ...rest, date: undefined } : rest,
      );
    expect(timeless(list.body)).toEqual(timeless(stored));

    const { id, createdAt, updatedAt, ...fields } = stored[0] as Part;
    const created = await call<Part>('POST', base, fields);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(fields);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const partId = created.body.id;
    expect((await call<Part[]>('GET', base)).body.at(-1)).toEqual(created.body);
    expect((await call<Part>('GET', `${base}/${partId}`)).body).toEqual(created.body);

    const textField =
      Object.keys(fields).find((key) => typeof fields[key] === 'string' && key !== 'date') ?? '';
    const edited = await call<Part>('PATCH', `${base}/${partId}`, { [textField]: 'Edited text' });
    expect(edited.status).toBe(200);
    expect(edited.body[textField]).toBe('Edited text');

    const refused = await call<ErrorBody>('POST', base, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/ is required$/);

    expect((await call('DELETE', `${base}/${partId}`)).status).toBe(204);
    expect((await call<ErrorBody>('GET', `${base}/${partId}`)).body.error).toEqual({
      code: 'not_found',
      message: 'Part not found',
    });
    expect((await call('PATCH', `${base}/${partId}`, { [textField]: 'x' })).status).toBe(404);
    expect((await call<Part[]>('GET', base)).body).toEqual(list.body);
  });

  it('stamps the parent and sets a note’s times on the server', async () => {
    const before = (await call<NovelDetail>('GET', '/novels/n-quiet-orchard')).body;
    await call('POST', '/novels/n-quiet-orchard/chapters', { title: 'Coda', wordCount: 900 });
    const after = (await call<NovelDetail>('GET', '/novels/n-quiet-orchard')).body;
    expect(after.chapters.at(-1)).toMatchObject({ title: 'Coda', wordCount: 900 });
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
});
