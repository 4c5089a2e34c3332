import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { PanZoomView } from './pan-zoom-view';

/** The spec's zoom range and step for entity diagrams on detail screens (section 9). */
export const DIAGRAM_ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

export type DiagramCanvasProps = {
  /** Names the diagram for assistive technology, e.g. "Diagram of The Emberreach". */
  label: string;
  /** The laid-out diagram's size at zoom 1, in px. */
  width: number;
  height: number;
  /** The tallest the window onto the diagram grows, in px (it otherwise fits the diagram). */
  maxHeight: number;
  /** Extra classes of the canvas box, e.g. "mx-auto". */
  className?: string;
  /** Colour of the connecting lines (a text colour class: lines are drawn in currentColor). */
  edgeClassName: string;
  /** The connecting lines and their labels: SVG content, hidden from assistive technology. */
  edges: ReactNode;
  /** The boxes, positioned absolutely over the lines. */
  children: ReactNode;
};

/**
 * An entity diagram in a pan-and-zoom window: an SVG layer of lines under absolutely placed boxes,
 * both in the same laid-out coordinates.
 */
export function DiagramCanvas({
  label,
  width,
  height,
  maxHeight,
  className,
  edgeClassName,
  edges,
  children,
}: DiagramCanvasProps) {
  return (
    <PanZoomView
      label={label}
      min={DIAGRAM_ZOOM.min}
      max={DIAGRAM_ZOOM.max}
      step={DIAGRAM_ZOOM.step}
      height={`${Math.min(height + 16, maxHeight)}px`}
    >
      <div className={cn('relative', className)} style={{ width, height }}>
        <svg
          aria-hidden="true"
          width={width}
          height={height}
          className={cn('absolute inset-0 overflow-visible', edgeClassName)}
        >
          {edges}
        </svg>
        {children}
      </div>
    </PanZoomView>
  );
}
