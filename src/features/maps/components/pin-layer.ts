import type * as Leaflet from 'leaflet';
import Supercluster from 'supercluster';
import type { MapPoint } from '../../../../common/domain/map';
import type { MapFeature } from '../model/map-geometry';
import { pinIconOf, pinIconSvg } from './pin-icons';

// The map's pins (decision 059, 2026-11-28): clustered by supercluster over the picture's pixels, and
// only what the view shows is a marker in the page — a cluster or a pin, at most a few hundred whatever
// the map holds. Leaflet.markercluster kept a marker per pin and laid all of them out on every zoom:
// with 10,000 pins most frames went to style and layout.

export type PinHandlers = {
  open: (feature: MapFeature) => void;
  /** Moves a dragged pin; without it pins are not dragged (a member's read-only map). */
  move?: ((feature: MapFeature, point: MapPoint) => void) | undefined;
  /** What the pin leads to, in a line ('Settlement in The Thornwild'), for its tooltip. */
  describe: (feature: MapFeature) => Promise<string | undefined>;
};

/** The tooltip's content: the pin's name, then what it leads to once known (text, never markup). */
export function tooltipOf(pin: MapFeature, on: Pick<PinHandlers, 'describe'>) {
  const box = document.createElement('span');
  box.className = 'map-tooltip';
  const name = document.createElement('strong');
  name.textContent = pin.name;
  box.append(name);
  void on.describe(pin).then((summary) => {
    if (summary === undefined || summary === '') return;
    const line = document.createElement('span');
    line.textContent = summary;
    box.append(line);
  });
  return box;
}

type PinProps = { index: number };

/** How far clusters reach, in screen pixels. */
const CLUSTER_RADIUS = 80;

/** A little past the view's edges, so that a short pan finds its markers there. */
const VIEW_PADDING = 0.2;

const counted = new Intl.NumberFormat('en');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Supercluster works in longitude and latitude on a Web Mercator square; a picture pixel (x, y) of a
 * square of `side` pixels becomes the longitude and latitude that project back to the same place, so its
 * clusters are as a flat picture's (its zoom is then Leaflet's `CRS.Simple` zoom with 256-pixel tiles).
 */
export function toLngLat([x, y]: MapPoint, side: number): [number, number] {
  const lng = (x / side) * 360 - 180;
  const lat = (Math.atan(Math.exp(2 * Math.PI * (0.5 - y / side))) * 360) / Math.PI - 90;
  return [lng, lat];
}

/** The pins' cluster index: `maxZoom` is Leaflet's deepest, where every pin is its own marker. */
export function indexPins(
  pins: readonly MapFeature[],
  side: number,
  maxZoom: number,
): Supercluster<PinProps> {
  const index = new Supercluster<PinProps>({
    radius: CLUSTER_RADIUS,
    extent: 256,
    maxZoom: Math.max(0, maxZoom - 1),
  });
  return index.load(
    pins.map((pin, at) => ({
      type: 'Feature' as const,
      properties: { index: at },
      geometry: { type: 'Point' as const, coordinates: toLngLat(pin.points[0] ?? [0, 0], side) },
    })),
  );
}

export class PinLayer {
  private index: Supercluster<PinProps>;
  private pins: readonly MapFeature[] = [];
  private readonly shown = new Map<string, Leaflet.Marker>();
  private readonly group: Leaflet.LayerGroup;

  constructor(
    private readonly L: typeof Leaflet,
    private readonly map: Leaflet.Map,
    /** The picture's square at its deepest zoom (256 × 2^deepest). */
    private readonly side: number,
    private readonly toLatLng: (point: MapPoint) => Leaflet.LatLng,
    private readonly toPoint: (latLng: Leaflet.LatLng) => MapPoint,
    private readonly on: PinHandlers,
  ) {
    this.index = indexPins([], side, map.getMaxZoom());
    this.group = L.layerGroup().addTo(map);
    map.on('moveend', this.update);
  }

  /** The pins to show (on shown layers), indexed afresh. */
  setPins(pins: readonly MapFeature[]) {
    this.pins = pins;
    this.index = indexPins(pins, this.side, this.map.getMaxZoom());
    for (const marker of this.shown.values()) this.group.removeLayer(marker);
    this.shown.clear();
    this.update();
  }

  remove() {
    this.map.off('moveend', this.update);
    this.group.remove();
  }

  /** The clusters and pins in view (and a little around it), as markers: kept when unchanged. */
  private readonly update = () => {
    const bounds = this.map.getBounds().pad(VIEW_PADDING);
    const [left, top] = this.toPoint(bounds.getNorthWest());
    const [right, bottom] = this.toPoint(bounds.getSouthEast());
    const [west, north] = toLngLat([Math.max(0, left), Math.max(0, top)], this.side);
    const [east, south] = toLngLat([Math.min(this.side, right), Math.min(this.side, bottom)], this.side);
    const zoom = Math.floor(this.map.getZoom());
    const wanted = new Map<string, () => Leaflet.Marker>();
    for (const found of this.index.getClusters([west, south, east, north], zoom)) {
      const properties = found.properties;
      if ('cluster' in properties && properties.cluster) {
        const [lng, lat] = found.geometry.coordinates as [number, number];
        const key = `cluster-${zoom}-${properties.cluster_id}`;
        wanted.set(key, () => this.clusterMarker(properties.cluster_id, properties.point_count, lng, lat));
      } else {
        const pin = this.pins[(properties as PinProps).index];
        if (pin !== undefined) wanted.set(`pin-${pin.id}`, () => this.pinMarker(pin));
      }
    }
    for (const [key, marker] of this.shown) {
      if (wanted.has(key)) continue;
      this.group.removeLayer(marker);
      this.shown.delete(key);
    }
    for (const [key, make] of wanted) {
      if (this.shown.has(key)) continue;
      const marker = make();
      this.shown.set(key, marker);
      this.group.addLayer(marker);
    }
  };

  private clusterMarker(clusterId: number, count: number, lng: number, lat: number) {
    const { L } = this;
    const x = ((lng + 180) / 360) * this.side;
    const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI)) * this.side;
    const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48;
    const label = `${counted.format(count)} pins: zoom in`;
    const marker = L.marker(this.toLatLng([x, y]), {
      icon: L.divIcon({
        className: 'map-cluster',
        html: `<span>${count < 1000 ? count : `${Math.floor(count / 1000)}k`}</span>`,
        iconSize: [size, size],
        iconAnchor: [size / 2, size / 2],
      }),
      title: label,
      alt: label,
      keyboard: true,
    });
    marker.on('click', () => {
      const zoom = Math.min(this.index.getClusterExpansionZoom(clusterId), this.map.getMaxZoom());
      this.map.setView(marker.getLatLng(), zoom);
    });
    return marker;
  }

  private pinMarker(pin: MapFeature) {
    const { L } = this;
    const [point] = pin.points;
    const marker = L.marker(this.toLatLng(point ?? [0, 0]), {
      icon: L.divIcon({
        className: 'map-pin',
        html: `<span style="background:${escapeHtml(pin.color)}">${pinIconSvg(pinIconOf(pin))}</span>`,
        iconSize: [26, 26],
        iconAnchor: [13, 13],
      }),
      keyboard: true,
      draggable: this.on.move !== undefined,
      autoPan: true,
    });
    // Named for screen readers (a title would show the browser's tooltip beside this one).
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', pin.name));
    marker.bindTooltip(() => tooltipOf(pin, this.on), { direction: 'top', offset: [0, -12] });
    marker.on('click', () => this.on.open(pin));
    marker.on('dragend', () => this.on.move?.(pin, this.toPoint(marker.getLatLng())));
    return marker;
  }
}
