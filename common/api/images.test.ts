import { describe, expect, it } from 'vitest';
import { sniffImageType } from './images';

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
