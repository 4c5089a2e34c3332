// Password sign-in throttling that slows a guesser without locking the owner out (decision 024).
// Pure decisions over counters; where the counters live is throttle-store.ts (the database, so that
// several servers on one PostgreSQL share them).

import { isIPv4, isIPv6 } from 'node:net';
import type { Counter } from '../db/throttle-store';

export type ThrottleRules = {
  /** Sign-in and sign-up requests one address may make per window (AUTH_RATE_LIMIT_SIGNIN). */
  requestsPerAddress: number;
  requestWindowMs: number;
  /** Failures for one email from one address before each further try must wait. */
  freeFailuresPerAddress: number;
  /** Failures for one email from all addresses before addresses that failed too must wait. */
  freeFailuresPerEmail: number;
  /**
   * Failures of one address for an email before the email's own delay applies to it: an owner who
   * mistypes once is not made to wait for what other addresses did.
   */
  addressFailuresBeforeEmailDelay: number;
  /** Refresh-token grants one address may make per window (AUTH_RATE_LIMIT_REFRESH). */
  refreshesPerAddress: number;
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
  addressFailuresBeforeEmailDelay: 2,
  refreshesPerAddress: 150,
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
 * The address that throttling counts: an IPv6 address by its /64 (one subscriber's network, which holds
 * 2^64 addresses of its own), an IPv4-mapped IPv6 address as the IPv4 address, anything else as it is.
 */
export function addressGroup(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] !== undefined && isIPv4(mapped[1])) return mapped[1];
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as a number in hex without leading zeros. */
function expandIPv6(address: string): string[] {
  // A trailing dotted quad is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}

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
    // Many addresses guessing one email (a botnet): each address gets a try and a mistype, then waits on
    // them all. One mistype is not enough, or forty addresses guessing once would hold the owner out.
    const emailFailures = liveFailures(email, now, rules);
    if (email !== undefined && pairFailures >= rules.addressFailuresBeforeEmailDelay) {
      waits.push(email.lastAt + delayAfter(emailFailures, rules.freeFailuresPerEmail, rules) - now);
    }
  }
  return Math.max(...waits);
}

/** Whole seconds for a Retry-After header: never 0, so a client does not retry at once. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
