import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldType } from '../../common/workspace/custom-fields';
import { fieldSections, formTextOf, shownValue, valueFromForm } from './custom-field-form';

const field = (type: FieldType, more: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: `f-${type}`,
  kind: 'character',
  scopeId: 'u-1',
  label: 'Height',
  type,
  section: '',
  position: 0,
  isRequired: false,
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...more,
});

describe('the added fields’ form', () => {
  it('reads what was typed as the field’s value, or says what is wrong with it', () => {
    expect(valueFromForm(field('number'), ' 1,204 ')).toEqual({ value: 1204 });
    expect(valueFromForm(field('number'), 'tall')).toEqual({ error: 'Height must be a number' });
    expect(valueFromForm(field('yes-no'), 'no')).toEqual({ value: false });
    expect(valueFromForm(field('short-text'), '  ')).toEqual({ value: null });
    expect(valueFromForm(field('short-text', { isRequired: true }), '')).toEqual({
      error: 'Height is required',
    });
    expect(valueFromForm(field('choices', { choices: ['A', 'B'] }), 'A\nB\n')).toEqual({ value: ['A', 'B'] });
    expect(valueFromForm(field('web-address'), 'ftp://x')).toMatchObject({
      error: expect.stringContaining('http'),
    });
  });

  it('shows a stored value back in its control and on the page, a number with its unit', () => {
    expect(formTextOf(field('yes-no'), true)).toBe('yes');
    expect(formTextOf(field('choices'), ['A', 'B'])).toBe('A\nB');
    expect(shownValue(field('number', { unit: 'cm' }), 180)).toBe('180 cm');
    expect(shownValue(field('yes-no'), false)).toBe('No');
  });

  it('groups fields by section, in the order given', () => {
    const sections = fieldSections([
      field('number'),
      field('date', { section: 'Life' }),
      field('image', { section: 'Life' }),
    ]);
    expect(sections.map((each) => [each.section, each.fields.length])).toEqual([
      ['', 1],
      ['Life', 2],
    ]);
  });
});
