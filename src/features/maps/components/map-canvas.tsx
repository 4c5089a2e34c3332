import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../../../../common/domain/map';
import { maxZoomOf, TILE_SIZE } from '../../../../common/maps/pyramid';
import { fetchMapTile, type StoredMap } from '../../../data/maps';
import type { MapFeature, PictureBounds } from '../model/map-geometry';
import { loadLeaflet } from './load-leaflet';
import './map-canvas.css';

export type CanvasMode = 'browse' | 'place' | 'measure';

type MapCanvasProps = {
  map: StoredMap;
  features: readonly MapFeature[];
  mode: CanvasMode;
  /** The feature to bring into view (chosen in the list). */
  focus: MapFeature | undefined;
  onView: (view: PictureBounds) => void;
  onPlace: (point: MapPoint) => void;
  onMeasure: (points: MapPoint[]) => void;
  onOpen: (feature: MapFeature) => void;
  onMovePin: (feature: MapFeature, point: MapPoint) => void;
};

type Live = {
  L: typeof Leaflet;
  map: Leaflet.Map;
  shapes: Leaflet.LayerGroup;
  pins: Leaflet.MarkerClusterGroup;
  measure: Leaflet.Polyline;
  toLatLng: (point: MapPoint) => Leaflet.LatLng;
  toPoint: (latLng: Leaflet.LatLng) => MapPoint;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type FeatureHandlers = {
  open: (feature: MapFeature) => void;
  move: (feature: MapFeature, point: MapPoint) => void;
};

/** Draws the features afresh: pins into the cluster group (in one batch), shapes into their group. */
function drawFeatures(current: Live, features: readonly MapFeature[], on: FeatureHandlers) {
  const { L, shapes, pins, toLatLng } = current;
  shapes.clearLayers();
  pins.clearLayers();
  const markers: Leaflet.Marker[] = [];
  for (const feature of features) {
    const open = () => on.open(feature);
    if (feature.kind === 'pin') {
      const [point] = feature.points;
      if (point === undefined) continue;
      const marker = L.marker(toLatLng(point), {
        icon: L.divIcon({
          className: 'map-pin',
          html: `<span style="background:${escapeHtml(feature.color)}"></span>`,
          iconSize: [22, 22],
          iconAnchor: [11, 11],
        }),
        title: feature.name,
        alt: feature.name,
        keyboard: true,
        draggable: true,
      });
      // The marker's title is its tooltip: a Leaflet tooltip per pin would be 10,000 more objects.
      marker.on('click', open);
      marker.on('dragend', () => on.move(feature, current.toPoint(marker.getLatLng())));
      markers.push(marker);
    } else {
      const latLngs = feature.points.map(toLatLng);
      const style = { color: feature.color, weight: 3 };
      const shape =
        feature.kind === 'region'
          ? L.polygon(latLngs, { ...style, fillOpacity: 0.15 })
          : L.polyline(latLngs, style);
      shape.bindTooltip(escapeHtml(feature.name), { sticky: true });
      shape.on('click', open);
      shape.addTo(shapes);
    }
  }
  pins.addLayers(markers);
}

/**
 * The map's picture as Leaflet shows it (`CRS.Simple`: picture pixels, no globe), its tiles read with
 * the token, pins clustered when dense, regions and routes drawn over it. Arrow keys pan and + / − zoom
 * when it has focus (Leaflet's keyboard handler).
 */
export function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<Live | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const measured = useRef<MapPoint[]>([]);
  const image = props.map.image;
  const handlers = useRef<FeatureHandlers>({
    open: (feature) => latest.current.onOpen(feature),
    move: (feature, point) => latest.current.onMovePin(feature, point),
  });

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
      const Tiles = L.GridLayer.extend({
        createTile(coords: Leaflet.Coords, done: Leaflet.DoneCallback) {
          const tile = document.createElement('img');
          tile.alt = '';
          fetchMapTile(image.id, coords.z, coords.x, coords.y).then(
            (blob) => {
              const url = URL.createObjectURL(blob);
              tile.onload = () => {
                URL.revokeObjectURL(url);
                done(undefined, tile);
              };
              tile.src = url;
            },
            (error: Error) => done(error, tile),
          );
          return tile;
        },
      });
      const tiles: Leaflet.GridLayerOptions = {
        tileSize: TILE_SIZE,
        maxNativeZoom: deepest,
        noWrap: true,
        bounds,
      };
      new (Tiles as unknown as new (options: Leaflet.GridLayerOptions) => Leaflet.GridLayer)(tiles).addTo(
        map,
      );
      map.fitBounds(bounds);
      map.setMaxBounds(bounds.pad(0.5));
      const shapes = L.layerGroup().addTo(map);
      const pins = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
      pins.addTo(map);
      const measure = L.polyline([], { color: '#e0a526', dashArray: '6 6', weight: 3 }).addTo(map);
      live.current = { L, map, shapes, pins, measure, toLatLng, toPoint };
      const report = () => {
        const view = map.getBounds();
        const [left, bottom] = toPoint(view.getSouthWest());
        const [right, top] = toPoint(view.getNorthEast());
        latest.current.onView({ left, top, right, bottom });
      };
      map.on('moveend', report);
      map.on('click', (event: Leaflet.LeafletMouseEvent) => {
        const point = toPoint(event.latlng);
        if (latest.current.mode === 'place') latest.current.onPlace(point);
        if (latest.current.mode === 'measure') {
          measured.current = [...measured.current, point];
          measure.setLatLngs(measured.current.map(toLatLng));
          latest.current.onMeasure(measured.current);
        }
      });
      report();
      drawFeatures(live.current, latest.current.features, handlers.current);
    });
    return () => {
      isGone = true;
      made?.remove();
      live.current = undefined;
    };
  }, [image]);

  useEffect(() => {
    if (live.current !== undefined) drawFeatures(live.current, props.features, handlers.current);
  }, [props.features]);

  useEffect(() => {
    if (props.mode !== 'measure' && live.current !== undefined) {
      measured.current = [];
      live.current.measure.setLatLngs([]);
    }
    container.current?.classList.toggle('cursor-crosshair', props.mode !== 'browse');
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
      className="h-[60vh] min-h-80 w-full rounded-lg border border-border bg-surface-raised"
    />
  );
}
