// The tile pyramid of a map picture (decision 059), as the server cuts it and the map page asks for it:
// square tiles of TILE_SIZE pixels; zoom 0 shows the whole picture in one tile, each zoom doubles it,
// and the deepest zoom shows it at its own size. Tiles cover the picture only (the last column and row
// are padded to a whole tile), numbered from the top left.

export const TILE_SIZE = 256;

export type PyramidLevel = {
  z: number;
  /** The picture's size at this zoom, in pixels. */
  width: number;
  height: number;
  columns: number;
  rows: number;
};

/** The deepest zoom: the picture at its own size (0 when it fits one tile). */
export function maxZoomOf(width: number, height: number): number {
  const side = Math.max(width, height);
  return side <= TILE_SIZE ? 0 : Math.ceil(Math.log2(side / TILE_SIZE));
}

/** Every level of the pyramid of a `width` × `height` picture, zoom 0 first. */
export function pyramidOf(width: number, height: number): PyramidLevel[] {
  const deepest = maxZoomOf(width, height);
  const levels: PyramidLevel[] = [];
  for (let z = 0; z <= deepest; z += 1) {
    const scale = 2 ** (deepest - z);
    const levelWidth = Math.ceil(width / scale);
    const levelHeight = Math.ceil(height / scale);
    levels.push({
      z,
      width: levelWidth,
      height: levelHeight,
      columns: Math.ceil(levelWidth / TILE_SIZE),
      rows: Math.ceil(levelHeight / TILE_SIZE),
    });
  }
  return levels;
}

/** How many tiles the whole pyramid holds. */
export function tileCountOf(width: number, height: number): number {
  return pyramidOf(width, height).reduce((sum, level) => sum + level.columns * level.rows, 0);
}
