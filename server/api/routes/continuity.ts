import { Hono } from 'hono';
import {
  continuityQuerySchema,
  continuityScopeSegmentNames,
  continuitySettingsInputSchema,
  dismissalDeleteQuerySchema,
  dismissalInputSchema,
} from '../../../common/api/continuity';
import { createContinuityStore } from '../../db/continuity-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { readContinuityReport, writeContinuitySettings } from '../continuity';
import { readBody, readId, readQuery } from '../validate';

/**
 * Continuity (decision 060): `GET /{novels|campaigns|universes}/:id` answers the report;
 * `PUT /dismissals` dismisses a finding as it is now with a reason; `DELETE /dismissals?findingId=`
 * shows it again; `PUT /{novels|campaigns|universes}/:id/settings` stores the scope's tolerance.
 */
export function continuityRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.put('/dismissals', async (c) => {
    const input = await readBody(c, dismissalInputSchema);
    const dismissal = { ...input, dismissedAt: isoNow(deps) };
    await c.var.store.transaction((store) => createContinuityStore(store).put(dismissal));
    return c.json(dismissal);
  });

  routes.delete('/dismissals', async (c) => {
    const { findingId } = readQuery(c, dismissalDeleteQuerySchema);
    const removed = await c.var.store.transaction((store) => createContinuityStore(store).remove(findingId));
    if (!removed) throw apiErrors.notFound('Dismissal');
    return c.body(null, 204);
  });

  for (const segment of continuityScopeSegmentNames) {
    routes.get(`/${segment}/:id`, async (c) => {
      const { toleranceDays } = readQuery(c, continuityQuerySchema);
      return c.json(await readContinuityReport(c.var.store, segment, readId(c), toleranceDays));
    });
    routes.put(`/${segment}/:id/settings`, async (c) => {
      const input = await readBody(c, continuitySettingsInputSchema);
      const id = readId(c);
      const now = isoNow(deps);
      return c.json(
        await c.var.store.transaction((store) => writeContinuitySettings(store, segment, id, input, now)),
      );
    });
  }

  return routes;
}
