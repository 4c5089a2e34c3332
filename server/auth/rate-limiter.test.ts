import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function limiterWithClock(limit: number, windowMs: number, maxKeys?: number) {
  let time = 0;
  const limiter = createRateLimiter({
    limit,
    windowMs,
    now: () => time,
    ...(maxKeys === undefined ? {} : { maxKeys }),
  });
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows a burst up to the limit, then refuses', () => {
    const { limiter } = limiterWithClock(3, 60_000);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(limiter.hasCapacity('a')).toBe(false);
  });

  it('keeps keys apart', () => {
    const { limiter } = limiterWithClock(1, 60_000);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('refills evenly over the window', () => {
    const { limiter, advance } = limiterWithClock(3, 60_000);
    for (let i = 0; i < 3; i += 1) limiter.take('a');
    advance(19_999);
    expect(limiter.take('a')).toBe(false);
    advance(2);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    advance(60_000);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not use up capacity when only asked', () => {
    const { limiter } = limiterWithClock(1, 60_000);
    expect(limiter.hasCapacity('a')).toBe(true);
    expect(limiter.hasCapacity('a')).toBe(true);
    expect(limiter.take('a')).toBe(true);
  });

  it('stays bounded in memory under many keys', () => {
    const { limiter } = limiterWithClock(2, 60_000, 100);
    for (let i = 0; i < 1000; i += 1) expect(limiter.take(`key-${i}`)).toBe(true);
    // The most recent key is still tracked.
    expect(limiter.take('key-999')).toBe(true);
    expect(limiter.take('key-999')).toBe(false);
  });
});
