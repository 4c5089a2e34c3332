// @vitest-environment node
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../server/http/security-headers';
import { devContentSecurityPolicy, devSecurityHeaders } from './dev-security-headers';

const root = resolve(fileURLToPath(import.meta.url), '../..');

describe('the dev server’s security headers', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react(), devSecurityHeaders({ authUrl: 'https://abc.supabase.co/auth/v1' })],
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(() => server?.close());

  it('are the production server’s, on the page, modules and 404s alike', async () => {
    for (const path of ['/', '/src/main.tsx', '/no-such-file.js']) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ https:\/\/abc\.supabase\.co;/);
    }
  });

  it('allow exactly the page’s inline scripts as Vite serves it (the theme script) by hash', async () => {
    const response = await fetch(`${base}/`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(script).not.toContain('unsafe-inline');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && body.trim() !== '',
    );
    expect(inline.length).toBeGreaterThanOrEqual(1);
    for (const [, , body = ''] of inline) {
      expect(script).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  });
});

describe('the dev CSP', () => {
  it('lets HMR’s socket through on the port it is told', () => {
    const csp = devContentSecurityPolicy({ host: 'localhost:5173', hmrPort: 24678, scriptHashes: [] });
    expect(csp).toContain("connect-src 'self' ws://localhost:24678;");
    expect(devContentSecurityPolicy({ host: 'localhost:5173', scriptHashes: [] })).toContain(
      "connect-src 'self' ws://localhost:5173;",
    );
  });
});
