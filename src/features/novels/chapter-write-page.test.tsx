import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainTextOf } from '../../../common/text/plain-text';
import { richTextFromPlain } from '../../../common/text/rich-text';
import { NETWORK_ERROR_MESSAGE } from '../../data/api-client';
import { testNovel } from '../../data/test-workspace';
import { createMemoryUnsavedTexts, setUnsavedTexts } from '../../data/unsaved-text';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import ChapterWritePage from './chapter-write-page';
import NovelDetailPage from './novel-detail-page';

const novel = () =>
  testNovel({
    chapters: [
      { id: 'ch-1', title: 'Opening', wordCount: 0 },
      { id: 'ch-2', title: 'Middle', wordCount: 800 },
      { id: 'ch-3', title: 'Ending', wordCount: 300 },
    ],
  });

const renderAt = (path: string) =>
  renderWithRepository(
    [
      { path: '/novels/:novelId/chapters/:chapterId/write', element: <ChapterWritePage /> },
      { path: '/novels/:novelId/*', element: <NovelDetailPage /> },
    ],
    path,
    { novels: [novel()] },
  );

const editorBox = () => screen.findByRole('textbox', { name: 'Chapter text' }, SLOW);
const status = () => screen.getByRole('status');

let storage = createMemoryUnsavedTexts();
beforeEach(() => {
  storage = createMemoryUnsavedTexts();
  setUnsavedTexts(storage, async () => 'u-1');
});
afterEach(() => vi.restoreAllMocks());

describe('writing a chapter', () => {
  it('sends the words typed just before the page goes, without waiting for the pause', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters/ch-1/write');
    const saves = vi.spyOn(repository, 'saveChapterText');
    await editorBox();
    await user.keyboard('Last words');
    window.dispatchEvent(new Event('pagehide'));
    expect(saves).toHaveBeenCalledWith('n-1', 'ch-1', expect.anything(), 0, expect.any(String), {
      isLeaving: true,
    });
  });

  it('puts the focus in the text when the page opens, so typing starts at once', async () => {
    const { user } = renderAt('/novels/n-1/chapters/ch-1/write');
    const editor = await editorBox();
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('First words');
    await waitFor(() => expect(screen.getByText('2 words')).toBeInTheDocument());
  });

  it('shows the chapter, counts words as they are typed and saves within a second', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters/ch-2/write');
    const editor = await editorBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Middle' })).toBeInTheDocument();
    expect(screen.getByText('800 words')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Saved');
    const others = screen.getByRole('navigation', { name: 'Other chapters' });
    expect(within(others).getByRole('link', { name: 'Previous chapter: Opening' })).toHaveAttribute(
      'href',
      '/novels/n-1/chapters/ch-1/write',
    );
    expect(within(others).getByRole('link', { name: 'Next chapter: Ending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/novels/n-1/chapters');

    await user.click(editor);
    await user.keyboard('The forge was cold');
    await waitFor(() => expect(screen.getByText('4 words')).toBeInTheDocument());
    await waitFor(() => expect(status()).toHaveTextContent('Saved'), { timeout: 1500 });
    // The save's answer does not send the count back to the text the view opened with.
    expect(screen.getByText('4 words')).toBeInTheDocument();
    const stored = await repository.getChapterText('n-1', 'ch-2');
    expect(stored).toMatchObject({ version: 1, wordCount: 4 });
    expect(plainTextOf(stored.text?.doc ?? { type: 'doc', content: [] })).toBe('The forge was cold');
    expect((await repository.getNovel('n-1')).chapters[1]?.wordCount).toBe(4);
  });

  it('a failing save keeps the text on the device and tries again until it is stored', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters/ch-1/write');
    const save = vi
      .spyOn(repository, 'saveChapterText')
      .mockRejectedValueOnce(new Error(NETWORK_ERROR_MESSAGE));
    await user.click(await editorBox());
    await user.keyboard('Kept safe');
    await waitFor(() => expect(status()).toHaveTextContent('Offline — kept on this device, will retry'), {
      timeout: 1500,
    });
    expect([...storage.entries.values()][0]?.text).toBeDefined();
    await waitFor(() => expect(status()).toHaveTextContent('Saved'), { timeout: 2500 });
    expect(save).toHaveBeenCalledTimes(2);
    expect(storage.entries.size).toBe(0);
    expect(await repository.getChapterText('n-1', 'ch-1')).toMatchObject({ version: 1, wordCount: 2 });
  });

  it('a text saved elsewhere meanwhile is a conflict offering both versions', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters/ch-1/write');
    const editor = await editorBox();
    await repository.saveChapterText('n-1', 'ch-1', richTextFromPlain('Written in another tab'), 0);
    await user.click(editor);
    await user.keyboard('Written here');
    const conflict = await screen.findByRole('region', { name: 'This chapter was changed elsewhere' }, SLOW);
    expect(within(conflict).getByText('Written in another tab')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Changed elsewhere — choose a version');
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    const stored = await repository.getChapterText('n-1', 'ch-1');
    expect(stored.version).toBe(2);
    expect(plainTextOf(stored.text?.doc ?? { type: 'doc', content: [] })).toBe('Written here');
  });

  it('has a named toolbar reachable by the keyboard, and a focus mode that Escape leaves', async () => {
    const { user } = renderAt('/novels/n-1/chapters/ch-1/write');
    await editorBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Heading 1', 'Bullet list', 'Numbered list', 'Quote', 'Link']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Focus mode' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('an unknown chapter says so, with the way back', async () => {
    renderAt('/novels/n-1/chapters/ch-9/write');
    expect(await screen.findByRole('heading', { name: 'Chapter not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chapters' })).toHaveAttribute(
      'href',
      '/novels/n-1/chapters',
    );
  });

  it('the Chapters tab links each chapter to its writing view', async () => {
    renderAt('/novels/n-1/chapters');
    expect(await screen.findByRole('link', { name: 'Write Middle' }, SLOW)).toHaveAttribute(
      'href',
      '/novels/n-1/chapters/ch-2/write',
    );
  });
});
