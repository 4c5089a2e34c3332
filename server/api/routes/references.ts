import { Hono } from 'hono';
import {
  characterListQuerySchema,
  characterUpdateSchema,
  itemUpdateSchema,
  newCharacterSchema,
  newItemSchema,
  noQuerySchema,
} from '../../../common/api/inputs';
import type { Character, Item } from '../../../common/domain/reference';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignTable,
  characterTable,
  itemTable,
  novelTable,
  type TableSpec,
  universeTable,
} from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, applyPatch, findOrNotFound, newId, requireLinked } from '../context';
import { readBody, readId, readQuery } from '../validate';

type Link = string | null | undefined;
type Links = { novelId?: Link; universeId?: Link; campaignId?: Link };

const linkTables: [keyof Links, TableSpec<unknown>, string][] = [
  ['novelId', novelTable, 'novel'],
  ['universeId', universeTable, 'universe'],
  ['campaignId', campaignTable, 'campaign'],
];

async function requireLinks(store: WorkspaceStore, links: Links): Promise<void> {
  for (const [field, table, what] of linkTables) {
    const id = links[field];
    if (typeof id === 'string') await requireLinked(store, table, id, what, field);
  }
}

/** Applies link fields of a patch: a string sets the link, null removes it, absent keeps it. */
function withLinks<R extends object>(record: R, links: Links): R {
  const next: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [field] of linkTables) {
    const value = links[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as R;
}

/** `/api/v1/characters`: the References characters (`?novelId=&universeId=&campaignId=` narrow the list). */
export function characterRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const query = readQuery(c, characterListQuerySchema);
    const filter: Record<string, string> = {};
    if (query.novelId !== undefined) filter.novel_id = query.novelId;
    if (query.universeId !== undefined) filter.universe_id = query.universeId;
    if (query.campaignId !== undefined) filter.campaign_id = query.campaignId;
    return c.json(await c.var.store.list(characterTable, filter));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newCharacterSchema);
    const character = await c.var.store.transaction(async (store) => {
      await requireLinks(store, input);
      const record: Character = withLinks(
        { id: newId(), name: input.name, role: input.role, description: input.description },
        input,
      );
      await store.insert(characterTable, record, 'last');
      return record;
    });
    return c.json(character, 201, { Location: `/api/v1/characters/${character.id}` });
  });

  routes.get('/:id', async (c) =>
    c.json(await findOrNotFound(c.var.store, characterTable, readId(c), 'Character')),
  );

  routes.patch('/:id', async (c) => {
    const { novelId, universeId, campaignId, ...patch } = await readBody(c, characterUpdateSchema);
    const links = { novelId, universeId, campaignId };
    const character = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, characterTable, readId(c), 'Character', { forUpdate: true });
      await requireLinks(store, links);
      const next = withLinks(applyPatch(record, patch), links);
      await store.update(characterTable, next);
      return next;
    });
    return c.json(character);
  });

  routes.delete('/:id', async (c) => {
    if ((await c.var.store.remove(characterTable, { id: readId(c) })) === 0)
      throw apiErrors.notFound('Character');
    return c.body(null, 204);
  });

  return routes;
}

async function requireCampaigns(store: WorkspaceStore, ids: readonly string[] | undefined): Promise<void> {
  for (const id of ids ?? []) await requireLinked(store, campaignTable, id, 'campaign', 'campaigns');
}

/** `/api/v1/items`: the References items. */
export function itemRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(itemTable));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newItemSchema);
    const item = await c.var.store.transaction(async (store) => {
      await requireCampaigns(store, input.campaigns);
      await requireLinks(store, { universeId: input.universeId });
      const { universeId, ...fields } = input;
      const record: Item = withLinks(
        { id: newId(), ...fields, campaigns: [...new Set(fields.campaigns)] },
        { universeId },
      );
      await store.insert(itemTable, record, 'last');
      return record;
    });
    return c.json(item, 201, { Location: `/api/v1/items/${item.id}` });
  });

  routes.get('/:id', async (c) => c.json(await findOrNotFound(c.var.store, itemTable, readId(c), 'Item')));

  routes.patch('/:id', async (c) => {
    const { universeId, ...patch } = await readBody(c, itemUpdateSchema);
    const item = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, itemTable, readId(c), 'Item', { forUpdate: true });
      await requireCampaigns(store, patch.campaigns);
      await requireLinks(store, { universeId });
      const next = withLinks(applyPatch(record, patch), { universeId });
      next.campaigns = [...new Set(next.campaigns)];
      await store.update(itemTable, next);
      return next;
    });
    return c.json(item);
  });

  routes.delete('/:id', async (c) => {
    if ((await c.var.store.remove(itemTable, { id: readId(c) })) === 0) throw apiErrors.notFound('Item');
    return c.body(null, 204);
  });

  return routes;
}
