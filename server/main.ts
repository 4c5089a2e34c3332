// The Fablehold server process: `npm start`, `npm run dev` and the e2e server import this file.
// The composition itself (lock → database → keys → demo account → app → listen) is in server.ts,
// so that tests can start servers in-process from a config; the middleware order is in app.ts.
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './server';

function reportStartFailure(error: unknown): never {
  // Operator mistakes get their message alone; anything else gets a stack to report.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Fablehold failed to start:', error);
  process.exit(1);
}

let starting: ReturnType<typeof startServer>;
try {
  starting = startServer(loadConfig());
} catch (error) {
  reportStartFailure(error);
}

// Installed before the start finishes, so that a signal during the start still shuts down cleanly
// (closing the database and releasing the data directory lock).
let isStopping = false;
function stop(signal: NodeJS.Signals) {
  if (isStopping) return;
  isStopping = true;
  console.log(`${signal}: shutting down`);
  starting
    .then((server) => server.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await starting;
} catch (error) {
  if (!isStopping) reportStartFailure(error);
}
