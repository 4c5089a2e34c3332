import { describe, expect, it } from 'vitest';
import { toImportRecord, typedValue } from './import-records';

describe('toImportRecord', () => {
  it('completes a References row into a stored record, never overriding what the row holds', () => {
    const novel = toImportRecord('novels', { id: 'n1', title: 'A', coverUrl: '/mine.png', universeId: '' });
    expect(novel).toMatchObject({ id: 'n1', coverUrl: '/mine.png', chapters: [], assets: { images: [] } });
    expect(novel).not.toHaveProperty('universeId');
    const other = toImportRecord('novels', { id: 'n2' });
    expect(other.chapters).not.toBe(novel.chapters);
  });

  it('drops derived columns, splits listed text and reads an empty date as none', () => {
    expect(toImportRecord('universes', { id: 'u', worldCount: 3 })).not.toHaveProperty('worldCount');
    expect(toImportRecord('timelines', { id: 't', entityName: 'X', eventCount: 2 })).not.toHaveProperty(
      'entityName',
    );
    expect(toImportRecord('events', { id: 'e', tags: 'battle, , politics', characters: null })).toMatchObject(
      {
        tags: ['battle', 'politics'],
        characters: [],
      },
    );
    expect(toImportRecord('campaigns', { id: 'c', nextSessionDate: '' }).nextSessionDate).toBeNull();
  });
});

describe('typedValue', () => {
  const number = { name: 'wordCount', type: 'number' } as const;
  const flag = { name: 'isFavorite', type: 'boolean' } as const;
  const link = { name: 'universeId', type: 'string', references: { table: 'universes' } } as const;
  const text = { name: 'description', type: 'string' } as const;

  it('restores numbers, booleans and text; empty is NULL except for plain text', () => {
    expect(typedValue(number, '12.5')).toEqual({ value: 12.5 });
    expect(typedValue(number, '')).toEqual({ value: null });
    expect(typedValue(flag, 'TRUE')).toEqual({ value: true });
    expect(typedValue(flag, 0)).toEqual({ value: false });
    expect(typedValue(link, '')).toEqual({ value: null });
    expect(typedValue(text, '')).toEqual({ value: '' });
    expect(typedValue(text, 7)).toEqual({ value: '7' });
  });

  it('names the column when a value does not fit its type', () => {
    expect(typedValue(number, '12 words')).toEqual({ error: 'wordCount must be a number, not "12 words"' });
    expect(typedValue(flag, 'yes')).toEqual({ error: 'isFavorite must be true or false, not "yes"' });
    expect(typedValue(number, true)).toEqual({ error: 'wordCount must be a number' });
  });
});
