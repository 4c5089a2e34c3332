import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { defaultImages } from '../../../common/domain/new-record-defaults';
import { newUniverseSchema, universeUpdateSchema } from '../../../common/domain/universe';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignTable,
  characterTable,
  itemTable,
  novelTable,
  type UniverseRow,
  universeSummaryTable,
  universeTable,
  worldTable,
} from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, applyPatch, findOrNotFound, isoNow, newId, type RouteDeps } from '../context';
import { presentUniverseDetail, presentUniverses } from '../presenters';
import { created, registerDelete, registerGetOne, registerPatch, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';
import { deleteTimelinesOf } from './timelines';

/**
 * Worlds and campaigns cannot exist without their universe, and deleting them along with it would lose
 * work silently: the delete is refused (409) until they are moved or deleted. Novels, References
 * characters and items only lose the link.
 */
async function deleteUniverse(store: WorkspaceStore, id: string): Promise<void> {
  await findOrNotFound(store, universeTable, id, 'Universe', { forUpdate: true });
  const dependents =
    (await store.count(worldTable, { universe_id: id })) +
    (await store.count(campaignTable, { universe_id: id }));
  if (dependents > 0) throw apiErrors.conflict('Move or delete this universe’s worlds and campaigns first');
  await store.remove(universeTable, { id });
  await deleteTimelinesOf(store, id);
  await store.updateWhere(novelTable, { universe_id: id }, { universe_id: null });
  await store.updateWhere(characterTable, { universe_id: id }, { universe_id: null });
  await store.updateWhere(itemTable, { universe_id: id }, { universe_id: null });
}

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

  registerDelete(routes, deleteUniverse);

  registerFavorite(routes, universeTable, 'Universe');
  registerParts(routes, deps, 'universes');
  return routes;
}
