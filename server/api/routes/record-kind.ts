import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { type RecordKind, recordKind } from '../../../common/workspace/kinds';
import { recordTables } from '../../db/record-store';
import type { TableSpec } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { registerRecordRoutes } from '../resource-routes';
import { readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';

/**
 * `/api/v1/<its api path>` of a record kind with no routes of its own, from its declaration alone
 * (decision 092): its list, create (`newSchema`), read, update (`editSchema`) and delete by the core's
 * record commands, its favorite flag when new records have one, and its parts when it holds some.
 */
export function recordKindRoutes(deps: RouteDeps, kind: RecordKind): Hono<ApiEnv> {
  const spec = recordKind(kind);
  const { newSchema, editSchema } = spec;
  if (newSchema === undefined || editSchema === undefined)
    throw new Error(`Record kind ${kind} has no routes of its own, so it declares newSchema and editSchema`);
  const table = recordTables[kind];
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(table));
  });
  registerRecordRoutes(routes, deps, kind, { newSchema, updateSchema: editSchema });
  if ('isFavorite' in spec.defaults) {
    registerFavorite(routes, table as TableSpec<{ id: string; isFavorite: boolean }>, spec.one);
  }
  if (spec.parts !== undefined) registerParts(routes, deps, spec.parts);
  return routes;
}
