// The Timeline view drawn to scale (issue 15): a horizontal axis of day numbers (common/time/engine.ts)
// seen through a window that pans and zooms. The view is the day at the left edge and the days one
// pixel spans, so zooming from millennia to days is one multiplication and every position is exact.

/** What the window shows: `start` is the day at its left edge, `daysPerPx` how many days a pixel spans. */
export type TimeView = { start: number; daysPerPx: number };

/** The closest zoom: a day 80 px wide; the farthest: 100 million years across a wide screen. */
export const MIN_DAYS_PER_PX = 1 / 80;
export const MAX_DAYS_PER_PX = 40_000_000;
/** One zoom button or key press: ×2 in or out. */
export const ZOOM_STEP = 2;
/** One arrow key: a tenth of the window. */
export const PAN_FRACTION = 0.1;

export const dayToX = (view: TimeView, day: number): number => (day - view.start) / view.daysPerPx;
export const xToDay = (view: TimeView, x: number): number => view.start + x * view.daysPerPx;

const clampDaysPerPx = (daysPerPx: number) => Math.min(MAX_DAYS_PER_PX, Math.max(MIN_DAYS_PER_PX, daysPerPx));

/** Zooms by `factor` (> 1 zooms in) keeping the day under `x` where it is. */
export function zoomAt(view: TimeView, factor: number, x: number): TimeView {
  const daysPerPx = clampDaysPerPx(view.daysPerPx / factor);
  const anchor = xToDay(view, x);
  return { start: anchor - x * daysPerPx, daysPerPx };
}

export function panBy(view: TimeView, dx: number): TimeView {
  return { ...view, start: view.start - dx * view.daysPerPx };
}

/** The view that shows the days from `first` to `last` across `width` pixels, with a margin each side. */
export function fitView(first: number, last: number, width: number): TimeView {
  const span = Math.max(last - first, 30);
  const margin = span * 0.06;
  const daysPerPx = clampDaysPerPx((span + 2 * margin) / Math.max(width, 1));
  const middle = (first + last) / 2;
  return { start: middle - (width / 2) * daysPerPx, daysPerPx };
}

/** The view moved so that `day` is in the middle of the window. */
export function centreOn(view: TimeView, day: number, width: number): TimeView {
  return { ...view, start: day - (width / 2) * view.daysPerPx };
}

/** The key a focused scale handles, as the view after it; undefined for other keys. */
export function keyToView(
  key: string,
  view: TimeView,
  width: number,
  fitAll: () => TimeView,
): TimeView | undefined {
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, ZOOM_STEP, width / 2);
    case '-':
    case '_':
      return zoomAt(view, 1 / ZOOM_STEP, width / 2);
    case 'ArrowLeft':
      return panBy(view, width * PAN_FRACTION);
    case 'ArrowRight':
      return panBy(view, -width * PAN_FRACTION);
    case 'Home':
      return fitAll();
    default:
      return undefined;
  }
}

/** A wheel step as a zoom factor: smooth for pinches and wheels alike, about ×1.2 per notch. */
export function wheelZoomFactor(deltaY: number): number {
  return 2 ** (-Math.max(-300, Math.min(300, deltaY)) / 360);
}

/** The marker of one event, or of several too close to tell apart at this zoom. */
export type ScaleItem = {
  /** Index of its first event in the dated list, and how many it holds from there. */
  first: number;
  count: number;
  firstDay: number;
  lastDay: number;
};

/**
 * Groups events (sorted by day) whose markers would overlap: an event joins the group before it when
 * it lies less than `gapPx` pixels from that group's first event. Positions are absolute (not of the
 * window), so panning never regroups; it costs one pass over the events and is redone per zoom.
 */
export function clusterDays(days: readonly number[], daysPerPx: number, gapPx: number): ScaleItem[] {
  const items: ScaleItem[] = [];
  const gap = gapPx * daysPerPx;
  let current: ScaleItem | undefined;
  days.forEach((day, index) => {
    if (current !== undefined && day - current.firstDay < gap) {
      current.count += 1;
      current.lastDay = day;
      return;
    }
    current = { first: index, count: 1, firstDay: day, lastDay: day };
    items.push(current);
  });
  return items;
}

/** The index range [from, to) of items (sorted by first day) whose marker may show in the window. */
export function visibleRange(
  items: readonly ScaleItem[],
  view: TimeView,
  width: number,
  marginPx: number,
): [number, number] {
  const low = xToDay(view, -marginPx);
  const high = xToDay(view, width + marginPx);
  const firstAtOrAfter = (day: number) => {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((items[mid] as ScaleItem).firstDay < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [firstAtOrAfter(low), firstAtOrAfter(high)];
}
