import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { emptyWorldParts } from '../../../common/domain/new-record-defaults';
import type { Workspace } from '../../../common/domain/workspace';
import type { Location, WorldRecord } from '../../../common/domain/world';
import { createQueryClient } from '../../data/query-client';
import { testRepository, testUniverse } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import WorldDetailPage from './world-detail-page';

// Only tests import this file: a world made of exactly the parts a test needs, and the world page
// rendered at an address.

/** The first lazy tab load takes a moment on a busy machine. */
export const SLOW = { timeout: 5000 };

export function testWorld(overrides: Partial<WorldRecord> = {}): WorldRecord {
  return {
    id: 'w-1',
    name: 'The Green',
    description: '',
    type: 'Forest',
    universeId: 'u-1',
    imageUrl: '',
    climate: '',
    timePeriod: '',
    ...emptyWorldParts(),
    ...overrides,
  };
}

export function testLocation(id: string, name: string, overrides: Partial<Location> = {}): Location {
  return { id, name, type: 'City', description: '', worldId: 'w-1', ...overrides };
}

function UniverseWorlds() {
  return <p>Worlds of {useLocation().pathname}</p>;
}

export function renderWorldAt(path: string, records: Partial<Workspace> = {}) {
  const repository = testRepository({ worlds: [testWorld()], ...records });
  setWorkspaceRepository(repository);
  const router = createMemoryRouter(
    [
      { path: '/universes/:universeId/worlds/:worldId/*', element: <WorldDetailPage /> },
      { path: '/universes/:universeId/worlds', element: <UniverseWorlds /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository, router };
}

/** The names of the cards of a list, in order. */
export const cardNames = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export { testUniverse };
