import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_REFUSED,
  IMAGE_UPLOAD_MAX_BYTES,
  imageFileProblem,
  sniffImageType,
} from './images';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('telling an image by its bytes', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['GIF89a', bytes('GIF89a', 1, 0), 'image/gif'],
    ['GIF87a', bytes('GIF87a', 1, 0), 'image/gif'],
  ])('knows %s', (_name, file, type) => {
    expect(sniffImageType(file)).toBe(type);
  });

  it.each([
    [
      'an SVG, whatever its name',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a Windows program renamed .png', bytes('MZ', 0x90, 0, 3, 0)],
    ['HTML', bytes('<!doctype html><p>hi')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PN')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, file) => {
    expect(sniffImageType(file)).toBeUndefined();
  });
});

describe('checking a file before it is sent', () => {
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');

  it('takes a PNG', async () => {
    expect(await imageFileProblem(new File([png], 'cover.png', { type: 'image/png' }))).toBeUndefined();
  });

  it('refuses a Windows program renamed .png, whatever type it claims', async () => {
    const exe = new File([bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0)], 'cover.png', { type: 'image/png' });
    expect(await imageFileProblem(exe)).toBe(IMAGE_TYPE_REFUSED);
  });

  it('refuses an SVG', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' });
    expect(await imageFileProblem(svg)).toBe(IMAGE_TYPE_REFUSED);
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const huge = new Blob([png, new Uint8Array(IMAGE_UPLOAD_MAX_BYTES)]);
    expect(await imageFileProblem(huge)).toBe(IMAGE_TOO_LARGE);
    expect(await imageFileProblem(new Blob([png, new Uint8Array(IMAGE_UPLOAD_MAX_BYTES - png.length)]))).toBe(
      undefined,
    );
  });
});
