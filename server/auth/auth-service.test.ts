import { describe, expect, it } from 'vitest';
import { mergeMetadata } from './auth-service';
import { getDummyHash, hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('mergeMetadata', () => {
  it('adds and replaces keys, and removes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2, c: { x: 1 } }, { b: null, c: { y: 2 }, d: 'new' })).toEqual({
      a: 1,
      c: { y: 2 },
      d: 'new',
    });
  });

  it('leaves the original untouched', () => {
    const current = { a: 1 };
    mergeMetadata(current, { a: null });
    expect(current).toEqual({ a: 1 });
  });
});

describe('passwords', () => {
  it('accept 6 to 72 characters', () => {
    expect(passwordProblem('12345')).toBe('Password should be at least 6 characters.');
    expect(passwordProblem('123456')).toBeNull();
    expect(passwordProblem('x'.repeat(72))).toBeNull();
    expect(passwordProblem('x'.repeat(73))).toMatch(/72/);
  });

  it('are stored as argon2id hashes that verify only the right password', async () => {
    const encoded = await hashPassword('correct horse');
    expect(encoded).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(encoded, 'correct horse')).toBe(true);
    expect(await verifyPassword(encoded, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
    expect(await getDummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
