import { describe, expect, it } from 'vitest';
import { partKind } from '../../common/workspace/part-kinds';
import {
  changedFields,
  checkPartForm,
  differingFields,
  listEntries,
  partFormValues,
  readableOption,
  readPartForm,
} from './part-form-values';

const quests = partKind('campaigns/quests');
const items = partKind('campaigns/items');
const sessions = partKind('campaigns/sessions');

describe('part form values', () => {
  it('fills the controls from the part, else the defaults, else empty; a list one entry per line', () => {
    expect(partFormValues(quests.fields, undefined, { status: 'planned', xp: 0 })).toEqual({
      title: '',
      status: 'planned',
      xp: '0',
      description: '',
    });
    expect(partFormValues(items.fields, { name: 'Cart', powers: ['Warms', 'Glows'] }).powers).toBe(
      'Warms\nGlows',
    );
  });

  it('reads typed fields: trimmed text, numbers, empty choices and numbers left out, lists split', () => {
    expect(
      readPartForm(quests.fields, { title: '  Ride  ', status: '', xp: ' 40 ', description: ' ' }),
    ).toEqual({
      title: 'Ride',
      xp: 40,
      description: '',
    });
    expect(listEntries('Warms\n glows, Warms\n\n')).toEqual(['Warms', 'glows']);
  });

  it('words problems as the server does, with the form’s labels, one per field', () => {
    expect(
      checkPartForm(quests, readPartForm(quests.fields, { title: ' ', status: '', xp: '', description: '' })),
    ).toEqual({
      title: 'Title is required',
      status: 'Status is required',
      xp: 'XP is required',
    });
    expect(checkPartForm(quests, { title: 'A', status: 'planned', xp: -5, description: '' })).toEqual({
      xp: 'XP must be at least 0',
    });
    expect(checkPartForm(sessions, { title: 'A', status: 'planned', date: 'soon', summary: '' })).toEqual({
      date: 'Date must be a valid date',
    });
    expect(checkPartForm(quests, { title: 'A', status: 'planned', xp: 1, description: '' })).toEqual({});
  });

  it('sends only what changed, and finds what differs from a stored part', () => {
    const stored = { id: 'q', version: 2, title: 'A', status: 'planned', xp: 1, description: 'Old' };
    const typed = readPartForm(quests.fields, { title: 'A', status: 'planned', xp: '1', description: 'New' });
    expect(changedFields(quests.fields, stored, typed)).toEqual({ description: 'New' });
    expect(changedFields(items.fields, { powers: ['a'] }, { powers: ['a'] })).toEqual({});
    const values = partFormValues(quests.fields, { ...stored, title: 'B' });
    expect(differingFields(quests.fields, values, stored).map((field) => field.name)).toEqual(['title']);
  });

  it('makes a readable label of a stored value', () => {
    expect(readableOption('quest-item')).toBe('Quest item');
  });
});
