import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { defaultImages } from '../../../common/domain/new-record-defaults';
import { newUniverseSchema, universeUpdateSchema } from '../../../common/domain/universe';
import { type UniverseRow, universeSummaryTable, universeTable } from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, isoNow, newId, type RouteDeps } from '../context';
import { presentUniverseDetail, presentUniverses } from '../presenters';
import { created, registerGetOne, registerPatch, registerRecordDelete, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';

const universes = resource(universeTable, 'Universe', presentUniverseDetail);

/** `/api/v1/universes`: a universe with its parts and short views of its worlds, novels and campaigns. */
export function universeRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentUniverses(store, await store.list(universeSummaryTable)));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newUniverseSchema);
    const universe = await c.var.store.transaction(async (store) => {
      const record: UniverseRow = {
        id: newId(),
        name: input.name,
        description: input.description,
        lastUpdated: isoNow(deps),
        imageUrl: input.imageUrl ?? defaultImages.universeImage,
        isFavorite: false,
      };
      await store.insert(universeTable, record, 'first');
      return presentUniverseDetail(store, record);
    });
    return created(c, 'universes', universe);
  });

  registerGetOne(routes, universes);

  registerPatch(routes, universes, universeUpdateSchema, (_store, record, patch) => ({
    ...applyPatch(record, patch),
    lastUpdated: isoNow(deps),
  }));

  // Refused while worlds or campaigns name it; novels, characters and items lose the link.
  registerRecordDelete(routes, 'universe', deps);

  registerFavorite(routes, universeTable, 'Universe');
  registerParts(routes, deps, 'universes');
  return routes;
}
