import { useLocation } from 'react-router';
import type { Workspace } from '../../../common/domain/workspace';
import { testWorld } from '../../data/test-workspace';
import { renderWithRepository } from '../../test-utils/render-with-repository';
import WorldDetailPage from './world-detail-page';

// Only tests import this file: the world page rendered at an address, over `testWorld()` unless the
// test gives its own worlds.

function UniverseWorlds() {
  return <p>Worlds of {useLocation().pathname}</p>;
}

export const renderWorldAt = (path: string, records: Partial<Workspace> = {}) =>
  renderWithRepository(
    [
      { path: '/universes/:universeId/worlds/:worldId/*', element: <WorldDetailPage /> },
      { path: '/universes/:universeId/worlds', element: <UniverseWorlds /> },
    ],
    path,
    { worlds: [testWorld()], ...records },
  );
