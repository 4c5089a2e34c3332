import { Hono } from 'hono';
import {
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../../common/api/trash';
import { restoreFromTrash, setAsideEntry } from '../../../common/workspace/operations/trash-moves';
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

  routes.get('/', async (c) => {
    const trash = trashOf(c);
    if ((await trash.purgeExpired()) > 0) await sweepUnused(c.var.store, c.var.blobs);
    const [entries, retentionDays] = await Promise.all([trash.list(), trash.retentionDays()]);
    return c.json({ entries, retentionDays } satisfies TrashList);
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
    const restored = await c.var.store.transaction(async (store) => {
      const trash = createTrashStore(store, deps.now);
      await trash.purgeExpired();
      const entry = await trash.get(id);
      if (entry === undefined) throw apiErrors.notFound('Trash entry');
      const invalid = snapshotProblem(entry.payload);
      if (invalid !== undefined) throw apiErrors.invalid(`This cannot be restored as it is. ${invalid}`);
      // What holds its ids now steps aside into the Trash, so the restore is whole (decision 050).
      const rows = createTrashRows(store);
      const at = isoNow(deps);
      const aside = await setAsideEntry(rows, entry, at);
      let setAsideId: string | null = null;
      if (aside !== undefined) {
        setAsideId = newId();
        await trash.put({ id: setAsideId, entityId: setAsideId, ...aside });
      }
      await restoreFromTrash(rows, entry.payload, at, (held) => trash.holding(held));
      await trash.remove(entry.id);
      return {
        kind: entry.kind,
        id: entry.entityId,
        parentId: entry.parentId,
        label: entry.label,
        ...(setAsideId === null ? {} : { setAsideEntryId: setAsideId }),
      };
    });
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
