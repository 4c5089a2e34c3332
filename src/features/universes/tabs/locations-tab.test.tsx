import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { createQueryClient } from '../../../data/query-client';
import { testRepository } from '../../../data/test-workspace';
import { setWorkspaceRepository } from '../../../data/workspace';
import { LocationsTab } from './locations-tab';

// An empty Locations tab is no dead end: it leads to where a location (or first a world) is added.

function renderTab(worlds: UniverseDetail['worlds']) {
  setWorkspaceRepository(testRepository({ locations: [] }));
  const universe = { id: 'u-1', name: 'U', worlds } as UniverseDetail;
  const router = createMemoryRouter([{ path: '*', element: <LocationsTab universe={universe} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('universe Locations tab, empty', () => {
  it('offers to add a location in the first world', async () => {
    renderTab([
      { id: 'w-1', name: 'Thornwild', description: '', type: 'Forest', imageUrl: '', locationCount: 0 },
    ]);
    expect(await screen.findByRole('link', { name: 'Add a location in Thornwild' })).toHaveAttribute(
      'href',
      '/universes/u-1/worlds/w-1/locations',
    );
  });

  it('leads to the worlds when the universe has none', async () => {
    renderTab([]);
    expect(await screen.findByRole('link', { name: 'Add a world first' })).toHaveAttribute(
      'href',
      '/universes/u-1/worlds',
    );
  });
});
