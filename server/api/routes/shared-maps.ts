import type { Context, Hono } from 'hono';
import { type MapsSnapshot, mapInView, mapsInView } from '../../../common/workspace/shared-maps';
import type { MemberView } from '../../../common/workspace/shared-view';
import { readVisibility } from '../../db/membership-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { mapTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import type { ApiEnv, RouteDeps } from '../context';
import { presentMaps } from '../presenters';
import { readId, readQuery } from '../validate';
import { serveMapTile, tileLink } from './maps';
import { viewAsQuerySchema } from './shared-door';

// A shared container's maps through the member's door (issue 30, decision 076): read from the owner's
// rows, then passed through `mapsInView` (the one policy, with the member's view of the container), so a
// GM-only layer, a hidden map and a feature leading to a hidden thing never reach the answer. A tile is
// served only for the picture of a map the member's view holds.

type MemberRead = (
  c: Context<ApiEnv>,
  as: string | undefined,
) => Promise<{ view: MemberView; owner: WorkspaceStore }>;

/** The container's maps with their features, and the visibility rows of maps, features and layers. */
async function readMaps(owner: WorkspaceStore, view: MemberView): Promise<MapsSnapshot> {
  const rows = await owner.list(mapTable, { owner_type: view.kind, owner_id: view.id });
  const maps = await presentMaps(owner, rows);
  const ids = maps.flatMap((map) => [
    map.id,
    ...map.pins.map((pin) => pin.id),
    ...map.regions.map((region) => region.id),
    ...map.routes.map((route) => route.id),
  ]);
  return { maps, visibility: await readVisibility(owner, [view.id, ...ids]) };
}

export function registerSharedMaps(routes: Hono<ApiEnv>, memberRead: MemberRead, deps: RouteDeps): void {
  const base = '/:ownerId/:kind/:id/maps';

  routes.get(base, async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    const { view, owner } = await memberRead(c, as);
    return c.json({ maps: mapsInView(view, await readMaps(owner, view)) });
  });

  async function visibleMap(c: Context<ApiEnv>) {
    // Through a tile link, "View as" is the one the link signed (decision 106).
    const grant = c.var.tileGrant;
    const as =
      grant === undefined ? readQuery(c, viewAsQuerySchema).as : grant.as === '' ? undefined : grant.as;
    const { view, owner } = await memberRead(c, as);
    const map = mapInView(view, await readMaps(owner, view), readId(c, 'mapId'));
    if (map === undefined) throw apiErrors.notFound('Map');
    return { map, owner };
  }

  routes.get(`${base}/:mapId`, async (c) => c.json((await visibleMap(c)).map));

  // A link to the tiles for plain `<img>` elements (decision 106), for a map the member sees now.
  routes.get(`${base}/:mapId/tile-link`, async (c) => {
    const { map } = await visibleMap(c);
    if (map.image === null) throw apiErrors.notFound('Picture');
    const { as } = readQuery(c, viewAsQuerySchema);
    const door = ['ownerId', 'kind', 'id', 'mapId'].map((name) => c.req.param(name) ?? '');
    const grant = { viewer: c.var.caller.userId, picture: map.image.id, door: door.join('/'), as: as ?? '' };
    const { query, expires } = c.var.tiles.sign(grant, deps.now());
    const path = door.map((part) => encodeURIComponent(part));
    const base = `/api/v1/shared/${path[0]}/${path[1]}/${path[2]}/maps/${path[3]}/tiles`;
    return c.json(tileLink(base, as === undefined ? query : { ...query, as }, expires));
  });

  // Every tile asks the policy again, through a link as with a token: access lost is access refused.
  routes.get(`${base}/:mapId/tiles/:z/:x/:y`, async (c) => {
    const { map, owner } = await visibleMap(c);
    if (map.image === null) throw apiErrors.notFound('Tile');
    const grant = c.var.tileGrant;
    if (grant !== undefined && grant.picture !== map.image.id) {
      throw apiErrors.forbidden('This tile link is for another picture of this map: reload the map');
    }
    return serveMapTile(c, owner, map.image.id, deps.now());
  });
}
