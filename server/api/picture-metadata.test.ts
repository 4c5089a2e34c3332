import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PictureStructureError, type PictureType, stripPictureMetadata } from './picture-metadata';

// A map picture's original loses what was written beside its pixels (where and by whom it was made),
// keeps its pixels byte for byte and its orientation, so that it cuts to the same upright tiles again.

const SECRET = 'Taken at 51.5072 N, 0.1276 W by Ada';

async function withMetadata(format: 'jpeg' | 'png' | 'webp', orientation: number) {
  const picture = sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    [format]()
    .withExif({ IFD0: { Copyright: SECRET, Artist: 'Ada' } });
  return (orientation === 1 ? picture.keepExif() : picture.withMetadata({ orientation })).toBuffer();
}

const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('base64');

describe('a map picture’s metadata', () => {
  for (const [format, mime] of [
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const satisfies [string, PictureType][]) {
    it(`goes from a ${format}, keeping its pixels and its orientation`, async () => {
      const turned = await withMetadata(format, 6);
      expect(turned.includes(SECRET)).toBe(true);
      const stripped = stripPictureMetadata(turned, mime, 6);
      expect(stripped.includes(SECRET)).toBe(false);
      expect(stripped.includes('Ada')).toBe(false);
      const metadata = await sharp(stripped).metadata();
      expect(metadata.orientation).toBe(6);
      expect(metadata.autoOrient).toEqual({ width: 20, height: 40 });
      expect(await pixels(stripped)).toBe(await pixels(turned));

      const upright = await withMetadata(format, 1);
      const plain = stripPictureMetadata(upright, mime, 1);
      expect(plain.includes(SECRET)).toBe(false);
      expect((await sharp(plain).metadata()).exif).toBeUndefined();
      expect(await pixels(plain)).toBe(await pixels(upright));
    });
  }

  it('refuses a file whose structure is not its type’s', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(() => stripPictureMetadata(png.subarray(0, png.length - 6), 'image/png', 1)).toThrow(
      PictureStructureError,
    );
    expect(() => stripPictureMetadata(png, 'image/jpeg', 1)).toThrow(PictureStructureError);
  });
});
