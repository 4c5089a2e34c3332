import { describe, expect, it } from 'vitest';
import { familyTree } from '../../../../common/workspace/family-tree';
import { BOX, drawFamily, familySvg, fitName, personBox } from './family-drawing';

const ref = (id: string) => ({ kind: 'character' as const, id });

describe('familySvg', () => {
  it('writes a standalone file with every name escaped', () => {
    const tree = familyTree({
      relations: [{ id: 'r1', type: 'parent', variant: 'adoptive', from: ref('a'), to: ref('b') }],
      focus: 'character:b',
      ancestors: 2,
      descendants: 2,
    });
    const names: Record<string, string> = { 'character:a': '<script>&"Bo"', 'character:b': 'Mira Coldwater' };
    const svg = familySvg(
      drawFamily(tree, (key) => names[key] ?? '', 'character:b'),
      'Family tree of Mira',
    );
    expect(svg).toContain('&lt;script&gt;&amp;&quot;Bo&quot;');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Mira Coldwater');
    expect(svg).toContain('stroke-dasharray="8 5"');
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('rect')).toHaveLength(3);
  });

  it('cuts long names to fit their box', () => {
    expect(fitName('Aurelian Valdemar of the Seven Towers')).toBe('Aurelian Valdemar o…');
    expect(fitName('Mira')).toBe('Mira');
  });
});

describe('pictures in the tree', () => {
  const tree = familyTree({
    relations: [{ id: 'r1', type: 'parent', variant: 'birth', from: ref('a'), to: ref('b') }],
    focus: 'character:b',
    ancestors: 1,
    descendants: 1,
  });
  const pictures: Record<string, string> = {
    'character:a': '/api/v1/images/varric',
    'character:b': 'https://elsewhere.example/mira.png',
  };

  it('draws a person with their portrait, never an outside address', () => {
    const drawing = drawFamily(
      tree,
      (key) => key,
      'character:b',
      (key) => pictures[key],
    );
    const byKey = new Map(drawing.people.map((person) => [person.key, person]));
    expect(byKey.get('character:a')?.picture).toBe('/api/v1/images/varric');
    expect(byKey.get('character:b')).not.toHaveProperty('picture');
  });

  it('puts the picture at the box’s left and the name beside it, inside the box', () => {
    const person = { key: 'k', name: 'Aurelian Valdemar of the Seven Towers', x: 100, y: 50, isFocus: false };
    const plain = personBox(person, false);
    expect(plain.picture).toBeUndefined();
    expect(plain.name).toEqual({
      x: 100 + BOX.width / 2,
      y: 50 + BOX.height / 2 + 5,
      text: 'Aurelian Valdemar o…',
    });
    const pictured = personBox(person, true);
    const picture = pictured.picture as NonNullable<typeof pictured.picture>;
    expect(picture.x).toBeGreaterThan(100);
    expect(picture.y).toBeGreaterThanOrEqual(50);
    expect(picture.y + picture.size).toBeLessThanOrEqual(50 + BOX.height);
    expect(pictured.name.x).toBeGreaterThan(picture.x + picture.size);
    expect(pictured.name.text.length).toBeLessThan(plain.name.text.length);
  });

  it('carries a portrait into the exported SVG, inlined, and nothing for a picture it could not read', () => {
    const drawing = drawFamily(
      tree,
      (key) => (key === 'character:a' ? 'Varric' : 'Mira'),
      'character:b',
      (key) => (key === 'character:b' ? '/api/v1/images/mira' : pictures[key]),
    );
    const inlined = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = familySvg(drawing, 'Family tree of Mira', new Map([['/api/v1/images/varric', inlined]]));
    const file = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const images = [...file.querySelectorAll('image')];
    // Varric's portrait was read: one <image>, clipped round, in his box; Mira's was not: her name alone.
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('href')).toBe(inlined);
    const varric = images[0]?.closest('g');
    expect(varric?.querySelector('title')?.textContent).toBe('Varric');
    expect(
      file.querySelector(`clipPath#${images[0]?.getAttribute('clip-path')?.slice(5, -1)}`),
    ).not.toBeNull();
    // An address (not a data URL) never goes into the file, even if handed over.
    const leaky = familySvg(drawing, 'x', new Map([['/api/v1/images/varric', '/api/v1/images/varric']]));
    expect(leaky).not.toContain('<image');
  });
});
