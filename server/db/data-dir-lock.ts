import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'fablehold.lock';

export type LockOwner = { pid: number; role: string; since: string };

export type DataDirLock = {
  /** Removes the lock file if this process still owns it; safe to call twice. */
  release: () => void;
};

/** The data directory is in use by another live process. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} (${owner.role}, since ${owner.since})`
      : 'another process (lock file unreadable)';
    super(
      `The data directory ${dataDir} is in use by ${who}. ` +
        'Only one Fablehold process may open a data directory: stop that process first, or use another DATA_DIR.',
    );
  }
}

const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'role' in parsed &&
      typeof parsed.role === 'string' &&
      'since' in parsed &&
      typeof parsed.since === 'string'
    ) {
      return { pid: parsed.pid, role: parsed.role, since: parsed.since };
    }
    return null;
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process with an exclusively created lock file holding our pid.
 * A lock left by a process that no longer exists is stale and taken over. The lock is also released
 * when the process exits normally (signal handlers call `release` through graceful shutdown).
 */
export function acquireDataDirLock(dataDir: string, role: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, role, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (heldHere.has(file)) throw new DataDirLockedError(dataDir, readOwner(file));
    try {
      writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readOwner(file);
    if (current !== null && isProcessAlive(current.pid)) throw new DataDirLockedError(dataDir, current);
    if (current === null) {
      // A lock file being written this instant reads as empty: give its writer a moment.
      const written = Date.now();
      while (Date.now() - written < 50) {
        // brief spin; lock contention is rare and happens only at start
      }
      const again = readOwner(file);
      if (again !== null && isProcessAlive(again.pid)) throw new DataDirLockedError(dataDir, again);
    }
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed the stale lock first; retry the exclusive create.
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(file));
}
