import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { newUniverseSchema, universeUpdateSchema } from '../../../common/domain/universe';
import { universeSummaryTable, universeTable } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { presentUniverseDetail, presentUniverses } from '../presenters';
import { registerRecordRoutes } from '../resource-routes';
import { readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';

/** `/api/v1/universes`: a universe with its parts and short views of its worlds, novels and campaigns. */
export function universeRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentUniverses(store, await store.list(universeSummaryTable)));
  });

  // A delete takes its worlds and campaigns with it; novels, characters and items lose the link.
  registerRecordRoutes(routes, deps, 'universe', {
    newSchema: newUniverseSchema,
    updateSchema: universeUpdateSchema,
    present: presentUniverseDetail,
  });

  registerFavorite(routes, universeTable, 'Universe');
  registerParts(routes, deps, 'universes');
  return routes;
}
