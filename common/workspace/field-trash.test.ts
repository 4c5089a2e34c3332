import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './custom-fields';
import {
  fieldRestoreProblem,
  fieldTrashContents,
  fieldTrashPayload,
  type TrashedField,
  trashedFieldProblem,
} from './field-trash';

const mood: FieldDefinition = {
  id: 'f-mood',
  kind: 'character',
  scopeId: 'u-1',
  label: 'Mood',
  type: 'choice',
  section: '',
  position: 0,
  isRequired: false,
  choices: ['Grim', 'Merry'],
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const trashed: TrashedField = {
  field: mood,
  values: [
    { thingId: 'ch-1', thingKind: 'character', value: 'Grim' },
    { thingId: 'ch-2', thingKind: 'character', value: null, keptText: 'sullen' },
  ],
};
const clear = { isIdTaken: false, isScopeThere: true, siblingLabels: ['Height'] };

describe('a deleted field in the Trash', () => {
  it('keeps the definition and every value, kept words too, and says how many went', () => {
    const payload = fieldTrashPayload(mood, trashed.values);
    expect(payload.fields).toEqual([trashed]);
    expect(payload.records).toEqual([]);
    expect(fieldTrashContents(trashed.values)).toBe('With 2 values.');
    expect(fieldTrashContents(trashed.values.slice(0, 1))).toBe('With 1 value.');
    expect(fieldTrashContents([])).toBe('');
  });

  it('comes back when its place is there and no field holds its id or its name', () => {
    expect(fieldRestoreProblem(trashed, clear)).toBeUndefined();
    expect(fieldRestoreProblem(trashed, { ...clear, isIdTaken: true })).toEqual({
      reason: 'taken',
      message: '“Mood” cannot be restored: something with the same id is in the workspace now.',
    });
    expect(fieldRestoreProblem(trashed, { ...clear, isScopeThere: false })).toEqual({
      reason: 'missing',
      missing: { kind: 'thing', id: 'u-1', needer: 'Mood' },
    });
    expect(fieldRestoreProblem(trashed, { ...clear, siblingLabels: ['MOOD'] })).toMatchObject({
      reason: 'clash',
      message: '“Mood” cannot be restored: there is a field of that name there now. Rename that one first.',
    });
  });

  it('refuses a kept value its field would refuse now', () => {
    expect(trashedFieldProblem(trashed)).toBeUndefined();
    const bad = { ...trashed, values: [{ thingId: 'ch-1', thingKind: 'character', value: 'Cheerful' }] };
    expect(trashedFieldProblem(bad)).toBe('Mood: Mood must be one of its choices');
  });
});
