import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UniverseRecord } from '../../../common/domain/universe';
import type { testRepository } from '../../data/test-workspace';
import { testUniverse } from '../../data/test-workspace';
import { filterByField, listTitles, renderAfter, SLOW } from '../../test-utils/render-with-repository';
import UniverseDetailPage from './universe-detail-page';

// "Filter by field" on a universe's lists of parts (decisions 077, 089): the lists whose things carry
// fields of their own narrow to the things holding a value, say so when none does, and move in the
// stored order while narrowed.

type Repository = ReturnType<typeof testRepository>;

const universe = (): UniverseRecord =>
  testUniverse({
    factions: [
      { id: 'f-1', name: 'Court', description: 'The rulers.' },
      { id: 'f-2', name: 'Wardens', description: 'The rangers.' },
      { id: 'f-3', name: 'Grey Palm', description: 'Oathbreakers.' },
    ],
    races: [
      { id: 'r-1', name: 'Elves', description: '', origin: 'West', lifespan: 'Long', traits: [] },
      { id: 'r-2', name: 'Dwarves', description: '', origin: 'Deep', lifespan: 'Long', traits: [] },
    ],
    lore: [
      { id: 'l-1', title: 'The First Fire', category: 'Myth', era: '', content: 'It burned.' },
      { id: 'l-2', title: 'The Long Night', category: 'History', era: '', content: 'It was dark.' },
    ],
  });

/** Adds a field to a kind of the universe and gives some of its things a value. */
async function fieldWithValues(
  repository: Repository,
  kind: 'universes/factions' | 'universes/races' | 'universes/lore',
  field: { label: string; type: 'short-text' | 'choice' | 'yes-no'; choices?: string[] },
  values: Record<string, string | boolean>,
) {
  const created = await repository.createField({ kind, scopeId: 'u-1', ...field });
  for (const [id, value] of Object.entries(values)) {
    await repository.saveThingFields(kind, id, { [created.id]: value });
  }
}

const renderAt = (path: string, setUp: (repository: Repository) => Promise<unknown>) =>
  renderAfter(
    [{ path: '/universes/:universeId/*', element: <UniverseDetailPage /> }],
    path,
    { universes: [universe()] },
    setUp,
  );

describe('a universe’s lists filtered by a field', () => {
  it('narrows the factions, reorders among those shown in the stored order, and clears', async () => {
    const { user, repository } = await renderAt('/universes/u-1/factions', (repository) =>
      fieldWithValues(
        repository,
        'universes/factions',
        { label: 'Seat', type: 'short-text' },
        { 'f-1': 'Emberhold', 'f-3': 'Emberhold', 'f-2': 'Thornwood' },
      ),
    );
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'Wardens', 'Grey Palm']), SLOW);
    const form = await filterByField(user, 'Seat', 'Emberhold');
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'Grey Palm']));
    // The tab still counts every faction of the universe.
    expect(screen.getByRole('heading', { level: 2, name: 'Factions (3)' })).toBeInTheDocument();

    const edit = screen.getByRole('button', { name: 'Edit Court' });
    edit.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Grey Palm', 'Court']));
    expect(edit).toHaveFocus();
    // Court passed Grey Palm, so it stands just after Grey Palm in the whole list, not second of three.
    await waitFor(async () =>
      expect((await repository.getUniverse('u-1')).factions.map((faction) => faction.name)).toEqual([
        'Wardens',
        'Grey Palm',
        'Court',
      ]),
    );

    await user.click(within(form).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Wardens', 'Grey Palm', 'Court']));
  });

  it('says no race holds a value, with Clear filter, and shows every race again', async () => {
    const { user } = await renderAt('/universes/u-1/races', (repository) =>
      fieldWithValues(
        repository,
        'universes/races',
        { label: 'Tongue', type: 'choice', choices: ['Elvish', 'Khuzdul', 'Common'] },
        { 'r-1': 'Elvish', 'r-2': 'Khuzdul' },
      ),
    );
    await filterByField(user, 'Tongue', 'Khuzdul');
    await waitFor(() => expect(listTitles('Races')).toEqual(['Dwarves']));

    const form = await filterByField(user, 'Tongue', 'Common');
    expect(await screen.findByRole('heading', { name: 'No race matches this filter' })).toBeInTheDocument();
    expect(screen.getByText('No race of The Reach has Tongue “Common”.')).toBeInTheDocument();
    // The empty state's own Clear filter, beside the one in the form.
    const [inEmptyState] = screen
      .getAllByRole('button', { name: 'Clear filter' })
      .filter((button) => !form.contains(button));
    await user.click(inEmptyState as HTMLElement);
    await waitFor(() => expect(listTitles('Races')).toEqual(['Elves', 'Dwarves']));
  });

  it('narrows the lore by a yes/no field', async () => {
    const { user } = await renderAt('/universes/u-1/lore', (repository) =>
      fieldWithValues(
        repository,
        'universes/lore',
        { label: 'Told to players', type: 'yes-no' },
        { 'l-1': false, 'l-2': true },
      ),
    );
    await filterByField(user, 'Told to players', 'Yes');
    await waitFor(() => expect(listTitles('Lore')).toEqual(['The Long Night']));
  });

  it('shows no filter on a list whose kind has no field of its own', async () => {
    await renderAt('/universes/u-1/factions', async () => undefined);
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'Wardens', 'Grey Palm']), SLOW);
    expect(screen.queryByRole('form', { name: 'Filter by field' })).toBeNull();
  });
});
