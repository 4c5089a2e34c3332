import { describe, expect, it } from 'vitest';
import type { CommentTarget } from '../api/comments';
import { anchorOf } from './comment-anchor';
import {
  addComment,
  type CommentContext,
  commentsForViewer,
  deleteComment,
  editComment,
  setResolved,
} from './comments';
import { createMemoryCommentStore } from './memory-comment-store';

const novel = { kind: 'novel' as const, id: 'n-1' };
const chapter: CommentTarget = { kind: 'novels/chapters', id: 'c-1', field: 'text' };
const hiddenChapter: CommentTarget = { kind: 'novels/chapters', id: 'c-2', field: 'text' };
const owner = { userId: 'owner', role: 'owner' as const, name: 'Olive' };
const editor = { userId: 'ed', role: 'editor' as const, name: 'Eddie' };
const reader = { userId: 'reader', role: 'reader' as const, name: 'Rae' };
const otherReader = { userId: 'reader-2', role: 'reader' as const, name: 'Ro' };

const visibleText = 'Mira crossed the bridge at dusk. The river was loud.';
const secretPart = 'The bridge was rigged to fall.';
const wholeText = `${visibleText}\n\n${secretPart}`;

let counter = 0;
const context = (canSee: (target: CommentTarget) => boolean = (t) => t.id === 'c-1'): CommentContext => ({
  container: novel,
  isTargetVisible: canSee,
  newId: () => `cm-${++counter}`,
  now: () => `2026-12-07T10:00:${String(counter).padStart(2, '0')}.000Z`,
});

function anchorFor(text: string, quote: string) {
  const start = text.indexOf(quote);
  return anchorOf(text, start, start + quote.length);
}

async function texts(target: CommentTarget, viewer: 'member' | 'author') {
  if (target.id !== 'c-1') return undefined;
  return { visible: viewer === 'author' ? wholeText : visibleText, whole: wholeText };
}

describe('comments on a passage', () => {
  it('lets a reader comment and reply, the owner resolve, and shows the thread to both', async () => {
    const store = createMemoryCommentStore();
    const thread = await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor(visibleText, 'crossed the bridge'), body: '  Lovely image.  ' },
      context(),
    );
    expect(thread.body).toBe('Lovely image.');
    expect(thread.authorName).toBe('Rae');
    const reply = await addComment(store, owner, { parentId: thread.id, body: 'Thank you!' }, context());
    expect(reply.parentId).toBe(thread.id);
    const resolved = await setResolved(store, owner, reply.id, true, context());
    expect(resolved.id).toBe(thread.id);
    expect(resolved.resolvedBy).toBe('owner');

    const forReader = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(forReader.map((comment) => comment.body)).toEqual(['Lovely image.', 'Thank you!']);
    expect(forReader[0]?.place).toEqual({ start: 5, end: 23 });
    expect(forReader[0]?.resolvedAt).not.toBeNull();
  });

  it('refuses a resolve by a reader who did not start the thread, and a delete of someone else’s comment', async () => {
    const store = createMemoryCommentStore();
    const thread = await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor(visibleText, 'the river'), body: 'Which river?' },
      context(),
    );
    await expect(setResolved(store, otherReader, thread.id, true, context())).rejects.toThrow(
      /Only the author/,
    );
    await expect(deleteComment(store, otherReader, thread.id, context())).rejects.toThrow(/only your own/);
    expect((await setResolved(store, editor, thread.id, true, context())).resolvedBy).toBe('ed');
    expect((await setResolved(store, reader, thread.id, false, context())).resolvedAt).toBeNull();
  });

  it('lets a comment’s author alone change its body, at the version they edited (decision 091)', async () => {
    const store = createMemoryCommentStore();
    const thread = await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor(visibleText, 'dusk'), body: 'Why dusk?' },
      context(),
    );
    const reply = await addComment(store, owner, { parentId: thread.id, body: 'Mood.' }, context());
    const edited = await editComment(
      store,
      reader,
      thread.id,
      { body: '  Why at dusk?  ', version: 1 },
      context(),
    );
    expect([edited.body, edited.version, edited.anchor]).toEqual(['Why at dusk?', 2, thread.anchor]);
    // Not the owner, not an editor, not another reader: the words are the author's.
    for (const someone of [owner, editor, otherReader]) {
      await expect(
        editComment(store, someone, thread.id, { body: 'Changed', version: 2 }, context()),
      ).rejects.toThrow('You can edit only your own comments');
    }
    await expect(
      editComment(store, reader, thread.id, { body: 'Stale', version: 1 }, context()),
    ).rejects.toMatchObject({ reason: 'conflict' });
    expect(
      (await editComment(store, owner, reply.id, { body: 'Mood, mostly.', version: 1 }, context())).body,
    ).toBe('Mood, mostly.');
    // On a thing hidden from them a comment is missing, even their own.
    await expect(
      editComment(
        store,
        reader,
        thread.id,
        { body: 'x', version: 2 },
        context(() => false),
      ),
    ).rejects.toMatchObject({ reason: 'not_found' });
    const views = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(views.map((view) => [view.body, view.canEdit])).toEqual([
      ['Why at dusk?', true],
      ['Mood, mostly.', false],
    ]);
  });

  it('marks when its author last changed a comment’s words, and not a resolve (decision 094)', async () => {
    const store = createMemoryCommentStore();
    const thread = await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor(visibleText, 'dusk'), body: 'Why dusk?' },
      context(),
    );
    expect(thread.editedAt).toBeNull();
    const resolved = await setResolved(store, owner, thread.id, true, context());
    expect([resolved.editedAt, resolved.updatedAt === thread.updatedAt]).toEqual([null, false]);
    const edited = await editComment(
      store,
      reader,
      thread.id,
      { body: 'Why at dusk?', version: 2 },
      context(),
    );
    expect(edited.editedAt).toBe(edited.updatedAt);
    expect(edited.editedAt).not.toBe(thread.createdAt);
    // The same words again change nothing, and so mark nothing new.
    const again = await editComment(
      store,
      reader,
      thread.id,
      { body: ' Why at dusk? ', version: 3 },
      context(),
    );
    expect([again.version, again.editedAt]).toEqual([3, edited.editedAt]);
    await setResolved(store, owner, thread.id, false, context());
    const views = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(views.map((view) => view.editedAt)).toEqual([edited.editedAt]);
  });

  it('deletes a thread with its replies', async () => {
    const store = createMemoryCommentStore();
    const thread = await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor(visibleText, 'dusk'), body: 'Why dusk?' },
      context(),
    );
    await addComment(store, owner, { parentId: thread.id, body: 'Mood.' }, context());
    await deleteComment(store, reader, thread.id, context());
    expect(store.all()).toEqual([]);
  });

  it('never lets a member comment on or read comments on a thing hidden from them', async () => {
    const store = createMemoryCommentStore();
    await expect(
      addComment(
        store,
        reader,
        { target: hiddenChapter, anchor: anchorFor(wholeText, 'rigged'), body: 'Hm' },
        context(),
      ),
    ).rejects.toThrow(/not found/);
    const onHidden = await addComment(
      store,
      owner,
      { target: hiddenChapter, anchor: anchorFor(wholeText, 'rigged'), body: 'Note to self' },
      context(() => true),
    );
    await expect(addComment(store, reader, { parentId: onHidden.id, body: 'Hi' }, context())).rejects.toThrow(
      /not found/,
    );
    const forReader = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(forReader).toEqual([]);
  });

  it('hides from a reader a thread whose passage is inside a secret block, and shows it to the author', async () => {
    const store = createMemoryCommentStore();
    await addComment(
      store,
      editor,
      { target: chapter, anchor: anchorFor(wholeText, 'rigged to fall'), body: 'Foreshadow more' },
      context(),
    );
    const forReader = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(forReader).toEqual([]);
    const forOwner = await commentsForViewer(store.all(), owner, (target) => texts(target, 'author'));
    expect(forOwner.map((comment) => comment.body)).toEqual(['Foreshadow more']);
  });

  it('does not show a reader a secret passage’s thread because a visible passage looks like it', async () => {
    const store = createMemoryCommentStore();
    const whole = 'ash Vel tk001 rain\n\nash sk001';
    const visible = 'ash Vel tk001 rain';
    await addComment(
      store,
      editor,
      { target: chapter, anchor: anchorFor(whole, 'ash sk001'), body: 'About sk001' },
      context(),
    );
    const forReader = await commentsForViewer(store.all(), reader, async () => ({ visible, whole }));
    expect(forReader).toEqual([]);
  });

  it('keeps a thread whose passage was removed, detached, for its authors and whoever started it', async () => {
    const store = createMemoryCommentStore();
    await addComment(
      store,
      reader,
      { target: chapter, anchor: anchorFor('Gone forever now.', 'Gone forever'), body: 'Cut this?' },
      context(),
    );
    const asOwner = await commentsForViewer(store.all(), owner, (target) => texts(target, 'author'));
    expect(asOwner[0]?.isDetached).toBe(true);
    const asStarter = await commentsForViewer(store.all(), reader, (target) => texts(target, 'member'));
    expect(asStarter[0]?.isDetached).toBe(true);
    const asOther = await commentsForViewer(store.all(), otherReader, (target) => texts(target, 'member'));
    expect(asOther).toEqual([]);
  });
});
