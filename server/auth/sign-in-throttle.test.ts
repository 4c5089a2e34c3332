import { describe, expect, it } from 'vitest';
import type { Counter } from '../db/throttle-store';
import {
  addressGroup,
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
    // One mistype of the owner's own is not enough to be held back by what other addresses did...
    expect(signInWait({ address: undefined, pair: counter(1, now - 1), email: attacked }, now, rules)).toBe(
      0,
    );
    // ...but an address that failed for it twice waits on the email's delay (a botnet guessing one email).
    expect(signInWait({ address: undefined, pair: counter(2, now - 1), email: attacked }, now, rules)).toBe(
      rules.maxDelayMs,
    );
  });
});

describe('addressGroup', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:85a3:8d3::/64';
    expect(addressGroup('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(group);
    expect(addressGroup('2001:0DB8:85A3:08D3::1')).toBe(group);
    expect(addressGroup('[2001:db8:85a3:8d3:ffff::2]')).toBe(group);
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:85a3:8d4::1')).not.toBe(group);
  });

  it('keeps IPv4 addresses apart, an IPv4-mapped address included', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('198.51.100.8')).not.toBe(addressGroup('198.51.100.7'));
    expect(addressGroup('unknown')).toBe('unknown');
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
