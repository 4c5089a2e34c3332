import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import { testNovel, testUniverse } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import NovelDetailPage from './novel-detail-page';

// A novel joined to The Reach after its characters were made: its Mira is its own, and Wren is not
// on the universe's tab. The Characters tab offers to move them in, says what happens, and undoes it.

const character = (id: string, name: string, home: Partial<Character>): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  ...home,
});

const renderJoined = () =>
  renderWithRepository(
    [{ path: '/novels/:novelId/*', element: <NovelDetailPage /> }],
    '/novels/n-1/characters',
    {
      universes: [testUniverse()],
      novels: [
        testNovel({
          characters: [
            { id: 'p-1', characterId: 'c-mira', name: 'Mira', role: 'Narrator', description: 'Tells it.' },
            { id: 'p-2', characterId: 'c-wren', name: 'Wren', role: 'Thief', description: '' },
          ],
        }),
      ],
      characters: [
        character('ch-mira', 'Mira', { universeId: 'u-1' }),
        character('c-mira', 'Mira', { novelId: 'n-1' }),
        character('c-wren', 'Wren', { novelId: 'n-1' }),
      ],
    },
  );

describe('moving a novel’s characters into its universe', () => {
  it('offers the move, says what happens to each, moves them and undoes it', async () => {
    const { user, repository } = renderJoined();
    await user.click(await screen.findByRole('button', { name: 'Move 2 characters into The Reach' }, SLOW));
    const dialog = screen.getByRole('alertdialog', { name: 'Move 2 characters into The Reach?' });
    expect(within(dialog).getByText(/^Mira becomes The Reach’s Mira: /)).toBeInTheDocument();
    expect(within(dialog).getByText('Wren becomes a character of The Reach.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move characters' }));

    expect(await screen.findByText('Moved 2 characters into The Reach.')).toBeInTheDocument();
    const universeCast = await repository.records('character').list({ universeId: 'u-1' });
    expect(universeCast.map((each) => each.id).sort()).toEqual(['c-wren', 'ch-mira']);
    const novel = await repository.getNovel('n-1');
    expect(novel?.characters.map((part) => [part.characterId, part.role])).toEqual([
      ['ch-mira', 'Narrator'],
      ['c-wren', 'Thief'],
    ]);
    expect(screen.queryByRole('button', { name: /^Move \d/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Put back 2 characters.')).toBeInTheDocument();
    expect(
      (await repository.records('character').list({ universeId: 'u-1' })).map((each) => each.id),
    ).toEqual(['ch-mira']);
    // The offer is there again.
    expect(
      await screen.findByRole('button', { name: 'Move 2 characters into The Reach' }, SLOW),
    ).toBeVisible();
  });
});

describe('a novel’s character form', () => {
  it('says which fields are this novel’s own, under the spec’s labels', async () => {
    const { user } = renderJoined();
    await user.click(await screen.findByRole('button', { name: 'Edit Wren' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Edit Character' });
    expect(within(dialog).getByRole('textbox', { name: 'Role' })).toHaveAccessibleDescription(
      'In this novel only: other stories keep their own.',
    );
  });
});
