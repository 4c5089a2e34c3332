import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MAP_IMAGE_MAX_PIXELS } from '../../common/domain/map';
import { pyramidOf, TILE_SIZE } from '../../common/maps/pyramid';

// Cuts a map picture into its tile pyramid (decision 059, common/maps/pyramid.ts) with libvips' tiler,
// which streams the picture through once, in strips, rather than holding it decoded: a 200-megapixel
// picture decoded whole would be 800 MB. The tiles land in a temporary directory and are handed over one
// at a time, so memory stays bounded by a strip and a tile, whatever the picture's size.

// Pictures are cut once and not seen again: libvips' operation cache would only hold memory.
sharp.cache(false);

export type MapTile = { z: number; x: number; y: number; data: Buffer };

export class MapPictureError extends Error {}

/**
 * The picture's size once turned upright (and its EXIF orientation, 1 when upright or untold), refused
 * past 200 megapixels before anything is decoded.
 */
export async function mapPictureSize(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; orientation: number }> {
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded here, so the size can be told before the limit refuses it.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MapPictureError('The file could not be read as a picture');
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new MapPictureError('The file could not be read as a picture');
  if (width * height > MAP_IMAGE_MAX_PIXELS) {
    throw new MapPictureError(
      `A map picture may have at most 200 megapixels; this one has ${Math.round((width * height) / 1e6)}`,
    );
  }
  return { width, height, orientation: metadata.orientation ?? 1 };
}

/**
 * Cuts `bytes` into its pyramid and gives each tile to `onTile`, zoom 0 first, row by row; returns the
 * picture's size. Tiles are WebP, TILE_SIZE square, the last column and row padded with transparency.
 */
export async function cutMapTiles(
  bytes: Uint8Array,
  onTile: (tile: MapTile) => Promise<void>,
): Promise<{ width: number; height: number; tiles: number }> {
  const { width, height } = await mapPictureSize(bytes);
  const directory = await mkdtemp(join(tmpdir(), 'fablehold-tiles-'));
  try {
    try {
      await sharp(bytes, { limitInputPixels: MAP_IMAGE_MAX_PIXELS, sequentialRead: true })
        .rotate()
        .webp({ quality: 80, effort: 1 })
        .tile({
          size: TILE_SIZE,
          overlap: 0,
          layout: 'google',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
          // Keep every tile of the picture, even one of a single colour (an ocean).
          skipBlanks: -1,
        })
        .toFile(join(directory, 'pyramid'));
    } catch {
      throw new MapPictureError('The picture could not be cut into tiles');
    }
    let tiles = 0;
    for (const level of pyramidOf(width, height)) {
      for (let y = 0; y < level.rows; y += 1) {
        for (let x = 0; x < level.columns; x += 1) {
          const path = join(directory, 'pyramid', String(level.z), String(y), `${x}.webp`);
          await onTile({ z: level.z, x, y, data: await readFile(path) });
          tiles += 1;
        }
      }
    }
    return { width, height, tiles };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
