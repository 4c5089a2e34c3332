import { Hono } from 'hono';
import { locationListQuerySchema, worldListQuerySchema } from '../../../common/api/inputs';
import {
  type Location,
  locationUpdateSchema,
  newLocationSchema,
  newWorldSchema,
  worldUpdateSchema,
} from '../../../common/domain/world';
import type { WorkspaceStore } from '../../db/workspace-store';
import { locationTable, type WorldRow, worldTable } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { presentWorlds } from '../presenters';
import { registerRecordRoutes } from '../resource-routes';
import { readQuery } from '../validate';
import { registerParts } from './parts';

async function presentOne(store: WorkspaceStore, record: WorldRow) {
  const [world] = await presentWorlds(store, [record]);
  if (world === undefined) throw new Error('presentWorlds returned fewer worlds than it was given');
  return world;
}

/** `/api/v1/worlds` (`?universeId=` narrows the list) with the lists a world holds. */
export function worldRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { universeId } = readQuery(c, worldListQuerySchema);
    const { store } = c.var;
    const records = await store.list(worldTable, universeId === undefined ? {} : { universe_id: universeId });
    return c.json(await presentWorlds(store, records));
  });

  // A world's locations cannot outlive it.
  registerRecordRoutes(routes, deps, 'world', {
    newSchema: newWorldSchema,
    updateSchema: worldUpdateSchema,
    present: presentOne,
  });

  registerParts(routes, deps, 'worlds');
  return routes;
}

/** `/api/v1/locations` (`?worldId=` or `?universeId=` narrows the list). */
export function locationRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { worldId, universeId } = readQuery(c, locationListQuerySchema);
    const { store } = c.var;
    const filter: Record<string, string | string[]> = {};
    if (worldId !== undefined) filter.world_id = worldId;
    if (universeId !== undefined) {
      const worlds = await store.rows(worldTable, ['id'], { universe_id: universeId });
      const ids = worlds.map((row) => row.id);
      filter.world_id = worldId === undefined ? ids : ids.filter((id) => id === worldId);
    }
    return c.json(await store.list(locationTable, filter));
  });

  // No cascade: nothing else goes with it.
  registerRecordRoutes(routes, deps, 'location', {
    newSchema: newLocationSchema,
    updateSchema: locationUpdateSchema,
    present: async (_store: WorkspaceStore, record: Location) => record,
  });

  return routes;
}
