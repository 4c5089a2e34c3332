import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NovelCharacter } from '../../../common/domain/novel';
import { testNovel, type testRepository, testUniverse } from '../../data/test-workspace';
import { filterByField, listTitles, renderAfter, SLOW } from '../../test-utils/render-with-repository';
import NovelDetailPage from './novel-detail-page';

// "Filter by field" on a novel's cast (decision 095): the fields are those added to the novel's
// characters, each appearance filtered by its own values.

type Repository = ReturnType<typeof testRepository>;

const appearance = (id: string, name: string): NovelCharacter => ({
  id,
  name,
  role: '',
  description: '',
  descriptionDoc: null,
});

const novel = () =>
  testNovel({
    characters: [
      appearance('nc-1', 'Mira'),
      appearance('nc-2', 'Tobin'),
      appearance('nc-3', 'Sefa'),
      appearance('nc-4', 'Orrin'),
    ],
  });

async function arcField(repository: Repository, values: Record<string, string>) {
  const field = await repository.createField({
    kind: 'novels/characters',
    scopeId: 'n-1',
    label: 'Arc',
    type: 'choice',
    choices: ['Rises', 'Falls'],
  });
  for (const [id, value] of Object.entries(values)) {
    await repository.saveThingFields('novels/characters', id, { [field.id]: value });
  }
}

const renderCast = (setUp: (repository: Repository) => Promise<unknown>) =>
  renderAfter(
    [{ path: '/novels/:novelId/*', element: <NovelDetailPage /> }],
    '/novels/n-1/characters',
    { novels: [novel()], universes: [testUniverse()] },
    setUp,
  );

describe('a novel’s cast filtered by a field', () => {
  it('narrows the characters, moves among those shown in the whole cast’s order, and clears', async () => {
    const { user, repository } = await renderCast((repository) =>
      arcField(repository, { 'nc-1': 'Rises', 'nc-2': 'Falls', 'nc-3': 'Rises' }),
    );
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Mira', 'Tobin', 'Sefa', 'Orrin']), SLOW);

    const form = await filterByField(user, 'Arc', 'Falls');
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Tobin']));
    await filterByField(user, 'Arc', 'Rises');
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Mira', 'Sefa']));
    // The tab still counts the whole cast.
    expect(screen.getByRole('heading', { name: /^Characters/ })).toHaveTextContent('4');

    // Mira moved down past Sefa lands just after Sefa in the whole cast, not at place 2 of 4.
    screen.getByRole('button', { name: 'Edit Mira' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Sefa', 'Mira']));
    await waitFor(async () =>
      expect((await repository.getNovel('n-1')).characters.map((character) => character.name)).toEqual([
        'Tobin',
        'Sefa',
        'Mira',
        'Orrin',
      ]),
    );

    await user.click(within(form).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Tobin', 'Sefa', 'Mira', 'Orrin']));
  });

  it('says when no character matches, naming the novel', async () => {
    const { user } = await renderCast((repository) => arcField(repository, { 'nc-1': 'Rises' }));
    await filterByField(user, 'Arc', 'Falls');
    expect(await screen.findByText('No character matches this filter', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No character of The Crown has Arc “Falls”.')).toBeInTheDocument();
  });
});
