import { Hono } from 'hono';
import { z } from 'zod';
import { createUserKindStore } from '../../db/user-kind-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { answerTrashed } from '../trash-moves';
import { noteKind } from '../user-kind-scope';
import { createKind, deleteKindToTrash, placeKind, renameKind } from '../user-kinds';
import { readBody, readId, readIfMatch } from '../validate';

const versionFieldSchema = z.object({ version: z.number().int().positive().optional() }).loose();

/**
 * Kinds a user defines (decision 085): `GET|POST /kinds`, `GET|PATCH|DELETE /kinds/:id`, `POST
 * /kinds/:id/move` (`{ toIndex }`: its place among them, answered with every kind in the new order). A kind's things
 * are parts of their container, at `/{livesIn}/:id/k-{kindId}` (routes/parts.ts); a delete moves the
 * kind with its things and fields into the Trash.
 */
export function kindRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => c.json(await createUserKindStore(c.var.store).listKinds()));

  routes.post('/', async (c) => {
    const input = await readBody(c, z.record(z.string(), z.unknown()));
    const kind = await createKind(c.var.store, input, { id: newId(), now: isoNow(deps) });
    noteKind(kind);
    return c.json(kind, 201, { ETag: `"${kind.version}"` });
  });

  routes.get('/:id', async (c) => {
    const kind = await createUserKindStore(c.var.store).getKind(readId(c));
    if (kind === undefined) throw apiErrors.notFound('Kind');
    return c.json(kind, 200, { ETag: `"${kind.version}"` });
  });

  routes.patch('/:id', async (c) => {
    const { version, ...patch } = await readBody(c, versionFieldSchema);
    const kind = await renameKind(c.var.store, {
      id: readId(c),
      patch,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
    });
    noteKind(kind);
    return c.json(kind, 200, { ETag: `"${kind.version}"` });
  });

  routes.post('/:id/move', async (c) => {
    const move = await readBody(c, z.record(z.string(), z.unknown()));
    return c.json(await placeKind(c.var.store, { id: readId(c), move, now: isoNow(deps) }));
  });

  routes.delete('/:id', async (c) => {
    const { kind, trashed } = await deleteKindToTrash(c.var.store, readId(c), {
      entryId: newId(),
      deletedAt: isoNow(deps),
      now: deps.now,
    });
    noteKind(kind, true);
    return answerTrashed(c, trashed);
  });

  return routes;
}
