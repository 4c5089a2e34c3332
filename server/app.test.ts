import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { streamedBody } from './http/compress';

const THEME_SCRIPT = "document.documentElement.classList.remove('dark');";
const SHELL = `<!doctype html><title>Fablehold</title><script>${THEME_SCRIPT}</script>${'<!-- padding -->'.repeat(40)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** Chunks of a streamed JSON answer the fake API produced (an export's pages). */
let streamedPulls = 0;
const STREAMED_CHUNKS = 400;
const streamedChunk = (index: number) =>
  `${index === 0 ? '[' : ','}${JSON.stringify(`page ${index} `.repeat(2000))}`;

// An API that answers a large JSON list, a small one, an image, a 429 and a JSON stream of 10 MB.
function fakeApi(): Hono {
  const api = new Hono();
  api.get('/stream', (c) => {
    streamedPulls = 0;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (streamedPulls === STREAMED_CHUNKS) {
          controller.enqueue(encoder.encode(']'));
          controller.close();
          return;
        }
        // Random text: it hardly compresses, so the compressor cannot take it all ahead of the client.
        controller.enqueue(
          encoder.encode(
            streamedChunk(streamedPulls) + JSON.stringify(randomBytes(12_000).toString('base64')),
          ),
        );
        streamedPulls += 1;
      },
    });
    return c.body(streamedBody(stream), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  api.get('/big', (c) =>
    c.json({ items: Array.from({ length: 200 }, (_, index) => ({ index, name: 'a novel' })) }),
  );
  api.get('/small', (c) => c.json({ ok: true }));
  api.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  api.get('/busy', (c) => c.json({ busy: true }, 429));
  return api;
}

describe('serving the browser app', () => {
  let staticDir: string;
  let app: Hono;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'fablehold-static-'));
    mkdirSync(join(staticDir, 'assets'));
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, 'index.html'), SHELL);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(staticDir, 'assets', 'logo-abc123.png'), new Uint8Array(2048));
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{}');
    // What scripts/precompress.ts writes at build time (tested there).
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const content = readFileSync(join(staticDir, file));
      writeFileSync(join(staticDir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(join(staticDir, `${file}.gz`), gzipSync(content));
    }
    app = buildApp({ auth: new Hono(), api: fakeApi(), corsOrigins: [], staticDir });
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('answers client-side routes with the app shell, never cached', async () => {
    for (const path of ['/', '/dashboard', '/novels/42/chapters']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Fablehold</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the Brotli or gzip copy made at build time, as the client accepts', async () => {
    const asset = '/assets/index-abc123.js';
    const br = await app.request(asset, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await app.request(asset, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await app.request(asset);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(plain.headers.get('content-length'))).toBe(SCRIPT.length);
    expect(await plain.text()).toBe(SCRIPT);

    const shell = await app.request('/novels', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await shell.arrayBuffer())).toString()).toBe(SHELL);

    // Images are compressed already: sent as they are.
    const image = await app.request('/assets/logo-abc123.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('lets the app shell be revalidated with a 304', async () => {
    const first = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('last-modified')).not.toBeNull();
    const again = await app.request('/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing or hidden file with 404 rather than the app shell', async () => {
    for (const path of [
      '/assets/missing.js',
      '/.vite/manifest.json',
      '/assets/..%2Findex.html',
      '/%2e%2e/x.js',
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const path of ['/api/v1/novels', '/auth/v1/nothing']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });

  it('compresses JSON answers of 1 KB and more, but not smaller ones or images', async () => {
    const accept = { 'Accept-Encoding': 'gzip, br' };
    const big = await app.request('/api/v1/big', { headers: accept });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(big.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await big.arrayBuffer());
    expect(Number(big.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString()).items).toHaveLength(200);

    const gz = await app.request('/api/v1/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).items).toHaveLength(200);

    const small = await app.request('/api/v1/small', { headers: accept });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const image = await app.request('/api/v1/image', { headers: accept });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const plain = await app.request('/api/v1/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).items).toHaveLength(200);
  });

  it('compresses a streamed answer as it flows, producing no more than the client has taken', async () => {
    const answer = await app.request('/api/v1/stream', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-length')).toBeNull();
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The client has read one chunk: the export behind it has not been read to its end.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streamedPulls).toBeLessThan(STREAMED_CHUNKS / 2);
    const chunks = [first.value as Uint8Array];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const text = brotliDecompressSync(Buffer.concat(chunks)).toString();
    expect(text.startsWith(streamedChunk(0))).toBe(true);
    expect(text.endsWith('"]')).toBe(true);
    expect(streamedPulls).toBe(STREAMED_CHUNKS);

    const gz = await app.request('/api/v1/stream', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain(streamedChunk(399));
  });

  it('sends the security headers on every kind of answer', async () => {
    const answers = {
      shell: await app.request('/dashboard'),
      asset: await app.request('/assets/index-abc123.js'),
      api: await app.request('/api/v1/big'),
      apiError: await app.request('/api/v1/novels'),
      authError: await app.request('/auth/v1/nothing'),
      missingFile: await app.request('/assets/missing.js'),
      notModified: await app.request('/', { headers: { 'If-None-Match': '*' } }),
      foreignHost: await app.request('http://rebound.example/dashboard'),
      tooMany: await app.request('/api/v1/busy'),
    };
    for (const [kind, response] of Object.entries(answers)) {
      const headers = response.headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, kind).toContain("default-src 'self'");
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(csp, kind).toContain("object-src 'none'");
      expect(csp, kind).toContain("base-uri 'none'");
      expect(csp, kind).toContain("form-action 'self'");
      expect(csp, kind).toContain("img-src 'self' blob: data:");
      expect(csp, kind).not.toContain('unsafe-eval');
      expect(csp.match(/script-src ([^;]*)/)?.[1], kind).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), kind).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
      // Plain HTTP: no HSTS.
      expect(headers.get('strict-transport-security'), kind).toBeNull();
    }
    expect(answers.tooMany.headers.get('retry-after')).toBe('60');
  });

  it("allows the app shell's inline theme script by its hash, and no other", async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('sends HSTS only over HTTPS (behind a trusted proxy)', async () => {
    const proxied = buildApp({ auth: new Hono(), corsOrigins: [], staticDir, trustProxy: true });
    const https = await proxied.request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await proxied.request('/')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's claim.
    const claimed = await app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses a foreign Host with 421 and says what to configure, but answers loopback names and IPs', async () => {
    const foreign = await app.request('http://rebound.example:3000/auth/v1/settings');
    expect(foreign.status).toBe(421);
    expect(await foreign.text()).toContain('does not answer to the host "rebound.example:3000"');
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.5', '[fe80::1]:8080']) {
      expect((await app.request(`http://${host}/dashboard`)).status, host).toBe(200);
    }
    const named = buildApp({
      auth: new Hono(),
      corsOrigins: [],
      staticDir,
      allowedHosts: ['fablehold.example.com'],
    });
    expect((await named.request('http://fablehold.example.com/dashboard')).status).toBe(200);
    expect((await named.request('http://FableHold.Example.com./dashboard')).status).toBe(200);
    expect((await named.request('http://evil.example.com/dashboard')).status).toBe(421);
    const any = buildApp({ auth: new Hono(), corsOrigins: [], staticDir, allowedHosts: ['*'] });
    expect((await any.request('http://evil.example.com/dashboard')).status).toBe(200);
  });
});
