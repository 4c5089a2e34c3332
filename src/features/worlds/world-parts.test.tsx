import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../data/test-workspace';
import { listTitles, SLOW } from '../../test-utils/render-with-repository';
import { renderWorldAt } from './world-test-helpers';

const settlement = (id: string, name: string) => ({ id, name, description: '', kind: 'Town' });
const creature = (id: string, name: string, kind: 'fauna' | 'flora') => ({
  id,
  name,
  description: '',
  kind,
  habitat: '',
});

const settled = () =>
  testWorld({ settlements: [settlement('s-1', 'Briarholt'), settlement('s-2', 'Mossgate')] });

describe('world tabs: building the world', () => {
  it('adds, edits, reorders and deletes a settlement, and every change is stored', async () => {
    const { user, repository } = renderWorldAt('/universes/u-1/worlds/w-1/settlements', {
      worlds: [settled()],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Settlement' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Settlement' });
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Emberfall');
    await user.type(within(add).getByRole('textbox', { name: 'Kind' }), 'Village');
    await user.type(within(add).getByRole('spinbutton', { name: 'Population' }), '120');
    await user.click(within(add).getByRole('button', { name: 'Add Settlement' }));
    await waitFor(() => expect(listTitles('Settlements')).toEqual(['Briarholt', 'Mossgate', 'Emberfall']));
    expect(screen.getByText('Population 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Emberfall' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Settlement' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Name' }), 'Emberfall Hollow');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(listTitles('Settlements')).toEqual(['Briarholt', 'Mossgate', 'Emberfall Hollow']),
    );

    const editButton = screen.getByRole('button', { name: 'Edit Emberfall Hollow' });
    editButton.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(listTitles('Settlements')).toEqual(['Briarholt', 'Emberfall Hollow', 'Mossgate']),
    );
    expect(editButton).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Briarholt' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Briarholt"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Settlement' }));
    await waitFor(() => expect(listTitles('Settlements')).toEqual(['Emberfall Hollow', 'Mossgate']));

    await waitFor(async () =>
      expect((await repository.getWorld('w-1')).settlements.map((entry) => entry.name)).toEqual([
        'Emberfall Hollow',
        'Mossgate',
      ]),
    );
    expect((await repository.getWorld('w-1')).settlements[0]).toMatchObject({
      kind: 'Village',
      population: 120,
    });
  });

  it('moves fauna among fauna and flora among flora, in the stored order', async () => {
    const { user, repository } = renderWorldAt('/universes/u-1/worlds/w-1/fauna-flora', {
      worlds: [
        testWorld({
          creatures: [
            creature('c-1', 'Stag', 'fauna'),
            creature('c-2', 'Moss', 'flora'),
            creature('c-3', 'Owl', 'fauna'),
          ],
        }),
      ],
    });
    await screen.findByRole('list', { name: 'Fauna' }, SLOW);
    expect(listTitles('Fauna')).toEqual(['Stag', 'Owl']);
    expect(listTitles('Flora')).toEqual(['Moss']);
    expect(screen.getByRole('heading', { level: 3, name: 'Fauna (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Owl up' }));
    await waitFor(() => expect(listTitles('Fauna')).toEqual(['Owl', 'Stag']));
    await waitFor(async () =>
      expect((await repository.getWorld('w-1')).creatures.map((entry) => entry.name)).toEqual([
        'Owl',
        'Stag',
        'Moss',
      ]),
    );
  });

  // Each tab's empty state offers to add the first part; the form's defaults fill every required choice.
  const firstParts = [
    { tab: 'settlements', segment: 'settlements', singular: 'Settlement', field: 'Name', name: 'Hold' },
    { tab: 'cultures', segment: 'cultures', singular: 'Culture', field: 'Name', name: 'Bough-kin' },
    { tab: 'fauna-flora', segment: 'creatures', singular: 'Creature', field: 'Name', name: 'Stag' },
    { tab: 'magic-systems', segment: 'magic-systems', singular: 'Magic system', field: 'Name', name: 'Song' },
    { tab: 'factions', segment: 'factions', singular: 'Faction', field: 'Name', name: 'Wardens' },
    { tab: 'items', segment: 'items', singular: 'Item', field: 'Name', name: 'Pathstone' },
    { tab: 'lore', segment: 'lore', singular: 'Lore entry', field: 'Title', name: 'The Oak' },
  ] as const;

  for (const { tab, segment, singular, field, name } of firstParts) {
    it(`the empty ${tab} tab adds its first ${singular.toLowerCase()}`, async () => {
      const { user } = renderWorldAt(`/universes/u-1/worlds/w-1/${tab}`);
      expect(await screen.findByRole('heading', { level: 3, name: /^No .* yet$/ }, SLOW)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Add ${singular}` }));
      const dialog = screen.getByRole('dialog', { name: `Add ${singular}` });
      await user.type(within(dialog).getByRole('textbox', { name: field }), name);
      await user.click(within(dialog).getByRole('button', { name: `Add ${singular}` }));
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/universes/u-1/worlds/w-1/${segment}/new-`)),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: `Add ${singular}` })).toHaveFocus());
    });
  }
});

describe('a world part’s own page', () => {
  const withCreature = () => ({
    worlds: [testWorld({ creatures: [creature('c-1', 'Ember stag', 'fauna')] })],
  });

  it('shows every field and where it sits, and edits it', async () => {
    const { user } = renderWorldAt('/universes/u-1/worlds/w-1/creatures/c-1', withCreature());
    expect(await screen.findByRole('heading', { level: 2, name: 'Ember stag' }, SLOW)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Fauna & Flora' })).toHaveAttribute(
      'href',
      '/universes/u-1/worlds/w-1/fauna-flora',
    );
    expect(within(breadcrumb).getByText('Ember stag')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'World sections' });
    expect(within(tabs).getByRole('link', { name: 'Fauna & Flora' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Fauna')).toBeInTheDocument();
    expect(document.title).toBe('Ember stag · The Green · Fablehold');

    await user.click(screen.getByRole('button', { name: 'Edit Creature' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Creature' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Habitat' }), 'Deep glades');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Deep glades')).toBeInTheDocument();
  });

  it('deletes it after confirming and goes back to its tab', async () => {
    const { user, router } = renderWorldAt('/universes/u-1/worlds/w-1/creatures/c-1', withCreature());
    await user.click(await screen.findByRole('button', { name: 'Delete Creature' }, SLOW));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "Ember stag"?' })).getByRole('button', {
        name: 'Delete Creature',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/universes/u-1/worlds/w-1/fauna-flora'));
    expect(await screen.findByRole('heading', { name: 'No creatures or plants yet' }, SLOW)).toBeVisible();
  });

  it('says so for a part that is not there', async () => {
    renderWorldAt('/universes/u-1/worlds/w-1/factions/nope');
    expect(await screen.findByRole('heading', { name: 'Faction not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Factions' })).toHaveAttribute(
      'href',
      '/universes/u-1/worlds/w-1/factions',
    );
    expect(document.title).toBe('Faction Not Found · The Green · Fablehold');
  });

  it('an unknown list says the section is not found', async () => {
    renderWorldAt('/universes/u-1/worlds/w-1/dragons/d-1');
    expect(await screen.findByRole('heading', { name: 'Section not found' }, SLOW)).toBeInTheDocument();
  });
});
