export type RateLimiter = {
  /** Takes one unit for `key`; false when none is left (the request must be refused). */
  take(key: string): boolean;
  /** True when `key` has at least one unit left, without taking it. */
  hasCapacity(key: string): boolean;
};

type Bucket = { tokens: number; updatedAt: number };

/**
 * A token bucket per key: `limit` units that refill evenly over `windowMs`, so a client may burst up
 * to `limit` and then continues at limit/window. Full buckets are dropped to bound memory.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const refillPerMs = options.limit / options.windowMs;
  const buckets = new Map<string, Bucket>();

  function current(key: string): Bucket {
    const at = now();
    const bucket = buckets.get(key);
    if (!bucket) return { tokens: options.limit, updatedAt: at };
    const tokens = Math.min(options.limit, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);
    return { tokens, updatedAt: at };
  }

  function prune() {
    if (buckets.size < maxKeys) return;
    for (const [key] of buckets) {
      if (current(key).tokens >= options.limit) buckets.delete(key);
    }
    // Still full of active keys: forget the oldest rather than grow without bound.
    while (buckets.size >= maxKeys) {
      const oldest = buckets.keys().next();
      if (oldest.done) break;
      buckets.delete(oldest.value);
    }
  }

  return {
    take(key) {
      const bucket = current(key);
      if (bucket.tokens < 1) {
        buckets.set(key, bucket);
        return false;
      }
      if (!buckets.has(key)) prune();
      buckets.set(key, { tokens: bucket.tokens - 1, updatedAt: bucket.updatedAt });
      return true;
    },
    hasCapacity(key) {
      return current(key).tokens >= 1;
    },
  };
}
