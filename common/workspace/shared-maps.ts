import type { Visibility } from '../api/sharing';
import type { MapPin, MapRecord, MapRegion, MapRoute } from '../domain/map';
import { mayAccess, resolveVisibility, type Viewer } from './access';
import type { MemberView } from './shared-view';

// A shared container's maps as a member may see them (issue 30, decision 076), through the one policy:
// a map of the container is seen by its members unless the owner hid it (its own visibility row); each of
// its pins, regions and routes is left out when its own visibility, its layer's (a layer made GM-only)
// or what it leads to is hidden from the member. A feature leading to something the member's view does
// not hold is left out whole: its name could tell what the hidden thing is.

/** The visibility kind of a map's layer: `layer:<name>` on the map's id, beside every other row. */
export const LAYER_KIND_PREFIX = 'layer:';
/** The longest layer name kept by name in a visibility row's kind (60 characters) with its prefix. */
export const LAYER_NAME_MAX = 60 - LAYER_KIND_PREFIX.length;
/** What starts a layer's kind kept by its digest: `layer:#` and 32 hex digits. */
const DIGEST_MARK = '#';

/** fmix32 of MurmurHash3's finaliser: every bit of the lane moves every bit of the answer. */
function mixed(lane: number): number {
  let h = lane;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A digest of a text in 32 hex digits, the same in the browser and the server (no crypto API is
 * synchronous in both): four lanes of FNV-1a over the UTF-16 code units, each from its own start and
 * fed the unit with its own constant, mixed at the end. Not a secret; a name's stable key.
 */
export function layerDigest(text: string): string {
  const lanes = [0x811c9dc5, 0x9e3779b9, 0x243f6a88, 0xb7e15163];
  const feeds = [0, 0x5bd1e995, 0x27d4eb2f, 0x165667b1];
  for (let at = 0; at < text.length; at += 1) {
    const unit = text.charCodeAt(at);
    for (let lane = 0; lane < 4; lane += 1) {
      lanes[lane] = Math.imul((lanes[lane] as number) ^ ((unit + (feeds[lane] as number)) >>> 0), 0x01000193);
    }
  }
  return lanes
    .map((lane, index) =>
      mixed((lane ^ (text.length * (index + 1))) >>> 0)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
}

/**
 * A layer's visibility kind: `layer:<name>` for a name that fits (as every row before decision 087),
 * `layer:#<digest>` for a longer one, or one starting with `#` (so that no name can stand for another's
 * digest). Any length of name can be made GM-only.
 */
export function layerVisibilityKind(layer: string): string {
  return layer.length <= LAYER_NAME_MAX && !layer.startsWith(DIGEST_MARK)
    ? `${LAYER_KIND_PREFIX}${layer}`
    : `${LAYER_KIND_PREFIX}${DIGEST_MARK}${layerDigest(layer)}`;
}

/**
 * The kinds a layer's row may be stored under: its own, and for a short name starting with `#` the plain
 * one such a row had before decision 087 (it keeps working).
 */
export function layerVisibilityKinds(layer: string): string[] {
  const plain = `${LAYER_KIND_PREFIX}${layer}`;
  const kind = layerVisibilityKind(layer);
  return kind === plain || layer.length > LAYER_NAME_MAX ? [kind] : [kind, plain];
}

/** The visibility of one layer of a map: its own row, else every member's (a layer is shown by default). */
export function layerVisibility(
  rows: Pick<ReadonlyMap<string, Visibility>, 'get'>,
  mapId: string,
  layer: string,
): Visibility | undefined {
  for (const kind of layerVisibilityKinds(layer)) {
    const row = rows.get(`${kind}:${mapId}`);
    if (row !== undefined) return row;
  }
  return undefined;
}

/** Whether a map belongs to the container the view is of (its own maps; a world's are not in it yet). */
export function isMapOfView(
  view: Pick<MemberView, 'kind' | 'id'>,
  map: Pick<MapRecord, 'ownerType' | 'ownerId'>,
) {
  return map.ownerType === view.kind && map.ownerId === view.id;
}

/** Everything `mapsInView` filters: the container's maps with their features, and their visibility rows. */
export type MapsSnapshot = {
  maps: readonly MapRecord[];
  /** Rows of the maps, their features and their layers, by `kind:id`. */
  visibility: ReadonlyMap<string, Visibility>;
};

/** A map as a member sees it: only the features and layers the policy lets them see. */
export type MemberMap = MapRecord & { layers: string[] };

/**
 * The container's maps the member may see, each with only its visible features. `view` is the member's
 * view of the container (what a feature may lead to); a feature leading to a map leads to one of these.
 */
export function mapsInView(view: MemberView, snapshot: MapsSnapshot): MemberMap[] {
  const viewer: Viewer = { userId: view.viewerId, role: view.role };
  const container = { kind: view.kind, id: view.id };
  const may = (visibility: Visibility) => mayAccess(viewer, visibility, 'see');
  const maps = snapshot.maps.filter(
    (map) => isMapOfView(view, map) && may(resolveVisibility(snapshot.visibility, container, 'map', map.id)),
  );
  const inView = new Set([
    `${view.kind}:${view.id}`,
    ...view.parts.map((part) => `${part.kind}:${part.id}`),
    ...maps.map((map) => `map:${map.id}`),
  ]);

  return maps.map((map) => {
    const isShown = <F extends MapPin | MapRegion | MapRoute>(feature: F, kind: string) => {
      const layer = layerVisibility(snapshot.visibility, map.id, feature.layer);
      if (layer !== undefined && !may(layer)) return false;
      if (!may(resolveVisibility(snapshot.visibility, container, kind, feature.id))) return false;
      return feature.linkKind === '' || inView.has(`${feature.linkKind}:${feature.linkId}`);
    };
    const pins = map.pins.filter((pin) => isShown(pin, 'maps/pins'));
    const regions = map.regions.filter((region) => isShown(region, 'maps/regions'));
    const routes = map.routes.filter((route) => isShown(route, 'maps/routes'));
    const layers = [...new Set([...pins, ...regions, ...routes].map((feature) => feature.layer))].sort();
    return { ...map, pins, regions, routes, layers };
  });
}

/** The map the member names, when they may see it; the one answer for its page and its tiles. */
export function mapInView(view: MemberView, snapshot: MapsSnapshot, mapId: string): MemberMap | undefined {
  return mapsInView(view, snapshot).find((map) => map.id === mapId);
}
