import { Minus, Plus, RotateCcw } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '../lib/cn';
import { IconButton } from './button';
import {
  canZoom,
  type DragState,
  dragTo,
  initialPanZoom,
  keyToPanZoom,
  type PanZoomLimits,
  type PanZoomState,
  startDrag,
  zoomBy,
} from './pan-zoom';

export type PanZoomViewProps = {
  /** Names the canvas for assistive technology, e.g. "Diagram of The Emberreach". */
  label: string;
  /** Smallest zoom (0.5 = 50 %). */
  min?: number;
  /** Largest zoom (2 = 200 %). */
  max?: number;
  /** How much one button press or key press changes the zoom. */
  step?: number;
  /** Height of the visible window onto the canvas (any CSS length). */
  height?: string;
  className?: string;
  /** The canvas content, laid out at zoom 1; it is moved and scaled as a whole. */
  children: ReactNode;
};

/** Presses that start on a link or control belong to it, not to panning. */
function isInteractiveTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea') !== null;
}

export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/**
 * A window onto a larger canvas that can be dragged to pan and zoomed by buttons or keys (arrows pan,
 * + and - zoom, 0 resets). The view state is local, per the spec; the transitions live in pan-zoom.ts.
 */
export function PanZoomView({
  label,
  min = 0.5,
  max = 2,
  step = 0.1,
  height = '26rem',
  className,
  children,
}: PanZoomViewProps) {
  const limits = useMemo<PanZoomLimits>(() => ({ min, max, step }), [min, max, step]);
  const [view, setView] = useState<PanZoomState>(initialPanZoom);
  const [isDragging, setIsDragging] = useState(false);
  const dragRef = useRef<DragState>({ kind: 'idle' });
  const hintId = useId();

  const canZoomIn = canZoom(view, 1, limits);
  const canZoomOut = canZoom(view, -1, limits);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || isInteractiveTarget(event.target)) return;
    dragRef.current = startDrag(view, event.clientX, event.clientY);
    event.currentTarget.setPointerCapture(event.pointerId);
    setIsDragging(true);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const next = dragTo(dragRef.current, event.clientX, event.clientY);
    if (next) setView(next);
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (dragRef.current.kind === 'idle') return;
    dragRef.current = { kind: 'idle' };
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setIsDragging(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys typed on a link inside the canvas keep their meaning there.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyToPanZoom(event.key, view, limits);
    if (!next) return;
    event.preventDefault();
    setView(next);
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-fg-muted">
          Drag to pan, or focus the diagram and use the arrow keys; + and − zoom, 0 resets.
        </p>
        <div className="flex items-center gap-1">
          <IconButton
            aria-label="Zoom out"
            size="sm"
            variant="secondary"
            icon={<Minus aria-hidden="true" />}
            disabled={!canZoomOut}
            onClick={() => setView((current) => zoomBy(current, -1, limits))}
          />
          <output
            aria-live="polite"
            aria-label="Zoom level"
            className="w-12 text-center text-sm text-fg tabular-nums"
          >
            {zoomPercent(view.zoom)}
          </output>
          <IconButton
            aria-label="Zoom in"
            size="sm"
            variant="secondary"
            icon={<Plus aria-hidden="true" />}
            disabled={!canZoomIn}
            onClick={() => setView((current) => zoomBy(current, 1, limits))}
          />
          <IconButton
            aria-label="Reset view"
            size="sm"
            variant="ghost"
            icon={<RotateCcw aria-hidden="true" />}
            onClick={() => setView(initialPanZoom)}
          />
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a canvas */}
      <div
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes focus so its keys (arrows, +, -, 0) work
        tabIndex={0}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onKeyDown={handleKeyDown}
        className={cn(
          'relative touch-none overflow-hidden rounded-xl border border-border bg-surface-sunken select-none',
          isDragging ? 'cursor-grabbing' : 'cursor-grab',
        )}
        style={{ height }}
      >
        <div
          className={cn(
            // At least as wide as the window, so content can centre itself in it at 100 %.
            'absolute top-0 left-0 min-w-full origin-top-left',
            !isDragging && 'transition-transform',
          )}
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
            transitionDuration: '100ms',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
