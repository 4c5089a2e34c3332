import { describe, expect, it } from 'vitest';
import { movedMember, presentMembers, withMember } from './members';

describe('an arc’s list of chapters', () => {
  const story = ['c1', 'c2', 'c3', 'c4'];

  it('adds a chapter where the story puts it, after the ones before it', () => {
    expect(withMember([], 'c3', story)).toEqual(['c3']);
    expect(withMember(['c1', 'c4'], 'c3', story)).toEqual(['c1', 'c3', 'c4']);
    expect(withMember(['c2'], 'c1', story)).toEqual(['c1', 'c2']);
    expect(withMember(['c1', 'c2'], 'c4', story)).toEqual(['c1', 'c2', 'c4']);
    expect(withMember(['c1'], 'c1', story)).toEqual(['c1']);
  });

  it('moves a chapter to a place counted without it, and keeps every other', () => {
    expect(movedMember(['c1', 'c2', 'c3'], 'c3', 0)).toEqual(['c3', 'c1', 'c2']);
    expect(movedMember(['c1', 'c2', 'c3'], 'c1', 2)).toEqual(['c2', 'c3', 'c1']);
    expect(movedMember(['c1', 'c2', 'c3'], 'c2', 9)).toEqual(['c1', 'c3', 'c2']);
    expect(movedMember(['c1'], 'c9', 0)).toEqual(['c1']);
  });

  it('reads the members still there, in the list’s order', () => {
    const parts = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }];
    expect(presentMembers(['c3', 'gone', 'c1'], parts)).toEqual([{ id: 'c3' }, { id: 'c1' }]);
    expect(presentMembers(undefined, parts)).toEqual([]);
  });
});
