import { describe, expect, it } from 'vitest';
import { readSearchAddress, searchAddress } from './search-address';

describe('the results page’s address', () => {
  it('reads the query, a kind and a scope', () => {
    expect(readSearchAddress(new URLSearchParams('q=mira&kind=character&scope=universe:u-1'))).toEqual({
      params: { q: 'mira', kind: 'character', scope: { kind: 'universe', id: 'u-1' } },
      problems: [],
    });
  });

  it('drops a kind or scope that is not one, saying why', () => {
    const read = readSearchAddress(new URLSearchParams('q=a&kind=dragon&scope=world:w-1'));
    expect(read.params).toEqual({ q: 'a', kind: undefined, scope: undefined });
    expect(read.problems).toEqual([
      'Not a kind of record or part',
      'A scope is universe:<id>, novel:<id> or campaign:<id>',
    ]);
  });

  it('writes an address back', () => {
    expect(searchAddress({ q: 'the ember', kind: 'world', scope: { kind: 'novel', id: 'n 1' } })).toBe(
      '/search?q=the+ember&kind=world&scope=novel%3An+1',
    );
  });
});
