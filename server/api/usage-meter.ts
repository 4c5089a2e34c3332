import { type Usage, type UsageEntry, usageCategories } from '../../common/api/usage';
import type { AnyDb } from '../db/migration-support';
import { foldUsage, readUsage, type UsageFigures } from '../db/usage-counters';

/** Accepted writes of one user between two folds of their counters' deltas (PostgreSQL). */
const FOLD_EVERY_WRITES = 50;

const totalOf = (figures: UsageFigures) =>
  usageCategories.reduce((sum, category) => sum + figures[category].bytes, 0);

/**
 * Each user's stored bytes as the database's counters keep them (server/db/usage-counters.ts), read
 * before every write: a dozen indexed rows. A write is refused when what is stored, plus the bodies of
 * this user's writes still running on this server, plus its own body would pass the quota; so parallel
 * writes cannot slip past together, and a write can pass the quota by no more than what it stores
 * beyond its body (its history, say) once.
 */
export function createUsageMeter(db: AnyDb) {
  const pending = new Map<string, number>();
  const writesSinceFold = new Map<string, number>();
  return {
    /** The figure `GET /usage` answers, by category. */
    async usage(userId: string, quotaBytes: number | null): Promise<Required<Usage>> {
      await foldUsage(db, userId);
      writesSinceFold.delete(userId);
      const figures = await readUsage(db, userId);
      const categories: UsageEntry[] = usageCategories.map((category) => ({
        category,
        ...figures[category],
      }));
      return { usedBytes: totalOf(figures), quotaBytes, categories };
    },
    /** Stored bytes plus the bodies of this user's writes in flight on this server. */
    async used(userId: string): Promise<number> {
      return totalOf(await readUsage(db, userId)) + (pending.get(userId) ?? 0);
    },
    /** Holds `bytes` for a write in flight; the returned function lets go of them when it has answered. */
    reserve(userId: string, bytes: number): () => void {
      pending.set(userId, (pending.get(userId) ?? 0) + bytes);
      return () => {
        const left = (pending.get(userId) ?? 0) - bytes;
        if (left > 0) pending.set(userId, left);
        else pending.delete(userId);
      };
    },
    /** Counts an accepted write; now and then folds the user's deltas so that reading stays small. */
    async written(userId: string): Promise<void> {
      const count = (writesSinceFold.get(userId) ?? 0) + 1;
      if (count < FOLD_EVERY_WRITES) {
        writesSinceFold.set(userId, count);
        return;
      }
      writesSinceFold.delete(userId);
      await foldUsage(db, userId);
    },
  };
}
