import { describe, expect, it } from 'vitest';
import type { ChangeSummary } from '../../../common/api/history';
import { actionLabel, changeTitle, documentOnlyLine, entityWord, fieldsLine } from './history-format';

const change = (over: Partial<ChangeSummary>): ChangeSummary => ({
  id: '1',
  at: '2026-01-01T00:00:00.000Z',
  action: 'update-novel',
  op: 'update',
  entityKind: 'novel',
  entityId: 'n1',
  recordId: 'n1',
  name: 'Dawn',
  fields: ['title'],
  ...over,
});

describe('history wording', () => {
  it('names what was done to what', () => {
    expect(changeTitle(change({}))).toBe('Edited novel “Dawn”');
    expect(changeTitle(change({ action: 'reorder', entityKind: 'part', name: 'One' }))).toBe(
      'Reordered part “One”',
    );
    expect(changeTitle(change({ action: 'save-text', entityKind: 'chapter-text', name: '' }))).toBe(
      'Chapter text saved',
    );
    expect(changeTitle(change({ op: 'summary', action: 'import', name: 'added', count: 3 }))).toBe(
      'Imported: 3 novels added',
    );
    expect(changeTitle(change({ action: 'reveal-secret', entityKind: 'part', name: 'Session 3' }))).toBe(
      'Revealed a secret in “Session 3”',
    );
  });

  it('words actions, kinds and fields', () => {
    expect(actionLabel({ action: 'create-part', op: 'create' })).toBe('Added');
    expect(actionLabel({ action: 'restore', op: 'update' })).toBe('Restored');
    expect(entityWord('saved-query')).toBe('saved query');
    expect(fieldsLine(['title', 'universeId', 'a', 'b', 'c', 'd'])).toBe('Title, Universe id, A, B +2 more');
    expect(documentOnlyLine(['summary'])).toBe(
      'Summary: its secret blocks or formatting changed, not its words.',
    );
  });
});
