import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeDetail, ChangePage, RestoreResult } from '../../common/api/history';
import { restoreFromTrashMessage } from '../../common/api/history';
import { richTextFromPlain } from '../../common/text/rich-text';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The history routes (decision 039): a record's changes with their diffs, restoring a version as a new
// change, refusing what cannot be restored, and nothing of another user's reachable.

type Novel = { id: string; title: string; version: number };
type Part = { id: string; title: string; version: number };

const ASHEN = 'n-ashen-crown';

describe.each(BACKENDS)('history routes on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'history');
    other = await newUserToken(server, 'stranger');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const historyOf = async (recordId: string, as = token) =>
    (await call<ChangePage>('GET', `/history?recordId=${recordId}`, undefined, as)).body;

  it('lists a record’s changes newest first, with each field before and after', async () => {
    const novel = (await call<Novel>('GET', `/novels/${ASHEN}`)).body;
    await call('PATCH', `/novels/${ASHEN}`, { title: 'The Ashen Throne', version: novel.version });
    const chapters = (await call<Part[]>('GET', `/novels/${ASHEN}/chapters`)).body;
    const chapter = chapters[0] as Part;
    await call('PATCH', `/novels/${ASHEN}/chapters/${chapter.id}`, {
      title: 'Scarred',
      version: chapter.version,
    });

    const page = await historyOf(ASHEN);
    expect(page.changes.slice(0, 2)).toMatchObject([
      { action: 'update-part', entityKind: 'part', entityId: chapter.id, fields: ['title'], name: 'Scarred' },
      { action: 'update-novel', entityKind: 'novel', entityId: ASHEN, fields: ['title'] },
    ]);
    const detail = (await call<ChangeDetail>('GET', `/history/${page.changes[1]?.id}`)).body;
    expect(detail).toMatchObject({
      before: { title: 'The Ashen Crown' },
      after: { title: 'The Ashen Throne' },
      isRestorable: true,
    });
  });

  it('pages with a cursor', async () => {
    const first = (await call<ChangePage>('GET', `/history?recordId=${ASHEN}&limit=1`)).body;
    expect(first.changes).toHaveLength(1);
    expect(first.nextBefore).toBe(first.changes[0]?.id);
    const second = (
      await call<ChangePage>('GET', `/history?recordId=${ASHEN}&limit=1&before=${first.nextBefore}`)
    ).body;
    expect((second.changes[0]?.id ?? '') < (first.nextBefore ?? '')).toBe(true);
    const tooFew = await call<ErrorBody>('GET', '/history?limit=0');
    expect([tooFew.status, tooFew.body.error.message]).toEqual([400, expect.stringContaining('at least 1')]);
    expect((await call<ErrorBody>('GET', '/history?sort=up')).status).toBe(400);
  });

  it('restores a version as a new change, even over a later edit', async () => {
    const update = (await historyOf(ASHEN)).changes.find((change) => change.action === 'update-novel');
    const novel = (await call<Novel>('GET', `/novels/${ASHEN}`)).body;
    await call('PATCH', `/novels/${ASHEN}`, { title: 'A third title', version: novel.version });

    const restored = await call<RestoreResult>('POST', `/history/${update?.id}/restore`, { side: 'before' });
    expect(restored.status).toBe(200);
    expect(restored.body.change).toMatchObject({ action: 'restore', fields: ['title'] });
    const now = (await call<Novel>('GET', `/novels/${ASHEN}`)).body;
    expect(now).toMatchObject({ title: 'The Ashen Crown', version: novel.version + 2 });

    // Without a body, the version after the change comes back.
    await call('POST', `/history/${update?.id}/restore`);
    expect((await call<Novel>('GET', `/novels/${ASHEN}`)).body.title).toBe('The Ashen Throne');
  });

  it('sends what no longer exists to the Trash, and a chapter’s text to its Versions', async () => {
    const created = (await call<Novel>('POST', '/novels', { title: 'Brief', description: '' })).body;
    const [change] = (await historyOf(created.id)).changes;
    expect(change).toMatchObject({ op: 'create', action: 'create-novel' });
    const nothing = await call<ErrorBody>('POST', `/history/${change?.id}/restore`, { side: 'before' });
    expect(nothing.status).toBe(422);
    expect((await call('DELETE', `/novels/${created.id}`)).status).toBe(204);
    const [deleted] = (await historyOf(created.id)).changes;
    expect(deleted).toMatchObject({ op: 'delete' });
    const gone = await call<ErrorBody>('POST', `/history/${change?.id}/restore`);
    expect(gone.status).toBe(409);
    expect(gone.body.error.message).toBe(restoreFromTrashMessage);

    const chapters = (await call<Part[]>('GET', `/novels/${ASHEN}/chapters`)).body;
    const text = `/novels/${ASHEN}/chapters/${chapters[1]?.id}/text`;
    const stored = (await call<{ version: number }>('GET', text)).body;
    await call('PUT', text, { text: richTextFromPlain('Some words.'), version: stored.version });
    const [saved] = (await historyOf(ASHEN)).changes;
    expect(saved).toMatchObject({ action: 'save-text', entityKind: 'chapter-text', fields: ['text'] });
    const refused = await call<ErrorBody>('POST', `/history/${saved?.id}/restore`);
    expect(refused.status).toBe(422);
  });

  it("reaches nothing of another user's history", async () => {
    const [mine] = (await historyOf(ASHEN)).changes;
    expect((await call<ErrorBody>('GET', `/history/${mine?.id}`, undefined, other)).status).toBe(404);
    expect((await call<ErrorBody>('POST', `/history/${mine?.id}/restore`, {}, other)).status).toBe(404);
    const theirs = await historyOf(ASHEN, other);
    expect(theirs.changes).toEqual([]);
    expect(
      (await call<ChangePage>('GET', '/history', undefined, other)).body.changes.every(
        (c) => c.op === 'summary',
      ),
    ).toBe(true);
  });

  it('keeps an import as counts, one change per table', async () => {
    const fresh = await newUserToken(server, 'importer');
    const exported = (await call<Record<string, unknown>>('GET', '/workspace', undefined, token)).body;
    const imported = await call('POST', '/import', { workspace: exported, replaceExisting: true }, fresh);
    expect(imported.status).toBe(200);
    const { changes } = (await call<ChangePage>('GET', '/history?limit=500', undefined, fresh)).body;
    expect(changes.every((change) => change.op === 'summary')).toBe(true);
    expect(changes.filter((change) => change.action === 'import').length).toBeGreaterThan(0);
  });
});
