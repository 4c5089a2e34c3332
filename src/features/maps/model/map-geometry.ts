import type { MapPoint, MapRecord, MapScale } from '../../../../common/domain/map';

// The map page's geometry, in the picture's own pixels (x right, y down from the top left): what is in
// view, how long a drawn path is, what that is in the map's scale, and how long it takes at a pace.

/** A rectangle of the picture: what the map shows now. */
export type PictureBounds = { left: number; top: number; right: number; bottom: number };

export type FeatureKind = 'pin' | 'region' | 'route';

/** A pin, region or route as the list beside the map shows it. */
export type MapFeature = {
  kind: FeatureKind;
  id: string;
  name: string;
  layer: string;
  color: string;
  /** A pin's chosen icon ('' for its linked kind's; always '' for regions and routes). */
  icon: string;
  linkKind: string;
  linkId: string;
  points: readonly MapPoint[];
};

/** Every pin, region and route of a map, pins first, each kind in its stored order. */
export function featuresOf(map: Pick<MapRecord, 'pins' | 'regions' | 'routes'>): MapFeature[] {
  const shape = (kind: FeatureKind) => (feature: MapRecord['regions'][number]) => ({
    kind,
    id: feature.id,
    name: feature.name,
    layer: feature.layer,
    color: feature.color,
    icon: '',
    linkKind: feature.linkKind,
    linkId: feature.linkId,
    points: feature.points,
  });
  return [
    ...map.pins.map((pin) => ({
      kind: 'pin' as const,
      id: pin.id,
      name: pin.name,
      layer: pin.layer,
      color: pin.color,
      icon: pin.icon,
      linkKind: pin.linkKind,
      linkId: pin.linkId,
      points: [[pin.x, pin.y] as MapPoint],
    })),
    ...map.regions.map(shape('region')),
    ...map.routes.map(shape('route')),
  ];
}

/** True when any of the feature lies in `view` (a shape by its bounding box). */
export function isInView(feature: MapFeature, view: PictureBounds): boolean {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of feature.points) {
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return left <= view.right && right >= view.left && top <= view.bottom && bottom >= view.top;
}

const byName = new Intl.Collator('en');

/** The features by name: sorted once, so that each move of the view only filters. */
export function sortedByName(features: readonly MapFeature[]): MapFeature[] {
  return [...features].sort((a, b) => byName.compare(a.name, b.name));
}

/** The features on shown layers that lie in view, in the order given (`sortedByName`'s). */
export function featuresInView(
  features: readonly MapFeature[],
  view: PictureBounds | undefined,
  hiddenLayers: ReadonlySet<string>,
): MapFeature[] {
  return features.filter(
    (feature) => !hiddenLayers.has(feature.layer) && (view === undefined || isInView(feature, view)),
  );
}

/** The layers a map's features name, by name ('' — no layer — first when present). */
export function layersOf(features: readonly MapFeature[]): string[] {
  return [...new Set(features.map((feature) => feature.layer))].sort((a, b) => a.localeCompare(b));
}

/** The length of a path along its points, in picture pixels. */
export function pathLength(points: readonly MapPoint[]): number {
  let length = 0;
  for (let index = 1; index < points.length; index += 1) {
    const [x1, y1] = points[index - 1] as MapPoint;
    const [x2, y2] = points[index] as MapPoint;
    length += Math.hypot(x2 - x1, y2 - y1);
  }
  return length;
}

/** A length in picture pixels in the map's units. */
export function scaledDistance(pixels: number, scale: MapScale): number {
  return (pixels / scale.pixels) * scale.amount;
}

/** Days at `pace` units a day (fractional: 1.5 days). */
export function travelDays(distance: number, pacePerDay: number): number {
  return pacePerDay > 0 ? distance / pacePerDay : Number.NaN;
}

/** '12.5 miles', '1 km', '3 days' */
export function formatDistance(amount: number, unit: string): string {
  const rounded = amount >= 100 ? Math.round(amount) : Math.round(amount * 10) / 10;
  return `${rounded.toLocaleString('en')} ${unit}`;
}
