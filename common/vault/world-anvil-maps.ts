import { plainTextOf } from '../text/plain-text';
import { richTextFromWorldAnvil, type WorldAnvilMention } from './world-anvil-bbcode';

// World Anvil's maps and their markers (decision 102) as maps of the universe with pins. No real World
// Anvil export of a map was at hand: the fields read here are guesses (the decision lists them), read
// leniently (either of two names where two are plausible), and whatever is not read is named.
//
// A map's picture is carried when the `.zip` holds its bytes (as an article's portrait is); a marker
// becomes a pin at its place on the picture, in the marker's layer, leading to the article it links to
// when that article is carried. What World Anvil keeps from readers stays from members here: a private
// map is editors-only as a whole, a private layer is a GM-only layer, a private marker a GM-only pin
// (decision 076's visibility rows), so a player never sees it nor learns its name.

type Row = Record<string, unknown>;
type Target = { kind: string; id: string; name: string };
/** The picture a row names, carried: its image's id and size, or why it is not. */
export type MapPicture = { image?: { id: string; width: number; height: number }; problem?: string };

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const objectOf = (value: unknown): Row | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined;
const numberOf = (value: unknown): number | undefined => {
  const found = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
};
/** World Anvil's private things: `state: private`, a draft, or an `isPrivate`/`isHidden` flag. */
const isPrivate = (row: Row) =>
  text(row.state).toLowerCase() === 'private' ||
  row.isDraft === true ||
  row.isPrivate === true ||
  row.isHidden === true;

const NAME_MAX = 200;
const PIN_COLOUR = '#c08a2e';

export type WorldAnvilMaps = { maps: Row[]; visibility: Row[]; count: number };

/**
 * The maps (`entityClass` Map) with their markers — held in the map (`markers`, or each layer's
 * `markers`) or as entries of their own (`entityClass` Marker naming their `map`) — as the universe's
 * maps. `idOf` makes a local id; `pictureOf` carries a picture the `.zip` holds.
 */
export function readWorldAnvilMaps(input: {
  maps: readonly { path: string; data: Row }[];
  markers: readonly { path: string; data: Row }[];
  universeId: string;
  byArticle: ReadonlyMap<string, Target>;
  mention: WorldAnvilMention;
  idOf: (what: string, waId: string) => string;
  pictureOf: (picture: Row) => MapPicture;
  notCarried: string[];
}): WorldAnvilMaps {
  const { universeId, byArticle, mention, idOf, pictureOf, notCarried } = input;
  const maps: Row[] = [];
  const visibility: Row[] = [];
  let count = 0;
  const loose = new Map<string, { path: string; data: Row }[]>();
  for (const marker of input.markers) {
    const mapId = text(objectOf(marker.data.map)?.id ?? marker.data.map ?? marker.data.mapId);
    loose.set(mapId, [...(loose.get(mapId) ?? []), marker]);
  }
  const claimed = new Set<string>();
  for (const { path, data } of input.maps) {
    count += 1;
    const waId = text(data.id);
    const id = idOf('map', waId);
    const name = text(data.title).trim().slice(0, NAME_MAX);
    const said = (sentence: string) => notCarried.push(`${path}: ${sentence}`);
    const description = plainTextOf(
      richTextFromWorldAnvil(text(data.description) || text(data.excerpt), mention).text.doc,
    );
    const pictureRow =
      objectOf(data.image) ?? (text(data.image) === '' ? undefined : { id: text(data.image) });
    const picture = pictureRow === undefined ? undefined : pictureOf(pictureRow);
    if (picture?.problem !== undefined) said(picture.problem);
    if (pictureRow === undefined) said('it names no picture; the map is carried without one');
    const image = picture?.image ?? null;
    if (isPrivate(data)) visibility.push({ entityKind: 'map', entityId: id, level: 'editors', named: [] });

    // Layers by id, each with its name; a private one is a GM-only layer.
    const layerNames = new Map<string, string>();
    const privateLayers = new Set<string>();
    const markers: { path: string; data: Row; layer?: Row }[] = [];
    for (const layer of Array.isArray(data.layers) ? data.layers : []) {
      const row = objectOf(layer);
      if (row === undefined) continue;
      const layerName = (text(row.title) || text(row.name)).trim().slice(0, 100);
      if (layerName === '') continue;
      layerNames.set(text(row.id), layerName);
      if (isPrivate(row)) privateLayers.add(layerName);
      for (const marker of Array.isArray(row.markers) ? row.markers : []) {
        const markerRow = objectOf(marker);
        if (markerRow !== undefined) markers.push({ path, data: markerRow, layer: row });
      }
    }
    for (const marker of Array.isArray(data.markers) ? data.markers : []) {
      const markerRow = objectOf(marker);
      if (markerRow !== undefined) markers.push({ path, data: markerRow });
    }
    markers.push(...(loose.get(waId) ?? []));
    claimed.add(waId);

    const pins: Row[] = [];
    const lost: string[] = [];
    for (const [index, marker] of markers.entries()) {
      const row = marker.data;
      const markerId = text(row.id) || `${waId}-${index + 1}`;
      const article = byArticle.get(text(objectOf(row.article)?.id ?? row.article ?? row.articleId));
      const pinName =
        (text(row.title) || text(row.label) || text(row.name)).trim().slice(0, NAME_MAX) ||
        article?.name ||
        `Marker ${index + 1}`;
      // Its place in the picture's pixels: `x`/`y`, else Leaflet's `longitude` (x) and `latitude`
      // (y, counted down from the top, so negative in World Anvil's simple coordinates).
      const x = numberOf(row.x) ?? numberOf(row.longitude) ?? numberOf(row.lng);
      const latitude = numberOf(row.y) ?? numberOf(row.latitude) ?? numberOf(row.lat);
      const y = latitude === undefined ? undefined : Math.abs(latitude);
      if (
        image === null ||
        x === undefined ||
        y === undefined ||
        x < 0 ||
        x > image.width ||
        y > image.height
      ) {
        lost.push(`“${pinName}”`);
        continue;
      }
      // Its layer: the map's layer it is listed in, else the one it names (by id, or as a row).
      const named =
        marker.layer ?? objectOf(row.layer) ?? (text(row.layer) === '' ? undefined : { id: row.layer });
      const layer =
        named === undefined
          ? ''
          : (layerNames.get(text(named.id)) ?? (text(named.title) || text(named.name)).trim().slice(0, 100));
      if (named !== undefined && marker.layer === undefined && layer !== '' && isPrivate(named))
        privateLayers.add(layer);
      const colour = text(row.color) || text(row.colour);
      const pinId = idOf('pin', markerId);
      pins.push({
        id: pinId,
        name: pinName,
        x: Math.round(x),
        y: Math.round(y),
        icon: '',
        color: /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : PIN_COLOUR,
        layer,
        linkKind: article?.kind ?? '',
        linkId: article?.id ?? '',
      });
      if (isPrivate(row))
        visibility.push({ entityKind: 'maps/pins', entityId: pinId, level: 'editors', named: [] });
      const linked = text(objectOf(row.article)?.id ?? row.article ?? row.articleId);
      if (linked !== '' && article === undefined)
        said(`the marker “${pinName}” links to an article not carried`);
    }
    for (const layer of privateLayers)
      visibility.push({ entityKind: `layer:${layer}`, entityId: id, level: 'editors', named: [] });
    if (lost.length > 0)
      said(
        `${lost.length} marker${lost.length === 1 ? '' : 's'} with no place on its picture not carried: ${lost.join(', ')}`,
      );
    maps.push({
      id,
      name: name || 'World Anvil map',
      description,
      ownerType: 'universe',
      ownerId: universeId,
      image,
      scale: null,
      pins,
      regions: [],
      routes: [],
    });
  }
  for (const [mapId, markers] of loose) {
    if (claimed.has(mapId)) continue;
    for (const { path } of markers)
      notCarried.push(`${path}: a marker of a map the export does not hold; not carried`);
  }
  return { maps, visibility, count };
}
