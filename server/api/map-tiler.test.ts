import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pyramidOf, TILE_SIZE } from '../../common/maps/pyramid';
import { cutMapTiles, type MapTile, mapPictureSize } from './map-tiler';

// The tiler on a generated picture of 15 megapixels whose sides are no multiple of a tile: every level's
// tiles and no others, each a full tile, the picture's edge exactly where the pyramid says, the rest of
// the last column and row transparent.

const WIDTH = 6000;
const HEIGHT = 2500;

function generatedPicture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#234"/><stop offset="1" stop-color="#c84"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2a6"/></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
}

/** The alpha of one pixel of a tile. */
async function alphaAt(tile: MapTile, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(tile.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3] ?? -1;
}

describe('cutting a map picture into tiles', () => {
  it('cuts every level of the pyramid, each tile whole, the picture’s edge where the pyramid puts it', async () => {
    const picture = await generatedPicture(WIDTH, HEIGHT);
    const tiles: MapTile[] = [];
    const cut = await cutMapTiles(picture, async (tile) => {
      tiles.push(tile);
    });
    const levels = pyramidOf(WIDTH, HEIGHT);
    expect(cut).toEqual({ width: WIDTH, height: HEIGHT, tiles: tiles.length });
    expect(levels).toHaveLength(6);
    for (const level of levels) {
      const here = tiles.filter((tile) => tile.z === level.z);
      expect(here, `zoom ${level.z}`).toHaveLength(level.columns * level.rows);
      expect(Math.max(...here.map((tile) => tile.x))).toBe(level.columns - 1);
      expect(Math.max(...here.map((tile) => tile.y))).toBe(level.rows - 1);
      const corner = here.find((tile) => tile.x === level.columns - 1 && tile.y === level.rows - 1);
      if (corner === undefined) throw new Error(`No corner tile at zoom ${level.z}`);
      const meta = await sharp(corner.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', TILE_SIZE, TILE_SIZE]);
      // The picture ends inside the corner tile (its last pixel may be a part of one when shrunk): drawn
      // up to its edge, transparent past it.
      const right = level.width - (level.columns - 1) * TILE_SIZE;
      const bottom = level.height - (level.rows - 1) * TILE_SIZE;
      expect(await alphaAt(corner, right - 2, bottom - 2), `zoom ${level.z}`).toBe(255);
      if (right + 1 < TILE_SIZE) expect(await alphaAt(corner, right + 1, 0), `zoom ${level.z}`).toBe(0);
      if (bottom + 1 < TILE_SIZE) expect(await alphaAt(corner, 0, bottom + 1), `zoom ${level.z}`).toBe(0);
    }
    expect(levels.at(-1)).toMatchObject({ columns: 24, rows: 10 });
  }, 60_000);

  it('refuses a picture over 200 megapixels before decoding it, and what is no picture', async () => {
    const huge = await sharp({
      create: { width: 20_000, height: 10_001, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(mapPictureSize(huge)).rejects.toThrow(/200 megapixels/);
    await expect(cutMapTiles(new Uint8Array([1, 2, 3]), async () => {})).rejects.toThrow(
      'The file could not be read as a picture',
    );
  }, 60_000);
});
