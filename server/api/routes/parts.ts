import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { PartParent } from '../../../common/api/parts';
import { secretChangeSchema } from '../../../common/api/sharing';
import { docFieldOf } from '../../../common/domain/shared';
import type { RichTextDoc } from '../../../common/text/rich-text';
import { workspaceErrors } from '../../../common/workspace/errors';
import { changeSecret, secretChangeAction } from '../../../common/workspace/operations/change-secret';
import { parentLabel } from '../../../common/workspace/operations/create-part';
import { findPart } from '../../../common/workspace/operations/find-part';
import { movePart } from '../../../common/workspace/operations/move-part';
import {
  addPart,
  changePart,
  type PartCommandStores,
  removePart,
} from '../../../common/workspace/operations/part-commands';
import {
  deletePartTextVersion,
  listPartTextVersions,
  type PartTextRef,
  readPartTextVersion,
  restorePartTextVersion,
  savePartNamedVersion,
} from '../../../common/workspace/operations/part-text-versions';
import { type PartKindSpec, partKind, partKindsOf } from '../../../common/workspace/part-kinds';
import { presentPart } from '../../../common/workspace/present';
import { castStoreOver, itemStoreOver } from '../../../common/workspace/record-backed-stores';
import type { StoredPart } from '../../../common/workspace/store';
import { KIND_HOMES, USER_KIND_PREFIX } from '../../../common/workspace/user-kinds';
import { createRecordStore } from '../../db/record-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { answerTrashed, trashPart } from '../trash-moves';
import { kindsInScope } from '../user-kind-scope';
import { checkInput, readBody, readId, readIfMatch } from '../validate';

const versionFieldSchema = z.object({ version: z.number().int().positive().optional() }).loose();
const nameSchema = z.object({ name: z.string({ error: 'name must be text' }) });
const restoreSchema = z.object({
  version: z.number({ error: 'version must be a number' }).int().min(1).optional(),
});
const moveSchema = z.object({
  toIndex: z.number({ error: 'toIndex must be a number' }).int('toIndex must be a whole number').min(0),
});

/** The core's stores over one user's workspace (characters and items made only when a command needs them). */
export function storesOf(store: WorkspaceStore): PartCommandStores {
  return {
    parts: store.parts(),
    cast: () => castStoreOver(createRecordStore(store)),
    items: () => itemStoreOver(createRecordStore(store)),
  };
}

/**
 * A part's long field saved by a form (a writer not writing it together) while others write it together:
 * the saved text becomes their shared text, as a chapter's save does (decisions 086, 105).
 */
export async function shareSavedFields(
  deps: RouteDeps,
  ownerId: string,
  spec: PartKindSpec,
  part: StoredPart,
  patch: Record<string, unknown>,
): Promise<void> {
  if (deps.sharedTexts === undefined) return;
  for (const field of spec.longFields) {
    if (!(docFieldOf(field) in patch)) continue;
    const doc = (part.data[docFieldOf(field)] as { doc?: RichTextDoc } | undefined)?.doc;
    if (doc === undefined) continue;
    await deps.sharedTexts.replaced(
      { ownerId, kind: part.kind, parentId: part.parentId, partId: part.id, field },
      doc,
      'save',
    );
  }
}

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
    registerPartKind(routes, deps, parent, spec.segment, () => spec, spec.longFields.length > 0);
  }
  // A user's kinds (decision 085): `/:id/k-<kind id>`, named by the caller's own definitions alone.
  if ((KIND_HOMES as readonly string[]).includes(parent)) {
    const segment = `:segment{${USER_KIND_PREFIX}[a-z0-9-]{1,40}}`;
    registerPartKind(routes, deps, parent, segment, (c) => userKindSpec(c, parent), true);
  }
}

/** The spec of the caller's kind named by the path's segment; 404 when the caller has no such kind. */
function userKindSpec(c: Context, parent: PartParent): PartKindSpec {
  const kind = `${parent}/${c.req.param('segment') ?? ''}`;
  if (!kindsInScope().has(kind)) throw workspaceErrors.notFound('Kind');
  return partKind(kind);
}

function registerPartKind(
  routes: Hono<ApiEnv>,
  deps: RouteDeps,
  parent: PartParent,
  segment: string,
  specOf: (c: Context) => PartKindSpec,
  hasLongFields: boolean,
): void {
  const base = `/:id/${segment}`;

  routes.get(base, async (c) => {
    const spec = specOf(c);
    const parentId = readId(c);
    const parts = c.var.store.parts();
    if (!(await parts.parentExists(parent, parentId))) throw workspaceErrors.notFound(parentLabel(parent));
    return c.json((await parts.listParts(parentId, spec.kind)).map(presentPart));
  });

  routes.get(`${base}/:partId`, async (c) => {
    const spec = specOf(c);
    const part = await findPart(c.var.store.parts(), spec, readId(c), readId(c, 'partId'));
    return answerPart(c, part);
  });

  routes.post(base, async (c) => {
    const spec = specOf(c);
    const parentId = readId(c);
    const input = await readBody(c, z.record(z.string(), z.unknown()));
    const part = await addPart(storesOf(c.var.store), {
      kind: spec.kind,
      parentId,
      input,
      id: newId(),
      newRecordId: newId,
      now: isoNow(deps),
    });
    c.header('Location', `/api/v1/${parent}/${parentId}/${spec.segment}/${part.id}`);
    return answerPart(c, part, 201);
  });

  routes.patch(`${base}/:partId`, async (c) => {
    const spec = specOf(c);
    const { version: bodyVersion, ...patch } = await readBody(c, versionFieldSchema);
    const part = await changePart(storesOf(c.var.store), {
      kind: spec.kind,
      parentId: readId(c),
      partId: readId(c, 'partId'),
      patch,
      version: readIfMatch(c) ?? bodyVersion,
      now: isoNow(deps),
    });
    await shareSavedFields(deps, c.var.caller.userId, spec, part, patch);
    return answerPart(c, part);
  });

  // The part goes to the Trash (decision 038), in the delete's transaction; the answer names the entry.
  routes.delete(`${base}/:partId`, async (c) => {
    const spec = specOf(c);
    const parentId = readId(c);
    const partId = readId(c, 'partId');
    const now = isoNow(deps);
    const trashed = await c.var.store.transaction(async (store) => {
      const part = await findPart(store.parts(), spec, parentId, partId);
      const entry = await trashPart(store, deps, part, now);
      await removePart(storesOf(store), {
        kind: spec.kind,
        parentId,
        partId,
        version: readIfMatch(c),
        now,
      });
      return entry;
    });
    return answerTrashed(c, trashed);
  });

  routes.post(`${base}/:partId/move`, async (c) => {
    const spec = specOf(c);
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

  if (hasLongFields) {
    registerPartTextVersions(routes, deps, segment, specOf);
    registerSecretChanges(routes, deps, segment, specOf);
  }
}

/**
 * Versions of a part's long text (decision 037), under `/{parent}/:id/{segment}/:partId/texts/:field/versions`
 * (`:field` one of the kind's long fields: `content` for lore, `description`, `summary`): `GET` lists them
 * newest first without texts; `GET /:versionId` reads one with its document and plain text; `POST { name }`
 * keeps the stored text as a named version (201); `POST /:versionId/restore { version }` (or If-Match,
 * the part's version) writes its text into the field as a change of the part, keeping the replaced text
 * first, and answers the part (409 with the part when stale, 428 with no version); `DELETE /:versionId`
 * deletes one (204). Another user's are 404, as unknown ones.
 */
function registerPartTextVersions(
  routes: Hono<ApiEnv>,
  deps: RouteDeps,
  segment: string,
  specOf: (c: Context) => PartKindSpec,
): void {
  const path = `/:id/${segment}/:partId/texts/:field/versions`;
  const refOf = (c: Context): PartTextRef => ({
    kind: specOf(c).kind,
    parentId: readId(c),
    partId: readId(c, 'partId'),
    field: readId(c, 'field'),
  });

  routes.get(path, async (c) => c.json(await listPartTextVersions(storesOf(c.var.store), refOf(c))));

  routes.post(path, async (c) => {
    const { name } = await readBody(c, nameSchema);
    const kept = await savePartNamedVersion(storesOf(c.var.store), { ...refOf(c), name, now: isoNow(deps) });
    return c.json(kept, 201);
  });

  routes.get(`${path}/:versionId`, async (c) =>
    c.json(await readPartTextVersion(storesOf(c.var.store), refOf(c), readId(c, 'versionId'))),
  );

  routes.post(`${path}/:versionId/restore`, async (c) => {
    const { version } = await readBody(c, restoreSchema);
    const part = await restorePartTextVersion(storesOf(c.var.store), {
      ...refOf(c),
      versionId: readId(c, 'versionId'),
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
    });
    return answerPart(c, part);
  });

  routes.delete(`${path}/:versionId`, async (c) => {
    await deletePartTextVersion(storesOf(c.var.store), refOf(c), readId(c, 'versionId'));
    return c.body(null, 204);
  });
}

const secretIndexSchema = z.coerce
  .number({ error: 'The index in the path must be a number' })
  .int('The index in the path must be a whole number')
  .min(0, 'The index in the path must be 0 or more');

/** The `:index` of a secret block in the path: a whole number from 0 (400 otherwise). */
export function readSecretIndex(c: Context): number {
  const parsed = secretIndexSchema.safeParse(c.req.param('index'));
  if (!parsed.success) throw apiErrors.badRequest(parsed.error.issues[0]?.message ?? 'Bad index');
  return parsed.data;
}

/**
 * A secret block of a part's long text (decision 072): `POST .../texts/:field/secrets/:index` with
 * `{ action: 'reveal' }` makes its blocks ordinary text, with `{ action: 'readers', named }` sets who
 * reads it; either is a change of the part the history names ('reveal-secret', 'secret-readers'), so
 * History's restore undoes it. `:index` counts the field's secret blocks in reading order from 0.
 */
function registerSecretChanges(
  routes: Hono<ApiEnv>,
  deps: RouteDeps,
  segment: string,
  specOf: (c: Context) => PartKindSpec,
): void {
  routes.post(`/:id/${segment}/:partId/texts/:field/secrets/:index`, async (c) => {
    const spec = specOf(c);
    const index = readSecretIndex(c);
    const { version, ...change } = await readBody(c, secretChangeSchema);
    const store = c.var.store.withAction(secretChangeAction(change));
    const part = await changeSecret(storesOf(store), {
      kind: spec.kind,
      parentId: readId(c),
      partId: readId(c, 'partId'),
      field: readId(c, 'field'),
      index,
      change,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
    });
    return answerPart(c, part);
  });
}
