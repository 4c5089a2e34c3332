import { describe, expect, it } from 'vitest';
import { layoutMapPins } from './map-layout';

const ids = Array.from({ length: 7 }, (_, index) => `loc-${index}`);

describe('layoutMapPins', () => {
  it('places every location once, inside the map and away from its edges', () => {
    const pins = layoutMapPins(ids);
    expect(pins.map((pin) => pin.id)).toEqual(ids);
    for (const pin of pins) {
      expect(pin.x).toBeGreaterThan(5);
      expect(pin.x).toBeLessThan(95);
      expect(pin.y).toBeGreaterThan(5);
      expect(pin.y).toBeLessThan(95);
    }
  });

  it('keeps pins apart from each other', () => {
    const pins = layoutMapPins(ids);
    for (const [index, a] of pins.entries()) {
      for (const b of pins.slice(index + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(10);
      }
    }
  });

  it('is stable: the same ids give the same map', () => {
    expect(layoutMapPins(ids)).toEqual(layoutMapPins([...ids]));
    expect(layoutMapPins([])).toEqual([]);
  });
});
