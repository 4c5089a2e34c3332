import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Lists up to this long are rendered whole: every row is in the page for find-in-page and screen
 * readers' list navigation, whatever sits above the list. Longer ones keep a few rows either side.
 */
const WHOLE_LIST_UP_TO = 50;
const OVERSCAN = 8;

/** Before the browser reports the window's size (and in the benchmark's server render), assume a laptop. */
const FALLBACK_VIEWPORT = { width: 1280, height: 800 };

function initialViewport() {
  if (typeof window === 'undefined' || window.innerHeight === 0) return FALLBACK_VIEWPORT;
  return { width: window.innerWidth, height: window.innerHeight };
}

/** Where the list starts on the page: the window scrolls, and the virtualiser counts from the top. */
function useOffsetFromPageTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // What sits above the list (header, wrapping filters) can change height; re-measure when it does.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { ref, offset };
}

export type WindowListOptions = {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string | number;
  /** Columns: items fill them row by row (their height must then be fixed, so rows line up). */
  lanes?: number;
  gap?: number;
};

/**
 * A window-scrolled virtual list: only the rows near the viewport are in the DOM, so a timeline of
 * 10,000 events renders a few dozen rows. Rows are measured as they render (their heights vary).
 */
export function useWindowList<T extends HTMLElement>({
  count,
  estimateSize,
  getItemKey,
  lanes = 1,
  gap = 0,
}: WindowListOptions) {
  const { ref, offset } = useOffsetFromPageTop<T>();
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey,
    overscan: count <= WHOLE_LIST_UP_TO ? count : OVERSCAN,
    lanes,
    gap,
    scrollMargin: offset,
    initialRect: initialViewport(),
    // Where layout is not computed (unit tests), a measured 0 would collapse every row onto the first.
    measureElement: (element) =>
      element.getBoundingClientRect().height || estimateSize(Number(element.getAttribute('data-index'))),
  });
  return { listRef: ref, virtualizer, scrollMargin: offset };
}

/** Keys rows by event id, so a row keeps its measured height when the filter changes what is above it. */
export function keyById(items: readonly { id: string }[]): (index: number) => string | number {
  return (index) => items[index]?.id ?? index;
}
