import type { Visibility } from '../api/sharing';
import { mayAccess, resolveVisibility } from './access';
import type { LiveEvent, LiveMembership, LiveVisibilities, LiveWireEvent } from './live-events';
import { LAYER_KIND_PREFIX, layerVisibility } from './shared-maps';

// A shared container's maps, live for its members (issue 29 with decision 076; decision 088): a pin, a
// region or a route the owner adds, moves or changes reaches a member's open map, and a map or one of its
// layers hidden or shown again makes it read anew. Through the one policy: a member is told only about a
// map they may see, and about a feature only when its layer and its own visibility let them see it (a
// GM-only layer's pins never reach a player, not even as an id). What a member is told names the map
// alone ("this map changed", as a `maps` update): never a feature's id, kind or layer name, so a row
// kept from them cannot be told apart from one they see by its event. The owner's events are untouched.
// A feature deleted, or moved onto a layer kept from a member, is told to whoever saw it before the write
// (its event keeps the layer it was on: decision 098), and to no one else.

/** What the change feed's rows leave out, read for one batch (the rows as they are now). */
export type LiveMapFacts = {
  /** A map's container, by `${ownerId}:${mapId}`. */
  maps: ReadonlyMap<string, { kind: string; id: string }>;
  /** A feature's layer, by `${ownerId}:${featureId}` (a feature deleted since is not there). */
  layers: ReadonlyMap<string, string>;
};

/** Part kinds of a map's features (`maps/pins`, `maps/regions`, `maps/routes`). */
const FEATURE_PREFIX = 'maps/';

/** The map an event is about, when it is about a map, a feature of one, or who sees either. */
export function mapOfEvent(event: Pick<LiveEvent, 'table' | 'kind' | 'entityId' | 'parentId'>) {
  if (event.table === 'maps') return event.entityId;
  if (event.table === 'parts' && event.kind?.startsWith(FEATURE_PREFIX)) return event.parentId;
  if (event.table !== 'visibility') return null;
  // A map's own row and its layers' are on the map's id; a feature's row is on the feature's (its parent,
  // as the feed finds it, the map).
  if (event.kind === 'map' || event.kind?.startsWith(LAYER_KIND_PREFIX)) return event.entityId;
  if (event.kind?.startsWith(FEATURE_PREFIX)) return event.parentId;
  return null;
}

/** The feature an event is about, when it is a feature's own write (not who sees it). */
const featureOfEvent = (event: LiveEvent) =>
  event.table === 'parts' && event.kind?.startsWith(FEATURE_PREFIX) ? event.entityId : null;

/**
 * What `receiverId` is told of a map's event: `undefined` when the event is not a map's (the other
 * rules decide), `null` when nothing, else the map's update as the member may hear it.
 */
export function memberMapEvent(
  receiverId: string,
  event: LiveEvent,
  memberships: readonly LiveMembership[],
  visibilities: LiveVisibilities,
  facts: LiveMapFacts,
): LiveWireEvent | null | undefined {
  if (event.ownerId === receiverId) return undefined;
  const mapId = mapOfEvent(event);
  if (mapId === null) return undefined;
  const container = facts.maps.get(`${event.ownerId}:${mapId}`);
  // A map deleted (its row gone) is read again by the member's own next read; nothing is said of it.
  if (container === undefined) return null;
  const rows: Pick<ReadonlyMap<string, Visibility>, 'get'> = {
    get: (key: string) => visibilities.get(`${event.ownerId}:${key}`),
  };
  for (const membership of memberships) {
    if (membership.ownerId !== event.ownerId) continue;
    if (membership.containerKind !== container.kind || membership.containerId !== container.id) continue;
    const viewer = { userId: receiverId, role: membership.role };
    const may = (visibility: Visibility) => mayAccess(viewer, visibility, 'see');
    const place = { kind: membership.containerKind, id: membership.containerId };
    if (!may(resolveVisibility(rows, place, 'map', mapId))) continue;
    const featureId = featureOfEvent(event);
    if (featureId !== null) {
      // Seen on this layer: the layer shown to them and the feature itself too.
      const seenOn = (layer: string | undefined) => {
        if (layer === undefined) return false;
        const layerRow = layerVisibility(rows, mapId, layer);
        if (layerRow !== undefined && !may(layerRow)) return false;
        return may(resolveVisibility(rows, place, event.kind ?? '', featureId));
      };
      // Told when they see it now (its layer as it is: a feature deleted since has none), or saw it before
      // the write (the layer it was on, decision 098): a feature deleted, or moved onto a layer kept from
      // them, leaves their open map. A feature they never saw is not told, before or after.
      const now = facts.layers.get(`${event.ownerId}:${featureId}`);
      if (!seenOn(now) && !seenOn(event.wasLayer)) continue;
    }
    return {
      ownerId: event.ownerId,
      table: 'maps',
      kind: null,
      entityId: mapId,
      parentId: container.id,
      op: 'update',
      version: null,
    };
  }
  return null;
}
