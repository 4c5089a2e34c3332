import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldServices } from '../../app/layout/workspace-data-provider';
import { testCampaign, testNovel } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import { FieldServicesProvider } from '../../ui/field-services';
import CharacterPage from './character-page';
import ItemPage from './item-page';

// Pages of their own for what used to open the References console (decision 061): an item, and a
// character of a novel that has no universe.

const routes = [
  {
    path: '/items/:itemId',
    element: (
      <FieldServicesProvider services={fieldServices}>
        <ItemPage />
      </FieldServicesProvider>
    ),
  },
  { path: '/characters/:characterId', element: <CharacterPage /> },
  { path: '/universes/:universeId/characters/:characterId', element: <h1>Universe character page</h1> },
];

describe('own pages', () => {
  it('shows an item: its fields, the campaigns it is in, and says where it is changed', async () => {
    renderWithRepository(routes, '/items/i-1', {
      campaigns: [testCampaign({ id: 'c-1', title: 'The Salt Road' })],
      items: [
        {
          id: 'i-1',
          name: 'Ember Key',
          type: 'Artifact',
          rarity: 'Rare',
          description: 'Opens the cold forge.',
          location: 'Kharn Deep',
          campaigns: [],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ember Key' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Opens the cold forge.')).toBeInTheDocument();
    expect(screen.getByText('Kharn Deep')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByText(/Items are changed in/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'References' })) {
      expect(link).toHaveAttribute('href', '/reference');
    }
    expect(screen.getByRole('heading', { name: 'Appears in' })).toBeInTheDocument();
  });

  it('has a Fields card on an item, where a field of a thing of no container goes on it alone', async () => {
    const { user } = renderWithRepository(routes, '/items/i-1', {
      items: [
        {
          id: 'i-1',
          name: 'Ember Key',
          type: 'Artifact',
          rarity: 'Rare',
          description: '',
          location: '',
          campaigns: [],
        },
      ],
    });
    const fields = await screen.findByRole('region', { name: 'Fields' }, SLOW);
    await user.click(within(fields).getByRole('button', { name: 'Add a field' }));
    const form = within(fields).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByRole('textbox', { name: 'Field name' }), 'Forged by');
    const scope = within(form).getByRole('combobox', { name: 'Add it to' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Only Ember Key']);
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(await within(fields).findByRole('term')).toHaveTextContent('Forged by');
  });

  it('shows a character of a novel without a universe, led back to its novel, and edits it', async () => {
    const { user, repository } = renderWithRepository(routes, '/characters/ch-9', {
      novels: [testNovel({ id: 'n-1', title: 'Salt and Iron' })],
      characters: [
        { id: 'ch-9', name: 'Oren Vale', role: 'Ally', description: 'A ferryman.', novelId: 'n-1' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Oren Vale' }, SLOW)).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Salt and Iron' })).toHaveAttribute('href', '/novels/n-1');
    await user.click(screen.getByRole('button', { name: 'Edit Character' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Character' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Oren Vael');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Oren Vael' })).toBeInTheDocument();
    expect((await repository.records('character').list({})).find((each) => each.id === 'ch-9')?.name).toBe(
      'Oren Vael',
    );
  });

  it('sends a character of a universe to its universe’s page of it', async () => {
    renderWithRepository(routes, '/characters/ch-1', {
      characters: [{ id: 'ch-1', name: 'Mira', role: 'Protagonist', description: '', universeId: 'u-1' }],
    });
    expect(await screen.findByRole('heading', { name: 'Universe character page' }, SLOW)).toBeInTheDocument();
  });
});
