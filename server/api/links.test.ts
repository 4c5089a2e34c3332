import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A connected world over the data API (issue 13): relations made and read from both ends, "Mentioned in"
// kept exact as texts change and go, records found by name for the @ menu, and nothing of another
// workspace reachable by guessing its ids.

type Json = Record<string, unknown>;

const mira = { kind: 'character', id: 'ch-mira' };
const varric = { kind: 'character', id: 'ch-varric' };

function mentionDoc(before: string, target: { kind: string; id: string }, label: string, after: string) {
  return {
    version: 1,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: before },
            { type: 'mention', attrs: { ...target, label } },
            { type: 'text', text: after },
          ],
        },
      ],
    },
  };
}

describe.each(BACKENDS)('links on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'links');
    other = await newUserToken(server, 'links-other');
  });
  afterAll(() => server.close());

  const call = <T = Json>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });

  it('adds a relation from one side and shows it from both, each with its own label', async () => {
    const made = await call('POST', '/relations', {
      from: mira,
      to: varric,
      type: 'child',
      note: 'Raised at the forge',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ from: varric, to: mira, type: 'parent', version: 1 });

    const fromMira = await call<Json[]>('GET', '/relations?kind=character&id=ch-mira');
    expect(fromMira.body).toEqual([
      expect.objectContaining({
        label: 'Child of',
        other: varric,
        otherEntity: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    const fromVarric = await call<Json[]>('GET', '/relations?kind=character&id=ch-varric');
    expect(fromVarric.body.map((view) => view.label)).toEqual(['Parent of']);

    const stale = await call<ErrorBody>('PATCH', `/relations/${made.body.id}`, { version: 7, attitude: 50 });
    expect(stale.status).toBe(409);
    const changed = await call('PATCH', `/relations/${made.body.id}`, { version: 1, attitude: 50 });
    expect(changed.body).toMatchObject({ attitude: 50, version: 2 });
    expect((await call('DELETE', `/relations/${made.body.id}`)).status).toBe(204);
    expect((await call<Json[]>('GET', '/relations?kind=character&id=ch-varric')).body).toEqual([]);
  });

  it('changes a relation’s kind, variant and ends, keeps a birth and an adoptive tie apart, and lists each change in the History', async () => {
    const first = { kind: 'novels/characters', id: 'n-ashen-crown-c-1' };
    const second = { kind: 'novels/characters', id: 'n-ashen-crown-c-2' };
    const birth = await call('POST', '/relations', { from: first, to: second, type: 'parent' });
    expect(birth.status).toBe(201);
    const adoptive = await call('POST', '/relations', {
      from: second,
      to: first,
      type: 'child',
      variant: 'adoptive',
    });
    expect(adoptive.status).toBe(201);
    const twice = await call<ErrorBody>('POST', '/relations', { from: first, to: second, type: 'parent' });
    expect([twice.status, twice.body.error.message]).toEqual([422, 'These two are already related that way']);

    // From the second's page: not "Child of" the first but "Rival of" Mira.
    const changed = await call('PATCH', `/relations/${birth.body.id}`, {
      version: 1,
      from: second,
      to: mira,
      type: 'rival',
      starts: 'The winter siege',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ from: second, to: mira, type: 'rival', variant: null, version: 2 });
    const fromMira = await call<Json[]>('GET', '/relations?kind=character&id=ch-mira');
    expect(fromMira.body.map((view) => view.label)).toContain('Rival of');

    // Both ties started from a part of the novel: the novel's History lists them, the change with its fields.
    const history = await call<{ changes: Json[] }>('GET', '/history?recordId=n-ashen-crown');
    const edits = history.body.changes.filter((change) => change.entityId === birth.body.id);
    expect(edits.map((change) => change.action)).toEqual(['update-link', 'link']);
    expect(edits[0]?.fields).toEqual(expect.arrayContaining(['to', 'type', 'variant', 'starts']));
    const detail = await call<Json>('GET', `/history/${String(edits[0]?.id)}`);
    expect(detail.body).toMatchObject({ before: { type: 'parent' }, after: { type: 'rival' } });

    const refused = await call<ErrorBody>('PATCH', `/relations/${adoptive.body.id}`, {
      version: 1,
      to: { kind: 'character', id: 'ch-nobody' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([{ field: 'to', message: 'That record does not exist' }]);
  });

  it('never reaches into another workspace: its ids read as not there, its relations as not found', async () => {
    const theirs = await call('POST', '/relations', { from: mira, to: varric, type: 'ally' }, other);
    expect(theirs.status).toBe(201);
    // The same sample ids exist in both workspaces; each sees only its own relation.
    const mine = await call<Json[]>('GET', '/relations?kind=character&id=ch-mira');
    expect(mine.body.map((view) => view.id)).not.toContain(theirs.body.id);
    expect(
      (await call('PATCH', `/relations/${theirs.body.id}`, { version: 1, note: 'mine now' })).status,
    ).toBe(404);
    expect((await call('DELETE', `/relations/${theirs.body.id}`)).status).toBe(404);
    const guessed = await call<ErrorBody>('POST', '/relations', {
      from: mira,
      to: { kind: 'character', id: 'ch-only-theirs' },
      type: 'ally',
    });
    expect(guessed.status).toBe(422);
    expect(guessed.body.error.details?.[0]?.field).toBe('to');
    const badQuery = await call<ErrorBody>('GET', '/relations?kind=character');
    expect(badQuery.status).toBe(400);
  });

  it('lists what mentions a record, kept exact as the text changes and goes', async () => {
    const lore = await call('POST', '/universes/u-emberreach/lore', {
      title: 'The Forge Oath',
      category: 'History',
      era: 'Now',
      contentDoc: mentionDoc('Sworn at the anvil by ', mira, 'Mira', ' before the court.'),
    });
    expect(lore.status).toBe(201);
    expect(lore.body.content).toBe('Sworn at the anvil by Mira before the court.');
    const mentioned = await call<Json[]>('GET', '/mentions?kind=character&id=ch-mira');
    expect(mentioned.body).toEqual([
      {
        source: expect.objectContaining({
          kind: 'universes/lore',
          id: lore.body.id,
          name: 'The Forge Oath',
          parentId: 'u-emberreach',
        }),
        field: 'content',
        position: 0,
        snippet: 'Sworn at the anvil by Mira before the court.',
      },
    ]);
    // The whole index, as the References console's `mentions` table holds it.
    expect((await call<Json[]>('GET', '/mentions')).body).toContainEqual({
      sourceKind: 'universes/lore',
      sourceId: lore.body.id,
      field: 'content',
      position: 0,
      targetKind: 'character',
      targetId: 'ch-mira',
      snippet: 'Sworn at the anvil by Mira before the court.',
    });
    // Another workspace's text mentioning the same id is not listed here, nor this one there.
    expect((await call<Json[]>('GET', '/mentions?kind=character&id=ch-mira', undefined, other)).body).toEqual(
      [],
    );

    await call('PATCH', `/universes/u-emberreach/lore/${lore.body.id}`, {
      version: 1,
      contentDoc: mentionDoc('Sworn by ', varric, 'Varric', '.'),
    });
    expect((await call<Json[]>('GET', '/mentions?kind=character&id=ch-mira')).body).toEqual([]);
    expect((await call<Json[]>('GET', '/mentions?kind=character&id=ch-varric')).body).toHaveLength(1);
    await call('DELETE', `/universes/u-emberreach/lore/${lore.body.id}`);
    expect((await call<Json[]>('GET', '/mentions?kind=character&id=ch-varric')).body).toEqual([]);
  });

  it('indexes a chapter text’s mentions when it is saved', async () => {
    const novel = await call<{ chapters: { id: string }[] }>('GET', '/novels/n-ashen-crown');
    const chapterId = novel.body.chapters[0]?.id ?? '';
    const saved = await call('PUT', `/novels/n-ashen-crown/chapters/${chapterId}/text`, {
      version: 0,
      text: mentionDoc('At dawn ', mira, 'Mira', ' lit the forge.'),
    });
    expect(saved.status).toBe(200);
    const mentioned = await call<Json[]>('GET', '/mentions?kind=character&id=ch-mira');
    expect(mentioned.body).toEqual([
      expect.objectContaining({
        source: expect.objectContaining({
          kind: 'novels/chapters',
          id: chapterId,
          parentId: 'n-ashen-crown',
        }),
        field: 'text',
        snippet: 'At dawn Mira lit the forge.',
      }),
    ]);
  });

  it('finds records and parts by name for the @ menu, best matches first, and reads them back by id', async () => {
    const found = await call<Json[]>('GET', '/entities/suggest?q=mir&limit=5');
    expect(found.status).toBe(200);
    expect(found.body[0]).toMatchObject({
      kind: 'character',
      id: 'ch-mira',
      name: 'Mira Coldwater',
      universeId: 'u-emberreach',
    });
    expect(found.body.length).toBeLessThanOrEqual(5);
    // LIKE's own characters are what was typed, not wildcards.
    expect((await call<Json[]>('GET', '/entities/suggest?q=%25')).body).toEqual([]);
    const resolved = await call<Json[]>('POST', '/entities/resolve', {
      refs: [mira, { kind: 'character', id: 'nope' }, { kind: 'universes/lore', id: 'u-emberreach-l-1' }],
    });
    expect(resolved.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'ch-mira', name: 'Mira Coldwater' }),
        expect.objectContaining({
          id: 'u-emberreach-l-1',
          name: 'The Night the Sky Broke',
          parentId: 'u-emberreach',
        }),
      ]),
    );
    expect(resolved.body).toHaveLength(2);
    // Names only for mentions; the first sentence of each description when asked (a pin's tooltip).
    expect(resolved.body.every((entry) => !('summary' in entry))).toBe(true);
    const described = await call<Json[]>('POST', '/entities/resolve', {
      refs: [mira, { kind: 'universes/lore', id: 'u-emberreach-l-1' }, { kind: 'world', id: 'nope' }],
      summaries: true,
    });
    expect(described.status, described.text).toBe(200);
    expect(described.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'ch-mira',
          summary:
            'A forge apprentice with a grey oath-scar on her palm, who finds the Ashen Crown and hears every oath the Cinder Court swears.',
        }),
        expect.objectContaining({
          id: 'u-emberreach-l-1',
          summary: 'Shepherds on the Greyspire saw the sun rise twice.',
        }),
      ]),
    );
    expect(described.body).toHaveLength(2);
    expect((await call('POST', '/entities/resolve', { refs: [], summaries: 'yes' })).status).toBe(422);
  });

  it('lists the pages nothing links: mentioned nowhere and mentioning nothing', async () => {
    const fresh = await newUserToken(server, 'links-unlinked');
    type Unlinked = { total: number; entities: { kind: string; id: string }[] };
    const keys = (body: Unlinked) => body.entities.map((entry) => `${entry.kind}:${entry.id}`);
    const before = await call<Unlinked>('GET', '/entities/unlinked', undefined, fresh);
    expect(before.body.total).toBe(before.body.entities.length);
    expect(keys(before.body)).toEqual(
      expect.arrayContaining(['character:ch-varric', 'universes/lore:u-emberreach-l-1']),
    );

    await call(
      'PATCH',
      '/universes/u-emberreach/lore/u-emberreach-l-1',
      { version: 1, contentDoc: mentionDoc('Told by ', varric, 'Varric', '.') },
      fresh,
    );
    const after = await call<Unlinked>('GET', '/entities/unlinked', undefined, fresh);
    expect(keys(after.body)).not.toContain('character:ch-varric');
    expect(keys(after.body)).not.toContain('universes/lore:u-emberreach-l-1');
    expect(after.body.total).toBe(before.body.total - 2);
  });

  it('carries relations in the export and back through import; a relation to what the workspace lacks is refused', async () => {
    const owner = await newUserToken(server, 'links-export');
    const made = await call(
      'POST',
      '/relations',
      { from: mira, to: varric, type: 'rival', attitude: -30 },
      owner,
    );
    expect(made.status).toBe(201);
    const exported = await call<Json>('GET', '/workspace', undefined, owner);
    expect(exported.body.relations).toEqual([
      expect.objectContaining({ id: made.body.id, from: mira, to: varric, type: 'rival', attitude: -30 }),
    ]);
    expect(JSON.stringify(exported.body.relations)).not.toMatch(/version|createdAt/);

    const receiver = await newUserToken(server, 'links-import');
    const imported = await call<Json>(
      'POST',
      '/import',
      {
        workspace: { characters: exported.body.characters, relations: exported.body.relations },
        replaceExisting: true,
      },
      receiver,
    );
    expect(imported.status).toBe(200);
    expect(imported.body.relations).toEqual({ added: 1, replaced: 0, skipped: 0, removed: 0 });
    const theirs = await call<Json[]>('GET', '/relations?kind=character&id=ch-varric', undefined, receiver);
    expect(theirs.body.map((view) => view.label)).toEqual(['Rival of']);

    const dangling = await call<ErrorBody>(
      'POST',
      '/import',
      {
        workspace: {
          relations: [{ id: 'r-x', from: mira, to: { kind: 'character', id: 'ch-nowhere' }, type: 'ally' }],
        },
        skipDuplicates: true,
      },
      receiver,
    );
    expect(dangling.status).toBe(422);
    expect(dangling.body.error.details?.[0]?.field).toBe('relations[1].to');
    const twice = await call<Json>(
      'POST',
      '/import',
      {
        workspace: {
          relations: [
            { id: 'r-y', from: mira, to: varric, type: 'ally' },
            { id: 'r-y', from: varric, to: mira, type: 'enemy' },
          ],
        },
        dryRun: true,
      },
      receiver,
    );
    expect(twice.body.problems).toEqual([
      expect.objectContaining({ table: 'relations', row: 2, field: 'id' }),
    ]);
  });
});
