import { Hono } from 'hono';
import { locationListQuerySchema, worldListQuerySchema } from '../../../common/api/inputs';
import { defaultImages } from '../../../common/domain/new-record-defaults';
import {
  type Location,
  locationUpdateSchema,
  newLocationSchema,
  newWorldSchema,
  worldUpdateSchema,
} from '../../../common/domain/world';
import type { WorkspaceStore } from '../../db/workspace-store';
import { locationTable, universeTable, type WorldRow, worldTable } from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, newId, type RouteDeps, requireLinked } from '../context';
import { presentWorlds } from '../presenters';
import { created, registerGetOne, registerPatch, registerRecordDelete, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';
import { registerParts } from './parts';

async function presentOne(store: WorkspaceStore, record: WorldRow) {
  const [world] = await presentWorlds(store, [record]);
  if (world === undefined) throw new Error('presentWorlds returned fewer worlds than it was given');
  return world;
}

const worlds = resource(worldTable, 'World', presentOne);
const locations = resource(locationTable, 'Location');

/** `/api/v1/worlds` (`?universeId=` narrows the list) with the lists a world holds. */
export function worldRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { universeId } = readQuery(c, worldListQuerySchema);
    const { store } = c.var;
    const records = await store.list(worldTable, universeId === undefined ? {} : { universe_id: universeId });
    return c.json(await presentWorlds(store, records));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newWorldSchema);
    const world = await c.var.store.transaction(async (store) => {
      await requireLinked(store, universeTable, input.universeId, 'universe', 'universeId');
      const record: WorldRow = {
        id: newId(),
        name: input.name,
        description: input.description,
        type: input.type,
        universeId: input.universeId,
        imageUrl: input.imageUrl ?? defaultImages.worldImage,
        climate: input.climate,
        timePeriod: input.timePeriod,
        dominantRaces: [],
        notableFeatures: [],
      };
      await store.insert(worldTable, record, 'last');
      return presentOne(store, record);
    });
    return created(c, 'worlds', world);
  });

  registerGetOne(routes, worlds);

  registerPatch(routes, worlds, worldUpdateSchema, async (store, record, patch) => {
    if (patch.universeId !== undefined) {
      await requireLinked(store, universeTable, patch.universeId, 'universe', 'universeId');
    }
    return applyPatch(record, patch);
  });

  // A world's locations cannot outlive it.
  registerRecordDelete(routes, 'world', deps);

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
      const ids = worlds.map((row) => String(row.id));
      filter.world_id = worldId === undefined ? ids : ids.filter((id) => id === worldId);
    }
    return c.json(await store.list(locationTable, filter));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newLocationSchema);
    const location = await c.var.store.transaction(async (store) => {
      await requireLinked(store, worldTable, input.worldId, 'world', 'worldId');
      const record: Location = { id: newId(), ...input };
      await store.insert(locationTable, record, 'last');
      return record;
    });
    return created(c, 'locations', location);
  });

  registerGetOne(routes, locations);

  registerPatch(routes, locations, locationUpdateSchema, (_store, record, patch) =>
    applyPatch(record, patch),
  );

  // No cascade: nothing else goes with it.
  registerRecordDelete(routes, 'location', deps);

  return routes;
}
