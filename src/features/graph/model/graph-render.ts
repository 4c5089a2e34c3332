import { type GraphSize, graphSize, LARGE_GRAPH_SPACING } from './graph-layout';

/** How the canvas draws a graph of a given size: Cytoscape's renderer options and the style's costs. */
export type RenderOptions = {
  size: GraphSize;
  /** Cytoscape core options fixed when the instance is made. */
  core: {
    minZoom: number;
    maxZoom: number;
    hideEdgesOnViewport: boolean;
    hideLabelsOnViewport: boolean;
    textureOnViewport: boolean;
    motionBlur: boolean;
    pixelRatio: number | 'auto';
  };
  /** `curve-style` of edges: bezier separates parallel ties; haystack is drawn as plain lines, fast. */
  edgeCurve: 'bezier' | 'haystack';
  /** Edge labels (the relation's name) and arrows: the costliest things to draw, and only legible close up. */
  hasEdgeLabels: boolean;
  hasArrows: boolean;
  /** Node labels drawn only once they would be at least this many pixels high (0: always). */
  minZoomedFontSize: number;
  /** A node label's widest, cut with an ellipsis: a large graph's labels fit between its grid's nodes. */
  labelMaxWidth: number;
};

/**
 * A small graph is drawn in full: curved edges with their names and arrows, labels at every zoom. A
 * large one (`graphSize`) is drawn for speed: while the view pans or zooms, one picture of the nodes
 * (no edges, no labels) is scaled instead of thousands of elements redrawn in every frame, and the full
 * drawing comes back when it stops; straight unlabelled edges, labels only once legible, one canvas pixel
 * per CSS pixel, and room to zoom out far enough to see it all. The connections table beside the drawing still names every
 * relation and its direction.
 */
export function renderOptionsFor(nodeCount: number, edgeCount: number): RenderOptions {
  return renderOptionsForSize(graphSize(nodeCount, edgeCount));
}

export function renderOptionsForSize(size: GraphSize): RenderOptions {
  if (size === 'large') {
    return {
      size,
      core: {
        minZoom: 0.05,
        maxZoom: 3,
        hideEdgesOnViewport: true,
        hideLabelsOnViewport: true,
        textureOnViewport: true,
        motionBlur: false,
        pixelRatio: 1,
      },
      edgeCurve: 'haystack',
      hasEdgeLabels: false,
      hasArrows: false,
      minZoomedFontSize: 9,
      labelMaxWidth: LARGE_GRAPH_SPACING - 6,
    };
  }
  return {
    size,
    core: {
      minZoom: 0.2,
      maxZoom: 3,
      hideEdgesOnViewport: false,
      hideLabelsOnViewport: false,
      textureOnViewport: false,
      motionBlur: false,
      pixelRatio: 'auto',
    },
    edgeCurve: 'bezier',
    hasEdgeLabels: true,
    hasArrows: true,
    minZoomedFontSize: 0,
    labelMaxWidth: 140,
  };
}
