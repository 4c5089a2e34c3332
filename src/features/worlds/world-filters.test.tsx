import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../common/domain/reference';
import type { EntityKind } from '../../../common/workspace/entities';
import { type testRepository, testUniverse, testWorld } from '../../data/test-workspace';
import { filterByField, listTitles, renderAfter, SLOW } from '../../test-utils/render-with-repository';
import WorldDetailPage from './world-detail-page';

// "Filter by field" on a world's lists (decisions 077, 089): its parts' fields are the world's, and its
// Characters tab (the universe's characters) narrows by the universe's character fields.

type Repository = ReturnType<typeof testRepository>;

const character = (id: string, name: string): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  universeId: 'u-1',
});

const world = () =>
  testWorld({
    settlements: [
      { id: 's-1', name: 'Briarholt', description: '', kind: 'Village', founded: '', imageUrl: '' },
      { id: 's-2', name: 'Mossgate', description: '', kind: 'Town', founded: '', imageUrl: '' },
    ],
    creatures: [
      { id: 'cr-1', name: 'Mire hound', description: '', kind: 'fauna', habitat: 'Fens', imageUrl: '' },
      { id: 'cr-2', name: 'Ash elk', description: '', kind: 'fauna', habitat: 'Hills', imageUrl: '' },
      { id: 'cr-3', name: 'Glowcap', description: '', kind: 'flora', habitat: 'Caves', imageUrl: '' },
    ],
  });

async function fieldWithValues(
  repository: Repository,
  kind: EntityKind,
  scopeId: string,
  label: string,
  values: Record<string, string>,
) {
  const field = await repository.createField({ kind, scopeId, label, type: 'short-text' });
  for (const [id, value] of Object.entries(values)) {
    await repository.saveThingFields(kind, id, { [field.id]: value });
  }
}

const renderAt = (path: string, setUp: (repository: Repository) => Promise<unknown>) =>
  renderAfter(
    [{ path: '/universes/:universeId/worlds/:worldId/*', element: <WorldDetailPage /> }],
    path,
    {
      universes: [testUniverse()],
      worlds: [world()],
      characters: [character('ch-1', 'Mira'), character('ch-2', 'Nettle')],
    },
    setUp,
  );

describe('a world’s lists filtered by a field', () => {
  it('narrows the settlements by a field of the world’s settlements', async () => {
    const { user } = await renderAt('/universes/u-1/worlds/w-1/settlements', (repository) =>
      fieldWithValues(repository, 'worlds/settlements', 'w-1', 'Ruler', { 's-2': 'The Abbess' }),
    );
    await waitFor(() => expect(listTitles('Settlements')).toEqual(['Briarholt', 'Mossgate']), SLOW);
    await filterByField(user, 'Ruler', 'the abbess');
    await waitFor(() => expect(listTitles('Settlements')).toEqual(['Mossgate']));
  });

  it('narrows fauna and flora alike, each group saying when none of it is kept', async () => {
    const { user } = await renderAt('/universes/u-1/worlds/w-1/fauna-flora', (repository) =>
      fieldWithValues(repository, 'worlds/creatures', 'w-1', 'Danger', {
        'cr-1': 'High',
        'cr-2': 'Low',
        'cr-3': 'High',
      }),
    );
    await filterByField(user, 'Danger', 'Low');
    await waitFor(() => expect(listTitles('Fauna')).toEqual(['Ash elk']));
    expect(screen.getByText('No plants recorded yet.')).toBeInTheDocument();
    await filterByField(user, 'Danger', 'High');
    await waitFor(() => expect(listTitles('Flora')).toEqual(['Glowcap']));
    expect(listTitles('Fauna')).toEqual(['Mire hound']);
  });

  it('narrows its universe’s characters by the universe’s character fields', async () => {
    const { user } = await renderAt('/universes/u-1/worlds/w-1/characters', (repository) =>
      fieldWithValues(repository, 'character', 'u-1', 'Home', { 'ch-1': 'Briarholt', 'ch-2': 'Mossgate' }),
    );
    await filterByField(user, 'Home', 'Mossgate');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Nettle',
      ]),
    );
  });
});
