import { describe, expect, it } from 'vitest';
import { type CompactableChange, planCompaction, planVersionCompaction } from './compaction';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-30T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function change(id: string, at: number, title: string | null, before: string | null): CompactableChange {
  return {
    id,
    at: iso(at),
    op: before === null ? 'create' : title === null ? 'delete' : 'update',
    entityKind: 'novel',
    entityId: 'n1',
    before: before === null ? null : JSON.stringify({ title: before }),
    after: title === null ? null : JSON.stringify({ title }),
    isComplete: true,
    fields: ['title'],
  };
}

describe('planCompaction', () => {
  it('keeps every change of the last 30 days', () => {
    const recent = [change('a', now - DAY, 'B', 'A'), change('b', now - DAY + 1000, 'C', 'B')];
    expect(planCompaction(recent, now)).toEqual({ merged: [], deleted: [] });
  });

  it('merges an older day of one entity into one change from its first state to its last', () => {
    const day = Date.parse('2026-04-01T08:00:00.000Z');
    const plan = planCompaction(
      [change('a', day, 'B', 'A'), change('b', day + 1000, 'C', 'B'), change('c', day + 2000, 'D', 'C')],
      now,
    );
    expect(plan.deleted).toEqual(['a', 'b']);
    expect(plan.merged).toEqual([
      {
        id: 'c',
        op: 'update',
        before: JSON.stringify({ title: 'A' }),
        after: JSON.stringify({ title: 'D' }),
        isComplete: true,
        fields: ['title'],
      },
    ]);
  });

  it('keeps days and entities apart, and drops what was made and deleted the same day', () => {
    const day = Date.parse('2026-04-01T08:00:00.000Z');
    const other = { ...change('x', day + 500, 'Q', 'P'), entityId: 'n2' };
    const plan = planCompaction(
      [
        change('a', day, 'B', null),
        other,
        change('b', day + 1000, null, 'B'),
        change('c', day + DAY, 'E', 'D'),
      ],
      now,
    );
    expect(plan).toEqual({ merged: [], deleted: ['a', 'b'] });
  });

  it('lays partial snapshots over each other', () => {
    const day = Date.parse('2026-04-01T08:00:00.000Z');
    const move = (id: string, at: number, from: number, to: number): CompactableChange => ({
      ...change(id, at, 'x', 'x'),
      before: JSON.stringify({ position: from }),
      after: JSON.stringify({ position: to }),
      isComplete: false,
      fields: ['position'],
    });
    const plan = planCompaction([move('a', day, 0, 2), move('b', day + 1, 2, 1)], now);
    expect(plan.merged[0]).toMatchObject({
      before: JSON.stringify({ position: 0 }),
      after: JSON.stringify({ position: 1 }),
      isComplete: false,
    });
  });
});

describe('planVersionCompaction', () => {
  it('keeps the newest automatic version of each older day and every named one', () => {
    const day = Date.parse('2026-04-01T08:00:00.000Z');
    const version = (id: string, at: number, isNamed = false) => ({
      id,
      chapterId: 'c1',
      createdAt: iso(at),
      isNamed,
    });
    expect(
      planVersionCompaction(
        [
          version('a', day),
          version('b', day + 1000, true),
          version('c', day + 2000),
          version('d', day + DAY),
          version('e', now - 1000),
          version('f', now - 500),
        ],
        now,
      ),
    ).toEqual(['a']);
  });
});
