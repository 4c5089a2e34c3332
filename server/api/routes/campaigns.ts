import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import {
  type CampaignRecord,
  campaignUpdateSchema,
  newCampaignSchema,
} from '../../../common/domain/campaign';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignSummaryTable,
  campaignTable,
  characterTable,
  itemTable,
  universeTable,
} from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import {
  type ApiEnv,
  applyPatch,
  findOrNotFound,
  isoNow,
  newId,
  type RouteDeps,
  requireLinked,
} from '../context';
import { presentCampaignDetails, presentCampaigns } from '../presenters';
import { readBody, readId, readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';
import { deleteTimelinesOf } from './timelines';

export const DEFAULT_CAMPAIGN_COVER_URL = '/images/campaigns/default-campaign.svg';

async function presentOne(store: WorkspaceStore, record: CampaignRecord) {
  const [campaign] = await presentCampaignDetails(store, [record]);
  if (campaign === undefined)
    throw new Error('presentCampaignDetails returned fewer campaigns than it was given');
  return campaign;
}

/** Deleting a campaign takes its timelines and unlinks the References characters and items that named it. */
async function deleteCampaign(store: WorkspaceStore, id: string): Promise<void> {
  if ((await store.remove(campaignTable, { id })) === 0) throw apiErrors.notFound('Campaign');
  await deleteTimelinesOf(store, id);
  await store.updateWhere(characterTable, { campaign_id: id }, { campaign_id: null });
  for (const item of await store.list(itemTable)) {
    if (item.campaigns.includes(id)) {
      await store.update(itemTable, {
        ...item,
        campaigns: item.campaigns.filter((campaignId) => campaignId !== id),
      });
    }
  }
}

/** `/api/v1/campaigns`: a campaign with its sessions, characters, quests, encounters, locations, items and notes. */
export function campaignRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentCampaigns(store, await store.list(campaignSummaryTable)));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newCampaignSchema);
    const campaign = await c.var.store.transaction(async (store) => {
      await requireLinked(store, universeTable, input.universeId, 'universe', 'universeId');
      const record: CampaignRecord = {
        id: newId(),
        title: input.title,
        status: input.status,
        universeId: input.universeId,
        description: input.description,
        lastUpdated: isoNow(deps),
        nextSessionDate: input.nextSessionDate,
        coverUrl: input.coverUrl ?? DEFAULT_CAMPAIGN_COVER_URL,
        isFavorite: false,
        sessions: [],
        characters: [],
        quests: [],
        encounters: [],
        locations: [],
        items: [],
        notes: [],
      };
      await store.insert(campaignTable, record, 'first');
      return presentOne(store, record);
    });
    return c.json(campaign, 201, { Location: `/api/v1/campaigns/${campaign.id}` });
  });

  routes.get('/:id', async (c) => {
    const { store } = c.var;
    return c.json(await presentOne(store, await findOrNotFound(store, campaignTable, readId(c), 'Campaign')));
  });

  routes.patch('/:id', async (c) => {
    const patch = await readBody(c, campaignUpdateSchema);
    const campaign = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, campaignTable, readId(c), 'Campaign', { forUpdate: true });
      if (patch.universeId !== undefined) {
        await requireLinked(store, universeTable, patch.universeId, 'universe', 'universeId');
      }
      const next = { ...applyPatch(record, patch), lastUpdated: isoNow(deps) };
      await store.update(campaignTable, next);
      return presentOne(store, next);
    });
    return c.json(campaign);
  });

  routes.delete('/:id', async (c) => {
    const id = readId(c);
    await c.var.store.transaction((store) => deleteCampaign(store, id));
    return c.body(null, 204);
  });

  registerFavorite(routes, campaignTable, 'Campaign');
  registerParts(routes, deps, 'campaigns', campaignTable, 'Campaign');
  return routes;
}
