import type { Point } from './spread-nodes';

/**
 * Pivot MDS (Brandes and Pich, 2006): places nodes so that distances on the page follow the number of
 * steps between them in the graph. Hop counts from a few pivots (each the node farthest from those
 * chosen before) stand in for all pairs; the two leading eigenvectors of the double-centred pivot
 * distances give x and y. The same idea as fCoSE's spectral step, on plain arrays: tens of milliseconds
 * for thousands of nodes where Cytoscape's collections take most of a second. Deterministic (the first
 * pivot is the best-connected node), so a graph is drawn the same way each time it is opened.
 * `edges` are pairs of node indexes; nodes in other components sit one step beyond the farthest.
 */
export function pivotLayout(
  nodeCount: number,
  edges: readonly (readonly [number, number])[],
  pivotCount = 50,
): Point[] {
  if (nodeCount === 0) return [];
  const neighbours = adjacency(nodeCount, edges);
  const k = Math.min(pivotCount, nodeCount);

  // distances[p * n + i]: steps from the p-th pivot to node i.
  const distances = new Float64Array(k * nodeCount);
  const nearestPivot = new Float64Array(nodeCount).fill(Number.POSITIVE_INFINITY);
  let pivot = 0;
  for (let i = 1; i < nodeCount; i += 1) {
    if ((neighbours[i]?.length ?? 0) > (neighbours[pivot]?.length ?? 0)) pivot = i;
  }
  for (let p = 0; p < k; p += 1) {
    const row = distances.subarray(p * nodeCount, (p + 1) * nodeCount);
    stepsFrom(pivot, neighbours, row);
    let next = 0;
    for (let i = 0; i < nodeCount; i += 1) {
      nearestPivot[i] = Math.min(nearestPivot[i] as number, row[i] as number);
      if ((nearestPivot[i] as number) > (nearestPivot[next] as number)) next = i;
    }
    pivot = next;
  }

  // Double centring of the squared distances: C = -½ (D² - row means - column means + grand mean).
  const squared = distances.map((d) => d * d);
  const nodeMeans = new Float64Array(nodeCount);
  const pivotMeans = new Float64Array(k);
  let grand = 0;
  for (let p = 0; p < k; p += 1) {
    for (let i = 0; i < nodeCount; i += 1) {
      const value = squared[p * nodeCount + i] as number;
      nodeMeans[i] = (nodeMeans[i] as number) + value / k;
      pivotMeans[p] = (pivotMeans[p] as number) + value / nodeCount;
      grand += value / (k * nodeCount);
    }
  }
  const centred = new Float64Array(k * nodeCount);
  for (let p = 0; p < k; p += 1) {
    for (let i = 0; i < nodeCount; i += 1) {
      const at = p * nodeCount + i;
      centred[at] =
        -0.5 * ((squared[at] as number) - (nodeMeans[i] as number) - (pivotMeans[p] as number) + grand);
    }
  }

  // The k × k matrix CᵀC and its two leading eigenvectors by power iteration.
  const gram = new Float64Array(k * k);
  for (let p = 0; p < k; p += 1) {
    for (let q = p; q < k; q += 1) {
      let sum = 0;
      for (let i = 0; i < nodeCount; i += 1) {
        sum += (centred[p * nodeCount + i] as number) * (centred[q * nodeCount + i] as number);
      }
      gram[p * k + q] = sum;
      gram[q * k + p] = sum;
    }
  }
  const first = leadingEigenvector(gram, k, undefined);
  const second = leadingEigenvector(gram, k, first);

  const points: Point[] = [];
  for (let i = 0; i < nodeCount; i += 1) {
    let x = 0;
    let y = 0;
    for (let p = 0; p < k; p += 1) {
      const value = centred[p * nodeCount + i] as number;
      x += value * (first[p] as number);
      y += value * (second[p] as number);
    }
    points.push({ x, y });
  }
  return points;
}

function adjacency(nodeCount: number, edges: readonly (readonly [number, number])[]): number[][] {
  const neighbours: number[][] = Array.from({ length: nodeCount }, () => []);
  for (const [from, to] of edges) {
    if (from === to || from < 0 || to < 0 || from >= nodeCount || to >= nodeCount) continue;
    neighbours[from]?.push(to);
    neighbours[to]?.push(from);
  }
  return neighbours;
}

/** Breadth-first steps from `start` into `row`; nodes it cannot reach get one more than the farthest. */
function stepsFrom(start: number, neighbours: readonly number[][], row: Float64Array) {
  row.fill(-1);
  const queue = new Int32Array(row.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  row[start] = 0;
  let farthest = 0;
  while (head < tail) {
    const node = queue[head++] as number;
    const steps = (row[node] as number) + 1;
    for (const next of neighbours[node] ?? []) {
      if ((row[next] as number) >= 0) continue;
      row[next] = steps;
      farthest = Math.max(farthest, steps);
      queue[tail++] = next;
    }
  }
  for (let i = 0; i < row.length; i += 1) if ((row[i] as number) < 0) row[i] = farthest + 1;
}

/** The leading eigenvector of a symmetric k × k matrix, orthogonal to `other` when given. */
function leadingEigenvector(matrix: Float64Array, k: number, other: Float64Array | undefined): Float64Array {
  let vector = new Float64Array(k).map((_, i) => 1 + ((i * 7) % 5) / 10);
  for (let round = 0; round < 100; round += 1) {
    if (other !== undefined) {
      let dot = 0;
      for (let i = 0; i < k; i += 1) dot += (vector[i] as number) * (other[i] as number);
      for (let i = 0; i < k; i += 1) vector[i] = (vector[i] as number) - dot * (other[i] as number);
    }
    const next = new Float64Array(k);
    for (let i = 0; i < k; i += 1) {
      let sum = 0;
      for (let j = 0; j < k; j += 1) sum += (matrix[i * k + j] as number) * (vector[j] as number);
      next[i] = sum;
    }
    const length = Math.hypot(...next);
    if (length === 0) return next;
    for (let i = 0; i < k; i += 1) next[i] = (next[i] as number) / length;
    let change = 0;
    for (let i = 0; i < k; i += 1) change += Math.abs((next[i] as number) - (vector[i] as number));
    vector = next;
    if (change < 1e-9) break;
  }
  return vector;
}
