import { Maximize2, Minus, Plus } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { Calendar } from '../../../../common/time/calendar';
import { cn } from '../../../lib/cn';
import { IconButton } from '../../../ui/button';
import { type ScaledEvent, scaledDateText } from '../model/scale-events';
import {
  centreOn,
  clusterDays,
  dayToX,
  fitView,
  keyToView,
  MAX_DAYS_PER_PX,
  MIN_DAYS_PER_PX,
  panBy,
  type ScaleItem,
  type TimeView,
  visibleRange,
  wheelZoomFactor,
  ZOOM_STEP,
  zoomAt,
} from '../model/time-scale';
import { levelName, tickLevel } from '../model/time-ticks';
import { AXIS_Y, CHART_HEIGHT, TimeScaleAxis } from './time-scale-axis';

/** Markers closer than this merge into one "N events" chip; three rows give each label 3 × this. */
const GAP_PX = 48;
const ROW_TOP = 32;
const ROW_HEIGHT = 32;

type Drag = { kind: 'idle' } | { kind: 'dragging'; startX: number; origin: TimeView };

export type TimeScaleChartProps = {
  label: string;
  calendar: Calendar;
  dated: readonly ScaledEvent[];
  days: readonly number[];
  selectedIds: readonly string[];
  /** Shows these events' details: one marker's, or a chip's of events on one day. */
  onSelect: (ids: string[]) => void;
};

/**
 * Events on a horizontal axis of days. The window is one small state (`TimeView`); wheel and pinch
 * steps are gathered per animation frame and drawn in it, and only markers near the window are
 * rendered, so a frame's work is bounded by the window's width, not by the number of events.
 */
export function TimeScaleChart({ label, calendar, dated, days, selectedIds, onSelect }: TimeScaleChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? first;
  const fitAll = useCallback((at: number) => fitView(first, last, at), [first, last]);
  const [view, setView] = useState<TimeView | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const widthRef = useRef(width);
  widthRef.current = width;
  const dragRef = useRef<Drag>({ kind: 'idle' });
  const focusRef = useRef<number | null>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.round(frame.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width > 0 && viewRef.current === null) setView(fitAll(width));
  }, [width, fitAll]);

  // Wheel and pinch (a ctrl+wheel in browsers) zoom about the pointer; sideways scrolling pans. One
  // update per animation frame however many wheel events come, drawn synchronously inside it.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let pending: { factor: number; x: number; dx: number } | null = null;
    let handle = 0;
    const apply = () => {
      handle = 0;
      const step = pending;
      pending = null;
      if (!step) return;
      flushSync(() => setView((current) => current && panBy(zoomAt(current, step.factor, step.x), step.dx)));
    };
    const handleWheel = (event: WheelEvent) => {
      const isZoom = event.ctrlKey || event.metaKey;
      const isPan = !isZoom && Math.abs(event.deltaX) > Math.abs(event.deltaY);
      if (!isZoom && !isPan) return;
      event.preventDefault();
      const x = event.clientX - frame.getBoundingClientRect().left;
      pending ??= { factor: 1, x, dx: 0 };
      if (isZoom) {
        pending.factor *= wheelZoomFactor(event.deltaY * (event.deltaMode === 1 ? 40 : 1));
        pending.x = x;
      } else pending.dx -= event.deltaX;
      if (handle === 0) handle = requestAnimationFrame(apply);
    };
    frame.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      frame.removeEventListener('wheel', handleWheel);
      cancelAnimationFrame(handle);
    };
  }, []);

  const items = useMemo(
    () => (view ? clusterDays(days, view.daysPerPx, GAP_PX) : []),
    [days, view?.daysPerPx, view],
  );

  useEffect(() => {
    if (focusRef.current === null) return;
    const button = frameRef.current?.querySelector<HTMLElement>(`[data-first="${focusRef.current}"]`);
    focusRef.current = null;
    button?.focus();
  });

  if (view === null || width === 0) {
    return <div ref={frameRef} className="h-[172px] rounded-xl border border-border bg-surface-sunken" />;
  }

  const level = tickLevel(calendar, view.daysPerPx);
  const [from, to] = visibleRange(items, view, width, 160);
  const shown = items.slice(from, to);

  const zoomBy = (factor: number) => setView((current) => current && zoomAt(current, factor, width / 2));

  function showItem(index: number) {
    const item = items[index];
    if (!item) return;
    const x = dayToX(view as TimeView, item.firstDay);
    if (x < 0 || x > width) setView((current) => current && centreOn(current, item.firstDay, width));
    focusRef.current = item.first;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onItem = (event.target as HTMLElement).dataset.first;
    if (onItem !== undefined && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const index = items.findIndex((item) => item.first === Number(onItem));
      showItem(index + (event.key === 'ArrowRight' ? 1 : -1));
      return;
    }
    const next = keyToView(event.key, view as TimeView, width, () => fitAll(width));
    if (!next) return;
    event.preventDefault();
    setView(next);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    dragRef.current = { kind: 'dragging', startX: event.clientX, origin: view as TimeView };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (drag.kind === 'dragging') setView(panBy(drag.origin, event.clientX - drag.startX));
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    dragRef.current = { kind: 'idle' };
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-fg-muted">
          Drag or use the arrow keys to move in time; + and − (or Ctrl and the wheel) zoom, Home shows all.
        </p>
        <div className="flex items-center gap-1">
          <output aria-live="polite" className="px-2 text-sm text-fg tabular-nums">
            Scale: {levelName(level)}
          </output>
          <IconButton
            aria-label="Zoom out"
            size="sm"
            variant="secondary"
            icon={<Minus aria-hidden="true" />}
            disabled={view.daysPerPx >= MAX_DAYS_PER_PX}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          />
          <IconButton
            aria-label="Zoom in"
            size="sm"
            variant="secondary"
            icon={<Plus aria-hidden="true" />}
            disabled={view.daysPerPx <= MIN_DAYS_PER_PX}
            onClick={() => zoomBy(ZOOM_STEP)}
          />
          <IconButton
            aria-label="Show all events"
            size="sm"
            variant="ghost"
            icon={<Maximize2 aria-hidden="true" />}
            onClick={() => setView(fitAll(width))}
          />
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a drawing */}
      <div
        ref={frameRef}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scale takes focus so its keys work
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        className="relative touch-pan-y overflow-hidden rounded-xl border border-border bg-surface-sunken select-none"
        style={{ height: CHART_HEIGHT }}
      >
        <TimeScaleAxis calendar={calendar} view={view} width={width} level={level} />
        <ol aria-label="Events to scale" className="absolute inset-0 m-0 list-none p-0">
          {shown.map((item, offset) => (
            <ScaleMarker
              key={`${item.first}-${item.count}`}
              item={item}
              row={(from + offset) % 3}
              x={dayToX(view, item.firstDay)}
              calendar={calendar}
              dated={dated}
              isSelected={item.count === 1 && dated[item.first]?.event.id === selectedIds[0]}
              onOpen={(target) => {
                // A chip of one day's events opens them all; a wider one zooms in on its stretch.
                if (target.count === 1 || target.lastDay === target.firstDay) {
                  onSelect(
                    dated.slice(target.first, target.first + target.count).map(({ event }) => event.id),
                  );
                } else setView(fitView(target.firstDay, target.lastDay, width));
              }}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}

function ScaleMarker({
  item,
  row,
  x,
  calendar,
  dated,
  isSelected,
  onOpen,
}: {
  item: ScaleItem;
  row: number;
  x: number;
  calendar: Calendar;
  dated: readonly ScaledEvent[];
  isSelected: boolean;
  onOpen: (item: ScaleItem) => void;
}) {
  const firstEvent = dated[item.first];
  if (!firstEvent) return null;
  const top = ROW_TOP + row * ROW_HEIGHT;
  const isCluster = item.count > 1;
  const firstDate = scaledDateText(calendar, firstEvent);
  const name = !isCluster
    ? `${firstEvent.event.title}, ${firstDate}`
    : item.lastDay === item.firstDay
      ? `${item.count} events on ${firstDate}`
      : `${item.count} events, ${firstDate} to ${scaledDateText(calendar, dated[item.first + item.count - 1] ?? firstEvent)}: zoom in`;
  return (
    <li className="absolute top-0 left-0" style={{ transform: `translate(${x - 6}px, ${top}px)` }}>
      <span
        aria-hidden="true"
        className="absolute left-[5.5px] w-px bg-border-strong"
        style={{ top: 24, height: AXIS_Y - top - 24 }}
      />
      <button
        type="button"
        data-first={item.first}
        aria-label={name}
        title={name}
        {...(isCluster ? {} : { 'aria-pressed': isSelected })}
        onClick={() => onOpen(item)}
        className={cn(
          'flex h-6 max-w-36 items-center gap-1.5 rounded-full border py-0.5 pr-2 pl-0.5 text-xs font-medium whitespace-nowrap shadow-sm',
          isCluster
            ? 'border-accent bg-accent-soft text-accent-text'
            : isSelected
              ? 'border-accent bg-accent text-accent-fg'
              : 'border-border-strong bg-surface text-fg hover:border-accent',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-3 shrink-0 rounded-full border-2',
            isCluster || isSelected ? 'border-current' : 'border-accent',
            firstEvent.event.type === 'major' && 'bg-current',
          )}
        />
        <span aria-hidden="true" className="truncate">
          {isCluster ? `${item.count} events` : firstEvent.event.title}
        </span>
      </button>
    </li>
  );
}
