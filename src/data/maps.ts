import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MapOwnerType, MapPin, MapRecord, MapRegion, MapScale, NewMap } from '../../common/domain/map';
import { type ApiClient, apiPath, createApiClient } from './api-client';
import { mapKeys } from './map-keys';
import { type TileLink, useTileLink } from './map-tile-link';
import { nullIfNotFound } from './query-helpers';
import { currentAccessToken } from './workspace';

// Maps through the data API (decision 059): the maps of an owner, one map with its pins, regions and
// routes, its picture's upload and the signed link its tiles load through (decision 106).

export type StoredMap = Omit<MapRecord, 'pins'> & { version: number; pins: (MapPin & { version: number })[] };
export type MapOwner = { ownerType: MapOwnerType; ownerId: string };

let client: ApiClient | undefined;
function mapsClient(): ApiClient {
  client ??= createApiClient({ getAccessToken: currentAccessToken });
  return client;
}

export const fetchMaps = async (owner?: MapOwner) =>
  (await mapsClient().request({ path: '/maps', query: { ...owner } })) as StoredMap[];

export const fetchMap = (id: string) =>
  nullIfNotFound(mapsClient().request({ path: apiPath('maps', id) }) as Promise<StoredMap>);

/** One map, `null` when unknown: the page's hook and its route loader share these options. */
export const mapQuery = (id: string) =>
  queryOptions({ queryKey: mapKeys.detail(id), queryFn: () => fetchMap(id) });

export function useMaps(owner?: MapOwner) {
  return useQuery({ queryKey: mapKeys.list(owner), queryFn: () => fetchMaps(owner) });
}

export function useMap(id: string) {
  return useQuery(mapQuery(id));
}

/** A signed link to the map's tiles (decision 106): they load as plain images, without the token. */
export const fetchMapTileLink = (mapId: string) =>
  mapsClient().request({ path: apiPath('maps', mapId, 'tile-link') }) as Promise<TileLink>;

/** The owner's map's tile link, kept fresh (undefined until the map has a picture and the link came). */
export function useMapTileLink(mapId: string, picture: string | undefined) {
  return useTileLink(mapKeys.detail(mapId), picture, () => fetchMapTileLink(mapId));
}

export function useCreateMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewMap) =>
      (await mapsClient().request({ method: 'POST', path: '/maps', body: input })) as StoredMap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.all }),
  });
}

/** Uploads the map's picture (its bytes as the body); the answer is the map with its new picture. */
export function useUploadMapPicture(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      (await mapsClient().request({
        method: 'PUT',
        path: apiPath('maps', mapId, 'image'),
        body: file,
      })) as StoredMap,
    onSuccess: (map) => {
      queryClient.setQueryData(mapKeys.detail(mapId), map);
      return queryClient.invalidateQueries({ queryKey: mapKeys.all });
    },
  });
}

export type NewPin = Omit<MapPin, 'id'>;

export function useCreatePin(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: NewPin) =>
      mapsClient().request({ method: 'POST', path: apiPath('maps', mapId, 'pins'), body: pin }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(mapId) }),
  });
}

export type PinPatch = Partial<NewPin> & { pinId: string; version: number };

/** Changes a pin: moves it (`x`, `y`) or edits its name, look, layer or link (each kept in the map's history). */
export function useUpdatePin(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pinId, ...patch }: PinPatch) =>
      mapsClient().request({
        method: 'PATCH',
        path: apiPath('maps', mapId, 'pins', pinId),
        body: patch,
      }) as Promise<MapPin & { version: number }>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(mapId) }),
  });
}

/** Removes a pin, region or route (to the Trash, as every part goes). */
export function useDeleteFeature(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segment, id }: { segment: 'pins' | 'regions' | 'routes'; id: string }) =>
      mapsClient().request({ method: 'DELETE', path: apiPath('maps', mapId, segment, id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(mapId) }),
  });
}

export type NewShape = Omit<MapRegion, 'id'>;

/** Adds a region (a polygon, 3+ corners) or a route (a line, 2+ points) drawn on the map. */
export function useCreateShape(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segment, shape }: { segment: 'regions' | 'routes'; shape: NewShape }) =>
      mapsClient().request({ method: 'POST', path: apiPath('maps', mapId, segment), body: shape }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.detail(mapId) }),
  });
}

/** Changes a map's own fields (its scale, once set from a drawn line). */
export function useUpdateMap(mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: { scale?: MapScale | null; name?: string; description?: string }) =>
      (await mapsClient().request({
        method: 'PATCH',
        path: apiPath('maps', mapId),
        body: patch,
      })) as StoredMap,
    onSuccess: (map) => {
      queryClient.setQueryData(mapKeys.detail(mapId), map);
      return queryClient.invalidateQueries({ queryKey: mapKeys.all });
    },
  });
}

/** The maps with a pin, region or route leading to this record or part (a location's maps). */
export function useMapsShowing(target: { kind: string; id: string }) {
  return useQuery({
    queryKey: [...mapKeys.all, 'showing', target.kind, target.id],
    queryFn: async () =>
      (await mapsClient().request({
        path: '/maps',
        query: { linkKind: target.kind, linkId: target.id },
      })) as StoredMap[],
  });
}
