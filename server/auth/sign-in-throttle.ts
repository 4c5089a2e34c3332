// Password sign-in throttling that slows a guesser without locking the owner out (decision 024).
// Pure decisions over counters; where the counters live is throttle-store.ts (the database, so that
// several servers on one PostgreSQL share them).

import type { Counter } from '../db/throttle-store';

export type ThrottleRules = {
  /** Sign-in and sign-up requests one address may make per window (AUTH_RATE_LIMIT_SIGNIN). */
  requestsPerAddress: number;
  requestWindowMs: number;
  /** Failures for one email from one address before each further try must wait. */
  freeFailuresPerAddress: number;
  /** Failures for one email from all addresses before addresses that failed too must wait. */
  freeFailuresPerEmail: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  failureMemoryMs: number;
};

export const DEFAULT_THROTTLE_RULES: ThrottleRules = {
  requestsPerAddress: 150,
  requestWindowMs: 5 * 60_000,
  freeFailuresPerAddress: 5,
  freeFailuresPerEmail: 30,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  failureMemoryMs: 24 * 60 * 60_000,
};

/** How long to wait after the last of `failures` failures when `free` of them cost nothing. */
export function delayAfter(failures: number, free: number, rules: ThrottleRules): number {
  if (failures < free) return 0;
  return Math.min(rules.baseDelayMs * 2 ** Math.min(failures - free, 40), rules.maxDelayMs);
}

/** A failure counter as it stands at `now`: forgotten once the memory has passed since its last hit. */
export function liveFailures(counter: Counter | undefined, now: number, rules: ThrottleRules): number {
  if (counter === undefined || now - counter.lastAt >= rules.failureMemoryMs) return 0;
  return counter.hits;
}

export type SignInCounters = {
  /** Requests from this address in its current window. */
  address: Counter | undefined;
  /** Failures for this email from this address. */
  pair: Counter | undefined;
  /** Failures for this email from any address. */
  email: Counter | undefined;
};

/**
 * How many ms this address must wait before it may try this email (0: go ahead). Failures from one
 * address never hold back another address that has not failed for this email, so a guesser cannot keep
 * the owner out: the owner's own address gets in with the right password whatever others did.
 */
export function signInWait(counters: SignInCounters, now: number, rules: ThrottleRules): number {
  const waits = [0];
  const { address, pair, email } = counters;
  if (
    address !== undefined &&
    now - address.firstAt < rules.requestWindowMs &&
    address.hits >= rules.requestsPerAddress
  ) {
    waits.push(address.firstAt + rules.requestWindowMs - now);
  }
  const pairFailures = liveFailures(pair, now, rules);
  if (pair !== undefined && pairFailures > 0) {
    waits.push(pair.lastAt + delayAfter(pairFailures, rules.freeFailuresPerAddress, rules) - now);
    // Many addresses guessing one email (a botnet): each address gets a try, then waits on them all.
    const emailFailures = liveFailures(email, now, rules);
    if (email !== undefined) {
      waits.push(email.lastAt + delayAfter(emailFailures, rules.freeFailuresPerEmail, rules) - now);
    }
  }
  return Math.max(...waits);
}

/** Whole seconds for a Retry-After header: never 0, so a client does not retry at once. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
