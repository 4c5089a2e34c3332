import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { plainTextOf } from '../../../common/text/plain-text';
import { richTextFromPlain } from '../../../common/text/rich-text';
import { testNovel } from '../../data/test-workspace';
import { createMemoryUnsavedTexts, setUnsavedTexts } from '../../data/unsaved-text';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import ChapterWritePage from './chapter-write-page';

// The writing view's Versions (decision 037): keep one with a name, compare it word by word with the
// current text, restore it.

const renderAt = (path: string) =>
  renderWithRepository(
    [
      { path: '/novels/:novelId/chapters/:chapterId/write', element: <ChapterWritePage /> },
      { path: '/start', element: <p>Start</p> },
    ],
    path,
    { novels: [testNovel({ chapters: [{ id: 'ch-1', title: 'Opening', wordCount: 0 }] })] },
  );

const editorBox = () => screen.findByRole('textbox', { name: 'Chapter text' }, SLOW);
const saveState = () =>
  screen.getAllByRole('status').find((element) => /Saved|Saving/.test(element.textContent ?? ''));

beforeEach(() => setUnsavedTexts(createMemoryUnsavedTexts(), async () => 'u-1'));

describe('versions of a chapter', () => {
  it('restore a chapter’s earlier text from its versions', async () => {
    const { user, repository, router } = renderAt('/start');
    await repository.saveChapterText('n-1', 'ch-1', richTextFromPlain('The forge was cold.'), 0);
    const stored = await repository.saveNamedVersion('n-1', 'ch-1', 'First draft');
    expect(stored.isNamed).toBe(true);
    await repository.saveChapterText('n-1', 'ch-1', richTextFromPlain('The forge was hot and loud.'), 1);
    await act(() => router.navigate('/novels/n-1/chapters/ch-1/write'));

    const editor = await editorBox();
    expect(editor).toHaveTextContent('The forge was hot and loud.');
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' }, SLOW);
    const pick = await within(dialog).findByRole('button', { name: /First draft/ });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');

    // Side by side: what only the version has, what only the current text has, labelled for screen readers.
    await waitFor(() => expect(dialog.querySelector('del')).not.toBeNull());
    expect(dialog.querySelector('del')).toHaveTextContent('[removed: cold]');
    expect([...dialog.querySelectorAll('ins')].map((element) => element.textContent).join(' ')).toContain(
      'hot',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Versions' })).toBeNull());
    await waitFor(async () => expect(await editorBox()).toHaveTextContent('The forge was cold.'));
    expect(screen.getByText('4 words')).toBeInTheDocument();
    const text = await repository.getChapterText('n-1', 'ch-1');
    expect(text.version).toBe(3);
    expect(plainTextOf(text.text?.doc ?? { type: 'doc', content: [] })).toBe('The forge was cold.');
    // The text it replaced was kept first.
    const versions = await repository.listTextVersions('n-1', 'ch-1');
    expect(versions[0]).toMatchObject({ isNamed: false, textVersion: 2 });
    expect(saveState()).toHaveTextContent('Saved');
  });

  it('saves a named version, and keeps the name typed when it is refused', async () => {
    const { user, repository } = renderAt('/novels/n-1/chapters/ch-1/write');
    await user.click(await editorBox());
    await user.keyboard('Mira waited');
    await waitFor(() => expect(saveState()).toHaveTextContent('Saved'), { timeout: 1500 });
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' }, SLOW);
    const name = within(dialog).getByRole('textbox', { name: 'Version name' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await within(dialog).findByText('Name the version')).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(
      await within(dialog).findByText("A version's name can be at most 100 characters"),
    ).toBeInTheDocument();
    expect(name).toHaveValue('x'.repeat(101));

    await user.clear(name);
    await user.type(name, 'Before the duel{Enter}');
    await waitFor(() => expect(dialog).toHaveTextContent('Saved “Before the duel”.'), SLOW);
    expect(await within(dialog).findByRole('button', { name: /Before the duel/ })).toBeInTheDocument();
    expect((await repository.listTextVersions('n-1', 'ch-1'))[0]).toMatchObject({
      name: 'Before the duel',
      wordCount: 2,
    });
  }, 15_000);
});
