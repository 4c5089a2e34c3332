import { type Context, Hono } from 'hono';
import {
  MAP_IMAGE_MAX_BYTES,
  MAP_IMAGE_TOO_LARGE,
  MAP_IMAGE_TYPE_REFUSED,
  mapImageTypes,
  sniffImageType,
} from '../../../common/api/images';
import { type MapRow, mapListQuerySchema, mapUpdateSchema, newMapSchema } from '../../../common/domain/map';
import { WorkspaceError } from '../../../common/workspace/errors';
import { updateRecord } from '../../../common/workspace/operations/record-commands';
import { removeImage } from '../../db/image-bytes';
import { createMapTileStore } from '../../db/map-tile-store';
import { createRecordStore } from '../../db/record-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { mapTable } from '../../db/workspace-tables';
import { ApiError, apiErrors } from '../api-error';
import { type ApiEnv, findOrNotFound, isoNow, newId, type RouteDeps } from '../context';
import { MapPictureError } from '../map-tiler';
import { ensureMapTiles, storeMapPicture } from '../map-tiles';
import { presentMap } from '../presenters';
import { registerRecordRoutes } from '../resource-routes';
import { type TileLinkQuery, tileLinkCacheControl } from '../tile-links';
import { readId, readIfMatch, readQuery } from '../validate';
import { registerParts } from './parts';

const invalidPicture = (message: string) =>
  new ApiError(422, 'validation_failed', message, [{ field: 'file', message }]);

/** The maps with a pin, region or route leading to `kind` `id` (its id is plain: no LIKE wildcards). */
async function mapsLeadingTo(store: WorkspaceStore, kind: string, id: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('parts')
    .select(['parent_id', 'data'])
    .where('user_id', '=', store.userId)
    .where('kind', 'in', ['maps/pins', 'maps/regions', 'maps/routes'])
    .where('data', 'like', `%${JSON.stringify(id)}%`)
    .execute();
  const ids = rows
    .filter((row) => {
      const data = JSON.parse(row.data) as { linkKind?: unknown; linkId?: unknown };
      return data.linkKind === kind && data.linkId === id;
    })
    .map((row) => row.parent_id);
  return [...new Set(ids)];
}

/**
 * `/api/v1/maps` (decision 059): a map belongs to a universe, world, campaign or novel (`?ownerType=` and
 * `?ownerId=` narrow the list) and goes with it. `PUT /:id/image` takes the picture's bytes as the body
 * (PNG, JPEG or WebP, told by its bytes; up to 64 MB and 200 megapixels), keeps them as the original and
 * cuts the tile pyramid the map page reads from `/api/v1/map-tiles`.
 */
export function mapRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { ownerType, ownerId, linkKind, linkId } = readQuery(c, mapListQuerySchema);
    const { store } = c.var;
    const filter: Record<string, string | string[]> = {};
    if (ownerType !== undefined) filter.owner_type = ownerType;
    if (ownerId !== undefined) filter.owner_id = ownerId;
    if (linkKind !== undefined || linkId !== undefined) {
      if (linkKind === undefined || linkId === undefined) {
        throw apiErrors.badRequest('Invalid query string: linkKind and linkId go together');
      }
      filter.id = await mapsLeadingTo(store, linkKind, linkId);
    }
    return c.json(await store.list(mapTable, filter));
  });

  registerRecordRoutes(routes, deps, 'map', {
    newSchema: newMapSchema,
    updateSchema: mapUpdateSchema,
    present: presentMap,
  });

  routes.put('/:id/image', async (c) => {
    const id = readId(c);
    const version = readIfMatch(c);
    const { store } = c.var;
    await findOrNotFound(store, mapTable, id, 'Map');
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > MAP_IMAGE_MAX_BYTES) throw new ApiError(413, 'payload_too_large', MAP_IMAGE_TOO_LARGE);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw invalidPicture('Choose a picture for the map');
    if (bytes.length > MAP_IMAGE_MAX_BYTES) throw new ApiError(413, 'payload_too_large', MAP_IMAGE_TOO_LARGE);
    const type = sniffImageType(bytes);
    const mime = mapImageTypes.find((each) => each === type);
    if (mime === undefined) throw invalidPicture(MAP_IMAGE_TYPE_REFUSED);
    const imageId = newId();
    let size: { width: number; height: number };
    try {
      size = await storeMapPicture(store, c.var.blobs, { id: imageId, mime, bytes, createdAt: isoNow(deps) });
    } catch (error) {
      if (error instanceof MapPictureError) throw invalidPicture(error.message);
      throw error;
    }
    try {
      const map = await store.transaction(async (trx) => {
        const patch = { image: { id: imageId, ...size } };
        const command = { kind: 'map' as const, id, patch, version, now: isoNow(deps) };
        return updateRecord(createRecordStore(trx), command);
      });
      return c.json(await presentMap(store, map as unknown as MapRow));
    } catch (error) {
      // The picture is no map's: it goes, with its tiles.
      await createMapTileStore(store, c.var.blobs).remove(imageId);
      await removeImage(store, c.var.blobs, imageId);
      if (error instanceof WorkspaceError && error.reason === 'conflict') {
        throw new ApiError(409, 'conflict', error.message, undefined, error.current);
      }
      throw error;
    }
  });

  // A link to the picture's tiles for plain `<img>` elements (decision 106): signed for the caller.
  routes.get('/:id/tile-link', async (c) => {
    const map = await findOrNotFound(c.var.store, mapTable, readId(c), 'Map');
    const picture = map.image?.id;
    if (picture === undefined) throw apiErrors.notFound('Picture');
    const viewer = c.var.caller.userId;
    const { query, expires } = c.var.tiles.sign({ viewer, picture, door: '', as: '' }, deps.now());
    return c.json(tileLink(`/api/v1/map-tiles/${encodeURIComponent(picture)}`, query, expires));
  });

  registerParts(routes, deps, 'maps');
  return routes;
}

/** A tile link's answer: Leaflet's URL template (`{z}/{x}/{y}` left to fill) and when it expires. */
export function tileLink(base: string, query: TileLinkQuery, expires: number) {
  const search = new URLSearchParams(query).toString();
  return { url: `${base}/{z}/{x}/{y}?${search}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * `/api/v1/map-tiles/:imageId/:z/:x/:y`: one tile of a map picture's pyramid (WebP), to its owner only,
 * cached for a year (a picture never changes under its id). Tiles missing for a stored picture (an
 * imported backup carries originals only) are cut from its original first.
 */
export function mapTileRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/:imageId/:z/:x/:y', (c) => serveMapTile(c, c.var.store, readId(c, 'imageId'), deps.now()));
  return routes;
}

/**
 * One tile (`:z/:x/:y` of the path) of a picture of `store`'s, cut first when missing: the owner's own
 * read, and a member's read of a map their view holds (decision 076).
 */
export async function serveMapTile(c: Context<ApiEnv>, store: WorkspaceStore, imageId: string, now: number) {
  const [z, x, y] = ['z', 'x', 'y'].map((name) => {
    const value = c.req.param(name) ?? '';
    if (!/^\d{1,5}$/.test(value)) throw apiErrors.badRequest(`The ${name} in the path is not a tile number`);
    return Number(value);
  }) as [number, number, number];
  const tiles = createMapTileStore(store, c.var.blobs);
  let tile = await tiles.open(imageId, z, x, y);
  if (tile === undefined && (await ensureMapTiles(store, c.var.blobs, imageId))) {
    tile = await tiles.open(imageId, z, x, y);
  }
  if (tile === undefined) throw apiErrors.notFound('Tile');
  // Streamed from where it is kept (the database or the bucket), not read whole first.
  return c.body(tile.stream, 200, {
    'Content-Type': 'image/webp',
    ...(tile.size > 0 ? { 'Content-Length': String(tile.size) } : {}),
    'X-Content-Type-Options': 'nosniff',
    // Through a link, kept no longer than the link lives: a member's access is asked again after it.
    'Cache-Control':
      c.var.tileGrant === undefined
        ? 'private, max-age=31536000, immutable'
        : tileLinkCacheControl(c.var.tileGrant, now),
  });
}

/** `PUT /api/v1/maps/:id/image`, whose body may be a whole map picture. */
export const mapPicturePath = /^\/api\/v1\/maps\/[^/]+\/image$/;
