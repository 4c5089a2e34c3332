import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and drops falsy ones', () => {
    const isActive = false;
    expect(cn('a', isActive && 'active', null, undefined, 0, 'b')).toBe('a b');
  });

  it('returns an empty string when nothing is given', () => {
    expect(cn()).toBe('');
  });
});
