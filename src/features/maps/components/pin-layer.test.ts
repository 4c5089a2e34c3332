import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../model/map-geometry';
import { indexPins, toLngLat } from './pin-layer';

const side = 4096; // a picture of up to 4,096 px: zoom 0 shows it in one 256 px tile, zoom 4 at its size
const pin = (id: number, x: number, y: number): MapFeature => ({
  kind: 'pin',
  id: `pin-${id}`,
  name: `Place ${id}`,
  layer: '',
  color: '#9b2c2c',
  icon: '',
  linkKind: '',
  linkId: '',
  points: [[x, y]],
});

describe('the map pins’ clusters', () => {
  it('places a picture pixel where Web Mercator puts it back, so clusters are as on a flat picture', () => {
    for (const [x, y] of [
      [0, 0],
      [1024, 3000],
      [4096, 4096],
      [2048, 2048],
    ] as const) {
      const [lng, lat] = toLngLat([x, y], side);
      const sin = Math.sin((lat * Math.PI) / 180);
      const back = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
      expect((lng / 360 + 0.5) * side).toBeCloseTo(x, 6);
      expect(back * side).toBeCloseTo(y, 6);
    }
  });

  it('gathers dense pins when zoomed out and shows each pin at the deepest zoom', () => {
    // 2,500 pins on a 50 × 50 grid, 40 px apart on the picture.
    const pins = Array.from({ length: 2500 }, (_, at) =>
      pin(at, 1000 + (at % 50) * 40, 1000 + Math.floor(at / 50) * 40),
    );
    const index = indexPins(pins, side, 6);
    const everything: [number, number, number, number] = [-180, -85, 180, 85];
    const count = (zoom: number) =>
      index
        .getClusters(everything, zoom)
        .reduce(
          (sum, found) => sum + ('point_count' in found.properties ? found.properties.point_count : 1),
          0,
        );
    // Zoomed out, a few markers stand for every pin; at the deepest zoom each pin is its own.
    expect(index.getClusters(everything, 0).length).toBeLessThan(10);
    expect(count(0)).toBe(2500);
    expect(index.getClusters(everything, 6)).toHaveLength(2500);
    // Zoom 4 shows the picture at its size: 40 px apart, within the 80 px radius, so still clustered.
    expect(index.getClusters(everything, 4).length).toBeLessThan(2500);
    expect(count(4)).toBe(2500);
  });
});
