import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../common/sample/workspace';
import { richTextFromPlain } from '../../common/text/rich-text';
import {
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  SIGNED_OUT_MESSAGE,
  UNREADABLE_ANSWER_MESSAGE,
} from './api-client';
import {
  isChapterTextConflict,
  isConflictError,
  isNotFoundError,
  isSessionEndedError,
  isValidationError,
} from './errors';
import { createHttpRepository } from './http-repository';
import { createHttpSavedQueries } from './saved-queries';

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/** A fake fetch that records each request and answers from `answers` in order (200 `{ id }` by default). */
function fakeServer(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift() ?? { status: 200, body: { id: 'x' } };
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const options = { getAccessToken: async () => 'token-1', fetch };
  return { calls, repository: createHttpRepository(options), client: createApiClient(options) };
}

const apiError = (code: string, message: string, details?: { field: string; message: string }[]) => ({
  error: { code, message, ...(details ? { details } : {}) },
});

describe('HTTP repository: one method, one request', () => {
  it('sends the bearer token and reads the answer', async () => {
    const novels = [{ id: 'n-1', title: 'One' }];
    const { calls, repository } = fakeServer({ status: 200, body: novels });
    expect(await repository.listNovels()).toEqual(novels);
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/v1/novels',
        headers: { Authorization: 'Bearer token-1', Accept: 'application/json' },
        body: undefined,
      },
    ]);
  });

  it('maps every method to its route', async () => {
    const { calls, repository } = fakeServer(
      ...Array.from({ length: 40 }, (): Answer => ({ status: 200, body: [] })),
    );
    const one = { id: 'x' };
    const plan: [() => Promise<unknown>, string, string, unknown?][] = [
      [() => repository.getNovel('n 1/2'), 'GET', '/api/v1/novels/n%201%2F2'],
      [() => repository.deleteUniverse('u-1'), 'DELETE', '/api/v1/universes/u-1'],
      [() => repository.listWorlds('u-1'), 'GET', '/api/v1/worlds?universeId=u-1'],
      [() => repository.listWorlds(), 'GET', '/api/v1/worlds'],
      [() => repository.records('location').list({ worldId: 'w-1' }), 'GET', '/api/v1/locations?worldId=w-1'],
      [
        () => repository.setFavorite('universe', 'u-1', true),
        'PUT',
        '/api/v1/universes/u-1/favorite',
        { isFavorite: true },
      ],
      [
        () => repository.setFavorite('campaign', 'c-1', false),
        'PUT',
        '/api/v1/campaigns/c-1/favorite',
        { isFavorite: false },
      ],
      [() => repository.listTimelineEvents('t-1'), 'GET', '/api/v1/timelines/t-1/events'],
      [
        () => repository.records('character').list({ campaignId: 'c-1' }),
        'GET',
        '/api/v1/characters?campaignId=c-1',
      ],
      [() => repository.listCampaigns(), 'GET', '/api/v1/campaigns'],
      [() => repository.records('timeline').list(), 'GET', '/api/v1/timelines'],
    ];
    for (const [run] of plan) await run().catch(() => one);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual(
      plan.map(([, method, url, body]) => [method, url, body]),
    );
  });

  it('sends bodies as JSON with their links, null unlinking', async () => {
    const { calls, repository } = fakeServer(
      { status: 201, body: { id: 'n-new', title: 'Draft' } },
      { status: 200, body: { id: 'n-new' } },
      { status: 201, body: { id: 'e-1' } },
      { status: 200, body: { id: 'e-1' } },
    );
    await repository.createNovel({ title: 'Draft', description: '' });
    await repository.updateNovel('n-new', { universeId: null });
    const event = { title: 'Coronation', date: 'Year 9', description: 'Crowned' };
    await repository.createTimelineEvent('t-1', event);
    await repository.updateTimelineEvent('e-1', event);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v1/novels', { title: 'Draft', description: '' }],
      ['PATCH', '/api/v1/novels/n-new', { universeId: null }],
      ['POST', '/api/v1/timelines/t-1/events', event],
      ['PUT', '/api/v1/timeline-events/e-1', event],
    ]);
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('reads where a character appears (appearances are named by their part, not by an id)', async () => {
    const appearances = [
      { partId: 'p-1', version: 1, parent: 'novels', parentId: 'n-1', parentTitle: 'One', role: 'Lead' },
    ];
    const { calls, repository } = fakeServer({ status: 200, body: appearances }, { status: 200, body: [{}] });
    expect(await repository.listAppearances('ch 1')).toEqual(appearances);
    expect(calls[0]?.url).toBe('/api/v1/characters/ch%201/appearances');
    await expect(repository.listAppearances('ch-1')).rejects.toThrow('could not read');
  });

  it('reads, pages and restores history', async () => {
    const page = { changes: [{ id: 'c-1' }], nextBefore: 'c-1' };
    const detail = { id: 'c-1', before: { title: 'A' }, after: { title: 'B' } };
    const { calls, repository } = fakeServer(
      { status: 200, body: page },
      { status: 200, body: detail },
      { status: 200, body: { change: null } },
    );
    expect(await repository.listChanges({ recordId: 'n-1', limit: 50, before: 'c-9' })).toEqual(page);
    expect(await repository.getChange('c-1')).toEqual(detail);
    expect(await repository.restoreChange('c-1', 'before')).toEqual({ change: null });
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v1/history?recordId=n-1&limit=50&before=c-9', undefined],
      ['GET', '/api/v1/history/c-1', undefined],
      ['POST', '/api/v1/history/c-1/restore', { side: 'before' }],
    ]);
  });

  it('answers null for a deletion (204) that names no Trash entry', async () => {
    const { repository } = fakeServer({ status: 204 });
    await expect(repository.deleteNovel('n-1')).resolves.toBeNull();
  });

  it('answers the Trash entry and its decoded label a delete names, for Undo', async () => {
    const trashed = { 'X-Trash-Entry': 't-1', 'X-Trash-Label': encodeURIComponent('Ōrin’s “Crown”') };
    const { repository } = fakeServer(
      { status: 204, headers: trashed },
      { status: 204, headers: trashed },
      { status: 204, headers: trashed },
    );
    const expected = { entryId: 't-1', label: 'Ōrin’s “Crown”' };
    await expect(repository.deleteUniverse('u-1')).resolves.toEqual(expected);
    await expect(repository.deleteTimelineEvent('e-1')).resolves.toEqual(expected);
    await expect(repository.deletePart('novels', 'n-1', 'chapters', 'c-1', 2)).resolves.toEqual(expected);
  });

  it('lists, restores, deletes for good and empties the Trash, and reads and sets its retention', async () => {
    const entry = { id: 't 1', label: 'Tidewell' };
    const { calls, repository } = fakeServer(
      { status: 200, body: { entries: [entry], retentionDays: 30 } },
      { status: 200, body: { kind: 'universe', id: 'u-1', parentId: null, label: 'Tidewell' } },
      { status: 204 },
      { status: 204 },
      { status: 200, body: { retentionDays: 30 } },
      { status: 200, body: { retentionDays: 7 } },
    );
    expect(await repository.listTrash()).toEqual({ entries: [entry], retentionDays: 30 });
    expect((await repository.restoreTrashEntry('t 1')).id).toBe('u-1');
    await repository.deleteTrashEntry('t 1');
    await repository.emptyTrash();
    expect(await repository.getTrashSettings()).toEqual({ retentionDays: 30 });
    expect(await repository.updateTrashSettings({ retentionDays: 7 })).toEqual({ retentionDays: 7 });
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v1/trash', undefined],
      ['POST', '/api/v1/trash/t%201/restore', {}],
      ['DELETE', '/api/v1/trash/t%201', undefined],
      ['DELETE', '/api/v1/trash', undefined],
      ['GET', '/api/v1/trash/settings', undefined],
      ['PUT', '/api/v1/trash/settings', { retentionDays: 7 }],
    ]);
  });

  it('refuses a Trash list it cannot read', async () => {
    const { repository } = fakeServer({ status: 200, body: { entries: 'no' } });
    await expect(repository.listTrash()).rejects.toThrow(UNREADABLE_ANSWER_MESSAGE);
  });

  it('builds the References tables from the stored workspace', async () => {
    const { calls, repository } = fakeServer({ status: 200, body: sampleWorkspace });
    const data = await repository.getReferenceData();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/workspace', '/api/v1/mentions']);
    const novels = data.tables.find((table) => table.name === 'novels');
    expect(novels?.rows).toHaveLength(sampleWorkspace.novels.length);
  });

  it('uses another base URL when given one', async () => {
    const calls: string[] = [];
    const repository = createHttpRepository({
      baseUrl: 'https://data.example.com/api/v1/',
      getAccessToken: async () => 't',
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('[]', { status: 200 });
      },
    });
    await repository.listUniverses();
    expect(calls).toEqual(['https://data.example.com/api/v1/universes']);
  });
});

describe('HTTP repository: refusals become the errors the pages know', () => {
  it('404 is NotFoundError with the API message', async () => {
    const { repository } = fakeServer({ status: 404, body: apiError('not_found', 'Novel not found') });
    const error = await repository.getNovel('n-x').catch((caught: unknown) => caught);
    expect(isNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Novel not found' });
  });

  it('422 is ValidationError naming the first field (its first segment, as forms name fields)', async () => {
    const { repository } = fakeServer(
      {
        status: 422,
        body: apiError('validation_failed', 'Please select a novel', [
          { field: 'entityId', message: 'Please select a novel' },
        ]),
      },
      {
        status: 422,
        body: apiError('validation_failed', 'Website must be a valid url', [
          { field: 'socials.website', message: 'Website must be a valid url' },
        ]),
      },
    );
    const timeline = await repository
      .records('timeline')
      .create({ name: 'A', description: 'B', entityType: 'novel', entityId: '' })
      .catch((caught: unknown) => caught);
    expect(isValidationError(timeline)).toBe(true);
    expect(timeline).toMatchObject({ message: 'Please select a novel', field: 'entityId' });
    await expect(repository.updateProfile({})).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Website must be a valid url',
      field: 'socials',
    });
  });

  it('other refusals carry the API message (409, 500)', async () => {
    const { repository } = fakeServer(
      {
        status: 409,
        body: apiError('conflict', 'Move or delete this universe’s worlds and campaigns first'),
      },
      { status: 500, body: apiError('internal_error', 'Something went wrong on our side') },
    );
    const conflict = await repository.deleteUniverse('u-1').catch((caught: unknown) => caught);
    expect(conflict).toBeInstanceOf(Error);
    expect(isValidationError(conflict) || isNotFoundError(conflict)).toBe(false);
    expect(conflict).toMatchObject({ message: 'Move or delete this universe’s worlds and campaigns first' });
    await expect(repository.listNovels()).rejects.toThrow('Something went wrong on our side');
  });

  it('a failure without the API body says what happened', async () => {
    const { repository } = fakeServer({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(repository.listNovels()).rejects.toThrow(
      'The server could not complete the request (HTTP 502). Try again.',
    );
  });

  it('a network failure says so clearly', async () => {
    const { repository } = fakeServer(new TypeError('Failed to fetch'));
    await expect(repository.setFavorite('novel', 'n-1', true)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('no session, or a refused token, asks to sign in again without sending anything', async () => {
    const calls: string[] = [];
    const repository = createHttpRepository({
      getAccessToken: async () => null,
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('[]');
      },
    });
    await expect(repository.listNovels()).rejects.toThrow(SIGNED_OUT_MESSAGE);
    await expect(repository.listNovels()).rejects.toSatisfy(isSessionEndedError);
    expect(calls).toEqual([]);
    const { repository: refused } = fakeServer({ status: 401, body: apiError('unauthorized', 'Sign in') });
    const refusal = await refused.listNovels().catch((error: unknown) => error);
    expect(isSessionEndedError(refusal)).toBe(true);
    expect((refusal as Error).message).toBe(SIGNED_OUT_MESSAGE);
  });

  it('an answer of the wrong shape is refused with a message, not passed on to a page', async () => {
    const { repository } = fakeServer({ status: 200, body: { novels: [] } }, { status: 200, body: [1, 2] });
    await expect(repository.listNovels()).rejects.toThrow('could not read');
    await expect(repository.listNovels()).rejects.toThrow('could not read');
  });
});

describe('HTTP repository: parts', () => {
  const quest = {
    id: 'q-1',
    version: 3,
    title: 'Deliver the embers',
    status: 'planned',
    xp: 100,
    description: '',
  };

  it('creates, changes (naming the version read), deletes and moves a part, one request each', async () => {
    const { calls, repository } = fakeServer(
      { status: 201, body: { ...quest, version: 1 } },
      { status: 200, body: { ...quest, version: 4, status: 'completed' } },
      { status: 204 },
      { status: 204 },
      { status: 200, body: [quest] },
    );
    const { id: _id, version: _version, ...input } = quest;
    expect(await repository.createPart('campaigns', 'c 1', 'quests', input)).toMatchObject({ version: 1 });
    expect(
      await repository.updatePart('campaigns', 'c 1', 'quests', 'q-1', { status: 'completed' }, 3),
    ).toMatchObject({ version: 4, status: 'completed' });
    await expect(repository.deletePart('campaigns', 'c 1', 'quests', 'q-1', 4)).resolves.toBeNull();
    await repository.deletePart('novels', 'n-1', 'story-arcs', 'a-1');
    expect(await repository.movePart('campaigns', 'c 1', 'quests', 'q-1', 0)).toEqual([quest]);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v1/campaigns/c%201/quests', input],
      ['PATCH', '/api/v1/campaigns/c%201/quests/q-1', { status: 'completed' }],
      ['DELETE', '/api/v1/campaigns/c%201/quests/q-1', undefined],
      ['DELETE', '/api/v1/novels/n-1/story-arcs/a-1', undefined],
      ['POST', '/api/v1/campaigns/c%201/quests/q-1/move', { toIndex: 0 }],
    ]);
    expect(calls[1]?.headers['If-Match']).toBe('"3"');
    expect(calls[2]?.headers['If-Match']).toBe('"4"');
    expect(calls[3]?.headers['If-Match']).toBeUndefined();
  });

  it('a stale version (409 with the stored part) is ConflictError carrying that part', async () => {
    const stored = { ...quest, version: 5, title: 'Deliver the embers at once' };
    const message = 'This quest was changed elsewhere since you opened it.';
    const { repository } = fakeServer({
      status: 409,
      body: { error: { code: 'conflict', message, current: stored } },
    });
    const error = await repository
      .updatePart('campaigns', 'c-1', 'quests', 'q-1', { title: 'Mine' }, 3)
      .catch((caught: unknown) => caught);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ message, current: stored });
  });

  it('a missing version (428) and invalid fields (422) keep the API message', async () => {
    const { repository } = fakeServer(
      { status: 428, body: apiError('precondition_required', 'Say which version you are changing') },
      {
        status: 422,
        body: apiError('validation_failed', 'Title is required', [
          { field: 'title', message: 'Title is required' },
        ]),
      },
    );
    const missing = await repository
      .updatePart('campaigns', 'c-1', 'quests', 'q-1', {}, 1)
      .catch((caught: unknown) => caught);
    expect(isConflictError(missing)).toBe(false);
    expect(missing).toMatchObject({ message: 'Say which version you are changing' });
    await expect(repository.createPart('campaigns', 'c-1', 'quests', { title: '' })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'title',
    });
  });

  it('a part answer without a version is refused as unreadable', async () => {
    const { repository } = fakeServer({ status: 201, body: { id: 'q-1' } });
    await expect(repository.createPart('campaigns', 'c-1', 'quests', {})).rejects.toThrow('could not read');
  });
});

describe('HTTP repository: a chapter’s text', () => {
  const text = richTextFromPlain('');
  const view = {
    chapterId: 'c-1',
    novelId: 'n-1',
    version: 2,
    text,
    wordCount: 0,
    updatedAt: '2026-11-24T10:00:00.000Z',
  };

  it('reads and saves it at its own address, naming the version read', async () => {
    const { calls, repository } = fakeServer(
      { status: 200, body: { ...view, version: 0, text: null, updatedAt: null } },
      { status: 200, body: { ...view, version: 1 } },
    );
    expect(await repository.getChapterText('n 1', 'c-1')).toMatchObject({ version: 0, text: null });
    expect(await repository.saveChapterText('n 1', 'c-1', text, 0)).toMatchObject({ version: 1 });
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v1/novels/n%201/chapters/c-1/text', undefined],
      ['PUT', '/api/v1/novels/n%201/chapters/c-1/text', { text, version: 0 }],
    ]);
  });

  it('a stale version (409 with the stored text) is a conflict carrying it, not a part conflict', async () => {
    const message = 'This chapter was changed elsewhere since you opened it.';
    const { repository } = fakeServer({
      status: 409,
      body: { error: { code: 'conflict', message, current: view } },
    });
    const error = await repository.saveChapterText('n-1', 'c-1', text, 1).catch((caught: unknown) => caught);
    expect(isChapterTextConflict(error)).toBe(true);
    expect(isConflictError(error)).toBe(false);
    expect(error).toMatchObject({ message, current: view });
  });

  it('a document refused (422) is ValidationError on the text; a wrong answer is unreadable', async () => {
    const { repository } = fakeServer(
      {
        status: 422,
        body: apiError('validation_failed', 'A text may nest at most 24 levels deep', [
          { field: 'text', message: 'A text may nest at most 24 levels deep' },
        ]),
      },
      { status: 200, body: { id: 'c-1' } },
    );
    await expect(repository.saveChapterText('n-1', 'c-1', text, 1)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'text',
    });
    await expect(repository.getChapterText('n-1', 'c-1')).rejects.toThrow('could not read');
  });
});

describe('HTTP repository: References characters', () => {
  const mira = {
    id: 'ch-1',
    version: 2,
    name: 'Mira',
    role: 'Protagonist',
    description: '',
    universeId: 'u-1',
  };

  it('creates, changes (naming the version read) and deletes a character, one request each', async () => {
    const { calls, repository } = fakeServer(
      { status: 201, body: { ...mira, version: 1 } },
      { status: 200, body: { ...mira, version: 3, role: 'Ally' } },
      { status: 200, body: { ...mira, version: 4 } },
      { status: 204 },
    );
    const input = { name: 'Mira', role: 'Protagonist' as const, universeId: 'u-1' };
    expect(await repository.records('character').create(input)).toMatchObject({ id: 'ch-1', version: 1 });
    expect(await repository.records('character').update('ch-1', { role: 'Ally' }, 2)).toMatchObject({
      role: 'Ally',
      version: 3,
    });
    await repository.records('character').update('ch-1', { universeId: null });
    await expect(repository.records('character').delete('ch 1')).resolves.toBeNull();
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v1/characters', input],
      ['PATCH', '/api/v1/characters/ch-1', { role: 'Ally' }],
      ['PATCH', '/api/v1/characters/ch-1', { universeId: null }],
      ['DELETE', '/api/v1/characters/ch%201', undefined],
    ]);
    expect(calls[1]?.headers['If-Match']).toBe('"2"');
    expect(calls[2]?.headers['If-Match']).toBeUndefined();
  });

  it('a stale version (409 with the stored character) is ConflictError carrying it', async () => {
    const stored = { ...mira, version: 5, name: 'Mira Coldwater' };
    const message = 'This character was changed elsewhere since you opened it.';
    const { repository } = fakeServer({
      status: 409,
      body: { error: { code: 'conflict', message, current: stored } },
    });
    const error = await repository
      .records('character')
      .update('ch-1', { name: 'Mine' }, 2)
      .catch((caught: unknown) => caught);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ message, current: stored });
  });

  it('a link to a record that does not exist (422) is ValidationError naming the field', async () => {
    const { repository } = fakeServer({
      status: 422,
      body: apiError('validation_failed', 'The selected universe does not exist', [
        { field: 'universeId', message: 'The selected universe does not exist' },
      ]),
    });
    await expect(
      repository.records('character').create({ name: 'Mira', role: 'Ally', universeId: 'nope' }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'The selected universe does not exist',
      field: 'universeId',
    });
  });
});

describe('HTTP saved queries', () => {
  const stored = { id: 'q-1', name: 'Drafts', sql: 'SELECT * FROM novels', description: '', createdAt: 'x' };

  it('lists the five built-in queries, then the stored ones', async () => {
    const { calls, client } = fakeServer({ status: 200, body: [stored] });
    const list = await createHttpSavedQueries(client).list();
    expect(calls[0]?.url).toBe('/api/v1/saved-queries');
    expect(list).toHaveLength(6);
    expect(list.slice(0, 5).every((query) => query.isBuiltIn)).toBe(true);
    expect(list[5]).toEqual({
      id: 'q-1',
      name: 'Drafts',
      sql: 'SELECT * FROM novels',
      description: '',
      isBuiltIn: false,
    });
  });

  it('saves through POST and passes the API refusal on with its field', async () => {
    const { calls, client } = fakeServer(
      { status: 201, body: stored },
      {
        status: 422,
        body: apiError('validation_failed', 'Query name is required', [
          { field: 'name', message: 'Query name is required' },
        ]),
      },
    );
    const queries = createHttpSavedQueries(client);
    expect(await queries.create({ name: 'Drafts', sql: 'SELECT * FROM novels' })).toMatchObject({
      id: 'q-1',
      isBuiltIn: false,
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Drafts', sql: 'SELECT * FROM novels' } });
    await expect(queries.create({ name: ' ', sql: 'SELECT 1' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Query name is required',
      field: 'name',
    });
  });
});

describe('HTTP repository: versions of records', () => {
  it('names the version a record change is based on, and leaves it out when none is known', async () => {
    const novel = { id: 'n-1', title: 'T', version: 3 };
    const { calls, repository } = fakeServer(
      { status: 200, body: { ...novel, version: 4 } },
      { status: 200, body: { ...novel, version: 5 } },
      { status: 200, body: { id: 'w-1', version: 2 } },
    );
    await repository.updateNovel('n-1', { title: 'T2' }, 3);
    await repository.updateNovel('n-1', { title: 'T3' });
    await repository.updateWorld('w-1', { universeId: 'u-2' }, 1);
    expect(calls.map((call) => call.headers['If-Match'])).toEqual(['"3"', undefined, '"1"']);
  });

  it('a stale record change is ConflictError carrying the record as stored', async () => {
    const stored = { id: 'n-1', title: 'Changed elsewhere', version: 4 };
    const { repository } = fakeServer({
      status: 409,
      body: { error: { code: 'conflict', message: 'This novel was changed elsewhere', current: stored } },
    });
    const error = await repository
      .updateNovel('n-1', { title: 'Mine' }, 3)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ConflictError', current: stored });
  });
});

describe('HTTP repository: images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

  it('uploads a file as multipart `file`, with the token and no JSON content type', async () => {
    let sent: RequestInit | undefined;
    let url = '';
    const stored = {
      id: 'i-1',
      url: '/api/v1/images/i-1',
      type: 'image/webp',
      width: 1,
      height: 1,
      size: 40,
    };
    const repository = createHttpRepository({
      getAccessToken: async () => 'token-1',
      fetch: async (input, init) => {
        url = String(input);
        sent = init;
        return new Response(JSON.stringify(stored), { status: 201 });
      },
    });
    expect(await repository.uploadImage(new File([png], 'cover.png', { type: 'image/png' }))).toEqual(stored);
    expect(url).toBe('/api/v1/images');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers).toEqual({ Authorization: 'Bearer token-1', Accept: 'application/json' });
    expect(sent?.body).toBeInstanceOf(FormData);
    const file = (sent?.body as FormData | undefined)?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cover.png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(png);
  });

  it('a refused file rejects with the server’s message', async () => {
    const { repository } = fakeServer(
      {
        status: 422,
        body: apiError('validation_failed', 'Only PNG, JPEG, WebP and GIF images can be uploaded', [
          { field: 'file', message: 'Only PNG, JPEG, WebP and GIF images can be uploaded' },
        ]),
      },
      { status: 413, body: apiError('payload_too_large', 'An image may be at most 10 MB') },
    );
    const refused = await repository.uploadImage(new Blob(['MZ'])).catch((caught: unknown) => caught);
    expect(isValidationError(refused)).toBe(true);
    expect(refused).toMatchObject({ message: 'Only PNG, JPEG, WebP and GIF images can be uploaded' });
    await expect(repository.uploadImage(new Blob([png]))).rejects.toThrow('An image may be at most 10 MB');
  });

  it('reads a stored image with the token as a Blob; other addresses are not asked for', async () => {
    const calls: { url: string; headers: unknown }[] = [];
    const repository = createHttpRepository({
      getAccessToken: async () => 'token-1',
      fetch: async (input, init) => {
        calls.push({ url: String(input), headers: init?.headers });
        return new Response(png, { status: 200, headers: { 'Content-Type': 'image/webp' } });
      },
    });
    const blob = await repository.fetchImage('/api/v1/images/i-1');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png);
    expect(calls).toEqual([
      { url: '/api/v1/images/i-1', headers: { Authorization: 'Bearer token-1', Accept: '*/*' } },
    ]);
    await expect(repository.fetchImage('https://example.com/a.png')).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    expect(calls).toHaveLength(1);
  });
});
