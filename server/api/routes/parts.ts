import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { PartParent } from '../../../common/api/parts';
import { isAppearanceKind } from '../../../common/workspace/cast';
import { workspaceErrors } from '../../../common/workspace/errors';
import { isItemAppearanceKind } from '../../../common/workspace/items';
import { createAppearance, updateAppearance } from '../../../common/workspace/operations/appearances';
import { createPart, parentLabel } from '../../../common/workspace/operations/create-part';
import { deletePart } from '../../../common/workspace/operations/delete-part';
import { findPart } from '../../../common/workspace/operations/find-part';
import {
  createItemAppearance,
  deleteItemAppearance,
  updateItemAppearance,
} from '../../../common/workspace/operations/item-appearances';
import { movePart } from '../../../common/workspace/operations/move-part';
import { updatePart } from '../../../common/workspace/operations/update-part';
import { partKindsOf } from '../../../common/workspace/part-kinds';
import { presentPart } from '../../../common/workspace/present';
import type { StoredPart } from '../../../common/workspace/store';
import { createCastStore } from '../../db/cast-store';
import { createItemStore } from '../../db/item-store';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { checkInput, readBody, readId, readIfMatch } from '../validate';

const versionFieldSchema = z.object({ version: z.number().int().positive().optional() }).loose();
const moveSchema = z.object({
  toIndex: z.number({ error: 'toIndex must be a number' }).int('toIndex must be a whole number').min(0),
});

function answerPart(c: Context, part: StoredPart, status: 200 | 201 = 200) {
  return c.json(presentPart(part), status, { ETag: `"${part.version}"` });
}

/**
 * A record's parts (common/workspace/part-kinds.ts), one row each: `GET|POST /{parent}/:id/{segment}`,
 * `GET|PATCH|DELETE /{parent}/:id/{segment}/:partId` and `POST .../:partId/move`. Handlers only read
 * the request and call the workspace core's commands; the rules live there.
 *
 * PATCH must name the version it read (`If-Match: "N"` or a `version` field; 428 otherwise); a version
 * that is no longer the stored one answers 409 with the stored part in `error.current`. DELETE may name
 * one too.
 */
export function registerParts(routes: Hono<ApiEnv>, deps: RouteDeps, parent: PartParent): void {
  for (const spec of partKindsOf(parent)) {
    const base = `/:id/${spec.segment}`;

    routes.get(base, async (c) => {
      const parentId = readId(c);
      const parts = c.var.store.parts();
      if (!(await parts.parentExists(parent, parentId))) throw workspaceErrors.notFound(parentLabel(parent));
      return c.json((await parts.listParts(parentId, spec.kind)).map(presentPart));
    });

    routes.get(`${base}/:partId`, async (c) => {
      const part = await findPart(c.var.store.parts(), spec, readId(c), readId(c, 'partId'));
      return answerPart(c, part);
    });

    routes.post(base, async (c) => {
      const parentId = readId(c);
      const input = await readBody(c, z.record(z.string(), z.unknown()));
      const command = { parentId, input, id: newId(), now: isoNow(deps) };
      // A novel's or campaign's character is an appearance of a References character, a campaign's item
      // one of a References item (made here or linked).
      const part = isAppearanceKind(spec.kind)
        ? (
            await createAppearance(createCastStore(c.var.store), {
              ...command,
              kind: spec.kind,
              characterId: newId(),
            })
          ).part
        : isItemAppearanceKind(spec.kind)
          ? (
              await createItemAppearance(createItemStore(c.var.store), {
                ...command,
                campaignId: parentId,
                itemId: newId(),
              })
            ).part
          : await createPart(c.var.store.parts(), { ...command, kind: spec.kind });
      c.header('Location', `/api/v1/${parent}/${parentId}/${spec.segment}/${part.id}`);
      return answerPart(c, part, 201);
    });

    routes.patch(`${base}/:partId`, async (c) => {
      const parentId = readId(c);
      const partId = readId(c, 'partId');
      const { version: bodyVersion, ...patch } = await readBody(c, versionFieldSchema);
      const command = { parentId, partId, patch, version: readIfMatch(c) ?? bodyVersion, now: isoNow(deps) };
      const part = isAppearanceKind(spec.kind)
        ? await updateAppearance(createCastStore(c.var.store), { ...command, kind: spec.kind })
        : isItemAppearanceKind(spec.kind)
          ? await updateItemAppearance(createItemStore(c.var.store), { ...command, campaignId: parentId })
          : await updatePart(c.var.store.parts(), { ...command, kind: spec.kind });
      return answerPart(c, part);
    });

    routes.delete(`${base}/:partId`, async (c) => {
      const command = {
        parentId: readId(c),
        partId: readId(c, 'partId'),
        version: readIfMatch(c),
        now: isoNow(deps),
      };
      // A campaign's item leaves the campaign; the item stays and no longer lists it.
      if (isItemAppearanceKind(spec.kind)) {
        await deleteItemAppearance(createItemStore(c.var.store), {
          ...command,
          campaignId: command.parentId,
        });
      } else await deletePart(c.var.store.parts(), { ...command, kind: spec.kind });
      return c.body(null, 204);
    });

    routes.post(`${base}/:partId/move`, async (c) => {
      const parentId = readId(c);
      const partId = readId(c, 'partId');
      const { toIndex } = checkInput(moveSchema, await c.req.json().catch(() => null));
      const parts = await movePart(c.var.store.parts(), {
        kind: spec.kind,
        parentId,
        partId,
        toIndex,
        now: isoNow(deps),
      });
      return c.json(parts.map(presentPart));
    });
  }
}
