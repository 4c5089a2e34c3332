import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import { testUniverse } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import UniverseDetailPage from './universe-detail-page';

// A universe's character has a page of its own, opened from its card or by a deep link.

const mira: Character = {
  id: 'ch-1',
  name: 'Mira',
  role: 'Protagonist',
  description: 'A forge apprentice.',
  universeId: 'u-1',
};

const renderAt = (path: string) =>
  renderWithRepository([{ path: '/universes/:universeId/*', element: <UniverseDetailPage /> }], path, {
    universes: [testUniverse()],
    characters: [mira],
  });

describe('a universe character’s page', () => {
  it('opens from the card and shows the role and description', async () => {
    const { user, router } = renderAt('/universes/u-1/characters');
    await user.click(await screen.findByRole('link', { name: 'Mira' }, SLOW));
    expect(router.state.location.pathname).toBe('/universes/u-1/characters/ch-1');
    const page = await screen.findByRole('article', { name: 'Mira' }, SLOW);
    expect(within(page).getAllByText('Protagonist').length).toBeGreaterThan(0);
    expect(within(page).getByText('A forge apprentice.')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Characters' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters',
    );
  });

  it('edits the character from its page', async () => {
    const { user, repository } = renderAt('/universes/u-1/characters/ch-1');
    await user.click(await screen.findByRole('button', { name: 'Edit Character' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Character' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Mira Ashby');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Mira Ashby' }, SLOW)).toBeInTheDocument();
    expect((await repository.records('character').list({ universeId: 'u-1' }))[0]?.name).toBe('Mira Ashby');
  });

  it('says so for a character that is not there', async () => {
    renderAt('/universes/u-1/characters/ch-404');
    expect(await screen.findByRole('heading', { name: 'Character not found' }, SLOW)).toBeInTheDocument();
  });
});
