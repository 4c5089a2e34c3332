import { describe, expect, it } from 'vitest';
import { matchesSearch } from './text-search';

describe('matchesSearch', () => {
  it('finds a substring anywhere in a field, whatever the case', () => {
    expect(matchesSearch('shadow', ['The Shadow Realm'])).toBe(true);
    expect(matchesSearch('SHADOW', ['the shadow realm'])).toBe(true);
    expect(matchesSearch('dow re', ['The Shadow Realm'])).toBe(true);
  });

  it('does not match when no field contains the term', () => {
    expect(matchesSearch('dragon', ['The Shadow Realm', 'A tale of ash'])).toBe(false);
  });

  it('matches when any one of several fields contains the term', () => {
    expect(matchesSearch('ash', ['The Shadow Realm', 'A tale of ash'])).toBe(true);
  });

  it('matches everything for an empty or blank term', () => {
    expect(matchesSearch('', ['anything'])).toBe(true);
    expect(matchesSearch('   ', ['anything'])).toBe(true);
    expect(matchesSearch('', [])).toBe(true);
  });

  it('ignores spaces around the term', () => {
    expect(matchesSearch('  shadow ', ['The Shadow Realm'])).toBe(true);
  });

  it('skips missing fields instead of failing', () => {
    expect(matchesSearch('realm', [undefined, 'The Shadow Realm'])).toBe(true);
    expect(matchesSearch('realm', [undefined])).toBe(false);
  });
});
