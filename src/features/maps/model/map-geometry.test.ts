import { describe, expect, it } from 'vitest';
import {
  featuresInView,
  featuresOf,
  formatDistance,
  layersOf,
  pathLength,
  scaledDistance,
  sortedByName,
  travelDays,
} from './map-geometry';

const map = {
  pins: [
    {
      id: 'p1',
      name: 'Harbor',
      x: 100,
      y: 100,
      icon: '',
      color: '#c08a2e',
      layer: 'Cities',
      linkKind: '',
      linkId: '',
    },
    {
      id: 'p2',
      name: 'Anvil',
      x: 900,
      y: 900,
      icon: '',
      color: '#c08a2e',
      layer: 'Cities',
      linkKind: '',
      linkId: '',
    },
  ],
  regions: [
    {
      id: 'r1',
      name: 'Saltmarch',
      points: [
        [0, 0],
        [300, 0],
        [300, 300],
      ] as [number, number][],
      color: '#2a6b9c',
      layer: '',
      linkKind: '',
      linkId: '',
    },
  ],
  routes: [
    {
      id: 'w1',
      name: 'Coast road',
      points: [
        [500, 500],
        [2000, 500],
      ] as [number, number][],
      color: '#aa3333',
      layer: 'Roads',
      linkKind: '',
      linkId: '',
    },
  ],
};

describe('the map page’s geometry', () => {
  it('lists what is in view on shown layers, by name', () => {
    const features = sortedByName(featuresOf(map));
    const view = { left: 0, top: 0, right: 600, bottom: 600 };
    expect(featuresInView(features, view, new Set()).map((feature) => feature.name)).toEqual([
      'Coast road',
      'Harbor',
      'Saltmarch',
    ]);
    expect(featuresInView(features, view, new Set(['Roads'])).map((feature) => feature.name)).toEqual([
      'Harbor',
      'Saltmarch',
    ]);
    expect(featuresInView(features, undefined, new Set())).toHaveLength(4);
    expect(layersOf(features)).toEqual(['', 'Cities', 'Roads']);
  });

  it('measures a path and turns it into the map’s units and days at a pace', () => {
    const length = pathLength([
      [0, 0],
      [300, 400],
      [300, 1000],
    ]);
    expect(length).toBe(1100);
    const miles = scaledDistance(length, { pixels: 200, amount: 50, unit: 'miles' });
    expect(miles).toBe(275);
    expect(travelDays(miles, 25)).toBe(11);
    expect(formatDistance(miles, 'miles')).toBe('275 miles');
    expect(formatDistance(12.345, 'km')).toBe('12.3 km');
    expect(formatDistance(12_345, 'km')).toBe('12,345 km');
  });
});
