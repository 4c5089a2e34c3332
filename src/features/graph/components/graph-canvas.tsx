import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type EntitySummary, entityKey } from '../../../../common/workspace/entities';
import type { GraphView } from '../../../../common/workspace/graph';
import { ownPicture } from '../../../../common/workspace/pictures';
import { isSymmetric } from '../../../../common/workspace/relations';
import { usePictureSources } from '../../../ui/picture-sources';
import { graphNodeData } from '../model/graph-elements';
import { graphSize, layoutOptionsFor, runGraphLayout } from '../model/graph-layout';
import { type RenderOptions, renderOptionsForSize } from '../model/graph-render';
import { directionOf, nearestNode } from '../model/nearest-node';

// The drawn graph (Cytoscape.js with the fCoSE layout): loaded with the graph page only, never with a
// record's page or the login screen. The list beside it is the source of truth for screen readers; this
// is for the eye, and is still worked by the keyboard (arrows move, Enter opens, + and - zoom).

cytoscape.use(fcose);

export type GraphCanvasProps = {
  view: GraphView;
  /** The selected node's key (`entityKey`), moved by clicks and arrow keys. */
  selected: string | undefined;
  onSelect: (key: string) => void;
  /** Opens a node's page (a click, or Enter on the selected node). */
  onOpen: (node: EntitySummary) => void;
  /** The focused node, drawn larger; undefined when the whole graph is shown. */
  centre: string | undefined;
  /** The keyboard help shown beside the canvas. */
  describedBy?: string;
};

/** The theme's colours now (they switch with the `dark` class). */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || '#888888';
  return {
    read,
    fg: read('--fg'),
    muted: read('--fg-muted'),
    surface: read('--surface'),
    accent: read('--accent'),
  };
}

function stylesheet(render: RenderOptions): cytoscape.StylesheetJson {
  const { read, fg, muted, surface, accent } = themeColours();
  return [
    {
      selector: 'node',
      style: {
        shape: 'data(shape)' as never,
        'background-color': 'data(fill)',
        'border-color': 'data(stroke)',
        'border-width': 2,
        width: 34,
        height: 34,
        label: 'data(name)',
        color: fg,
        'font-size': 12,
        'font-family': 'ui-sans-serif, system-ui, sans-serif',
        'text-valign': 'bottom',
        'text-margin-y': 5,
        'text-wrap': 'ellipsis',
        'text-max-width': `${render.labelMaxWidth}px`,
        'text-background-color': surface,
        'text-background-opacity': 0.85,
        'text-background-padding': '2px',
        'text-background-shape': 'roundrectangle',
        'min-zoomed-font-size': render.minZoomedFontSize,
      },
    },
    {
      // A portrait or a thing's image fills the node's shape; the border keeps the kind's colour.
      selector: 'node[picture]',
      style: {
        'background-image': 'data(picture)',
        'background-fit': 'cover',
        'background-clip': 'node',
        width: 40,
        height: 40,
      },
    },
    {
      selector: 'node[?isCentre]',
      style: { width: 44, height: 44, 'border-width': 3 },
    },
    {
      selector: 'node.is-selected',
      style: { 'border-color': accent, 'border-width': 5, 'overlay-opacity': 0 },
    },
    {
      selector: 'edge',
      style: {
        width: 1.5,
        'line-color': muted,
        'target-arrow-color': muted,
        'target-arrow-shape': render.hasArrows ? ('data(arrow)' as never) : 'none',
        'curve-style': render.edgeCurve,
        label: render.hasEdgeLabels ? 'data(label)' : '',
        color: muted,
        'font-size': 10,
        'text-rotation': 'autorotate',
        'text-background-color': surface,
        'text-background-opacity': 0.9,
        'text-background-padding': '1px',
      },
    },
    { selector: 'node:active', style: { 'overlay-color': read('--accent'), 'overlay-opacity': 0.15 } },
  ];
}

function elementsOf(
  view: GraphView,
  centre: string | undefined,
  sources: ReadonlyMap<string, string>,
): ElementDefinition[] {
  const { read } = themeColours();
  const sourceOf = (url: string) => sources.get(url);
  const nodes = view.nodes.map(
    (node): ElementDefinition => ({ group: 'nodes', data: graphNodeData(node, { centre, read, sourceOf }) }),
  );
  const edges = view.edges.map(
    (edge): ElementDefinition => ({
      group: 'edges',
      data: {
        id: `relation:${edge.id}`,
        source: edge.source,
        target: edge.target,
        label: edge.label,
        arrow: isSymmetric(edge.relation) ? 'none' : 'triangle',
      },
    }),
  );
  return [...nodes, ...edges];
}

export default function GraphCanvas({
  view,
  selected,
  onSelect,
  onOpen,
  centre,
  describedBy,
}: GraphCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | undefined>(undefined);
  const { sources, readers } = usePictureSources(view.nodes.map((node) => ownPicture(node.imageUrl)));
  const latest = useRef({ view, onSelect, onOpen, sources });
  latest.current = { view, onSelect, onOpen, sources };

  // One Cytoscape instance per mount and size of graph (its renderer's options are fixed when it is
  // made); its elements follow the view. A new size comes with a new view, so the effect below runs
  // after this one has made the new instance.
  const size = graphSize(view.nodes.length, view.edges.length);
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const render = renderOptionsForSize(size);
    const cy = cytoscape({
      container,
      style: stylesheet(render),
      ...render.core,
      wheelSensitivity: 0.4,
      boxSelectionEnabled: false,
      autoungrabify: false,
    });
    cyRef.current = cy;
    cy.on('tap', 'node', (event) => {
      const key = event.target.id() as string;
      const node = latest.current.view.nodes.find((entry) => entityKey(entry) === key);
      latest.current.onSelect(key);
      if (node !== undefined) latest.current.onOpen(node);
    });
    // The theme can change while the graph is shown: repaint from the new colours.
    const observer = new MutationObserver(() => {
      cy.style(stylesheet(render));
      cy.batch(() => {
        for (const element of elementsOf(latest.current.view, undefined, latest.current.sources)) {
          if (element.group === 'nodes') cy.getElementById(String(element.data.id)).data(element.data);
        }
      });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      cy.destroy();
      cyRef.current = undefined;
    };
  }, [size]);

  useEffect(() => {
    const cy = cyRef.current;
    if (cy === undefined) return;
    cy.batch(() => {
      cy.elements().remove();
      cy.add(elementsOf(view, centre, latest.current.sources));
    });
    const isReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    void runGraphLayout(cy, layoutOptionsFor(view.nodes.length, view.edges.length, isReducedMotion));
  }, [view, centre]);

  // A picture read after the nodes were drawn is put on them without laying the graph out again.
  useEffect(() => {
    const cy = cyRef.current;
    if (cy === undefined) return;
    cy.batch(() => {
      for (const node of latest.current.view.nodes) {
        const url = ownPicture(node.imageUrl);
        const source = url === undefined ? undefined : sources.get(url);
        const drawn = cy.getElementById(entityKey(node));
        if (drawn.empty()) continue;
        if (source === undefined) drawn.removeData('picture');
        else drawn.data('picture', source);
      }
    });
  }, [sources]);

  useEffect(() => {
    const cy = cyRef.current;
    if (cy === undefined) return;
    cy.nodes().removeClass('is-selected');
    if (selected === undefined) return;
    const node = cy.getElementById(selected);
    if (node.nonempty()) {
      node.addClass('is-selected');
      // Keep the selected node in view as the keyboard moves.
      const extent = cy.extent();
      const { x, y } = node.position();
      if (x < extent.x1 || x > extent.x2 || y < extent.y1 || y > extent.y2) cy.center(node);
    }
  }, [selected]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cy = cyRef.current;
    if (cy === undefined) return;
    const direction = directionOf(event.key);
    if (direction !== undefined) {
      event.preventDefault();
      const placed = cy.nodes().map((node) => ({ key: node.id(), ...node.position() }));
      const from = placed.find((node) => node.key === selected);
      const next = from === undefined ? placed[0] : nearestNode(from, placed, direction);
      if (next !== undefined) onSelect(next.key);
    } else if (event.key === 'Enter' && selected !== undefined) {
      event.preventDefault();
      const node = view.nodes.find((entry) => entityKey(entry) === selected);
      if (node !== undefined) onOpen(node);
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      const factor = event.key === '-' ? 1 / 1.25 : 1.25;
      cy.zoom({
        level: cy.zoom() * factor,
        renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 },
      });
    } else if (event.key === '0') {
      event.preventDefault();
      cy.fit(undefined, 30);
    }
  }

  return (
    <>
      {readers}
      <div
        ref={containerRef}
        role="application"
        aria-roledescription="relationship graph"
        aria-label="Relationship graph"
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region, worked by the keyboard as a whole
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          if (selected === undefined && view.nodes[0] !== undefined) onSelect(entityKey(view.nodes[0]));
        }}
        className="h-[28rem] w-full rounded-xl border border-border bg-surface-sunken lg:h-[36rem]"
      />
    </>
  );
}
