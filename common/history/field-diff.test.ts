import { describe, expect, it } from 'vitest';
import { changedDocFields, changedFields, diffFields, fieldLabel, visibleFields } from './field-diff';

describe('diffFields', () => {
  it('lists each changed field with a label, the old value and the new', () => {
    const changes = diffFields(
      { id: 'n1', title: 'Dawn', status: 'draft', version: 3, lastUpdated: 'a' },
      { id: 'n1', title: 'Dusk', status: 'draft', version: 4, lastUpdated: 'b' },
    );
    expect(changes).toEqual([{ field: 'title', label: 'Title', before: 'Dawn', after: 'Dusk' }]);
  });

  it('compares a long text word by word', () => {
    const before = `${'word '.repeat(20)}the old ending`;
    const after = `${'word '.repeat(20)}the new ending`;
    const [change] = diffFields({ description: before }, { description: after });
    expect(change?.words?.filter((segment) => segment.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
    ]);
  });

  it('shows a part by its data and position, leaving documents and stamps out', () => {
    const part = (name: string, position: number) => ({
      kind: 'character',
      parentId: 'n1',
      position,
      version: 1,
      updatedAt: String(position),
      data: { name, descriptionDoc: { type: 'doc' } },
    });
    expect(visibleFields(part('Ada', 2))).toEqual({ name: 'Ada', position: 2 });
    expect(changedFields(part('Ada', 2), part('Ada', 0))).toEqual(['position']);
  });

  it('treats a create as every field set and a delete as every field cleared', () => {
    expect(changedFields(null, { name: 'Ada', tags: ['a', 'b'] })).toEqual(['name', 'tags']);
    expect(diffFields({ tags: ['a', 'b'] }, null)).toEqual([
      { field: 'tags', label: 'Tags', before: 'a, b', after: '' },
    ]);
  });

  it('words field names', () => {
    expect(fieldLabel('universeId')).toBe('Universe id');
    expect(fieldLabel('first_name')).toBe('First name');
  });

  it('names a long text whose document changed while its words did not (a secret revealed)', () => {
    const doc = (type: string) => ({ version: 1, doc: { type: 'doc', content: [{ type }] } });
    const before = { data: { summary: 'Hi', summaryDoc: doc('secret'), title: 'A' } };
    const after = { data: { summary: 'Hi', summaryDoc: doc('paragraph'), title: 'A' } };
    expect(changedFields(before, after)).toEqual([]);
    expect(changedDocFields(before, after)).toEqual(['summary']);
    expect(changedDocFields(before, before)).toEqual([]);
  });
});
