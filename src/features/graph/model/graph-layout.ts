import type cytoscape from 'cytoscape';

/**
 * The layout the graph page runs (fCoSE, a grid for a single node): here, not in the canvas, so that
 * the graph bench times exactly what the page asks of Cytoscape.
 */
export function graphLayout(nodeCount: number, isReducedMotion: boolean): cytoscape.LayoutOptions {
  return {
    name: nodeCount > 1 ? 'fcose' : 'grid',
    animate: !isReducedMotion && nodeCount < 200,
    animationDuration: 200,
    randomize: true,
    nodeRepulsion: () => 6000,
    idealEdgeLength: () => 110,
    padding: 30,
  } as cytoscape.LayoutOptions;
}
