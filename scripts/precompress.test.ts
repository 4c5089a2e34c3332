import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of text files, and none of images or tiny files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'cover.png'), new Uint8Array(4096));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');

    expect(await precompressDirectory(dir)).toBe(1);
    const file = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'assets', 'cover.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
  });
});
