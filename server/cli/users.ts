// User administration: `npm run users -- add <email> [--password P] | list | remove <email> |
// set-password <email> [--password P]`. Uses the server's config (DATA_DIR / DATABASE_URL).
//
// On SQLite the CLI takes the data directory lock like the server does, so it refuses to run while a
// server uses the same DATA_DIR (one process per data directory). On PostgreSQL it runs beside servers.
import { runUsersCommand } from './users-command';

process.exitCode = await runUsersCommand(process.argv.slice(2));
