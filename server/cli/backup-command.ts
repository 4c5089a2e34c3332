// The backup CLI as a function (server/cli/backup.ts is its process entry), so tests run it in-process.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, type BackupSummary, createSqliteBackup, restoreSqliteBackup } from './sqlite-backup';

const USAGE = `Usage: npm run backup -- <command>
  create <file> [--force]   write a backup of the database and signing keys to <file>, while the
                            server runs; --force replaces an existing <file>
  restore <file>            replace the database and signing keys with a backup; the server must be
                            stopped, and what is replaced is kept as *.before-restore-<time>
On PostgreSQL (DATABASE_URL set) back up with pg_dump and restore with pg_restore (see README.md).`;

const POSTGRES_GUIDANCE = `This server uses PostgreSQL (DATABASE_URL is set): back it up and restore it with PostgreSQL's tools.
  Back up (online, while servers run):
    pg_dump --format=custom "$DATABASE_URL" > fablehold.dump
  Restore (stop the Fablehold servers first):
    pg_restore --clean --if-exists -d "$DATABASE_URL" fablehold.dump
On PostgreSQL the signing keys are in the database, so the dump carries them.`;

/** A mistake in how the CLI was called: printed alone, exit code 1. */
class UsageError extends Error {
  override name = 'UsageError';
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

type BackupArgs = { command: 'help' } | { command: 'create' | 'restore'; file: string; isForced: boolean };

function parseBackupArgs(argv: string[]): BackupArgs {
  const parsed = parseOptions(argv);
  const [command, file, ...extra] = parsed.positionals;
  if (parsed.values.help === true) return { command: 'help' };
  if (command === undefined) throw new UsageError(USAGE);
  if (command !== 'create' && command !== 'restore') {
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  if (file === undefined || file === '') throw new UsageError(`A backup file is required.\n\n${USAGE}`);
  if (extra.length > 0) throw new UsageError(`Too many arguments.\n\n${USAGE}`);
  if (parsed.values.force === true && command !== 'create') {
    throw new UsageError('--force applies only to "create".');
  }
  return { command, file, isForced: parsed.values.force === true };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeContents(summary: BackupSummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const keys =
    summary.keyFiles.length > 0
      ? `signing keys (${summary.keyFiles.join(', ')})`
      : 'no signing keys (the data directory had none)';
  return `${formatBytes(summary.bytes)}: ${plural(summary.users, 'user')}, ${plural(summary.parts, 'part')}, ${keys}`;
}

async function run(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<void> {
  const args = parseBackupArgs(argv);
  if (args.command === 'help') {
    print(USAGE);
    return;
  }
  const config = loadConfig(env);
  if (config.databaseUrl !== undefined) throw new UsageError(POSTGRES_GUIDANCE);
  const file = resolve(args.file);
  if (args.command === 'create') {
    const summary = await createSqliteBackup(config.dataDir, file, { isForced: args.isForced });
    print(`Backup written to ${file}`);
    print(`  ${describeContents(summary)}.`);
    print('It holds password hashes and private keys: keep it as private as the data directory.');
    return;
  }
  let result: Awaited<ReturnType<typeof restoreSqliteBackup>>;
  try {
    result = await restoreSqliteBackup(config.dataDir, file);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`A restore needs the server stopped. ${error.message}`);
    }
    throw error;
  }
  print(`Restored ${file} into ${config.dataDir}`);
  print(`  ${describeContents(result)}.`);
  if (result.keyFiles.length === 0) print('The signing keys in the data directory were left as they were.');
  if (result.setAside.length > 0) {
    print('Kept aside (delete them once the restored data looks right):');
    for (const path of result.setAside) print(`  ${path}`);
  }
  print('Start the server to use the restored data; it brings an older backup up to date by itself.');
}

/** Runs one CLI invocation; returns the exit code. Messages go to `print` / `printError`. */
export async function runBackupCommand(
  argv: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    print?: (line: string) => void;
    printError?: (line: string) => void;
  } = {},
): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    await run(argv, options.env ?? process.env, print);
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      printError(error.message);
    } else if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string') {
      // A file system or SQLite refusal (permission denied, disk full, ...): the message says it all.
      printError(`The backup command failed: ${error.message}.`);
    } else {
      printError(
        `The backup command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    return 1;
  }
}
