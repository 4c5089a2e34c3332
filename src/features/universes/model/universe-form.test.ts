import { describe, expect, it } from 'vitest';
import { hasErrors, validateUniverseForm, withoutError } from './universe-form';

describe('validateUniverseForm', () => {
  it('requires a name; whitespace alone counts as empty', () => {
    expect(validateUniverseForm({ name: '', description: '' })).toEqual({ name: 'Name is required' });
    expect(validateUniverseForm({ name: '   ', description: 'A sea of glass' })).toEqual({
      name: 'Name is required',
    });
  });

  it('accepts a name with an empty description', () => {
    const errors = validateUniverseForm({ name: 'Glasswater', description: '' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('limits the name to 200 characters and the description to 5000', () => {
    const errors = validateUniverseForm({ name: 'x'.repeat(201), description: 'y'.repeat(5001) });
    expect(errors.name).toBe('Name must be at most 200 characters');
    expect(errors.description).toBe('Text must be at most 5000 characters');
    expect(hasErrors(errors)).toBe(true);
  });

  it("clears one field's message when that field changes", () => {
    expect(withoutError({ name: 'Name is required', description: 'Too long' }, 'name')).toEqual({
      description: 'Too long',
    });
  });
});
