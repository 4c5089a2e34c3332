import { describe, expect, it } from 'vitest';
import { checkPartForm, readPartForm } from '../../../ui/part-form-values';
import { locationFormSpec } from './location-form';

const check = (values: Record<string, string>) =>
  checkPartForm(locationFormSpec, readPartForm(locationFormSpec.fields, values));

describe('the location form', () => {
  it('accepts a name and a type, the description being optional', () => {
    expect(check({ name: 'Stairfoot', type: 'Ruins', description: '' })).toEqual({});
  });

  it('says what is missing in the words of the data layer', () => {
    expect(check({ name: '  ', type: '', description: '' })).toEqual({
      name: 'Name is required',
      type: 'Type is required',
    });
  });

  it('offers the four kinds of place', () => {
    expect(locationFormSpec.fields.find((field) => field.name === 'type')?.options).toEqual([
      'City',
      'Wilderness',
      'Dungeon',
      'Ruins',
    ]);
  });
});
