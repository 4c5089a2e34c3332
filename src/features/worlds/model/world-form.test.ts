import { describe, expect, it } from 'vitest';
import { firstInvalidField, withoutFieldError } from '../../../ui/inline-edit';
import { validateWorldForm, worldFormFieldOrder, worldFormPatch } from './world-form';

const valid = {
  name: 'The Thornwild',
  type: 'Forest',
  description: 'An old forest.',
  climate: 'Temperate',
  timePeriod: 'The Ember Age',
  universeId: 'u-emberreach',
};

describe('validateWorldForm', () => {
  it('accepts a complete world, and empty optional text', () => {
    expect(validateWorldForm(valid)).toEqual({});
    expect(validateWorldForm({ ...valid, description: '', climate: '', timePeriod: '' })).toEqual({});
  });

  it('requires a name and a type; whitespace alone counts as empty', () => {
    const errors = validateWorldForm({ ...valid, name: '  ', type: '' });
    expect(errors).toEqual({ name: 'Name is required', type: 'Type is required' });
    expect(firstInvalidField(worldFormFieldOrder, errors)).toBe('name');
  });

  it('limits the climate to 200 characters', () => {
    const errors = validateWorldForm({ ...valid, climate: 'c'.repeat(201) });
    expect(Object.keys(errors)).toEqual(['climate']);
    expect(firstInvalidField(worldFormFieldOrder, errors)).toBe('climate');
  });

  it('requires a universe', () => {
    expect(validateWorldForm({ ...valid, universeId: '' })).toEqual({
      universeId: 'Please select a universe',
    });
  });

  it('clears the message of a field that changes', () => {
    expect(withoutFieldError({ name: 'Name is required', type: 'Type is required' }, 'type')).toEqual({
      name: 'Name is required',
    });
  });
});

describe('worldFormPatch', () => {
  it('sends trimmed text, and the universe only when the world moves', () => {
    expect(worldFormPatch({ ...valid, name: ' The Thornwild  ' }, 'u-emberreach')).toEqual({
      name: 'The Thornwild',
      type: 'Forest',
      description: 'An old forest.',
      climate: 'Temperate',
      timePeriod: 'The Ember Age',
    });
    expect(worldFormPatch({ ...valid, universeId: 'u-tidewell' }, 'u-emberreach')).toMatchObject({
      universeId: 'u-tidewell',
    });
  });
});
