import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { loadConfig } from './config';

const config = loadConfig();
const app = new Hono();

app.get('/auth/v1/health', (c) =>
  c.json({ version: '0.1.0', name: 'GoTrue', description: 'Fablehold auth' }),
);

if (config.serveStatic) {
  app.use('/*', serveStatic({ root: config.staticDir }));
  // Client-side routes: every other GET answers the app shell.
  app.get('*', serveStatic({ root: config.staticDir, path: 'index.html' }));
}

serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Fablehold listening on http://${info.address}:${info.port}`);
});
