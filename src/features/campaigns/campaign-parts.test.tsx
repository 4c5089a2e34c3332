import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../../../common/domain/campaign';
import { testCampaign, testQuest } from '../../data/test-workspace';
import { listTitles, renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import CampaignDetailPage from './campaign-detail-page';

const questCampaign = () =>
  testCampaign({
    quests: [testQuest('q-1', 'First'), testQuest('q-2', 'Second', { status: 'completed', xp: 300 })],
    characters: [
      { id: 'ch-1', name: 'Brannoc', type: 'player', race: '', class: '', role: '', description: '' },
      { id: 'ch-2', name: 'Rusk', type: 'npc', race: '', class: '', role: '', description: '' },
      { id: 'ch-3', name: 'Wren', type: 'player', race: '', class: '', role: '', description: '' },
    ],
  });

const renderAt = (path: string, campaign: CampaignRecord = questCampaign()) =>
  renderWithRepository(
    [
      { path: '/campaigns', element: <h1>Campaigns list</h1> },
      { path: '/campaigns/:campaignId/*', element: <CampaignDetailPage /> },
    ],
    path,
    { campaigns: [campaign] },
  );

describe('campaign tabs: building the campaign', () => {
  it('adds, edits, reorders and deletes a quest, and every change is stored', async () => {
    const { user, repository } = renderAt('/campaigns/c-1/quests');
    await user.click(await screen.findByRole('button', { name: 'Add Quest' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Quest' });
    await user.type(within(add).getByRole('textbox', { name: 'Title' }), 'Third');
    await user.clear(within(add).getByRole('spinbutton', { name: 'XP' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'XP' }), '50');
    await user.click(within(add).getByRole('button', { name: 'Add Quest' }));
    await waitFor(() => expect(listTitles('Quests')).toEqual(['First', 'Second', 'Third']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Third' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Quest' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Title' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Title' }), 'Third, renamed');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(listTitles('Quests')).toEqual(['First', 'Second', 'Third, renamed']));

    const editButton = screen.getByRole('button', { name: 'Edit Third, renamed' });
    editButton.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(listTitles('Quests')).toEqual(['First', 'Third, renamed', 'Second']));
    expect(editButton).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    await user.click(screen.getByRole('button', { name: 'Delete Quest' }));
    await waitFor(() => expect(listTitles('Quests')).toEqual(['Third, renamed', 'Second']));

    await waitFor(async () =>
      expect((await repository.getCampaign('c-1')).quests.map((quest) => quest.title)).toEqual([
        'Third, renamed',
        'Second',
      ]),
    );
    expect((await repository.getCampaign('c-1')).quests[0]).toMatchObject({ xp: 50, version: 2 });
  });

  it('changes a quest’s status from its card', async () => {
    const { user, repository } = renderAt('/campaigns/c-1/quests');
    await user.click(await screen.findByRole('button', { name: 'Status of First: Planned' }, SLOW));
    await user.click(screen.getByRole('menuitemradio', { name: 'Completed' }));
    expect(await screen.findByRole('button', { name: 'Status of First: Completed' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await repository.getCampaign('c-1')).quests[0]?.status).toBe('completed'),
    );
    // The tab's figures follow.
    expect(screen.getByText('400 XP earned of 400 XP')).toBeInTheDocument();
  });

  it('sets the campaign’s own status from the header', async () => {
    const { user, repository } = renderAt('/campaigns/c-1');
    await user.click(await screen.findByRole('button', { name: 'Campaign status: Active' }, SLOW));
    await user.click(screen.getByRole('menuitemradio', { name: 'Completed' }));
    expect(await screen.findByRole('button', { name: 'Campaign status: Completed' })).toBeInTheDocument();
    expect((await repository.getCampaign('c-1')).status).toBe('completed');
  });

  it('moves characters only among their own group, players first', async () => {
    const { user, repository } = renderAt('/campaigns/c-1/characters');
    await screen.findByRole('list', { name: 'Characters' }, SLOW);
    expect(listTitles('Characters')).toEqual(['Brannoc', 'Wren', 'Rusk']);
    expect(screen.getByRole('button', { name: 'Move Wren down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Rusk up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Wren up' }));
    await waitFor(() => expect(listTitles('Characters')).toEqual(['Wren', 'Brannoc', 'Rusk']));
    await waitFor(async () =>
      expect((await repository.getCampaign('c-1')).characters.map((character) => character.name)).toEqual([
        'Wren',
        'Brannoc',
        'Rusk',
      ]),
    );
  });

  // Each tab's empty state offers to add the first part; the form's defaults fill every required choice.
  const firstParts = [
    { tab: 'sessions', singular: 'Session', field: 'Title', name: 'Session one' },
    { tab: 'characters', singular: 'Character', field: 'Name', name: 'Elsbeth' },
    { tab: 'quests', singular: 'Quest', field: 'Title', name: 'A first quest' },
    { tab: 'encounters', singular: 'Encounter', field: 'Title', name: 'Raiders' },
    { tab: 'locations', singular: 'Location', field: 'Name', name: 'Stairfoot' },
    { tab: 'items', singular: 'Item', field: 'Name', name: 'Ember cart' },
    { tab: 'notes', singular: 'Note', field: 'Title', name: 'Prep' },
  ] as const;

  for (const { tab, singular, field, name } of firstParts) {
    it(`the empty ${tab} tab adds its first ${singular.toLowerCase()}`, async () => {
      const { user, repository } = renderAt(`/campaigns/c-1/${tab}`, testCampaign());
      await screen.findByRole('heading', { level: 3, name: /^No .* yet$/ }, SLOW);
      await user.click(screen.getByRole('button', { name: `Add ${singular}` }));
      const dialog = screen.getByRole('dialog', { name: `Add ${singular}` });
      await user.type(within(dialog).getByRole('textbox', { name: field }), name);
      await user.click(within(dialog).getByRole('button', { name: `Add ${singular}` }));
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/campaigns/c-1/${tab}/`)),
      );
      expect((await repository.getCampaign('c-1'))[tab]).toHaveLength(1);
      // The empty state's button is gone; focus goes to the header's.
      await waitFor(() => expect(screen.getByRole('button', { name: `Add ${singular}` })).toHaveFocus());
    });
  }
});

describe('the campaign as a whole', () => {
  it('is deleted after a confirmation that says what goes with it, and lands on the list', async () => {
    const { user, repository, router } = renderAt('/campaigns/c-1/quests');
    await user.click(await screen.findByRole('button', { name: 'Delete Campaign' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Road"?' });
    expect(confirm).toHaveAccessibleDescription(
      'The campaign and everything written in it are deleted. You can restore it from the Trash for 30 days.',
    );
    expect(await within(confirm).findByText('It also deletes 5 parts.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'), SLOW);
    expect(await repository.listCampaigns()).toEqual([]);
  });

  it('Cancel keeps the campaign', async () => {
    const { user, repository } = renderAt('/campaigns/c-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Campaign' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Road"?' });
    expect(await within(confirm).findByText('It also deletes 5 parts.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await repository.listCampaigns()).toHaveLength(1);
  });
});

describe('a part’s own page', () => {
  it('shows every field and where it sits, and edits it', async () => {
    const { user } = renderAt('/campaigns/c-1/quests/q-2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Second' }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Quests' })).toHaveAttribute(
      'href',
      '/campaigns/c-1/quests',
    );
    expect(within(breadcrumb).getByText('Second')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('300 XP')).toBeInTheDocument();
    expect(document.title).toBe('Second · The Road · Fablehold');

    await user.click(screen.getByRole('button', { name: 'Edit Quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quest' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Now with words.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Now with words.')).toBeInTheDocument();
  });

  it('deletes it after confirming and goes back to its tab', async () => {
    const { user, router } = renderAt('/campaigns/c-1/quests/q-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Quest' }, SLOW));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "First"?' })).getByRole('button', {
        name: 'Delete Quest',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c-1/quests'));
    await waitFor(() => expect(listTitles('Quests')).toEqual(['Second']));
  });

  it('says so for a part that is not there, or a list campaigns do not have', async () => {
    renderAt('/campaigns/c-1/quests/nope');
    expect(await screen.findByRole('heading', { name: 'Quest not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Quests' })).toHaveAttribute(
      'href',
      '/campaigns/c-1/quests',
    );
    expect(document.title).toBe('Quest Not Found · The Road · Fablehold');
  });

  it('an unknown list says the section is not found', async () => {
    renderAt('/campaigns/c-1/dragons/d-1');
    expect(await screen.findByRole('heading', { name: 'Section not found' }, SLOW)).toBeInTheDocument();
  });
});

describe('the campaign’s items: appearances of References items', () => {
  const blade = {
    id: 'it-blade',
    name: 'Oathflame Blade',
    type: 'Weapon' as const,
    rarity: 'Legendary' as const,
    description: '',
    location: 'Kharn Deep',
    campaigns: [],
    universeId: 'u-1',
  };
  const bell = { ...blade, id: 'it-bell', name: 'The First Bell', universeId: 'u-2' };
  const { universeId: _none, ...unbound } = blade;
  const map = { ...unbound, id: 'it-map', name: 'The Wanderer’s map' };

  it('adds one of the universe’s items, whose page says where it appears', async () => {
    const { user, repository } = renderWithRepository(
      [{ path: '/campaigns/:campaignId/*', element: <CampaignDetailPage /> }],
      '/campaigns/c-1/items',
      { campaigns: [testCampaign({ universeId: 'u-1' })], items: [blade, bell, map] },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Item' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Item' });
    const choice = within(add).getByRole('combobox', { name: 'Item' });
    // The universe's items and those without one (not the Bell, of another universe).
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A new item', 'Oathflame Blade', 'The Wanderer’s map']);
    await user.selectOptions(choice, 'Oathflame Blade');
    expect(within(add).getByRole('textbox', { name: 'Name' })).toHaveValue('Oathflame Blade');
    expect(within(add).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await user.type(within(add).getByRole('textbox', { name: 'Type' }), 'Greatsword');
    await user.click(within(add).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(listTitles('Items')).toEqual(['Oathflame Blade']));
    const [stored] = (await repository.getCampaign('c-1')).items;
    expect(stored).toMatchObject({ itemId: 'it-blade', type: 'Greatsword' });
    expect(
      (await repository.records('item').list()).find((item) => item.id === 'it-blade')?.campaigns,
    ).toEqual(['c-1']);

    await user.click(screen.getByRole('link', { name: 'Oathflame Blade' }));
    const appears = await screen.findByRole('list', { name: 'Appears in' }, SLOW);
    expect(appears).toHaveTextContent(/\(this page\) · Campaign · Greatsword/);
    await user.click(screen.getByRole('button', { name: 'Delete Item' }));
    expect(
      await within(screen.getByRole('alertdialog')).findByText(
        'Oathflame Blade leaves this campaign. The item stays in References and in any other campaign it appears in.',
      ),
    ).toBeInTheDocument();
  });
});
