import { Hono } from 'hono';
import {
  applyTemplateSchema,
  fieldFilterQuerySchema,
  fieldListQuerySchema,
  fieldPatchQuerySchema,
  fieldValuesInputSchema,
  templateListQuerySchema,
} from '../../../common/api/custom-fields';
import { fieldPatchSchema, newFieldSchema, newTemplateSchema } from '../../../common/workspace/custom-fields';
import type { EntityKind } from '../../../common/workspace/entities';
import { createCustomFieldStore } from '../../db/custom-field-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import {
  applyTemplate,
  changeField,
  createField,
  createTemplate,
  deleteField,
  readThingFields,
  saveThingValues,
} from '../custom-fields';
import { answerTrashed } from '../trash-moves';
import { readBody, readId, readQuery } from '../validate';

/** `?kind=&scopeId=` as the store's filter. */
const listFilter = (kind: string | undefined, scopeId: string | undefined) => ({
  ...(kind === undefined ? {} : { kind }),
  ...(scopeId === undefined ? {} : { scopeIds: [scopeId] }),
});

/**
 * Fields a user adds to kinds (decision 063): `GET|POST /fields`, `PATCH|DELETE /fields/:id`
 * (`?preview=true` answers what a type change would do), and a thing's values under `/field-values`.
 */
export function fieldRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { kind, scopeId } = readQuery(c, fieldListQuerySchema);
    const filter = listFilter(kind, scopeId);
    return c.json(await createCustomFieldStore(c.var.store).listFields(filter));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newFieldSchema);
    return c.json(await createField(c.var.store, input, newId(), isoNow(deps)), 201);
  });

  routes.patch('/:id', async (c) => {
    const { preview } = readQuery(c, fieldPatchQuerySchema);
    const patch = await readBody(c, fieldPatchSchema);
    const change = await changeField(c.var.store, readId(c), patch, {
      isPreview: preview === 'true',
      now: isoNow(deps),
    });
    return c.json('preview' in change ? change.preview : change.field);
  });

  routes.delete('/:id', async (c) => {
    const trashed = await deleteField(c.var.store, readId(c), {
      entryId: newId(),
      deletedAt: isoNow(deps),
      now: deps.now,
    });
    return answerTrashed(c, trashed);
  });

  return routes;
}

/** `GET /field-values?fieldId=&equals=`, `GET|PUT /field-values/:kind/:id` (a part kind is `parent/segment`). */
export function fieldValueRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { fieldId, equals, limit } = readQuery(c, fieldFilterQuerySchema);
    const fields = createCustomFieldStore(c.var.store);
    const field = await fields.getField(fieldId);
    if (field === undefined) throw apiErrors.notFound('Field');
    const isList = field.type === 'choices' || field.type === 'links';
    return c.json({ thingIds: await fields.thingsWhere(fieldId, equals, limit ?? 100, isList) });
  });

  for (const path of ['/:kind/:id', '/:parent/:segment/:id']) {
    const kindOf = (c: { req: { param: (name: string) => string | undefined } }) =>
      c.req.param('kind') ?? `${c.req.param('parent')}/${c.req.param('segment')}`;
    routes.get(path, async (c) => c.json(await readThingFields(c.var.store, kindOf(c), readId(c))));
    routes.put(path, async (c) => {
      const { values } = await readBody(c, fieldValuesInputSchema);
      return c.json(await saveThingValues(c.var.store, kindOf(c), readId(c), values));
    });
  }

  return routes;
}

/** Templates of field values and text for a kind (decision 063): list, save, delete, apply to a thing. */
export function templateRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { kind, scopeId } = readQuery(c, templateListQuerySchema);
    const filter = listFilter(kind, scopeId);
    return c.json(await createCustomFieldStore(c.var.store).listTemplates(filter));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newTemplateSchema);
    return c.json(await createTemplate(c.var.store, input, newId(), isoNow(deps)), 201);
  });

  routes.post('/:id/apply', async (c) => {
    const thing = await readBody(c, applyTemplateSchema);
    return c.json(
      await applyTemplate(c.var.store, readId(c), { kind: thing.kind as EntityKind, id: thing.id }),
    );
  });

  routes.delete('/:id', async (c) => {
    const removed = await c.var.store.transaction((store) =>
      createCustomFieldStore(store).removeTemplate(readId(c)),
    );
    if (!removed) throw apiErrors.notFound('Template');
    return c.body(null, 204);
  });

  return routes;
}
