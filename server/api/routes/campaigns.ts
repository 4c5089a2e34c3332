import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { campaignUpdateSchema, newCampaignSchema } from '../../../common/domain/campaign';
import type { WorkspaceStore } from '../../db/workspace-store';
import { type CampaignRow, campaignTable } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { presentCampaignDetails, presentCampaigns } from '../presenters';
import { registerRecordRoutes } from '../resource-routes';
import { readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';

async function presentOne(store: WorkspaceStore, record: CampaignRow) {
  const [campaign] = await presentCampaignDetails(store, [record]);
  if (campaign === undefined)
    throw new Error('presentCampaignDetails returned fewer campaigns than it was given');
  return campaign;
}

/** `/api/v1/campaigns`: a campaign with its sessions, characters, quests, encounters, locations, items and notes. */
export function campaignRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentCampaigns(store, await store.list(campaignTable)));
  });

  // Its timelines go with it; characters and items lose the link.
  registerRecordRoutes(routes, deps, 'campaign', {
    newSchema: newCampaignSchema,
    updateSchema: campaignUpdateSchema,
    present: presentOne,
  });

  registerFavorite(routes, campaignTable, 'Campaign');
  registerParts(routes, deps, 'campaigns');
  return routes;
}
