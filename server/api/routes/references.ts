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
import { listAppearances, renameAppearances } from '../../../common/workspace/operations/appearances';
import {
  listItemAppearances,
  renameItemAppearances,
  syncItemCampaigns,
} from '../../../common/workspace/operations/item-appearances';
import { createCastStore } from '../../db/cast-store';
import { createItemStore } from '../../db/item-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignTable,
  characterTable,
  itemTable,
  novelTable,
  type TableSpec,
  universeTable,
} from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, isoNow, newId, type RouteDeps, requireLinked } from '../context';
import { created, registerGetOne, registerPatch, registerRecordDelete, resource } from '../resource-routes';
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

const characters = resource(characterTable, 'Character');
const items = resource(itemTable, 'Item');

/** `/api/v1/characters`: the References characters (`?novelId=&universeId=&campaignId=` narrow the list). */
export function characterRoutes(deps: RouteDeps): Hono<ApiEnv> {
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
        {
          id: newId(),
          name: input.name,
          role: input.role,
          description: input.description,
          ...(input.born === undefined ? {} : { born: input.born }),
          ...(input.died === undefined ? {} : { died: input.died }),
        },
        input,
      );
      await store.insert(characterTable, record, 'last');
      return record;
    });
    return created(c, 'characters', character);
  });

  registerGetOne(routes, characters);

  registerPatch(routes, characters, characterUpdateSchema, async (store, record, input) => {
    const { novelId, universeId, campaignId, ...patch } = input;
    const links = { novelId, universeId, campaignId };
    await requireLinks(store, links);
    const next = withLinks(applyPatch(record, patch), links);
    // Its appearances in novels and campaigns carry its name.
    if (next.name !== record.name) {
      await renameAppearances(createCastStore(store), record.id, next.name, isoNow(deps));
    }
    return next;
  });

  /** `GET /:id/appearances`: the novels and campaigns it appears in, with its role in each. */
  routes.get('/:id/appearances', async (c) => {
    return c.json(await listAppearances(createCastStore(c.var.store), readId(c)));
  });

  // No cascade: nothing else goes with it.
  registerRecordDelete(routes, 'character', deps);

  return routes;
}

async function requireCampaigns(store: WorkspaceStore, ids: readonly string[] | undefined): Promise<void> {
  for (const id of ids ?? []) await requireLinked(store, campaignTable, id, 'campaign', 'campaigns');
}

/**
 * `/api/v1/items`: the References items. An item's `campaigns` are the campaigns it appears in: naming a
 * campaign adds the item to that campaign's Items tab, leaving one out takes it off (decision 020).
 */
export function itemRoutes(deps: RouteDeps): Hono<ApiEnv> {
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
      await syncItemCampaigns(createItemStore(store), {
        item: record,
        campaigns: record.campaigns,
        isUniverseChanged: true,
        newPartId: newId,
        now: isoNow(deps),
      });
      return record;
    });
    return created(c, 'items', item);
  });

  registerGetOne(routes, items);

  registerPatch(routes, items, itemUpdateSchema, async (store, record, { universeId, ...patch }) => {
    await requireCampaigns(store, patch.campaigns);
    await requireLinks(store, { universeId });
    const next = withLinks(applyPatch(record, patch), { universeId });
    next.campaigns = [...new Set(next.campaigns)];
    const items = createItemStore(store);
    const isUniverseChanged = next.universeId !== record.universeId;
    if (patch.campaigns !== undefined || isUniverseChanged) {
      next.campaigns = await syncItemCampaigns(items, {
        item: next,
        campaigns: next.campaigns,
        isUniverseChanged,
        newPartId: newId,
        now: isoNow(deps),
      });
    }
    // Its appearances in campaigns carry its name.
    if (next.name !== record.name) await renameItemAppearances(items, record.id, next.name, isoNow(deps));
    return next;
  });

  /** `GET /:id/appearances`: the campaigns it appears in, with what it is in each. */
  routes.get('/:id/appearances', async (c) => {
    return c.json(await listItemAppearances(createItemStore(c.var.store), readId(c)));
  });

  // Its appearances in campaigns go with it (the delete plan says how many).
  registerRecordDelete(routes, 'item', deps);

  return routes;
}
