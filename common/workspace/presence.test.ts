import { describe, expect, it } from 'vitest';
import { initialsOf, othersOn, pageKey, presenceName, presenceSentence } from './presence';

const person = (name: string, tab = `${name}-tab`, userId = name) => ({ userId, name, tab });

describe('presence', () => {
  it('names a person by their address, never by what a client typed', () => {
    expect(presenceName('ana@example.com')).toBe('Ana');
    expect(presenceName(undefined)).toBe('Someone');
    expect(initialsOf('ana.silva')).toBe('AS');
    expect(initialsOf('Ben')).toBe('B');
    expect(initialsOf('')).toBe('?');
  });

  it('says who else is there, one name per person, leaving this tab out but not another tab', () => {
    const people = [person('Ana'), person('Ana', 'second-tab'), person('Me', 'my-tab')];
    expect(othersOn(people, 'my-tab').map((p) => p.tab)).toEqual(['Ana-tab', 'second-tab']);
    expect(presenceSentence(othersOn(people, 'my-tab'), 'writing here')).toBe('Ana is writing here');
    expect(presenceSentence([person('Ana'), person('Ben')], 'here')).toBe('Ana and Ben are here');
    expect(presenceSentence([person('A'), person('B'), person('C'), person('D')], 'here')).toBe(
      'A, B and 2 others are here',
    );
    expect(presenceSentence([], 'here')).toBe('');
  });

  it('keys a page by its owner as well as its row', () => {
    const page = { ownerId: 'u1', table: 'novels', kind: null, entityId: 'n1', parentId: null };
    expect(pageKey(page)).not.toBe(pageKey({ ...page, ownerId: 'u2' }));
  });
});
