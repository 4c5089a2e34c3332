import { Hono } from 'hono';
import {
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../../common/api/trash';
import { restoreTrashEntry } from '../../../common/workspace/trash-entries';
import { createTrashRows, snapshotProblem } from '../../db/trash-snapshot';
import { createTrashStore } from '../../db/trash-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { readBody, readId } from '../validate';

/**
 * `/api/v1/trash` (decision 038): the list, a restore (whole, or 409 saying what is in the way), a
 * delete for good of one entry or of all, and the retention. Every call first lets go of the entries
 * older than the retention.
 */
export function trashRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const trashOf = (c: { var: ApiEnv['Variables'] }) => createTrashStore(c.var.store, deps.now);

  routes.get('/', async (c) => c.json((await trashOf(c).listTrash()) satisfies TrashList));

  routes.get('/settings', async (c) => {
    return c.json({ retentionDays: await trashOf(c).retentionDays() } satisfies TrashSettings);
  });

  routes.put('/settings', async (c) => {
    const { retentionDays } = await readBody(c, trashSettingsSchema);
    const trash = trashOf(c);
    await trash.setRetentionDays(retentionDays);
    await trash.purgeExpired();
    return c.json({ retentionDays } satisfies TrashSettings);
  });

  routes.post('/:id/restore', async (c) => {
    const id = readId(c);
    const restored = await c.var.store.transaction((store) =>
      restoreTrashEntry(
        createTrashStore(store, deps.now),
        createTrashRows(store),
        id,
        isoNow(deps),
        newId,
        snapshotProblem,
      ),
    );
    return c.json(restored satisfies TrashRestored);
  });

  routes.delete('/:id', async (c) => {
    if (!(await trashOf(c).remove(readId(c)))) throw apiErrors.notFound('Trash entry');
    return c.body(null, 204);
  });

  routes.delete('/', async (c) => {
    await trashOf(c).empty();
    return c.body(null, 204);
  });

  return routes;
}
