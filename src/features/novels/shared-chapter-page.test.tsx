import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentView } from '../../../common/api/comments';
import type { MemberSummary, SharedView } from '../../../common/api/sharing';
import type { RichTextNode } from '../../../common/text/rich-text';
import { SessionContext, type SessionContextValue } from '../../auth/session-context';
import type { SharedChapterText } from '../../data/workspace-repository';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import SharedChapterPage from './shared-chapter-page';

// "View as" on a shared chapter (decision 091): the owner or an editor reads the chapter and its
// comments as one member does, with nothing to act on; the member's own reading keeps Comment.

const text = 'Mira crossed the bridge at dusk.';
const view: SharedView = {
  kind: 'novel',
  id: 'n-1',
  role: 'editor',
  name: 'The Glass Road',
  record: {},
  parts: [{ id: 'ch-1', kind: 'novels/chapters', position: 0, name: 'The Bridge', data: { wordCount: 6 } }],
  counts: { 'novels/chapters': 1 },
  kinds: [],
  writes: { canAdd: [], canChange: [], canDelete: [] },
};
const comment: CommentView = {
  id: 'cm-1',
  containerKind: 'novel',
  containerId: 'n-1',
  target: { kind: 'novels/chapters', id: 'ch-1', field: 'text' },
  anchor: { quote: 'the bridge', prefix: 'Mira crossed ', suffix: ' at dusk.', start: 13 },
  authorId: 'u-vera',
  authorName: 'Vera',
  body: 'Which bridge?',
  parentId: null,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  updatedAt: '2026-12-07T10:00:00.000Z',
  editedAt: null,
  version: 1,
  place: { start: 13, end: 23 },
  isDetached: false,
  canResolve: true,
  canDelete: true,
  canEdit: true,
};

const vera: MemberSummary = {
  memberId: 'u-vera',
  email: 'vera@example.com',
  role: 'reader',
  joinedAt: '2026-01-01T00:00:00.000Z',
  plays: null,
};

const secret: RichTextNode = {
  type: 'secret',
  attrs: { level: 'editors', named: [] },
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The bridge is a trap.' }] }],
};

/** The chapter at `path`, signed in as `selfId` when given (the owner is u-gm); `extra` after its text. */
function renderChapter(path: string, selfId?: string, extra: RichTextNode[] = []) {
  const page = <SharedChapterPage />;
  const session = { user: { id: selfId } } as unknown as SessionContextValue;
  return renderWithRepository(
    [
      {
        path: '/shared/:ownerId/novel/:novelId/chapters/:chapterId',
        element:
          selfId === undefined ? (
            page
          ) : (
            <SessionContext.Provider value={session}>{page}</SessionContext.Provider>
          ),
      },
    ],
    path,
    {},
    (repository) => {
      repository.listMembers = vi.fn(async () => [vera]);
      repository.listSharedMembers = vi.fn(async () => [vera]);
      repository.getSharedView = vi.fn(async () => view);
      repository.getSharedChapterText = vi.fn(
        async (): Promise<SharedChapterText> => ({
          chapterId: 'ch-1',
          version: 3,
          text: {
            version: 1,
            doc: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...extra],
            },
          },
          wordCount: 6,
        }),
      );
      repository.listComments = vi.fn(async () => ({ comments: [comment], canComment: true }));
      repository.changeSharedChapterSecret = vi.fn(async () => undefined);
    },
  );
}

describe('a shared chapter', () => {
  it('reads as one member, comments and all, read-only under View as', async () => {
    const { user, repository } = renderChapter('/shared/u-gm/novel/n-1/chapters/ch-1?as=u-vera');
    expect(await screen.findByText(/Viewing as a member/, {}, SLOW)).toBeInTheDocument();
    expect(repository.getSharedChapterText).toHaveBeenCalledWith('u-gm', 'n-1', 'ch-1', 'u-vera');
    expect(repository.listComments).toHaveBeenCalledWith(
      { ownerId: 'u-gm', kind: 'novel', id: 'n-1', as: 'u-vera' },
      { kind: 'novels/chapters', id: 'ch-1' },
    );
    expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Comments (1)' }));
    const thread = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(thread).getByText('Which bridge?')).toBeInTheDocument();
    for (const name of [/Edit/, /Delete/, 'Reply', 'Resolve']) {
      expect(within(thread).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it.each([
    ['the owner', 'u-gm', '/novels/n-1/chapters/ch-1/write'],
    ['an editor', 'u-ed', '/shared/u-gm/novel/n-1/chapters/ch-1'],
  ] as const)(
    'names the member viewed as, for %s, and leads back to their own view',
    async (_who, selfId, back) => {
      const { repository } = renderChapter('/shared/u-gm/novel/n-1/chapters/ch-1?as=u-vera', selfId);
      const banner = await screen.findByText(/Viewing as vera@example\.com — read-only/, {}, SLOW);
      expect(banner).toHaveTextContent('the chapter and its comments as they read them');
      expect(screen.getByRole('link', { name: 'Back to your view' })).toHaveAttribute('href', back);
      // The owner asks their own list; an editor the member's door (decision 083).
      const [asked, notAsked] =
        selfId === 'u-gm'
          ? [repository.listMembers, repository.listSharedMembers]
          : [repository.listSharedMembers, repository.listMembers];
      expect(asked).toHaveBeenCalled();
      expect(notAsked).not.toHaveBeenCalled();
    },
  );

  it('keeps Comment, Edit and Reply on the member’s own reading', async () => {
    const { user } = renderChapter('/shared/u-gm/novel/n-1/chapters/ch-1');
    expect(await screen.findByRole('button', { name: 'Comment' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Viewing as a member/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
    const thread = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(thread).getByRole('button', { name: 'Edit this comment' })).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('offers an editor Reveal and Who reads this on the text’s secrets, at the version read', async () => {
    const { user, repository } = renderChapter('/shared/u-gm/novel/n-1/chapters/ch-1', 'u-ed', [secret]);
    const secrets = await screen.findByRole('region', { name: 'Secrets in this chapter' }, SLOW);
    expect(within(secrets).getByText('The bridge is a trap.')).toBeInTheDocument();
    expect(within(secrets).getByText('Secret: editors only')).toBeInTheDocument();
    expect(await within(secrets).findByRole('button', { name: /Who reads this/ })).toBeInTheDocument();
    await user.click(within(secrets).getByRole('button', { name: 'Reveal' }));
    expect(repository.changeSharedChapterSecret).toHaveBeenCalledWith(
      { ownerId: 'u-gm', kind: 'novel', id: 'n-1' },
      'ch-1',
      0,
      { action: 'reveal' },
      3,
    );
  });

  it('offers no Reveal under View as, nor on a text without secrets', async () => {
    renderChapter('/shared/u-gm/novel/n-1/chapters/ch-1?as=u-vera', 'u-ed', [secret]);
    expect(await screen.findByText(/Viewing as vera@example\.com/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });
});
