import { describe, expect, it } from 'vitest';
import { newChangeId } from './change-id';

/** The counter part of an id: after the 9 characters of time, before the 2 of randomness. */
const counterOf = (id: string) => Number.parseInt(id.slice(9, 13), 36);

describe('change ids', () => {
  it("say nothing of other users' changes: the counter is each workspace's own", () => {
    const at = Date.parse('2026-11-27T10:00:00.000Z');
    const first = newChangeId(at, 'user-a');
    for (let index = 0; index < 25; index += 1) newChangeId(at, 'user-b');
    const second = newChangeId(at, 'user-a');
    expect(counterOf(second) - counterOf(first)).toBe(1);
  });

  it("sort in the order one workspace's changes were made, within a millisecond and across", () => {
    const at = Date.parse('2026-11-27T11:00:00.000Z');
    const ids = [
      newChangeId(at, 'user-c'),
      newChangeId(at, 'user-c'),
      newChangeId(at + 1, 'user-c'),
      // A clock that steps back still sorts after what was made before.
      newChangeId(at, 'user-c'),
      newChangeId(at + 5, 'user-c'),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
