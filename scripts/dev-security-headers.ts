// The production server's security headers on Vite's dev server too (`npm run dev`), so that a page
// breaking the Content-Security-Policy is seen while it is written, not once it is built. The headers
// and the policy come from the server's own functions (server/http/security-headers.ts); the dev
// server needs three allowances, and only these:
// - the inline scripts of index.html as Vite serves it (the theme script; any a plugin adds would be
//   hashed the same way; React's Fast Refresh preamble comes inside the modules), by their hashes;
// - HMR's WebSocket (`ws://` this host, or the port `server.hmr` names);
// - the hosted auth server's origin when VITE_SUPABASE_URL names one (production lists it too).
// Never 'unsafe-eval' or 'unsafe-inline' for scripts: Vite's client and modules are served from self.

import type { IncomingMessage } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaderList,
} from '../server/http/security-headers';

/** The dev server's CSP for a request arriving at `host`, with the page's inline scripts' hashes. */
export function devContentSecurityPolicy(options: {
  host: string;
  hmrPort?: number | undefined;
  scriptHashes: string[];
  authOrigin?: string | undefined;
}): string {
  const hostname = options.host.replace(/:\d+$/, '');
  const socket =
    options.hmrPort === undefined ? `ws://${options.host}` : `ws://${hostname}:${options.hmrPort}`;
  return contentSecurityPolicy({
    scriptHashes: options.scriptHashes,
    connectOrigins: [socket, ...(options.authOrigin === undefined ? [] : [options.authOrigin])],
  });
}

function hmrPortOf(server: ViteDevServer): number | undefined {
  const hmr = server.config.server.hmr;
  return typeof hmr === 'object' && typeof hmr.clientPort === 'number'
    ? hmr.clientPort
    : typeof hmr === 'object' && typeof hmr.port === 'number'
      ? hmr.port
      : undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A Vite plugin: every answer of the dev server carries the production server's security headers. */
export function devSecurityHeaders(options: { authUrl?: string | undefined } = {}): Plugin {
  // The inline scripts' hashes, from index.html as Vite transforms it (read again on each change).
  let hashes: Promise<string[]> | null = null;
  return {
    name: 'fablehold-dev-security-headers',
    apply: 'serve',
    configureServer(server) {
      const readHashes = async () => {
        const { readFile } = await import('node:fs/promises');
        const html = await readFile(`${server.config.root}/index.html`, 'utf8');
        return inlineScriptHashes(await server.transformIndexHtml('/', html));
      };
      server.watcher.on('change', (file) => {
        if (file.endsWith('index.html')) hashes = null;
      });
      server.middlewares.use((request: IncomingMessage, response, next) => {
        hashes ??= readHashes();
        hashes.then(
          (scriptHashes) => {
            const csp = devContentSecurityPolicy({
              host: request.headers.host ?? 'localhost',
              hmrPort: hmrPortOf(server),
              scriptHashes,
              authOrigin: originOf(options.authUrl),
            });
            for (const [name, value] of securityHeaderList({
              csp,
              isHttps: server.config.server.https !== undefined,
            }))
              response.setHeader(name, value);
            next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
