import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('serving the browser app', () => {
  let staticDir: string;
  let app: Hono;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'fablehold-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Fablehold</title>');
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
    app = buildApp({ auth: new Hono(), corsOrigins: [], staticDir });
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('answers client-side routes with the app shell, never cached', async () => {
    for (const path of ['/', '/dashboard', '/novels/42/chapters']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Fablehold</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404 rather than the app shell', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const path of ['/api/v1/novels', '/auth/v1/nothing']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });
});
