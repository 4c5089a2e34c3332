import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CommentView } from '../../../common/api/comments';
import { CommentsPanel, type CommentsPanelProps } from './comments-panel';

const thread = (overrides: Partial<CommentView> = {}): CommentView => ({
  id: 'cm-1',
  containerKind: 'novel',
  containerId: 'n',
  target: { kind: 'novels/chapters', id: 'c', field: 'text' },
  anchor: { quote: 'the forge at dawn', prefix: '', suffix: '', start: 9 },
  authorId: 'r',
  authorName: 'Vera',
  body: '<b>Why</b> at dawn?',
  parentId: null,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  updatedAt: '2026-12-07T10:00:00.000Z',
  editedAt: null,
  version: 1,
  place: { start: 9, end: 26 },
  isDetached: false,
  canResolve: true,
  canDelete: false,
  canEdit: false,
  ...overrides,
});

function renderPanel(props: Partial<CommentsPanelProps> = {}) {
  const all: CommentsPanelProps = {
    comments: [thread()],
    isPending: false,
    error: null,
    canComment: true,
    draftAnchor: null,
    activeId: null,
    onActivate: vi.fn(),
    onCreate: vi.fn(async () => undefined),
    onCancelDraft: vi.fn(),
    onReply: vi.fn(async () => undefined),
    onResolve: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onEdit: vi.fn(async () => undefined),
    onClose: vi.fn(),
    ...props,
  };
  render(<CommentsPanel {...all} />);
  return all;
}

describe('the comments panel', () => {
  it('shows a thread’s passage and body as text, never as HTML, and resolves it', async () => {
    const user = userEvent.setup();
    const props = renderPanel();
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(article).getByText('<b>Why</b> at dawn?')).toBeInTheDocument();
    expect(within(article).getByText('the forge at dawn')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Resolve' }));
    expect(props.onResolve).toHaveBeenCalledWith('cm-1', true);
  });

  it('keeps a new comment’s words when posting fails, and says why', async () => {
    const user = userEvent.setup();
    renderPanel({
      draftAnchor: { quote: 'the forge', prefix: '', suffix: '', start: 0 },
      onCreate: vi.fn(async () => {
        throw new Error('Could not reach the server. Check your connection and try again.');
      }),
    });
    const form = screen.getByRole('form', { name: 'New comment' });
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(within(form).getByText('Write a comment first')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Lovely.');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely.');
  });

  it('hides resolved threads until Show resolved, and says a passage was removed', async () => {
    const user = userEvent.setup();
    renderPanel({
      comments: [thread({ resolvedAt: '2026-12-07T11:00:00.000Z', isDetached: true, place: null })],
    });
    expect(screen.getByText('Every comment here is resolved.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Show resolved (1)'));
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(article).getByText('The passage was removed.')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('lets its author edit a comment, keeping the words when the save fails (decision 091)', async () => {
    const user = userEvent.setup();
    const onEdit = vi
      .fn<(commentId: string, body: string, version: number) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Comment was changed elsewhere'))
      .mockResolvedValueOnce(undefined);
    renderPanel({ comments: [thread({ canEdit: true, version: 3 })], onEdit });
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    await user.click(within(article).getByRole('button', { name: 'Edit this comment' }));
    const form = within(article).getByRole('form', { name: 'Edit comment' });
    const field = within(form).getByRole('textbox', { name: 'Edit comment' });
    expect(field).toHaveValue('<b>Why</b> at dawn?');
    await user.clear(field);
    await user.type(field, 'Why at dawn, not dusk?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Comment was changed elsewhere')).toBeInTheDocument();
    expect(field).toHaveValue('Why at dawn, not dusk?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenLastCalledWith('cm-1', 'Why at dawn, not dusk?', 3);
    expect(within(article).queryByRole('form', { name: 'Edit comment' })).not.toBeInTheDocument();
  });

  it('offers no Edit on someone else’s comment, and nothing to act on when read-only', () => {
    renderPanel({ comments: [thread({ canDelete: true })] });
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(article).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Delete this thread' })).toBeInTheDocument();
  });

  it('marks an edited comment "edited", with when as a tooltip and in words (decision 094)', () => {
    const editedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    renderPanel({
      comments: [
        thread(),
        thread({
          id: 'cm-2',
          parentId: 'cm-1',
          anchor: null,
          authorName: 'Ola',
          body: 'Dusk, then.',
          editedAt,
        }),
      ],
    });
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    const [first, reply] = within(article).getAllByRole('listitem');
    if (first === undefined || reply === undefined) throw new Error('Two comments expected');
    expect(within(first).queryByText(/edited/)).not.toBeInTheDocument();
    const mark = within(reply).getByText(/^edited/);
    expect(mark).toHaveTextContent('edited 5 minutes ago');
    expect(mark).toHaveAttribute('title', `Edited ${new Date(editedAt).toLocaleString()}`);
    expect(mark).toHaveAttribute('datetime', editedAt);
  });

  it('shows a member’s threads read-only under View as', () => {
    renderPanel({
      comments: [thread({ canEdit: true, canDelete: true })],
      isReadOnly: true,
      draftAnchor: { quote: 'the forge', prefix: '', suffix: '', start: 0 },
    });
    const article = screen.getByRole('article', { name: 'Comment by Vera' });
    expect(within(article).getByText('<b>Why</b> at dawn?')).toBeInTheDocument();
    for (const name of [/Edit/, /Delete/, 'Reply', 'Resolve']) {
      expect(within(article).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('form', { name: 'New comment' })).not.toBeInTheDocument();
  });
});
