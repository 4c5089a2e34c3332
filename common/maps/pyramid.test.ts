import { describe, expect, it } from 'vitest';
import { maxZoomOf, pyramidOf, TILE_SIZE, tileCountOf } from './pyramid';

describe('a map picture’s tile pyramid', () => {
  it('shows the whole picture in one tile at zoom 0 and at its own size at the deepest zoom', () => {
    const levels = pyramidOf(16_000, 12_000);
    expect(maxZoomOf(16_000, 12_000)).toBe(6);
    expect(levels[0]).toEqual({ z: 0, width: 250, height: 188, columns: 1, rows: 1 });
    expect(levels.at(-1)).toEqual({ z: 6, width: 16_000, height: 12_000, columns: 63, rows: 47 });
    expect(levels.map((level) => level.columns * level.rows)).toEqual([1, 4, 12, 48, 192, 768, 2961]);
    expect(tileCountOf(16_000, 12_000)).toBe(3986);
  });

  it('has one level for a picture that fits one tile, and a level per doubling beyond it', () => {
    expect(pyramidOf(TILE_SIZE, 10)).toEqual([{ z: 0, width: TILE_SIZE, height: 10, columns: 1, rows: 1 }]);
    expect(pyramidOf(TILE_SIZE + 1, 1).map((level) => [level.width, level.columns])).toEqual([
      [129, 1],
      [257, 2],
    ]);
  });
});
