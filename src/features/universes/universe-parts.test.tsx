import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../common/domain/workspace';
import { testCampaign, testUniverse } from '../../data/test-workspace';
import { listTitles, renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import UniverseDetailPage from './universe-detail-page';

const factionUniverse = () =>
  testUniverse({
    factions: [
      { id: 'f-1', name: 'Court', description: 'The rulers.' },
      { id: 'f-2', name: 'Wardens', description: 'The rangers.' },
    ],
    items: [
      {
        id: 'i-1',
        name: 'Crown',
        description: 'Heavy.',
        type: 'Regalia',
        rarity: 'unique',
        powers: ['Hears oaths'],
      },
    ],
  });

const renderAt = (path: string, records: Partial<Workspace> = { universes: [factionUniverse()] }) =>
  renderWithRepository(
    [
      { path: '/universes', element: <h1>Universes list</h1> },
      { path: '/universes/:universeId/worlds/:worldId/*', element: <h1>World page</h1> },
      { path: '/universes/:universeId/*', element: <UniverseDetailPage /> },
    ],
    path,
    records,
  );

describe('universe tabs: building the universe', () => {
  it('adds, edits, reorders and deletes a faction, and every change is stored', async () => {
    const { user, repository } = renderAt('/universes/u-1/factions');
    await user.click(await screen.findByRole('button', { name: 'Add Faction' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Faction' });
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Grey Palm');
    await user.type(within(add).getByRole('textbox', { name: 'Description' }), 'Oathbreakers.');
    await user.click(within(add).getByRole('button', { name: 'Add Faction' }));
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'Wardens', 'Grey Palm']));
    expect(screen.getByRole('heading', { level: 2, name: 'Factions (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Grey Palm' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Faction' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Name' }), 'The Grey Palm');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'Wardens', 'The Grey Palm']));

    const editButton = screen.getByRole('button', { name: 'Edit The Grey Palm' });
    editButton.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Court', 'The Grey Palm', 'Wardens']));
    expect(editButton).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Court' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "Court"?' })).getByRole('button', {
        name: 'Delete Faction',
      }),
    );
    await waitFor(() => expect(listTitles('Factions')).toEqual(['The Grey Palm', 'Wardens']));
    await waitFor(async () =>
      expect((await repository.getUniverse('u-1')).factions.map((faction) => faction.name)).toEqual([
        'The Grey Palm',
        'Wardens',
      ]),
    );
  });

  it('keeps each card’s details and opens the part’s page from it', async () => {
    renderAt('/universes/u-1/items');
    const crown = await screen.findByRole('link', { name: 'Crown' }, SLOW);
    expect(crown).toHaveAttribute('href', '/universes/u-1/items/i-1');
    expect(screen.getByText('unique')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Powers of Crown' })).getByText('Hears oaths'),
    ).toBeVisible();
  });

  // Each tab's empty state offers to add the first part; the form's defaults fill every required choice.
  const firstParts = [
    { tab: 'time-periods', segment: 'time-periods', singular: 'Time period', field: 'Name', name: 'Dusk' },
    { tab: 'magic-systems', segment: 'magic-systems', singular: 'Magic system', field: 'Name', name: 'Ash' },
    { tab: 'factions', segment: 'factions', singular: 'Faction', field: 'Name', name: 'Court' },
    { tab: 'cultures', segment: 'cultures', singular: 'Culture', field: 'Name', name: 'Hold-folk' },
    { tab: 'technology', segment: 'technologies', singular: 'Technology', field: 'Name', name: 'Forges' },
    { tab: 'races', segment: 'races', singular: 'Race', field: 'Name', name: 'Cindrel' },
    { tab: 'items', segment: 'items', singular: 'Item', field: 'Name', name: 'Tinder pouch' },
    { tab: 'lore', segment: 'lore', singular: 'Lore entry', field: 'Title', name: 'The Night' },
  ] as const;

  for (const { tab, segment, singular, field, name } of firstParts) {
    it(`the empty ${tab} tab adds its first ${singular.toLowerCase()}`, async () => {
      const { user, repository } = renderAt(`/universes/u-1/${tab}`, { universes: [testUniverse()] });
      await screen.findByRole('heading', { level: 3, name: /^No .* yet$/ }, SLOW);
      await user.click(screen.getByRole('button', { name: `Add ${singular}` }));
      const dialog = screen.getByRole('dialog', { name: `Add ${singular}` });
      await user.type(within(dialog).getByRole('textbox', { name: field }), name);
      await user.click(within(dialog).getByRole('button', { name: `Add ${singular}` }));
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/universes/u-1/${segment}/`)),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: `Add ${singular}` })).toHaveFocus());
      const stored = await repository.getUniverse('u-1');
      expect(Object.values(stored).filter((list) => Array.isArray(list) && list.length === 1)).toHaveLength(
        1,
      );
    });
  }
});

describe('a part’s own page', () => {
  it('shows every field and where it sits, and edits it', async () => {
    const { user } = renderAt('/universes/u-1/items/i-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Crown' }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Items' })).toHaveAttribute(
      'href',
      '/universes/u-1/items',
    );
    expect(within(breadcrumb).getByText('Crown')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Regalia')).toBeInTheDocument();
    expect(screen.getByText('Hears oaths')).toBeInTheDocument();
    expect(document.title).toBe('Crown · The Reach · Fablehold');

    await user.click(screen.getByRole('button', { name: 'Edit Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type' }), 'Crown jewel');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Crown jewel')).toBeInTheDocument();
  });

  it('a technology’s page leads back to the Technology tab', async () => {
    renderAt('/universes/u-1/technologies/t-1', {
      universes: [
        testUniverse({ technologies: [{ id: 't-1', name: 'Forges', description: '', advancement: 'Rare' }] }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Forges' }, SLOW)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Technology',
      }),
    ).toHaveAttribute('href', '/universes/u-1/technology');
  });

  it('deletes it after confirming and goes back to its tab', async () => {
    const { user, router } = renderAt('/universes/u-1/factions/f-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Faction' }, SLOW));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "Court"?' })).getByRole('button', {
        name: 'Delete Faction',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/universes/u-1/factions'));
    await waitFor(() => expect(listTitles('Factions')).toEqual(['Wardens']));
  });

  it('says so for a part that is not there', async () => {
    renderAt('/universes/u-1/factions/nope');
    expect(await screen.findByRole('heading', { name: 'Faction not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Factions' })).toHaveAttribute(
      'href',
      '/universes/u-1/factions',
    );
    expect(document.title).toBe('Faction Not Found · The Reach · Fablehold');
  });

  it('a list that is not a part list is no section', async () => {
    renderAt('/universes/u-1/locations/l-1');
    expect(await screen.findByRole('heading', { name: 'Section not found' }, SLOW)).toBeInTheDocument();
  });
});

describe('the universe as a whole', () => {
  it('deletes after the confirmation says what goes with it, and lands on the list', async () => {
    const { user, router, repository } = renderAt('/universes/u-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Reach"?' });
    expect(
      await within(confirm).findByText(
        'It also deletes 3 parts. You can restore it from the Trash for 30 days.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Universe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/universes'), SLOW);
    expect(await repository.listUniverses()).toEqual([]);
  });

  it('says a campaign goes with it, and takes it (decision 038)', async () => {
    const { user, repository } = renderAt('/universes/u-1', {
      universes: [factionUniverse()],
      campaigns: [testCampaign()],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Reach"?' });
    expect(await within(confirm).findByText(/It also deletes 1 campaign/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Universe' }));
    await waitFor(async () => expect(await repository.listUniverses()).toEqual([]), SLOW);
  });

  it('the Worlds tab creates a world and opens it', async () => {
    const { user, router, repository } = renderAt('/universes/u-1/worlds');
    await user.click(await screen.findByRole('button', { name: 'New World' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'New World' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Create World' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Saltmere');
    await user.type(within(dialog).getByRole('combobox', { name: 'Type' }), 'Underwater');
    await user.click(within(dialog).getByRole('button', { name: 'Create World' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/universes/u-1/worlds/new-1'));
    expect(await repository.listWorlds('u-1')).toMatchObject([{ name: 'Saltmere', type: 'Underwater' }]);
  });
});
