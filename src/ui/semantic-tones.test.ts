import { describe, expect, it } from 'vitest';
import { importanceTone, rarityTone, toneFor } from './semantic-tones';

describe('toneFor', () => {
  it('finds a tone whatever the case of the value', () => {
    expect(toneFor(rarityTone, 'Legendary')).toBe('gold');
    expect(toneFor(importanceTone, 'critical')).toBe('red');
  });

  it('falls back to neutral for a value outside the scale', () => {
    expect(toneFor(rarityTone, 'mythic')).toBe('neutral');
  });
});
