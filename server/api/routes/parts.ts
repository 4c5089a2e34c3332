import type { Context, Hono } from 'hono';
import {
  newPartSchema,
  type PartCollection,
  partCollections,
  partUpdateSchema,
} from '../../../common/api/parts';
import type { TableSpec } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, findOrNotFound, isoNow, newId, type RouteDeps } from '../context';
import { readBody, readId } from '../validate';

type Part = { id: string } & Record<string, unknown>;

function readList(record: object, prop: string): Part[] {
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown>)[key];
  return value as Part[];
}

function withList<R extends object>(record: R, prop: string, list: Part[]): R {
  const copy = structuredClone(record) as Record<string, unknown>;
  const keys = prop.split('.');
  const last = keys.pop() as string; // props have at least one key
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = list;
  return copy as R;
}

/**
 * The lists inside a record (common/api/parts.ts): `GET|POST /{parent}/:id/{segment}` and
 * `GET|PATCH|DELETE /{parent}/:id/{segment}/:partId`. A part lives in its parent's row, so each write
 * is a read-modify-write of that row in one transaction with the row locked. Writes stamp the parent's
 * `lastUpdated` when it has one.
 */
export function registerParts<R extends { id: string }>(
  routes: Hono<ApiEnv>,
  deps: RouteDeps,
  parent: keyof typeof partCollections,
  table: TableSpec<R>,
  label: string,
): void {
  const collections: Record<string, PartCollection> = partCollections[parent];
  const hasLastUpdated = table.columns.some(([prop]) => prop === 'lastUpdated');

  for (const [segment, collection] of Object.entries(collections)) {
    const createSchema = newPartSchema(collection);
    const updateSchema = partUpdateSchema(collection);
    const serverFields = collection.serverFields ?? [];

    /** Runs a change of the list in one transaction and stores the parent with it. */
    const changeList = (
      c: Context<ApiEnv>,
      change: (list: Part[], stamp: string) => { list: Part[]; result: Part | null },
    ) =>
      c.var.store.transaction(async (store) => {
        const record = await findOrNotFound(store, table, readId(c), label, { forUpdate: true });
        const stamp = isoNow(deps);
        const { list, result } = change([...readList(record, collection.prop)], stamp);
        let next = withList(record, collection.prop, list);
        if (hasLastUpdated) next = { ...next, lastUpdated: stamp };
        await store.update(table, next);
        return result;
      });

    routes.get(`/:id/${segment}`, async (c) => {
      const record = await findOrNotFound(c.var.store, table, readId(c), label);
      return c.json(readList(record, collection.prop));
    });

    routes.get(`/:id/${segment}/:partId`, async (c) => {
      const record = await findOrNotFound(c.var.store, table, readId(c), label);
      const partId = readId(c, 'partId');
      const part = readList(record, collection.prop).find((entry) => entry.id === partId);
      if (part === undefined) throw apiErrors.notFound('Part');
      return c.json(part);
    });

    routes.post(`/:id/${segment}`, async (c) => {
      const input = await readBody(c, createSchema);
      const part = await changeList(c, (list, stamp) => {
        const created: Part = { id: newId(), ...input };
        for (const field of serverFields) created[field] = stamp;
        return { list: [...list, created], result: created };
      });
      return c.json(part, 201);
    });

    routes.patch(`/:id/${segment}/:partId`, async (c) => {
      const partId = readId(c, 'partId');
      const input = await readBody(c, updateSchema);
      const part = await changeList(c, (list, stamp) => {
        const index = list.findIndex((entry) => entry.id === partId);
        const current = list[index];
        if (current === undefined) throw apiErrors.notFound('Part');
        const updated: Part = { ...current, ...input };
        if (serverFields.includes('updatedAt')) updated.updatedAt = stamp;
        list[index] = updated;
        return { list, result: updated };
      });
      return c.json(part);
    });

    routes.delete(`/:id/${segment}/:partId`, async (c) => {
      const partId = readId(c, 'partId');
      await changeList(c, (list) => {
        if (!list.some((entry) => entry.id === partId)) throw apiErrors.notFound('Part');
        return { list: list.filter((entry) => entry.id !== partId), result: null };
      });
      return c.body(null, 204);
    });
  }
}
