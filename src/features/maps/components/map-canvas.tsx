import type * as Leaflet from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';
import type { MapPoint } from '../../../../common/domain/map';
import { maxZoomOf, TILE_SIZE } from '../../../../common/maps/pyramid';
import type { TileLink } from '../../../data/map-tile-link';
import type { StoredMap } from '../../../data/maps';
import type { MapFeature, PictureBounds } from '../model/map-geometry';
import { loadLeaflet } from './load-leaflet';
import { PinLayer } from './pin-layer';
import './map-canvas.css';

/** What a click on the map does: nothing, places a pin, or adds a point to a measured path, region or route. */
export type CanvasMode = 'browse' | 'place' | 'measure' | 'region' | 'route';

/** The page's hold on the map: where its centre is (the keyboard's point to place or draw at). */
export type CanvasHandle = { centre: () => MapPoint | undefined };

type MapCanvasProps = {
  map: StoredMap;
  features: readonly MapFeature[];
  mode: CanvasMode;
  /** The points drawn so far (measuring, or a region or route being drawn). */
  drawn: readonly MapPoint[];
  /** The feature to bring into view (chosen in the list). */
  focus: MapFeature | undefined;
  handle: RefObject<CanvasHandle | undefined>;
  onView: (view: PictureBounds) => void;
  onPoint: (point: MapPoint) => void;
  onOpen: (feature: MapFeature) => void;
  /** Moves a dragged pin; without it the map is read-only (a member's). */
  onMovePin?: ((feature: MapFeature, point: MapPoint) => void) | undefined;
  /** The signed link the picture's tiles load through as plain images (decision 106); none yet: no tiles. */
  tileLink: TileLink | undefined;
  /** A tile failed to load (its link may have expired while the page slept): ask for a new link. */
  onTileError?: (() => void) | undefined;
  describe: (feature: MapFeature) => Promise<string | undefined>;
};

type Live = {
  L: typeof Leaflet;
  map: Leaflet.Map;
  tileOptions: Leaflet.TileLayerOptions;
  tiles: Leaflet.TileLayer | undefined;
  shapes: Leaflet.LayerGroup;
  pins: PinLayer;
  drawn: Leaflet.Polyline;
  toLatLng: (point: MapPoint) => Leaflet.LatLng;
};

const whenIdle = (work: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 500 })
    : window.setTimeout(work, 50);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TILE_ERROR_RENEWAL_MS = 30_000;

/**
 * Loads the tiles through the link's `url` (Leaflet's own `<img>` tiles: no fetch, no object URLs); a renewed link
 * only changes the URL of tiles still to load, so the tiles shown stay.
 */
function showTiles(current: Live, url: string | undefined, onError: () => void) {
  if (url === undefined) return;
  if (current.tiles !== undefined) {
    current.tiles.setUrl(url, true);
    return;
  }
  let lastRenewal = 0;
  current.tiles = current.L.tileLayer(url, current.tileOptions)
    .on('tileerror', () => {
      if (Date.now() - lastRenewal < TILE_ERROR_RENEWAL_MS) return;
      lastRenewal = Date.now();
      onError();
    })
    .addTo(current.map);
}

/** Draws the regions and routes afresh, and hands the pins to their clustered layer. */
function drawFeatures(current: Live, features: readonly MapFeature[], open: (feature: MapFeature) => void) {
  const { L, shapes, toLatLng } = current;
  shapes.clearLayers();
  const pins: MapFeature[] = [];
  for (const feature of features) {
    if (feature.kind === 'pin') {
      pins.push(feature);
      continue;
    }
    const latLngs = feature.points.map(toLatLng);
    const style = { color: feature.color, weight: 3 };
    const shape =
      feature.kind === 'region'
        ? L.polygon(latLngs, { ...style, fillOpacity: 0.15 })
        : L.polyline(latLngs, style);
    shape.bindTooltip(escapeHtml(feature.name), { sticky: true });
    shape.on('click', () => open(feature));
    shape.addTo(shapes);
  }
  current.pins.setPins(pins);
}

/**
 * The map's picture as Leaflet shows it (`CRS.Simple`: picture pixels, no globe), its tiles loaded as
 * plain images through a signed link (decision 106), pins clustered when dense (supercluster: only what is in view is drawn), regions and
 * routes drawn over it. Arrow keys pan and + / − zoom when it has focus (Leaflet's keyboard handler).
 */
export function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<Live | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const image = props.map.image;
  const open = useRef((feature: MapFeature) => latest.current.onOpen(feature));
  const tileError = useRef(() => latest.current.onTileError?.());
  const isDraggable = props.onMovePin !== undefined;

  useEffect(() => {
    const element = container.current;
    if (element === null || image === null) return;
    let isGone = false;
    let made: Leaflet.Map | undefined;
    void loadLeaflet().then((L) => {
      if (isGone) return;
      const deepest = maxZoomOf(image.width, image.height);
      const map = L.map(element, {
        crs: L.CRS.Simple,
        minZoom: 0,
        maxZoom: deepest + 2,
        zoomSnap: 0.5,
        attributionControl: false,
        keyboard: true,
      });
      made = map;
      const toLatLng = ([x, y]: MapPoint) => map.unproject([x, y], deepest);
      const toPoint = (latLng: Leaflet.LatLng): MapPoint => {
        const point = map.project(latLng, deepest);
        return [Math.round(point.x * 10) / 10, Math.round(point.y * 10) / 10];
      };
      const bounds = L.latLngBounds(toLatLng([0, image.height]), toLatLng([image.width, 0]));
      const tileOptions: Leaflet.TileLayerOptions = {
        tileSize: TILE_SIZE,
        maxNativeZoom: deepest,
        noWrap: true,
        bounds,
      };
      map.fitBounds(bounds);
      map.setMaxBounds(bounds.pad(0.5));
      const shapes = L.layerGroup().addTo(map);
      const pins = new PinLayer(L, map, TILE_SIZE * 2 ** deepest, toLatLng, toPoint, {
        open: (feature) => latest.current.onOpen(feature),
        move: isDraggable ? (feature, point) => latest.current.onMovePin?.(feature, point) : undefined,
        describe: (feature) => latest.current.describe(feature),
      });
      const drawn = L.polyline([], { color: '#e0a526', dashArray: '6 6', weight: 3 }).addTo(map);
      live.current = { L, map, tileOptions, tiles: undefined, shapes, pins, drawn, toLatLng };
      showTiles(live.current, latest.current.tileLink?.url, tileError.current);
      props.handle.current = { centre: () => toPoint(map.getCenter()) };
      // The view reaches React (the list beside the map) when the map rests and the browser is idle,
      // not between the moves of a pan or zoom.
      let pending: number | undefined;
      const settle = () => {
        if (pending !== undefined) cancelIdle(pending);
        pending = undefined;
      };
      const report = () => {
        settle();
        pending = whenIdle(() => {
          pending = undefined;
          if (isGone) return;
          const view = map.getBounds();
          const [left, bottom] = toPoint(view.getSouthWest());
          const [right, top] = toPoint(view.getNorthEast());
          latest.current.onView({ left, top, right, bottom });
        });
      };
      map.on('movestart', settle);
      map.on('moveend', report);
      map.on('click', (event: Leaflet.LeafletMouseEvent) => {
        if (latest.current.mode !== 'browse') latest.current.onPoint(toPoint(event.latlng));
      });
      report();
      drawFeatures(live.current, latest.current.features, open.current);
      drawn.setLatLngs(latest.current.drawn.map(toLatLng));
    });
    return () => {
      isGone = true;
      live.current?.pins.remove();
      made?.remove();
      live.current = undefined;
    };
  }, [image, props.handle, isDraggable]);

  useEffect(() => {
    if (live.current !== undefined) drawFeatures(live.current, props.features, open.current);
  }, [props.features]);

  const tileUrl = props.tileLink?.url;
  useEffect(() => {
    if (live.current !== undefined) showTiles(live.current, tileUrl, tileError.current);
  }, [tileUrl]);

  useEffect(() => {
    const current = live.current;
    current?.drawn.setLatLngs(
      props.mode === 'region' && props.drawn.length > 2
        ? [...props.drawn, props.drawn[0] as MapPoint].map(current.toLatLng)
        : props.drawn.map(current.toLatLng),
    );
  }, [props.drawn, props.mode]);

  useEffect(() => {
    container.current?.classList.toggle('map-drawing', props.mode !== 'browse');
  }, [props.mode]);

  useEffect(() => {
    const current = live.current;
    const focus = props.focus;
    if (current === undefined || focus === undefined) return;
    const points = focus.points.map(current.toLatLng);
    current.map.fitBounds(current.L.latLngBounds(points), { maxZoom: current.map.getZoom() + 1 });
  }, [props.focus]);

  if (image === null) return null;
  return (
    <div
      ref={container}
      role="application"
      aria-label={`Map ${props.map.name}: arrow keys pan, plus and minus zoom`}
      aria-roledescription="map"
      // Always positioned: Leaflet leaves the position alone when it finds one, and its panes (and the
      // centre's ring while drawing) are placed within it.
      className="relative h-[60vh] min-h-80 w-full rounded-lg border border-border bg-surface-raised"
    />
  );
}
