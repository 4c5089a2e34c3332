import { Hono } from 'hono';
import {
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../../common/api/trash';
import { restoreTrashEntry } from '../../../common/workspace/trash-entries';
import type { BlobStore } from '../../db/blob-store';
import { sweepImageObjects } from '../../db/image-bytes';
import { sweepUnusedMapPictures } from '../../db/map-tile-store';
import { createTrashRows, snapshotProblem } from '../../db/trash-snapshot';
import { createTrashStore } from '../../db/trash-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { readBody, readId } from '../validate';

/**
 * What the Trash let go of for good may have been the last hold on stored bytes (decision 090): a deleted
 * map's picture and tiles, an image in the bucket. They go now, and leave the quota.
 */
async function sweepUnused(store: WorkspaceStore, blobs: BlobStore): Promise<void> {
  await sweepUnusedMapPictures(store, blobs);
  await sweepImageObjects(store, blobs);
}

/**
 * `/api/v1/trash` (decision 038): the list, a restore (whole, or 409 saying what is in the way), a
 * delete for good of one entry or of all, and the retention. Every call first lets go of the entries
 * older than the retention.
 */
export function trashRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const trashOf = (c: { var: ApiEnv['Variables'] }) => createTrashStore(c.var.store, deps.now);

  // Entries past the retention go first; what they held may have been the last hold on stored bytes.
  routes.get('/', async (c) => {
    const trash = trashOf(c);
    if ((await trash.purgeExpired()) > 0) await sweepUnused(c.var.store, c.var.blobs);
    return c.json((await trash.listTrash()) satisfies TrashList);
  });

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

  // Deleted for good: the images in a bucket that nothing may bring back now go, and free their bytes.
  routes.delete('/:id', async (c) => {
    if (!(await trashOf(c).remove(readId(c)))) throw apiErrors.notFound('Trash entry');
    await sweepUnused(c.var.store, c.var.blobs);
    return c.body(null, 204);
  });

  routes.delete('/', async (c) => {
    await trashOf(c).empty();
    await sweepUnused(c.var.store, c.var.blobs);
    return c.body(null, 204);
  });

  return routes;
}
