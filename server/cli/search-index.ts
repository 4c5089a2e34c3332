// `npm run search-index -- rebuild`: empties and rebuilds the search index of every stored workspace
// from what is stored (decision 030). Uses the server's config (DATA_DIR / DATABASE_URL); on SQLite it
// takes the data directory lock, so it refuses to run while a server uses the same DATA_DIR.
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { rebuildSearchIndex } from '../db/search-rebuild';

const USAGE = 'Usage: npm run search-index -- rebuild';

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0] !== 'rebuild') {
    console.error(USAGE);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let lock: { release(): void } | null = null;
  try {
    lock = config.databaseUrl === undefined ? acquireDataDirLock(config.dataDir, 'search-index CLI') : null;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const { users, entries } = await rebuildSearchIndex(database.db, database.kind);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Search index rebuilt: ${entries} records and parts of ${users} workspace(s) in ${seconds} s.`,
    );
    return 0;
  } finally {
    await database.db.destroy();
    lock?.release();
  }
}

process.exitCode = await main(process.argv.slice(2));
