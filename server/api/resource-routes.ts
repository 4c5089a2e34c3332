import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { WorkspaceError } from '../../common/workspace/errors';
import { type RecordKind, recordKind } from '../../common/workspace/kinds';
import { deletePlanView } from '../../common/workspace/operations/delete-record';
import { createRecord, updateRecord } from '../../common/workspace/operations/record-commands';
import type { StoredRecord } from '../../common/workspace/record-store';
import { createRecordStore, recordTables } from '../db/record-store';
import type { WorkspaceStore } from '../db/workspace-store';
import type { TableSpec } from '../db/workspace-tables';
import { ApiError } from './api-error';
import { type ApiEnv, findOrNotFound, isoNow, newId, type RouteDeps } from './context';
import { answerTrashed, deleteRecordToTrash } from './trash-moves';
import { readBody, readId, readIfMatch } from './validate';

/*
 * The handler shapes every resource of the data API shares (docs/data-api.md): the 404, the row lock of a
 * read-modify-write, the 201 with its Location, the 204. Each route file still spells out its own rules
 * (links that must exist, cascades, conflicts, derived fields) in the functions it hands these helpers.
 */

/** How a stored record is shown to the client: as stored, or with derived fields. */
export type Present<R, P> = (store: WorkspaceStore, record: R) => Promise<P>;

/** One kind of record: where it is stored, its name in a 404 ("Novel not found"), how it is shown. */
export type Resource<R, P> = { table: TableSpec<R>; label: string; present: Present<R, P> };

/** Shows the record as stored. */
const asStored = async <R>(_store: WorkspaceStore, record: R): Promise<R> => record;

/** A resource shown as stored, or (with `present`) with derived fields. */
export function resource<R>(table: TableSpec<R>, label: string): Resource<R, R>;
export function resource<R, P>(table: TableSpec<R>, label: string, present: Present<R, P>): Resource<R, P>;
export function resource<R, P>(
  table: TableSpec<R>,
  label: string,
  present?: Present<R, P>,
): Resource<R, P> | Resource<R, R> {
  return present === undefined ? { table, label, present: asStored } : { table, label, present };
}

/** `GET /:id`: the record, presented, or a 404. */
export function registerGetOne<R, P>(routes: Hono<ApiEnv>, { table, label, present }: Resource<R, P>): void {
  routes.get('/:id', async (c) => {
    const { store } = c.var;
    return c.json(await present(store, await findOrNotFound(store, table, readId(c), label)));
  });
}

/** `DELETE /:id`: `remove` (which 404s and cascades as the resource requires) in one transaction; 204. */
export function registerDelete(
  routes: Hono<ApiEnv>,
  remove: (store: WorkspaceStore, id: string) => Promise<void>,
): void {
  routes.delete('/:id', async (c) => {
    const id = readId(c);
    await c.var.store.transaction((store) => remove(store, id));
    return c.body(null, 204);
  });
}

/**
 * `DELETE /:id` by the workspace core's links table (common/workspace/links.ts): what cascades goes,
 * what only links loses the link, all of it into the Trash (decision 038), whose entry the answer names
 * in `X-Trash-Entry`; 204. A refusing link answers 409 with its message. `GET /:id/delete-plan` tells
 * beforehand, for the confirmation: `{ isRefused, summary, counts }`.
 */
export function registerRecordDelete(routes: Hono<ApiEnv>, kind: RecordKind, deps: RouteDeps): void {
  routes.get('/:id/delete-plan', async (c) => {
    return c.json(await deletePlanView(createRecordStore(c.var.store), kind, readId(c)));
  });
  routes.delete('/:id', async (c) => {
    return answerTrashed(c, await deleteRecordToTrash(c.var.store, deps, kind, readId(c)));
  });
}

/**
 * A record kind's create, read, update and delete (`POST /`, `GET|PATCH|DELETE /:id`) by the workspace
 * core's record commands (common/workspace/operations/record-commands.ts): the handlers only check the
 * body against the kind's schemas, call the command and present what it returns. A PATCH may name the
 * version it read (`If-Match`); a stale one answers 409 with the stored record, presented.
 */
export function registerRecordRoutes<R extends { id: string } = StoredRecord, P extends { id: string } = R>(
  routes: Hono<ApiEnv>,
  deps: RouteDeps,
  kind: RecordKind,
  options: { newSchema: z.ZodType; updateSchema: z.ZodType; present?: Present<R, P> },
): void {
  const spec = recordKind(kind);
  const show = options.present ?? (asStored as unknown as Present<R, P>);
  const present = (store: WorkspaceStore, record: StoredRecord) => show(store, record as unknown as R);
  routes.post('/', async (c) => {
    const input = (await readBody(c, options.newSchema)) as Record<string, unknown>;
    const record = await c.var.store.transaction(async (store) =>
      present(
        store,
        await createRecord(createRecordStore(store), { kind, input, id: newId(), now: isoNow(deps), newId }),
      ),
    );
    return created(c, spec.routes.api, record);
  });
  registerGetOne(routes, resource(recordTables[kind], spec.one, present));
  routes.patch('/:id', async (c) => {
    const patch = (await readBody(c, options.updateSchema)) as Record<string, unknown>;
    return c.json(await updateRecordOfPath(c, deps, kind, patch, present));
  });
  registerRecordDelete(routes, kind, deps);
}

/**
 * The core's `updateRecord` of the path's record with a checked patch, over the version the client
 * read (`If-Match`), presented; a stale version answers 409 with the stored record, presented.
 */
export function updateRecordOfPath<P>(
  c: Context<ApiEnv>,
  deps: RouteDeps,
  kind: RecordKind,
  patch: Record<string, unknown>,
  present: (store: WorkspaceStore, record: StoredRecord) => Promise<P>,
): Promise<P> {
  const command = { kind, id: readId(c), patch, version: readIfMatch(c), now: isoNow(deps), newId };
  return c.var.store.transaction(async (store) => {
    try {
      return await present(store, await updateRecord(createRecordStore(store), command));
    } catch (error) {
      if (!(error instanceof WorkspaceError) || error.reason !== 'conflict') throw error;
      const current = await present(store, error.current as StoredRecord);
      throw new ApiError(409, 'conflict', error.message, undefined, current);
    }
  });
}

/** `201 Created` with the new resource and its address under `/api/v1/{collection}/`. */
export function created<T extends { id: string }>(c: Context<ApiEnv>, collection: string, body: T) {
  return c.json(body, 201, { Location: `/api/v1/${collection}/${body.id}` });
}
