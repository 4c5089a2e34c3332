import { describe, expect, it } from 'vitest';
import type { Counter } from '../db/throttle-store';
import {
  delayAfter,
  retryAfterSeconds,
  DEFAULT_THROTTLE_RULES as rules,
  signInWait,
} from './sign-in-throttle';

const counter = (hits: number, lastAt: number, firstAt = lastAt): Counter => ({ hits, firstAt, lastAt });

describe('signInWait', () => {
  it('lets the first failures of an address through, then makes each try wait twice as long', () => {
    expect([4, 5, 6, 7, 20].map((failures) => delayAfter(failures, 5, rules))).toEqual([
      0,
      1_000,
      2_000,
      4_000,
      15 * 60_000,
    ]);
    const now = 100_000;
    expect(
      signInWait({ address: undefined, pair: counter(4, now), email: counter(4, now) }, now, rules),
    ).toBe(0);
    expect(
      signInWait({ address: undefined, pair: counter(6, now - 500), email: undefined }, now, rules),
    ).toBe(1_500);
    expect(
      signInWait({ address: undefined, pair: counter(6, now - 2_000), email: undefined }, now, rules),
    ).toBe(0);
  });

  it('never holds back an address that has not failed for this email, however often others failed', () => {
    const now = 100_000;
    const attacked = counter(10_000, now);
    expect(signInWait({ address: undefined, pair: undefined, email: attacked }, now, rules)).toBe(0);
    // An address that failed for it too waits on the email's delay (many addresses guessing one email).
    expect(signInWait({ address: undefined, pair: counter(1, now - 1), email: attacked }, now, rules)).toBe(
      rules.maxDelayMs,
    );
  });

  it('forgets failures a day after the last one', () => {
    const now = rules.failureMemoryMs + 10_000;
    expect(
      signInWait({ address: undefined, pair: counter(50, 9_999), email: counter(500, 9_999) }, now, rules),
    ).toBe(0);
  });

  it('limits the requests of one address per window, and says until when', () => {
    const now = 60_000;
    const full = counter(rules.requestsPerAddress, now, 0);
    expect(signInWait({ address: full, pair: undefined, email: undefined }, now, rules)).toBe(
      rules.requestWindowMs - 60_000,
    );
    expect(
      signInWait({ address: full, pair: undefined, email: undefined }, rules.requestWindowMs, rules),
    ).toBe(0);
  });

  it('rounds a wait up to whole seconds, never 0', () => {
    expect([1, 999, 1_000, 1_001].map(retryAfterSeconds)).toEqual([1, 1, 1, 2]);
  });
});
