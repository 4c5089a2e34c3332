import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../../lib/cn';

/** Up to this many rows are all in the DOM; longer lists keep only the rows near the view. */
export const WINDOWED_FROM = 80;

export type ScrollListProps<T> = {
  items: readonly T[];
  /** Names the list (and its scrolling region when the list is windowed). */
  label: string;
  /** Every row's height in px (rows are one or two lines of fixed height, so nothing is measured). */
  rowHeight: number;
  /** The region's height in px: the list scrolls inside it. */
  maxHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  ordered?: boolean;
  className?: string;
};

/**
 * A list that scrolls inside its own region. A short list is plain; a long one (the calendar page's
 * thousands of dated events) renders only the rows near the view, so nothing else on the page pays for
 * its length: a month change no longer restyles and lays out every row (decision 044).
 */
export function ScrollList<T>(props: ScrollListProps<T>) {
  return props.items.length < WINDOWED_FROM ? <PlainList {...props} /> : <WindowedList {...props} />;
}

function PlainList<T>({
  items,
  label,
  rowHeight,
  maxHeight,
  getKey,
  renderRow,
  ordered = true,
  className,
}: ScrollListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  // A list taller than its region scrolls: it must then be reachable by keyboard to scroll it.
  const mayScroll = items.length * rowHeight > maxHeight;
  return (
    <List
      aria-label={label}
      tabIndex={mayScroll ? 0 : undefined}
      className={cn(
        'flex flex-col overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
      style={{ maxHeight }}
    >
      {items.map((item) => (
        <li key={getKey(item)}>{renderRow(item)}</li>
      ))}
    </List>
  );
}

function WindowedList<T>({
  items,
  label,
  rowHeight,
  maxHeight,
  getKey,
  renderRow,
  ordered = true,
  className,
}: ScrollListProps<T>) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: 8,
    initialRect: { width: 600, height: maxHeight },
  });
  const List = ordered ? 'ol' : 'ul';
  return (
    <section
      ref={scrollRef}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      className={cn(
        'overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
      style={{ maxHeight, contain: 'strict', height: maxHeight }}
    >
      <List aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item)}
            </li>
          );
        })}
      </List>
    </section>
  );
}
