import type { Hono } from 'hono';
import { favoriteInputSchema } from '../../../common/api/inputs';
import type { TableSpec } from '../../db/workspace-tables';
import { type ApiEnv, findOrNotFound } from '../context';
import { readBody, readId } from '../validate';

/**
 * `PUT /:id/favorite {isFavorite}` sets the flag rather than flipping it, so a retried request cannot
 * undo itself. It leaves `lastUpdated` alone: starring is not editing.
 */
export function registerFavorite<R extends { id: string; isFavorite: boolean }>(
  routes: Hono<ApiEnv>,
  table: TableSpec<R>,
  label: string,
): void {
  routes.put('/:id/favorite', async (c) => {
    const { isFavorite } = await readBody(c, favoriteInputSchema);
    await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, table, readId(c), label, { forUpdate: true });
      await store.update(table, { ...record, isFavorite });
    });
    return c.json({ isFavorite });
  });
}
