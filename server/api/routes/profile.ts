import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { profileUpdateSchema } from '../../../common/domain/profile';
import type { WorkspaceStore } from '../../db/workspace-store';
import { profileTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { contentTag, requireContentMatch } from '../content-tag';
import { type ApiEnv, applyPatch, findOrNotFound } from '../context';
import { presentProfile } from '../presenters';
import { readBody, readQuery } from '../validate';

async function profileOf(store: WorkspaceStore, options: { forUpdate?: boolean } = {}) {
  const [row] = await store.rows(profileTable, ['id']);
  if (row === undefined) throw apiErrors.notFound('Profile');
  return findOrNotFound(store, profileTable, row.id, 'Profile', options);
}

/**
 * `/api/v1/profile`: the caller's profile, with statistics and recent projects derived on read. Its
 * `ETag` names the stored profile; a `PATCH` with an `If-Match` naming an older one is 412.
 */
export function profileRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    const profile = await profileOf(store);
    return c.json(await presentProfile(store, profile), 200, { ETag: contentTag(profile) });
  });

  routes.patch('/', async (c) => {
    const patch = await readBody(c, profileUpdateSchema);
    const { profile, tag } = await c.var.store.transaction(async (store) => {
      const record = await profileOf(store, { forUpdate: true });
      requireContentMatch(c, record, 'profile', await presentProfile(store, record));
      const next = applyPatch(record, patch);
      await store.update(profileTable, next);
      return { profile: await presentProfile(store, next), tag: contentTag(next) };
    });
    return c.json(profile, 200, { ETag: tag });
  });

  return routes;
}
