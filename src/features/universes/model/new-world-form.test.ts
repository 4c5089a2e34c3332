import { describe, expect, it } from 'vitest';
import { firstInvalid, validateNewWorld } from './new-world-form';

describe('validateNewWorld', () => {
  it('requires a name and a type; whitespace alone counts as empty', () => {
    const errors = validateNewWorld('u-1', { name: '  ', type: '', description: 'Misty' });
    expect(errors).toEqual({ name: 'Name is required', type: 'Type is required' });
    expect(firstInvalid(errors)).toBe('name');
  });

  it('accepts a name and a type with an empty description', () => {
    expect(validateNewWorld('u-1', { name: 'Saltmere', type: 'Underwater', description: '' })).toEqual({});
  });

  it('limits the type to 60 characters', () => {
    const errors = validateNewWorld('u-1', { name: 'Saltmere', type: 'x'.repeat(61), description: '' });
    expect(errors).toEqual({ type: 'Type must be at most 60 characters' });
    expect(firstInvalid(errors)).toBe('type');
  });
});
