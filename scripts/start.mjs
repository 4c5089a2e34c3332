// `npm start`: build the browser app when needed, then run the server in this same process
// (one process to stop; no wrapper left holding the port).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildAppIfNeeded } from './build-app.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
await buildAppIfNeeded(root, staticDir);
process.env.STATIC_DIR = staticDir;

register();
await import('../server/main.ts');
