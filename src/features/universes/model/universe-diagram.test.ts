import { describe, expect, it } from 'vitest';
import { DIAGRAM, type DiagramEntry, layoutUniverseDiagram } from './universe-diagram';

const entry = (id: string): DiagramEntry => ({ id, label: id, href: `/x/${id}` });

const layout = layoutUniverseDiagram({
  universe: { name: 'The Emberreach', href: '/universes/u-emberreach' },
  groups: {
    novels: [entry('n1'), entry('n2'), entry('n3')],
    worlds: [entry('w1')],
    campaigns: [],
  },
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('layoutUniverseDiagram', () => {
  it('puts the universe centred above three columns: novels, worlds, campaigns', () => {
    expect(layout.groups.map((group) => group.title)).toEqual(['Novels', 'Worlds', 'Campaigns']);
    expect(layout.universe.x + layout.universe.width / 2).toBe(layout.width / 2);
    for (const group of layout.groups)
      expect(group.y).toBeGreaterThan(layout.universe.y + layout.universe.height);
    const [novels, worlds, campaigns] = layout.groups;
    expect(novels?.x).toBeLessThan(worlds?.x ?? 0);
    expect(worlds?.x).toBeLessThan(campaigns?.x ?? 0);
  });

  it('stacks each record inside its group without overlaps', () => {
    const novels = layout.groups[0];
    expect(novels?.entries.map((item) => item.id)).toEqual(['n1', 'n2', 'n3']);
    for (const item of novels?.entries ?? []) {
      expect(item.y).toBeGreaterThanOrEqual(novels?.y ?? 0);
      expect(item.y + item.height).toBeLessThanOrEqual((novels?.y ?? 0) + (novels?.height ?? 0));
    }
    const all = layout.groups.flatMap((group) => group.entries);
    for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    for (const [i, a] of layout.groups.entries())
      for (const b of layout.groups.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  });

  it('keeps room for a "none" line in an empty group and fits everything in the canvas', () => {
    const campaigns = layout.groups[2];
    expect(campaigns?.entries).toEqual([]);
    expect(campaigns?.height).toBe(DIAGRAM.headerHeight + DIAGRAM.entryHeight + DIAGRAM.groupPadding);
    for (const group of layout.groups) {
      expect(group.x + group.width).toBeLessThanOrEqual(layout.width);
      expect(group.y + group.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws one edge from the universe to each group', () => {
    expect(layout.edges).toHaveLength(3);
    const start = `M ${layout.width / 2} ${layout.universe.y + layout.universe.height}`;
    for (const [index, edge] of layout.edges.entries()) {
      const group = layout.groups[index];
      expect(edge.path.startsWith(start)).toBe(true);
      expect(edge.path.endsWith(`${(group?.x ?? 0) + (group?.width ?? 0) / 2} ${group?.y}`)).toBe(true);
    }
  });
});
