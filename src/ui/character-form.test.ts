import { describe, expect, it } from 'vitest';
import { characterFormSpec } from './character-form';
import { checkPartForm, readPartForm } from './part-form-values';

const check = (values: Record<string, string>) =>
  checkPartForm(characterFormSpec, readPartForm(characterFormSpec.fields, values));

describe('the character form', () => {
  it('accepts a name and a role, the description being optional', () => {
    expect(check({ name: 'Nettle', role: 'Ally', description: '' })).toEqual({});
  });

  it('says what is missing in the words of the data API', () => {
    expect(check({ name: '  ', role: '', description: '' })).toEqual({
      name: 'Name is required',
      role: 'Role is required',
    });
  });

  it('offers the six roles', () => {
    expect(characterFormSpec.fields.find((field) => field.name === 'role')?.options).toEqual([
      'Protagonist',
      'Antagonist',
      'Ally',
      'Mentor',
      'Player',
      'Villain',
    ]);
  });
});
