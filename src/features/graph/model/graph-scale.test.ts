import { describe, expect, it } from 'vitest';
import { graphSize, LARGE_GRAPH, layoutOptionsFor } from './graph-layout';
import { renderOptionsFor } from './graph-render';
import { type Point, spreadNodes } from './spread-nodes';

/** The option a plan sets, read as the page hands it to Cytoscape. */
const option = (options: object, name: string): unknown => (options as Record<string, unknown>)[name];

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
    expect(option(plan.options, 'name')).toBe('fcose');
    expect(option(plan.options, 'quality')).toBe('default');
    expect(option(plan.options, 'animate')).toBe(true);
    expect(plan.spread).toBeUndefined();
    expect(option(layoutOptionsFor(40, 80, true).options, 'animate')).toBe(false);
  });

  it('lays a large graph out with the spectral draft only, not animated, then spreads it', () => {
    const plan = layoutOptionsFor(2_000, 5_000, false);
    expect(option(plan.options, 'name')).toBe('fcose');
    expect(option(plan.options, 'quality')).toBe('draft');
    expect(option(plan.options, 'animate')).toBe(false);
    expect(plan.spread?.spacing).toBeGreaterThanOrEqual(34);
  });

  it('places a single node on a grid', () => {
    expect(option(layoutOptionsFor(1, 0, false).options, 'name')).toBe('grid');
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
  });

  it('draws a large graph for speed: plain unlabelled edges, nothing costly while the view moves', () => {
    const render = renderOptionsFor(2_000, 5_000);
    expect(render.edgeCurve).toBe('haystack');
    expect(render.hasEdgeLabels).toBe(false);
    expect(render.hasArrows).toBe(false);
    expect(render.minZoomedFontSize).toBeGreaterThan(0);
    expect(render.core.hideEdgesOnViewport).toBe(true);
    expect(render.core.hideLabelsOnViewport).toBe(true);
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
