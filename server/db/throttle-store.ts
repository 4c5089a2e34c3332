import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** How often something happened: `hits` times, the first and the last at these instants (ms). */
export type Counter = { hits: number; firstAt: number; lastAt: number };

/** The sign-in throttle's counters, in the database so that servers sharing PostgreSQL share them. */
export type ThrottleStore = {
  read(keys: string[]): Promise<Map<string, Counter>>;
  /**
   * Adds a hit to `key` atomically and returns the counter after it. A counter whose `restartBy` instant
   * (its first hit for a window, its last for a failure memory) is before `restartBefore` starts over.
   */
  hit(key: string, now: number, restart: { by: 'first' | 'last'; before: number }): Promise<Counter>;
  remove(key: string): Promise<void>;
  /** Forgets counters last hit before `before`. */
  prune(before: number): Promise<void>;
};

const iso = (ms: number) => new Date(ms).toISOString();

type Row = { hits: number | string; first_at: string; last_at: string };
const toCounter = (row: Row): Counter => ({
  hits: Number(row.hits),
  firstAt: Date.parse(row.first_at),
  lastAt: Date.parse(row.last_at),
});

export function createThrottleStore(db: Kysely<Database>): ThrottleStore {
  return {
    async read(keys) {
      const rows = await db
        .selectFrom('auth_throttle')
        .select(['key', 'hits', 'first_at', 'last_at'])
        .where('key', 'in', keys)
        .execute();
      return new Map(rows.map((row) => [row.key, toCounter(row)]));
    },

    async hit(key, now, restart) {
      const at = iso(now);
      const by = sql.ref(restart.by === 'first' ? 'auth_throttle.first_at' : 'auth_throttle.last_at');
      // ISO 8601 UTC text sorts in time order, so the comparison can stay in SQL (one atomic statement).
      const isStale = sql<boolean>`${by} < ${iso(restart.before)}`;
      const row = await db
        .insertInto('auth_throttle')
        .values({ key, hits: 1, first_at: at, last_at: at })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${isStale} then 1 else ${sql.ref('auth_throttle.hits')} + 1 end`,
            first_at: sql<string>`case when ${isStale} then ${at} else ${sql.ref('auth_throttle.first_at')} end`,
            last_at: at,
          }),
        )
        .returning(['hits', 'first_at', 'last_at'])
        .executeTakeFirstOrThrow();
      return toCounter(row);
    },

    async remove(key) {
      await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    },

    async prune(before) {
      await db.deleteFrom('auth_throttle').where('last_at', '<', iso(before)).execute();
    },
  };
}
