import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { friendlyMessage } from './messages';

// Part schemas carry zod's default messages; people see these instead.

const schema = z.strictObject({
  title: z.string().min(1),
  wordCount: z.number().int().nonnegative(),
  storyArc: z.string().max(3),
  kind: z.enum(['fauna', 'flora']),
  custom: z.string().min(1, 'Custom is required').optional(),
});

const messages = (input: unknown) =>
  schema.safeParse(input, { error: friendlyMessage }).error?.issues.map((issue) => issue.message) ?? [];

describe('friendlyMessage', () => {
  it('names the field in words', () => {
    expect(messages({ title: '', wordCount: -1, storyArc: 'long', kind: 'rock' })).toEqual([
      'Title is required',
      'Word count must be at least 0',
      'Story arc must be at most 3 characters',
      'Kind must be one of fauna, flora',
    ]);
  });

  it('tells a missing field from one of the wrong type, and lists unknown fields', () => {
    expect(messages({ wordCount: 'many', storyArc: '', kind: 'flora', extra: 1 })).toEqual([
      'Title is required',
      'Word count must be a number',
      'Unknown field: extra',
    ]);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages({ title: 'T', wordCount: 1, storyArc: '', kind: 'flora', custom: '' })).toEqual([
      'Custom is required',
    ]);
  });
});
