import { Hono } from 'hono';
import {
  characterListQuerySchema,
  characterUpdateSchema,
  itemUpdateSchema,
  newCharacterSchema,
  newItemSchema,
  noQuerySchema,
} from '../../../common/api/inputs';
import { listAppearances } from '../../../common/workspace/operations/appearances';
import { listItemAppearances } from '../../../common/workspace/operations/item-appearances';
import { castStoreOver, itemStoreOver } from '../../../common/workspace/record-backed-stores';
import { createRecordStore } from '../../db/record-store';
import { characterTable, itemTable } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { registerRecordRoutes } from '../resource-routes';
import { readId, readQuery } from '../validate';

/**
 * `/api/v1/characters`: the References characters (`?novelId=&universeId=&campaignId=` narrow the list).
 * A new name is carried by its appearances in novels and campaigns (the core's character hook).
 */
export function characterRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const query = readQuery(c, characterListQuerySchema);
    const filter: Record<string, string> = {};
    if (query.novelId !== undefined) filter.novel_id = query.novelId;
    if (query.universeId !== undefined) filter.universe_id = query.universeId;
    if (query.campaignId !== undefined) filter.campaign_id = query.campaignId;
    return c.json(await c.var.store.list(characterTable, filter));
  });

  // No cascade: nothing else goes with it.
  registerRecordRoutes(routes, deps, 'character', {
    newSchema: newCharacterSchema,
    updateSchema: characterUpdateSchema,
  });

  /** `GET /:id/appearances`: the novels and campaigns it appears in, with its role in each. */
  routes.get('/:id/appearances', async (c) => {
    return c.json(await listAppearances(castStoreOver(createRecordStore(c.var.store)), readId(c)));
  });

  return routes;
}

/**
 * `/api/v1/items`: the References items. An item's `campaigns` are the campaigns it appears in: naming a
 * campaign adds the item to that campaign's Items tab, leaving one out takes it off (decision 020; the
 * core's item hook).
 */
export function itemRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(itemTable));
  });

  // Its appearances in campaigns go with it (the delete plan says how many).
  registerRecordRoutes(routes, deps, 'item', { newSchema: newItemSchema, updateSchema: itemUpdateSchema });

  /** `GET /:id/appearances`: the campaigns it appears in, with what it is in each. */
  routes.get('/:id/appearances', async (c) => {
    return c.json(await listItemAppearances(itemStoreOver(createRecordStore(c.var.store)), readId(c)));
  });

  return routes;
}
