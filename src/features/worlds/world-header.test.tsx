import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testLocation, testUniverse, testWorld } from '../../data/test-workspace';
import { SLOW } from '../../test-utils/render-with-repository';
import { renderWorldAt } from './world-test-helpers';

const twoUniverses = () => [testUniverse(), testUniverse({ id: 'u-2', name: 'The Deep' })];

describe('the world’s header', () => {
  it('moves the world to another universe and follows it to its new address', async () => {
    const { user, repository, router } = renderWorldAt('/universes/u-1/worlds/w-1/lore', {
      universes: twoUniverses(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit World' }, SLOW));
    const form = screen.getByRole('form', { name: 'Edit world' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const universe = within(form).getByRole('combobox', { name: 'Universe' });
    await waitFor(() => expect(within(universe).getAllByRole('option')).toHaveLength(2));
    expect(universe).toHaveValue('u-1');
    await user.selectOptions(universe, 'The Deep');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/universes/u-2/worlds/w-1/lore'));
    expect(await screen.findByRole('link', { name: 'Part of The Deep' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /^Lore/ }, SLOW)).toBeInTheDocument();
    expect((await repository.getWorld('w-1')).universeId).toBe('u-2');
  });

  it('keeps the universe when only the text changes', async () => {
    const { user, repository, router } = renderWorldAt('/universes/u-1/worlds/w-1', {
      universes: twoUniverses(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit World' }, SLOW));
    const form = screen.getByRole('form', { name: 'Edit world' });
    await user.clear(within(form).getByRole('textbox', { name: 'Type' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Type is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Type' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: 'Type' }), 'Swamp');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit world' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit World' })).toHaveFocus();
    expect((await repository.getWorld('w-1')).type).toBe('Swamp');
    expect(router.state.location.pathname).toBe('/universes/u-1/worlds/w-1');
  });

  it('deletes the world with its locations and parts after saying what goes', async () => {
    const { user, repository, router } = renderWorldAt('/universes/u-1/worlds/w-1/factions', {
      worlds: [
        testWorld({
          factions: [{ id: 'f-1', name: 'Wardens', description: '' }],
          lore: [{ id: 'l-1', title: 'The Oak', category: 'Legend', content: '' }],
        }),
      ],
      locations: [testLocation('loc-1', 'Briarholt')],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete World' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Green"?' });
    expect(
      await within(confirm).findByText('It also deletes 1 location and 2 parts.', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete World' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/universes/u-1/worlds'));
    await expect(repository.getWorld('w-1')).rejects.toThrow();
    expect(await repository.records('location').list({})).toEqual([]);
  });

  it('Cancel keeps the world', async () => {
    const { user, repository } = renderWorldAt('/universes/u-1/worlds/w-1');
    await user.click(await screen.findByRole('button', { name: 'Delete World' }, SLOW));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "The Green"?' });
    expect(await within(confirm).findByText('Nothing else is deleted with it.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await repository.getWorld('w-1')).name).toBe('The Green');
  });
});

describe('the Locations tab', () => {
  it('adds, edits and deletes a location', async () => {
    const { user, repository } = renderWorldAt('/universes/u-1/worlds/w-1/locations', {
      locations: [testLocation('loc-1', 'Briarholt')],
    });
    const locations = () =>
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await user.click(await screen.findByRole('button', { name: 'Add Location' }, SLOW));
    const add = screen.getByRole('dialog', { name: 'Add Location' });
    await user.click(within(add).getByRole('button', { name: 'Add Location' }));
    expect(within(add).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Rootdeep Barrow');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Type' }), 'Dungeon');
    await user.type(within(add).getByRole('textbox', { name: 'Description' }), 'Tunnels.');
    await user.click(within(add).getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(locations()).toEqual(['Briarholt', 'Rootdeep Barrow']));
    expect(screen.getByRole('link', { name: 'Rootdeep Barrow' })).toHaveAttribute(
      'href',
      '/universes/u-1/worlds/w-1/locations/new-1',
    );

    await user.click(screen.getByRole('button', { name: 'Edit Rootdeep Barrow' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Location' });
    expect(within(edit).getByRole('combobox', { name: 'Type' })).toHaveValue('Dungeon');
    await user.selectOptions(within(edit).getByRole('combobox', { name: 'Type' }), 'Ruins');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect((await repository.records('location').get('new-1')).type).toBe('Ruins'));

    await user.click(screen.getByRole('button', { name: 'Delete Briarholt' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Briarholt"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Location' }));
    await waitFor(() => expect(locations()).toEqual(['Rootdeep Barrow']));
    expect(
      (await repository.records('location').list({ worldId: 'w-1' })).map((entry) => entry.name),
    ).toEqual(['Rootdeep Barrow']);
  });

  it('the empty tab adds the first location', async () => {
    const { user } = renderWorldAt('/universes/u-1/worlds/w-1/locations');
    expect(await screen.findByRole('heading', { name: 'No locations yet' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    const add = screen.getByRole('dialog', { name: 'Add Location' });
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Stairfoot');
    await user.click(within(add).getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByRole('link', { name: 'Stairfoot' })).toBeInTheDocument();
    // A new location is a city unless another type is chosen.
    expect(screen.getByText('City')).toBeInTheDocument();
  });
});
