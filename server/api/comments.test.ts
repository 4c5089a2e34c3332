import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentList, CommentNotice, CommentView } from '../../common/api/comments';
import type { SharedContainer } from '../../common/api/sharing';
import { anchorOf } from '../../common/workspace/comment-anchor';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Comments on a passage of a shared novel's chapter (issue 28, item 5; decision 071), through the real
// server: a reader comments through their door, the author finds it in the bell, replies and resolves;
// the passage is found again after the author edits the text; nobody else resolves or deletes it; a
// reader never reads or writes comments on a hidden chapter nor sees one inside a secret block.

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe.each(BACKENDS)('comments on %s', (backend) => {
  let server: TestServer;
  let author: string;
  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  async function joinAs(name: string, path: string): Promise<{ token: string; ownerId: string }> {
    const link = await as(author).send<{ token: string }>('POST', `${path}/invitations`, { role: 'reader' });
    const client = createAuthClient(server);
    const { data } = await client.signUp({
      email: `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.body.token } },
    });
    const token = data.session?.access_token ?? '';
    const joined = await as(token).send<SharedContainer>('POST', '/invitations/accept', {
      token: link.body.token,
    });
    return { token, ownerId: joined.body.ownerId };
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    author = (await signIn(server)).access_token;
  });
  afterAll(() => server.close());

  it('lets a reader comment, the author see it in the bell, reply and resolve; and keeps it to the policy', async () => {
    const [first] = (await as(author).get<{ id: string }[]>('/novels')).body;
    const novel = (
      await as(author).get<{ id: string; title: string; chapters: { id: string }[] }>(`/novels/${first?.id}`)
    ).body;
    const [chapter, hiddenChapter] = novel.chapters;
    if (chapter === undefined || hiddenChapter === undefined)
      throw new Error('the sample novel has two chapters');
    const textPath = `/novels/${novel.id}/chapters/${chapter.id}/text`;
    const visible = 'Mira crossed the bridge at dusk. The river was loud.';
    const save = async (content: unknown[]) => {
      const current = (await as(author).get<{ version: number }>(textPath)).body;
      const saved = await as(author).send('PUT', textPath, {
        text: { version: 1, doc: { type: 'doc', content } },
        version: current.version,
      });
      expect(saved.status).toBe(200);
    };
    await save([
      paragraph(visible),
      {
        type: 'secret',
        attrs: { level: 'editors', named: [] },
        content: [paragraph('The bridge is rigged.')],
      },
    ]);
    const sharing = `/sharing/novel/${novel.id}`;
    await as(author).send('PUT', `${sharing}/visibility`, {
      entityKind: 'novels/chapters',
      entityId: hiddenChapter.id,
      level: 'editors',
    });
    const { token, ownerId } = await joinAs('vera', sharing);
    const reader = as(token);
    const door = `/shared/${ownerId}/novel/${novel.id}/comments`;
    const own = `/comments/novel/${novel.id}`;
    const target = { kind: 'novels/chapters', id: chapter.id, field: 'text' };
    const start = visible.indexOf('crossed the bridge');

    // A blank comment is refused with a message; the reader's comment is made through their door.
    const blank = await reader.send<ErrorBody>('POST', door, {
      target,
      anchor: anchorOf(visible, start, start + 18),
      body: '   ',
    });
    expect(blank.status).toBe(422);
    expect(blank.text).toContain('Write a comment first');
    const made = await reader.send<CommentView>('POST', door, {
      target,
      anchor: anchorOf(visible, start, start + 18),
      body: 'Lovely image.',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      body: 'Lovely image.',
      place: { start, end: start + 18 },
      canResolve: true,
    });

    // The author's bell names it and links to the passage; the author replies.
    const inbox = await as(author).get<{ notices: CommentNotice[] }>('/comments/inbox');
    expect(inbox.body.notices[0]).toMatchObject({
      body: 'Lovely image.',
      quote: 'crossed the bridge',
      containerName: novel.title,
      href: `/novels/${novel.id}/chapters/${chapter.id}/write?comment=${made.body.id}`,
    });
    const reply = await as(author).send<CommentView>('POST', own, {
      parentId: made.body.id,
      body: 'Thank you!',
    });
    expect(reply.status).toBe(201);

    // An editor's comment inside the secret block is the author's to read, never the reader's.
    const whole = `${visible}\n\nThe bridge is rigged.`;
    const secretAt = whole.indexOf('rigged');
    const onSecret = await as(author).send<CommentView>('POST', own, {
      target,
      anchor: anchorOf(whole, secretAt, secretAt + 6),
      body: 'Foreshadow this',
    });
    expect(onSecret.status).toBe(201);
    const readerList = await reader.get<CommentList>(
      `${door}?targetKind=novels/chapters&targetId=${encodeURIComponent(chapter.id)}`,
    );
    expect(readerList.status, readerList.text).toBe(200);
    expect(readerList.body.canComment).toBe(true);
    expect(readerList.body.comments.map((comment) => comment.body)).toEqual(['Lovely image.', 'Thank you!']);
    expect(readerList.text).not.toContain('rigged');
    expect(readerList.text).not.toContain('Foreshadow');
    // Nor on a hidden chapter: no comment there, and one there reads as missing.
    const hiddenTarget = { ...target, id: hiddenChapter.id };
    const refused = await reader.send<ErrorBody>('POST', door, {
      target: hiddenTarget,
      anchor: { quote: 'x', prefix: '', suffix: '', start: 0 },
      body: 'Hm',
    });
    expect(refused.status).toBe(404);
    const onSecretReply = await reader.send('POST', door, { parentId: onSecret.body.id, body: 'Let me see' });
    expect(onSecretReply.status).toBe(404);
    expect((await reader.send('PATCH', `${door}/${onSecret.body.id}`, { isResolved: true })).status).toBe(
      404,
    );

    // Another reader may neither resolve nor delete it; the author resolves it.
    const other = as((await joinAs('otto', sharing)).token);
    const otherDoor = door;
    expect((await other.send('PATCH', `${otherDoor}/${made.body.id}`, { isResolved: true })).status).toBe(
      403,
    );
    expect((await other.send('DELETE', `${otherDoor}/${made.body.id}`)).status).toBe(403);
    const resolved = await as(author).send<CommentView>('PATCH', `${own}/${made.body.id}`, {
      isResolved: true,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolvedAt).not.toBeNull();
    // A resolve is not an edit of the words (decision 094).
    expect(resolved.body.editedAt).toBeNull();

    // The author rewrites around the passage: it is found where it is now.
    await save([paragraph(`At last, ${visible.replace('dusk', 'nightfall')}`)]);
    const after = (await reader.get<CommentList>(door)).body.comments[0];
    const now = `At last, ${visible.replace('dusk', 'nightfall')}`;
    expect(after?.isDetached).toBe(false);
    expect(now.slice(after?.place?.start, after?.place?.end)).toBe('crossed the bridge');
    expect(after?.resolvedAt).not.toBeNull();

    // Decision 091: the reader rewords their own comment at the version they read; nobody else may.
    const edited = await reader.send<CommentView>('PATCH', `${door}/${made.body.id}`, {
      body: 'Lovely image, truly.',
      version: after?.version,
    });
    expect([edited.status, edited.body.body, edited.body.canEdit]).toEqual([
      200,
      'Lovely image, truly.',
      true,
    ]);
    expect(edited.body.place).toEqual(after?.place);
    expect(edited.body.editedAt).toBe(edited.body.updatedAt);
    expect(edited.body.editedAt).not.toBeNull();
    const stale = await reader.send('PATCH', `${door}/${made.body.id}`, {
      body: 'Again',
      version: after?.version,
    });
    expect(stale.status).toBe(409);
    for (const [who, path] of [
      [other, otherDoor],
      [as(author), own],
    ] as const) {
      const refusedEdit = await who.send<ErrorBody>('PATCH', `${path}/${made.body.id}`, {
        body: 'Not yours',
        version: edited.body.version,
      });
      expect([refusedEdit.status, refusedEdit.body.error.message]).toEqual([
        403,
        'You can edit only your own comments',
      ]);
    }
    const hiddenEdit = await reader.send('PATCH', `${door}/${onSecret.body.id}`, { body: 'x', version: 1 });
    expect(hiddenEdit.status).toBe(404);
    const authorsView = (await as(author).get<CommentList>(own)).body.comments;
    expect(authorsView.find((comment) => comment.id === made.body.id)).toMatchObject({
      body: 'Lovely image, truly.',
      canEdit: false,
      editedAt: edited.body.editedAt,
    });
    expect(authorsView.find((comment) => comment.id === reply.body.id)).toMatchObject({
      canEdit: true,
      editedAt: null,
    });

    // "View as" the reader: the owner reads exactly the reader's comments, the secret's thread not among them.
    const readerId = made.body.authorId;
    const viewedAs = await as(author).get<CommentList>(`${door}?as=${encodeURIComponent(readerId)}`);
    expect(viewedAs.status, viewedAs.text).toBe(200);
    expect(viewedAs.body).toEqual((await reader.get<CommentList>(door)).body);
    expect(viewedAs.text).not.toContain('Foreshadow');
    expect((await other.get(`${door}?as=${encodeURIComponent(readerId)}`)).status).toBe(403);

    // The reader deletes their own thread, replies and all.
    expect((await reader.send('DELETE', `${door}/${made.body.id}`)).status).toBe(204);
    expect((await reader.get<CommentList>(door)).body.comments).toEqual([]);
  });
});
