import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../../common/text/rich-text';
import { testUniverse } from '../../data/test-workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import { RESTORE_CONFLICT_MESSAGE } from '../../ui/text-versions/part-text-versions-button';
import UniverseDetailPage from './universe-detail-page';

// A lore entry's page: Versions beside its content (decision 037) lists the kept versions, compares one
// word by word with the text shown, and restores it; a restore over a change made elsewhere says so.

const loreUniverse = () =>
  testUniverse({
    lore: [{ id: 'l-1', title: 'The Oath', category: 'Oaths', era: 'First Age', content: 'Sworn at dawn.' }],
  });

const target = { parent: 'universes', parentId: 'u-1', segment: 'lore', partId: 'l-1' } as const;

async function rewrite(repository: WorkspaceRepository, content: string) {
  const universe = await repository.getUniverse('u-1');
  const entry = universe.lore.find((each) => each.id === 'l-1') as { version?: number };
  await repository.updatePart(
    'universes',
    'u-1',
    'lore',
    'l-1',
    { contentDoc: richTextFromPlain(content) },
    entry.version ?? 0,
  );
}

/** The entry's page, opened once its content was rewritten (so a version is kept and the page reads it). */
async function openLoreAfterRewrite(content: string) {
  const rendered = renderWithRepository(
    [
      { path: '/universes', element: <h1>Universes list</h1> },
      { path: '/universes/:universeId/*', element: <UniverseDetailPage /> },
    ],
    '/universes',
    { universes: [loreUniverse()] },
  );
  await rewrite(rendered.repository, content);
  await rendered.router.navigate('/universes/u-1/lore/l-1');
  expect(await screen.findByRole('heading', { level: 2, name: 'The Oath' }, SLOW)).toBeInTheDocument();
  return rendered;
}

describe('versions of a lore entry’s content', () => {
  it('lists the kept version, compares it word by word, and restores it', async () => {
    const { user, repository } = await openLoreAfterRewrite('Broken at dusk.');
    expect(await repository.listPartTextVersions({ ...target, field: 'content' })).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Versions of content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: /Automatic/ }));
    await waitFor(() => expect(dialog.querySelector('del')).not.toBeNull(), SLOW);
    expect(dialog.querySelector('del')?.textContent).toContain('Sworn');
    expect(dialog.querySelector('ins')?.textContent).toContain('Broken');

    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(confirm).toHaveTextContent("The lore entry's content becomes “Automatic”.");
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Versions' })).not.toBeInTheDocument());
    expect(await screen.findByText('Sworn at dawn.')).toBeInTheDocument();
    const stored = (await repository.getUniverse('u-1')).lore[0];
    expect(stored?.content).toBe('Sworn at dawn.');
    // The text it replaced was kept first.
    expect(await repository.listPartTextVersions({ ...target, field: 'content' })).toHaveLength(2);
  });

  it('says so, and writes nothing, when the entry changed elsewhere', async () => {
    const { user, repository } = await openLoreAfterRewrite('Broken at dusk.');
    await user.click(await screen.findByRole('button', { name: 'Versions of content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: /Automatic/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeEnabled(),
    );
    // Another tab writes meanwhile.
    await rewrite(repository, 'Forgotten by noon.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await within(confirm).findByText(RESTORE_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect((await repository.getUniverse('u-1')).lore[0]?.content).toBe('Forgotten by noon.');
  });
});
