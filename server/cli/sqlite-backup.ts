// Online backup and offline restore of the SQLite data directory (decision 036). A backup is one
// SQLite file: the database as of one moment, taken with SQLite's online backup API, plus the data
// directory's signing key file in a table of its own (`backup_keys`), so the two cannot be separated.
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { SIGNING_KEYS_FILE_NAME } from '../auth/signing-keys';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { SQLITE_FILE_NAME } from '../db/database';
import { knownMigrationNames } from '../db/migrations';

/** An expected problem (missing file, not a Fablehold database, ...): its message is printed as is. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** What a backup holds, printed so the admin sees it is real. */
export type BackupSummary = { bytes: number; users: number; parts: number; keyFiles: string[] };

/** The data directory files a backup carries besides the database; only these are ever restored. */
const KEY_FILE_NAMES = [SIGNING_KEYS_FILE_NAME];
const KEYS_TABLE = 'backup_keys';
const SQLITE_HEADER = 'SQLite format 3\0';
/**
 * Pages per backup step: all of them. The backup then reads the database in one read transaction, one
 * consistent snapshot; in small steps, every write the server commits in between restarts it, and a
 * busy server could keep it from ever finishing.
 */
const ALL_PAGES = 0x7fffffff;

const sidecarsOf = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];

function removeWithSidecars(file: string): void {
  for (const path of [file, ...sidecarsOf(file)]) rmSync(path, { force: true });
}

function hasSqliteHeader(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, 'r');
  try {
    const read = readSync(descriptor, header, 0, header.length, 0);
    return read === header.length && header.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(descriptor);
  }
}

function count(db: Database.Database, table: string): number {
  return (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
}

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

/** What `PRAGMA integrity_check` finds wrong, its first few findings; none when it answers 'ok'. */
function integrityProblems(db: Database.Database): string[] {
  const lines = (db.pragma('integrity_check(5)') as { integrity_check: string }[])
    .flatMap((row) => row.integrity_check.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\*\*\* in database \w+ \*\*\*$/.test(line));
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines.slice(0, 5);
}

/**
 * Checks that `file` is a sound Fablehold database this version can run, and says what it holds.
 * `what` names the file in messages ("The backup /x/y.db").
 */
export function inspectBackup(file: string, what: string): BackupSummary {
  if (!existsSync(file)) throw new BackupError(`${what} does not exist.`);
  if (!statSync(file).isFile()) throw new BackupError(`${what} is not a file.`);
  if (!hasSqliteHeader(file)) throw new BackupError(`${what} is not a SQLite database.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${what} cannot be opened: ${(error as Error).message}.`);
  }
  try {
    let problems: string[];
    let tables: Set<string>;
    try {
      problems = integrityProblems(db);
      tables = tableNames(db);
    } catch (error) {
      throw new BackupError(`${what} is damaged: ${(error as Error).message}.`);
    }
    if (problems.length > 0) throw new BackupError(`${what} is damaged: ${problems.join('; ')}.`);
    if (!tables.has('kysely_migration') || !tables.has('users')) {
      throw new BackupError(
        `${what} is a SQLite database but not a Fablehold one (it has no kysely_migration and users tables).`,
      );
    }
    const known = new Set(knownMigrationNames());
    const applied = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[];
    const unknown = applied.map((row) => row.name).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${what} was made by a newer version of Fablehold (migration ${unknown.join(', ')} is unknown here); ` +
          'restore it with that version.',
      );
    }
    const keyFiles = tables.has(KEYS_TABLE)
      ? (
          db.prepare(`SELECT file_name FROM ${KEYS_TABLE} ORDER BY file_name`).all() as {
            file_name: string;
          }[]
        )
          .map((row) => row.file_name)
          .filter((name) => KEY_FILE_NAMES.includes(name))
      : [];
    return {
      bytes: statSync(file).size,
      users: count(db, 'users'),
      parts: tables.has('parts') ? count(db, 'parts') : 0,
      keyFiles,
    };
  } finally {
    db.close();
  }
}

/** Copies a database with the online backup API: consistent even while another process writes. */
async function copyDatabase(source: string, destination: string): Promise<void> {
  // Created empty and private first: the copy holds password hashes, and the backup API would
  // create it with the default mode.
  closeSync(openSync(destination, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

/** Makes the copy a single self-contained file (no WAL beside it) that carries the key files. */
function sealBackup(file: string, keyFiles: { name: string; content: string }[]): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    db.exec(`DROP TABLE IF EXISTS ${KEYS_TABLE}`);
    db.exec(`CREATE TABLE ${KEYS_TABLE} (file_name TEXT PRIMARY KEY, content TEXT NOT NULL)`);
    const insert = db.prepare(`INSERT INTO ${KEYS_TABLE} (file_name, content) VALUES (?, ?)`);
    for (const key of keyFiles) insert.run(key.name, key.content);
  } finally {
    db.close();
  }
}

/** Takes the key files out of a database being restored, so the live database holds no copy of them. */
function unsealBackup(file: string): { name: string; content: string }[] {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    if (!tableNames(db).has(KEYS_TABLE)) return [];
    const rows = db.prepare(`SELECT file_name, content FROM ${KEYS_TABLE}`).all() as {
      file_name: string;
      content: string;
    }[];
    // Overwrite the freed pages too: private keys should not linger in the live database's free space.
    db.pragma('secure_delete = ON');
    db.exec(`DROP TABLE ${KEYS_TABLE}`);
    return rows
      .filter((row) => KEY_FILE_NAMES.includes(row.file_name))
      .map((row) => ({ name: row.file_name, content: row.content }));
  } finally {
    db.close();
  }
}

function readKeyFiles(dataDir: string): { name: string; content: string }[] {
  return KEY_FILE_NAMES.filter((name) => existsSync(join(dataDir, name))).map((name) => ({
    name,
    content: readFileSync(join(dataDir, name), 'utf8'),
  }));
}

/**
 * Backs up the data directory's database and key files into `destination`, while a server may be
 * running: no lock is taken, the database is only read. The copy is written beside the destination
 * under a temporary name, checked, and only then renamed, so a file under the final name is complete.
 */
export async function createSqliteBackup(
  dataDir: string,
  destination: string,
  options: { isForced: boolean },
): Promise<BackupSummary> {
  const live = join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(live)) {
    throw new BackupError(`There is no database to back up: ${live} does not exist. Is DATA_DIR right?`);
  }
  if ([live, ...sidecarsOf(live)].includes(destination)) {
    throw new BackupError(
      `The backup cannot be written over the live database ${live}; choose another file.`,
    );
  }
  if (!existsSync(dirname(destination)) || !statSync(dirname(destination)).isDirectory()) {
    throw new BackupError(`The directory ${dirname(destination)} does not exist.`);
  }
  if (existsSync(destination)) {
    if (!options.isForced) throw new BackupError(`${destination} already exists; add --force to replace it.`);
    if (!statSync(destination).isFile()) throw new BackupError(`${destination} exists and is not a file.`);
  }
  const temporary = `${destination}.partial-${process.pid}`;
  removeWithSidecars(temporary);
  try {
    await copyDatabase(live, temporary);
    sealBackup(temporary, readKeyFiles(dataDir));
    inspectBackup(temporary, `The backup being written (${temporary})`);
    // Only the old backup's side files go first; the rename replaces the file itself in one step.
    for (const path of sidecarsOf(destination)) rmSync(path, { force: true });
    renameSync(temporary, destination);
  } catch (error) {
    removeWithSidecars(temporary);
    throw error;
  }
  return inspectBackup(destination, `The backup ${destination}`);
}

export type RestoreResult = BackupSummary & {
  /** The files moved aside (the database replaced, its WAL, the key files replaced). */
  setAside: string[];
};

/**
 * Replaces the data directory's database (and key files, when the backup carries them) with a backup.
 * Offline: it takes the data directory lock, so it refuses while a server runs. Nothing is deleted:
 * what is replaced is renamed `<name>.before-restore-<timestamp>`.
 */
export async function restoreSqliteBackup(
  dataDir: string,
  backup: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const what = `The backup ${backup}`;
  if (!existsSync(backup)) throw new BackupError(`${what} does not exist.`);
  const lock = acquireDataDirLock(dataDir, 'backup restore');
  try {
    const summary = inspectBackup(backup, what);
    const live = join(dataDir, SQLITE_FILE_NAME);
    const incoming = `${live}.restoring`;
    removeWithSidecars(incoming);
    let keyFiles: { name: string; content: string }[];
    try {
      // The backup API again rather than a file copy: a backup file that has a WAL of its own (a copy
      // of a live data directory, say) is read whole.
      await copyDatabase(backup, incoming);
      keyFiles = unsealBackup(incoming);
      inspectBackup(incoming, `The copy of the backup (${incoming})`);
    } catch (error) {
      removeWithSidecars(incoming);
      throw error;
    }
    const suffix = `.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    const setAside: string[] = [];
    const setAsideIfThere = (path: string, asidePath: string) => {
      if (!existsSync(path)) return;
      renameSync(path, asidePath);
      setAside.push(asidePath);
    };
    // The WAL goes aside before the database it belongs to, and before the backup takes its place:
    // a WAL left under the live name would be replayed into the restored database.
    setAsideIfThere(`${live}-wal`, `${live}${suffix}-wal`);
    setAsideIfThere(`${live}-shm`, `${live}${suffix}-shm`);
    setAsideIfThere(`${live}-journal`, `${live}${suffix}-journal`);
    setAsideIfThere(live, `${live}${suffix}`);
    renameSync(incoming, live);
    for (const key of keyFiles) {
      const path = join(dataDir, key.name);
      setAsideIfThere(path, `${path}${suffix}`);
      writeFileSync(`${path}.tmp`, key.content, { mode: 0o600 });
      chmodSync(`${path}.tmp`, 0o600);
      renameSync(`${path}.tmp`, path);
    }
    return { ...summary, setAside: setAside.sort() };
  } finally {
    lock.release();
  }
}
