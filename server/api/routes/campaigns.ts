import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { campaignUpdateSchema, newCampaignSchema } from '../../../common/domain/campaign';
import { defaultImages } from '../../../common/domain/new-record-defaults';
import type { WorkspaceStore } from '../../db/workspace-store';
import { type CampaignRow, campaignTable, universeTable } from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, isoNow, newId, type RouteDeps, requireLinked } from '../context';
import { presentCampaignDetails, presentCampaigns } from '../presenters';
import { created, registerGetOne, registerPatch, registerRecordDelete, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';

async function presentOne(store: WorkspaceStore, record: CampaignRow) {
  const [campaign] = await presentCampaignDetails(store, [record]);
  if (campaign === undefined)
    throw new Error('presentCampaignDetails returned fewer campaigns than it was given');
  return campaign;
}

const campaigns = resource(campaignTable, 'Campaign', presentOne);

/** `/api/v1/campaigns`: a campaign with its sessions, characters, quests, encounters, locations, items and notes. */
export function campaignRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentCampaigns(store, await store.list(campaignTable)));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newCampaignSchema);
    const campaign = await c.var.store.transaction(async (store) => {
      await requireLinked(store, universeTable, input.universeId, 'universe', 'universeId');
      const record: CampaignRow = {
        id: newId(),
        title: input.title,
        status: input.status,
        universeId: input.universeId,
        description: input.description,
        lastUpdated: isoNow(deps),
        nextSessionDate: input.nextSessionDate,
        coverUrl: input.coverUrl ?? defaultImages.campaignCover,
        isFavorite: false,
      };
      await store.insert(campaignTable, record, 'first');
      return presentOne(store, record);
    });
    return created(c, 'campaigns', campaign);
  });

  registerGetOne(routes, campaigns);

  registerPatch(routes, campaigns, campaignUpdateSchema, async (store, record, patch) => {
    if (patch.universeId !== undefined) {
      await requireLinked(store, universeTable, patch.universeId, 'universe', 'universeId');
    }
    return { ...applyPatch(record, patch), lastUpdated: isoNow(deps) };
  });

  // Its timelines go with it; characters and items lose the link.
  registerRecordDelete(routes, 'campaign', deps);

  registerFavorite(routes, campaignTable, 'Campaign');
  registerParts(routes, deps, 'campaigns');
  return routes;
}
