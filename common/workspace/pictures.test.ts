import { describe, expect, it } from 'vitest';
import { ownPicture, partPicture } from './pictures';

const portraits: Record<string, string> = { 'ch-1': '/api/v1/images/mira' };
const portraitOf = (id: string) => portraits[id];

describe('pictures', () => {
  it('takes only the app’s own images', () => {
    expect(ownPicture('/api/v1/images/abc')).toBe('/api/v1/images/abc');
    expect(ownPicture('/images/avatars/hero.svg')).toBe('/images/avatars/hero.svg');
    expect(ownPicture('https://example.com/a.png')).toBeUndefined();
    expect(ownPicture('javascript:alert(1)')).toBeUndefined();
    expect(ownPicture('')).toBeUndefined();
    expect(ownPicture(42)).toBeUndefined();
  });

  it('draws a part with its own image, an appearance with its character’s portrait', () => {
    expect(partPicture('worlds/factions', { name: 'Guild', imageUrl: '/api/v1/images/g' }, portraitOf)).toBe(
      '/api/v1/images/g',
    );
    expect(partPicture('novels/characters', { name: 'Mira', characterId: 'ch-1' }, portraitOf)).toBe(
      '/api/v1/images/mira',
    );
    expect(partPicture('campaigns/characters', { characterId: 'ch-2' }, portraitOf)).toBeUndefined();
    expect(partPicture('novels/chapters', { characterId: 'ch-1' }, portraitOf)).toBeUndefined();
    expect(
      partPicture('worlds/factions', { imageUrl: 'https://evil.example/x.png' }, portraitOf),
    ).toBeUndefined();
  });
});
