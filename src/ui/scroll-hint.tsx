import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { cn } from '../lib/cn';

export type Overflow = { isHiddenBefore: boolean; isHiddenAfter: boolean };

/** Whether a horizontally scrolling element hides content before or after what it shows (1 px slack). */
export function overflowOf(
  element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>,
): Overflow {
  const left = Math.abs(element.scrollLeft);
  return {
    isHiddenBefore: left > 1,
    isHiddenAfter: left + element.clientWidth < element.scrollWidth - 1,
  };
}

/** Scrolls the bar (never the page) so that the current tab is not hidden past its end on first show. */
function revealCurrentTab(scroller: HTMLElement): void {
  const current = scroller.querySelector('[aria-current="page"], [role="tab"][data-state="active"]');
  if (!current) return;
  const hidden = current.getBoundingClientRect().right - scroller.getBoundingClientRect().right;
  if (hidden > 0) scroller.scrollLeft += hidden + 40;
}

/** Follows a scroller's overflow as it scrolls and resizes. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ isHiddenBefore: false, isHiddenAfter: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setOverflow((previous) => {
        const next = overflowOf(element);
        const isSame =
          previous.isHiddenBefore === next.isHiddenBefore && previous.isHiddenAfter === next.isHiddenAfter;
        return isSame ? previous : next;
      });
    revealCurrentTab(element);
    update();
    element.addEventListener('scroll', update, { passive: true });
    // jsdom has no ResizeObserver; the scroll listener alone is enough there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return overflow;
}

export type ScrollHintsProps = {
  scrollerRef: RefObject<HTMLElement | null>;
  /** The colour behind the scroller, so the fade melts into it: 'bg' (page) or 'sunken' (a tab list). */
  tone?: 'bg' | 'sunken';
};

const fades = {
  bg: { before: 'from-bg via-bg/90', after: 'from-bg via-bg/90' },
  sunken: {
    before: 'from-surface-sunken via-surface-sunken/90',
    after: 'from-surface-sunken via-surface-sunken/90',
  },
};

/**
 * Fading edges with a chevron where a tab bar hides tabs, so a phone user sees there is more. The
 * chevrons scroll by most of a screen for pointer users; keyboard users reach every tab with Tab or the
 * arrow keys (the browser scrolls the focused tab into view), so the chevrons stay out of the tab order.
 * Place inside a `relative` parent of the scroller.
 */
export function ScrollHints({ scrollerRef, tone = 'bg' }: ScrollHintsProps) {
  const { isHiddenBefore, isHiddenAfter } = useHorizontalOverflow(scrollerRef);
  const scroll = useCallback(
    (direction: 1 | -1) => {
      const element = scrollerRef.current;
      if (!element) return;
      element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
    },
    [scrollerRef],
  );
  const edge =
    'absolute inset-y-0 z-10 flex w-10 items-center text-fg-muted transition-opacity duration-150 hover:text-fg motion-reduce:transition-none';
  return (
    <>
      {isHiddenBefore ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-hint="before"
          onClick={() => scroll(-1)}
          className={cn(
            edge,
            'left-0 justify-start bg-linear-to-r to-transparent pl-0.5',
            fades[tone].before,
          )}
        >
          <ChevronLeft className="size-4" />
        </button>
      ) : null}
      {isHiddenAfter ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-hint="after"
          onClick={() => scroll(1)}
          className={cn(edge, 'right-0 justify-end bg-linear-to-l to-transparent pr-0.5', fades[tone].after)}
        >
          <ChevronRight className="size-4" />
        </button>
      ) : null}
    </>
  );
}
