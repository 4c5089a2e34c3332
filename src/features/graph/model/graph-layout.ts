import type cytoscape from 'cytoscape';
import { spreadNodes } from './spread-nodes';

// The layout and drawing the graph page asks of Cytoscape, chosen by the graph's size: here, not in the
// canvas, so that the graph bench times exactly what the page runs.

/**
 * From this many nodes (or edges) a graph is large: fCoSE's force-directed pass grows with the nodes
 * times their neighbours on every one of its hundreds of iterations (about 1.5 s for 300 nodes and 750
 * edges on two shared cores, 30 s and more for 2,000 and 5,000), and the canvas cannot redraw thousands
 * of labelled, curved edges in a frame.
 */
export const LARGE_GRAPH = { nodes: 300, edges: 750 } as const;

export type GraphSize = 'small' | 'large';

export function graphSize(nodeCount: number, edgeCount: number): GraphSize {
  return nodeCount >= LARGE_GRAPH.nodes || edgeCount >= LARGE_GRAPH.edges ? 'large' : 'small';
}

/** Grid spacing of a large graph's nodes once spread (34 px nodes, room for a short label). */
export const LARGE_GRAPH_SPACING = 60;

export type LayoutPlan = {
  options: cytoscape.LayoutOptions;
  /** Spread the nodes apart after the layout, `spacing` apart at least; undefined when not needed. */
  spread: { spacing: number } | undefined;
};

/**
 * Small graphs: fCoSE at its default quality (spectral start, then force-directed), animated unless the
 * reader asks for less motion. Large graphs: fCoSE's draft (the spectral step only, well under a second
 * for thousands of nodes), not animated, then spread apart (`spreadNodes`) since a spectral layout
 * stacks nodes with the same distances on one spot. A single node: a grid.
 */
export function layoutOptionsFor(nodeCount: number, edgeCount: number, isReducedMotion: boolean): LayoutPlan {
  if (nodeCount <= 1) {
    return { options: { name: 'grid', animate: false, padding: 30 }, spread: undefined };
  }
  if (graphSize(nodeCount, edgeCount) === 'large') {
    return {
      options: {
        name: 'fcose',
        quality: 'draft',
        animate: false,
        randomize: true,
        // The spread fits the drawing once the nodes stand apart.
        fit: false,
        padding: 30,
      } as cytoscape.LayoutOptions,
      spread: { spacing: LARGE_GRAPH_SPACING },
    };
  }
  return {
    options: {
      name: 'fcose',
      quality: 'default',
      animate: !isReducedMotion,
      animationDuration: 200,
      randomize: true,
      nodeRepulsion: () => 6000,
      idealEdgeLength: () => 110,
      padding: 30,
    } as cytoscape.LayoutOptions,
    spread: undefined,
  };
}

/**
 * Runs the plan on `cy`'s elements and resolves once the nodes stand where they will be drawn: the
 * layout's own work, then (for a large graph) the spread applied in one batch and the view fitted.
 */
export async function runGraphLayout(cy: cytoscape.Core, plan: LayoutPlan): Promise<void> {
  const layout = cy.layout(plan.options);
  const stopped = new Promise<void>((done) => {
    layout.one('layoutstop', () => done());
  });
  layout.run();
  await stopped;
  if (plan.spread === undefined || cy.destroyed()) return;
  const nodes = cy.nodes();
  const spread = spreadNodes(
    nodes.map((node) => node.position()),
    plan.spread.spacing,
  );
  cy.batch(() => {
    nodes.forEach((node, index) => {
      const point = spread[index];
      if (point !== undefined) node.position(point);
    });
  });
  cy.fit(undefined, 30);
}
