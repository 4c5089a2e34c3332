import type { DatabaseKind } from '../db/database';
import { storedBytes } from '../db/usage-store';
import type { WorkspaceDb } from '../db/workspace-tables';

/** How long a user's counted figure is trusted before it is counted again. */
const RECOUNT_AFTER_MS = 30_000;

/**
 * Each user's stored bytes, counted by one SUM (server/db/usage-store.ts) at most every 30 s; between
 * counts, each accepted write adds its body's size, so a burst of writes cannot slip past the quota by
 * more than a body. Deletes are noticed at the next count. Each server keeps its own figures.
 */
export function createUsageMeter(db: WorkspaceDb, kind: DatabaseKind, now: () => number) {
  const figures = new Map<string, { bytes: number; countedAt: number }>();
  return {
    async used(userId: string): Promise<number> {
      const known = figures.get(userId);
      if (known !== undefined && now() - known.countedAt < RECOUNT_AFTER_MS) return known.bytes;
      const bytes = await storedBytes(db, kind, userId);
      figures.set(userId, { bytes, countedAt: now() });
      return bytes;
    },
    added(userId: string, bytes: number): void {
      const known = figures.get(userId);
      if (known !== undefined) known.bytes += bytes;
    },
    forget(userId: string): void {
      figures.delete(userId);
    },
  };
}
