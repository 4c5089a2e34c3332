export type Point = { x: number; y: number };

/**
 * Moves points apart so that no two are closer than `spacing`, keeping the drawing's shape: each point
 * keeps its direction from the centroid and its rank by distance, the ranks spread evenly over a disc
 * with room for every point, then, nearest the centre first, each takes the free cell of a `spacing`
 * grid nearest to it. A spectral layout (fCoSE's draft) stacks nodes with the same distances to its
 * samples on one spot and crowds the middle; this undoes that in milliseconds where a force-directed
 * pass over thousands of nodes takes seconds.
 */
export function spreadNodes(points: readonly Point[], spacing: number): Point[] {
  const count = points.length;
  if (count === 0) return [];
  let cx = 0;
  let cy = 0;
  for (const point of points) {
    cx += point.x;
    cy += point.y;
  }
  cx /= count;
  cy /= count;
  // A disc holding `count` cells with a quarter to spare; rank i of n sits at R·√((i + ½) / n), so the
  // points are as dense in the middle as at the rim.
  const radius = spacing * Math.sqrt((1.25 * count) / Math.PI);
  const order = points
    .map((point, index) => ({
      index,
      distance: Math.hypot(point.x - cx, point.y - cy),
      angle: Math.atan2(point.y - cy, point.x - cx),
    }))
    .sort((a, b) => a.distance - b.distance);
  const scaled: Point[] = new Array(count);
  order.forEach(({ index, angle }, rank) => {
    const r = radius * Math.sqrt((rank + 0.5) / count);
    scaled[index] = { x: r * Math.cos(angle), y: r * Math.sin(angle) };
  });

  const taken = new Set<number>();
  // Cells as one number: columns and rows stay well inside ±2^20 for any graph we draw.
  const cellKey = (column: number, row: number) => (column + 1_048_576) * 2_097_152 + (row + 1_048_576);
  const placed: Point[] = new Array(count);
  for (const { index } of order) {
    const point = scaled[index] as Point;
    const column = Math.round(point.x / spacing);
    const row = Math.round(point.y / spacing);
    let best: { column: number; row: number } | undefined;
    for (let ring = 0; best === undefined; ring += 1) {
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let dc = -ring; dc <= ring; dc += 1) {
        const isEdgeColumn = dc === -ring || dc === ring;
        for (let dr = -ring; dr <= ring; dr += isEdgeColumn ? 1 : 2 * ring) {
          if (taken.has(cellKey(column + dc, row + dr))) continue;
          const distance = ((column + dc) * spacing - point.x) ** 2 + ((row + dr) * spacing - point.y) ** 2;
          if (distance < bestDistance) {
            bestDistance = distance;
            best = { column: column + dc, row: row + dr };
          }
        }
      }
    }
    taken.add(cellKey(best.column, best.row));
    placed[index] = { x: cx + best.column * spacing, y: cy + best.row * spacing };
  }
  return placed;
}
