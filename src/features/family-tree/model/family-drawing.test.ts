import { describe, expect, it } from 'vitest';
import { familyTree } from '../../../../common/workspace/family-tree';
import { drawFamily, familySvg, fitName } from './family-drawing';

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
