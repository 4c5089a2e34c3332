import { describe, expect, it } from 'vitest';
import {
  graphSize,
  LARGE_GRAPH,
  LARGE_GRAPH_SPACING,
  type LayoutPlan,
  layoutOptionsFor,
} from './graph-layout';
import { renderOptionsFor } from './graph-render';
import { pivotLayout } from './pivot-layout';
import { type Point, spreadNodes } from './spread-nodes';

/** The option a Cytoscape plan sets, read as the page hands it to Cytoscape. */
const option = (plan: LayoutPlan, name: string): unknown =>
  plan.kind === 'cytoscape' ? (plan.options as unknown as Record<string, unknown>)[name] : undefined;

describe('graphSize', () => {
  it('calls a graph large from the node or the edge threshold on', () => {
    expect(graphSize(LARGE_GRAPH.nodes - 1, LARGE_GRAPH.edges - 1)).toBe('small');
    expect(graphSize(LARGE_GRAPH.nodes, 0)).toBe('large');
    expect(graphSize(40, LARGE_GRAPH.edges)).toBe('large');
    expect(graphSize(2_000, 5_000)).toBe('large');
  });
});

describe('layoutOptionsFor', () => {
  it('lays a small graph out in full quality, animated unless motion is reduced', () => {
    const plan = layoutOptionsFor(40, 80, false);
    expect(plan.kind).toBe('cytoscape');
    expect(option(plan, 'name')).toBe('fcose');
    expect(option(plan, 'quality')).toBe('default');
    expect(option(plan, 'animate')).toBe(true);
    expect(option(layoutOptionsFor(40, 80, true), 'animate')).toBe(false);
  });

  it('lays a large graph out by pivot MDS and spreads it, with no force-directed pass', () => {
    const plan = layoutOptionsFor(2_000, 5_000, false);
    expect(plan.kind).toBe('pivot-mds');
    if (plan.kind !== 'pivot-mds') return;
    expect(plan.spacing).toBeGreaterThanOrEqual(34);
    expect(layoutOptionsFor(100, LARGE_GRAPH.edges, false).kind).toBe('pivot-mds');
  });

  it('places a single node on a grid', () => {
    expect(option(layoutOptionsFor(1, 0, false), 'name')).toBe('grid');
  });
});

describe('renderOptionsFor', () => {
  it('draws a small graph in full: curved, named, directed edges and labels at every zoom', () => {
    const render = renderOptionsFor(40, 80);
    expect(render.edgeCurve).toBe('bezier');
    expect(render.hasEdgeLabels).toBe(true);
    expect(render.hasArrows).toBe(true);
    expect(render.minZoomedFontSize).toBe(0);
    expect(render.core.hideEdgesOnViewport).toBe(false);
    expect(render.core.hideLabelsOnViewport).toBe(false);
    expect(render.core.textureOnViewport).toBe(false);
  });

  it('draws a large graph for speed: plain unlabelled edges, nothing costly while the view moves', () => {
    const render = renderOptionsFor(2_000, 5_000);
    expect(render.edgeCurve).toBe('haystack');
    expect(render.hasEdgeLabels).toBe(false);
    expect(render.hasArrows).toBe(false);
    expect(render.minZoomedFontSize).toBeGreaterThan(0);
    // Labels no wider than the room between a large graph's nodes.
    expect(render.labelMaxWidth).toBeLessThan(LARGE_GRAPH_SPACING);
    expect(render.core.hideEdgesOnViewport).toBe(true);
    expect(render.core.hideLabelsOnViewport).toBe(true);
    expect(render.core.textureOnViewport).toBe(true);
    expect(render.core.motionBlur).toBe(false);
    expect(render.core.pixelRatio).toBe(1);
    // Room to zoom out until thousands of nodes fit the drawing.
    expect(render.core.minZoom).toBeLessThan(renderOptionsFor(40, 80).core.minZoom);
  });
});

describe('spreadNodes', () => {
  const closest = (points: readonly Point[]) => {
    let best = Number.POSITIVE_INFINITY;
    for (const [i, a] of points.entries()) {
      for (const b of points.slice(i + 1)) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
    }
    return best;
  };

  it('moves nodes stacked on one spot at least the spacing apart', () => {
    const stacked = Array.from({ length: 50 }, () => ({ x: 10, y: 10 }));
    const spread = spreadNodes(stacked, 60);
    expect(spread).toHaveLength(50);
    expect(closest(spread)).toBeGreaterThanOrEqual(60);
  });

  it('keeps each group of nodes on its side of the drawing', () => {
    const left = Array.from({ length: 20 }, (_, i) => ({ x: -500 - i, y: i % 3 }));
    const right = Array.from({ length: 20 }, (_, i) => ({ x: 500 + i, y: i % 3 }));
    const spread = spreadNodes([...left, ...right], 60);
    expect(closest(spread)).toBeGreaterThanOrEqual(60);
    const onLeft = spread.slice(0, 20).filter((point) => point.x < 0).length;
    const onRight = spread.slice(20).filter((point) => point.x > 0).length;
    // The innermost of each may land on the middle column; the rest stay on their side.
    expect(onLeft).toBeGreaterThanOrEqual(18);
    expect(onRight).toBeGreaterThanOrEqual(18);
  });

  it('packs a sparse drawing into a disc with room for each node', () => {
    const far = Array.from({ length: 100 }, (_, i) => ({
      x: (i % 10) * 5_000,
      y: Math.floor(i / 10) * 5_000,
    }));
    const spread = spreadNodes(far, 60);
    const xs = spread.map((point) => point.x);
    // 100 cells of 60 px with a quarter to spare make a disc about 760 px across.
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(1_000);
    expect(closest(spread)).toBeGreaterThanOrEqual(60);
  });

  it('leaves nothing to place for no nodes', () => {
    expect(spreadNodes([], 60)).toEqual([]);
  });
});

describe('pivotLayout', () => {
  /** Two rings of ten nodes joined by a path of three steps. */
  const twoRings = (): [number, number][] => {
    const edges: [number, number][] = [];
    for (let i = 0; i < 10; i += 1) {
      edges.push([i, (i + 1) % 10]);
      edges.push([10 + i, 10 + ((i + 1) % 10)]);
    }
    edges.push([0, 20], [20, 21], [21, 10]);
    return edges;
  };
  const centroid = (points: readonly Point[]) => ({
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  });

  it('draws tied nodes close and distant ones apart', () => {
    const points = pivotLayout(22, twoRings());
    const first = centroid(points.slice(0, 10));
    const second = centroid(points.slice(10, 20));
    const apart = Math.hypot(first.x - second.x, first.y - second.y);
    const widest = Math.max(...points.slice(0, 10).map((p) => Math.hypot(p.x - first.x, p.y - first.y)));
    expect(apart).toBeGreaterThan(widest);
  });

  it('lays a path out in its order', () => {
    const path = Array.from({ length: 11 }, (_, i): [number, number] => [i, i + 1]);
    const xs = pivotLayout(12, path).map((point) => point.x);
    const rising = xs.every((x, i) => i === 0 || x > (xs[i - 1] as number));
    const falling = xs.every((x, i) => i === 0 || x < (xs[i - 1] as number));
    expect(rising || falling).toBe(true);
  });

  it('draws the same graph the same way each time', () => {
    expect(pivotLayout(22, twoRings())).toEqual(pivotLayout(22, twoRings()));
  });

  it('places every node of a graph in pieces, and none for an empty one', () => {
    const points = pivotLayout(6, [
      [0, 1],
      [2, 3],
    ]);
    expect(points).toHaveLength(6);
    expect(points.every((point) => Number.isFinite(point.x) && Number.isFinite(point.y))).toBe(true);
    expect(pivotLayout(0, [])).toEqual([]);
  });
});
