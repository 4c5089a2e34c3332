// Backups: `npm run backup -- create <file> [--force] | restore <file>`. Uses the server's config
// (DATA_DIR / DATABASE_URL); decision 036.
//
// On SQLite `create` runs beside a running server (SQLite's online backup API reads a consistent
// snapshot) and `restore` takes the data directory lock, so it refuses while a server uses DATA_DIR.
// On PostgreSQL both print how to use pg_dump and pg_restore instead.
import { runBackupCommand } from './backup-command';

process.exitCode = await runBackupCommand(process.argv.slice(2));
