// Moving between the graph's nodes with the arrow keys: the nearest node in the key's direction (within
// 60 degrees of it), so the selection goes where the eye expects on any layout.

export type Direction = 'left' | 'right' | 'up' | 'down';
export type PlacedNode = { key: string; x: number; y: number };

const VECTORS: Record<Direction, [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/** The arrow key's direction, or undefined for any other key. */
export function directionOf(key: string): Direction | undefined {
  const found = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }[key];
  return found as Direction | undefined;
}

/**
 * The node to move to from `from` in `direction`: the closest whose angle from that direction is at
 * most 60 degrees (nearer the axis wins between equals); undefined when there is none that way.
 */
export function nearestNode(
  from: PlacedNode,
  nodes: readonly PlacedNode[],
  direction: Direction,
): PlacedNode | undefined {
  const [dx, dy] = VECTORS[direction];
  let best: { node: PlacedNode; score: number } | undefined;
  for (const node of nodes) {
    if (node.key === from.key) continue;
    const vx = node.x - from.x;
    const vy = node.y - from.y;
    const distance = Math.hypot(vx, vy);
    if (distance === 0) continue;
    const along = (vx * dx + vy * dy) / distance;
    if (along < 0.5) continue;
    // Distance, stretched for nodes off the axis.
    const score = distance * (2 - along);
    if (best === undefined || score < best.score) best = { node, score };
  }
  return best?.node;
}
