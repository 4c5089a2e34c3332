import { describe, expect, it } from 'vitest';
import { directionOf, nearestNode } from './nearest-node';
import { nodeAppearance } from './node-appearance';

describe('nearestNode', () => {
  const centre = { key: 'c', x: 0, y: 0 };
  const nodes = [
    centre,
    { key: 'right-near', x: 10, y: 2 },
    { key: 'right-far', x: 50, y: 0 },
    { key: 'up', x: 0, y: -20 },
    { key: 'diagonal', x: 20, y: 20 },
  ];

  it('moves to the closest node in the direction of the key', () => {
    expect(nearestNode(centre, nodes, 'right')?.key).toBe('right-near');
    expect(nearestNode(centre, nodes, 'up')?.key).toBe('up');
    expect(nearestNode({ key: 'right-near', x: 10, y: 2 }, nodes, 'right')?.key).toBe('right-far');
  });

  it('does not move when nothing lies that way', () => {
    expect(nearestNode(centre, nodes, 'left')).toBeUndefined();
  });

  it('leaves a node 45 degrees off the axis reachable', () => {
    expect(nearestNode(centre, [centre, { key: 'diagonal', x: 20, y: 20 }], 'down')?.key).toBe('diagonal');
  });

  it('reads only the arrow keys', () => {
    expect(directionOf('ArrowLeft')).toBe('left');
    expect(directionOf('Enter')).toBeUndefined();
  });
});

describe('nodeAppearance', () => {
  it('draws kinds as people, places, groups, items, stories and worlds', () => {
    expect(nodeAppearance('character').group).toBe('Person');
    expect(nodeAppearance('novels/characters').group).toBe('Person');
    expect(nodeAppearance('location').group).toBe('Place');
    expect(nodeAppearance('worlds/settlements').group).toBe('Place');
    expect(nodeAppearance('universes/factions').group).toBe('Group');
    expect(nodeAppearance('campaigns/items').group).toBe('Item');
    expect(nodeAppearance('novel').group).toBe('Story');
    expect(nodeAppearance('universe').group).toBe('World');
    expect(nodeAppearance('campaigns/quests').group).toBe('Other');
  });
});
