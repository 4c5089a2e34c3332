import type cytoscape from 'cytoscape';
import { pivotLayout } from './pivot-layout';
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

/** Grid spacing of a large graph's nodes once spread: 34 px nodes, and labels of about ten letters. */
export const LARGE_GRAPH_SPACING = 84;

/**
 * What the page runs to place the nodes: a Cytoscape layout, or (for a large graph) pivot MDS
 * (`pivotLayout`) and then the nodes spread apart (`spreadNodes`), on plain arrays.
 */
export type LayoutPlan =
  | { kind: 'cytoscape'; options: cytoscape.LayoutOptions }
  | { kind: 'pivot-mds'; pivots: number; spacing: number };

/**
 * Small graphs: fCoSE at its default quality (spectral start, then force-directed), animated unless the
 * reader asks for less motion. Large graphs: pivot MDS, then spread apart on a grid, since a
 * force-directed pass over them takes seconds and fCoSE's spectral draft alone most of one (and stacks
 * nodes with the same distances on one spot). A single node: a grid.
 */
export function layoutOptionsFor(nodeCount: number, edgeCount: number, isReducedMotion: boolean): LayoutPlan {
  if (nodeCount <= 1) {
    return { kind: 'cytoscape', options: { name: 'grid', animate: false, padding: 30 } };
  }
  if (graphSize(nodeCount, edgeCount) === 'large') {
    return { kind: 'pivot-mds', pivots: 50, spacing: LARGE_GRAPH_SPACING };
  }
  return {
    kind: 'cytoscape',
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
  };
}

/**
 * Runs the plan on `cy`'s elements and resolves once the nodes stand where they will be drawn: a
 * Cytoscape layout until it stops, or positions computed apart from Cytoscape and applied in one batch,
 * the view fitted to them.
 */
export async function runGraphLayout(cy: cytoscape.Core, plan: LayoutPlan): Promise<void> {
  switch (plan.kind) {
    case 'cytoscape': {
      const layout = cy.layout(plan.options);
      const stopped = new Promise<void>((done) => {
        layout.one('layoutstop', () => done());
      });
      layout.run();
      await stopped;
      return;
    }
    case 'pivot-mds': {
      const nodes = cy.nodes();
      const indexOf = new Map<string, number>();
      nodes.forEach((node, index) => {
        indexOf.set(node.id(), index);
      });
      const edges: [number, number][] = [];
      cy.edges().forEach((edge) => {
        const from = indexOf.get(edge.data('source') as string);
        const to = indexOf.get(edge.data('target') as string);
        if (from !== undefined && to !== undefined) edges.push([from, to]);
      });
      const placed = spreadNodes(pivotLayout(nodes.length, edges, plan.pivots), plan.spacing);
      cy.batch(() => {
        nodes.forEach((node, index) => {
          const point = placed[index];
          if (point !== undefined) node.position(point);
        });
      });
      cy.fit(undefined, 30);
      return;
    }
  }
}
