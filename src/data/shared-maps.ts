import { useQuery } from '@tanstack/react-query';
import type { ContainerKind } from '../../common/api/sharing';
import type { MemberMap } from '../../common/workspace/shared-maps';
import { type ApiClient, apiPath, createApiClient } from './api-client';
import { mapKeys } from './map-keys';
import { type TileLink, useTileLink } from './map-tile-link';
import type { StoredMap } from './maps';
import { nullIfNotFound } from './query-helpers';
import { currentAccessToken } from './workspace';

// A shared container's maps through the member's door (decision 076): every answer already filtered by
// the policy (no GM-only layer, no pin of a hidden thing), and tiles read only for a map the member sees.

/** Which shared container, seen by whom (`as`: "View as" by its owner or an editor). */
export type SharedMapsDoor = { ownerId: string; kind: ContainerKind; id: string; as?: string | undefined };

/** A map as a member reads it: read-only (its features carry no version a write could name). */
export type SharedMap = MemberMap;

let client: ApiClient | undefined;
function sharedClient(): ApiClient {
  client ??= createApiClient({ getAccessToken: currentAccessToken });
  return client;
}

const doorPath = (door: SharedMapsDoor, ...rest: string[]) =>
  apiPath('shared', door.ownerId, door.kind, door.id, 'maps', ...rest);
const asQuery = (door: SharedMapsDoor) => (door.as === undefined ? {} : { as: door.as });

const sharedMapKeys = {
  list: (door: SharedMapsDoor) =>
    [...mapKeys.all, 'shared', door.ownerId, door.kind, door.id, door.as ?? ''] as const,
  detail: (door: SharedMapsDoor, mapId: string) => [...sharedMapKeys.list(door), mapId] as const,
};

/** The container's maps the user may see. */
export function useSharedMaps(door: SharedMapsDoor) {
  return useQuery({
    queryKey: sharedMapKeys.list(door),
    queryFn: async () =>
      (
        (await sharedClient().request({ path: doorPath(door), query: asQuery(door) })) as {
          maps: SharedMap[];
        }
      ).maps,
  });
}

/** One of them, `null` when it is not there or hidden from the user. */
export function useSharedMap(door: SharedMapsDoor, mapId: string) {
  return useQuery({
    queryKey: sharedMapKeys.detail(door, mapId),
    queryFn: () =>
      nullIfNotFound(
        sharedClient().request({ path: doorPath(door, mapId), query: asQuery(door) }) as Promise<SharedMap>,
      ),
  });
}

/** A signed link to this map's tiles for the member (decision 106), renewed before it expires. */
export function useSharedTileLink(door: SharedMapsDoor, mapId: string, picture: string | undefined) {
  return useTileLink(sharedMapKeys.detail(door, mapId), picture, async () => {
    const path = doorPath(door, mapId, 'tile-link');
    return (await sharedClient().request({ path, query: asQuery(door) })) as TileLink;
  });
}

/** A member's map as the map view takes it (versions are the owner's; a member writes none). */
export function asViewedMap(map: SharedMap): StoredMap {
  return { ...map, version: 0, pins: map.pins.map((pin) => ({ ...pin, version: 0 })) };
}
