import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { keyById, useWindowList } from './use-window-list';

/** A row laid over the list at its virtual offset, full width (timeline and list views). */
export function fullWidthRowStyle(item: VirtualItem, scrollMargin: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    transform: `translateY(${item.start - scrollMargin}px)`,
  };
}

export type VirtualEventListProps = {
  events: readonly TimelineEvent[];
  /** First guess at a row's height in px (the exact height when rows are not measured). */
  estimateSize: number;
  /** Columns: items fill them row by row (their height must then be fixed, so rows line up). */
  lanes?: number;
  gap?: number;
  /** Whether rows are measured as they render (false where every row has the same fixed height). */
  isMeasured?: boolean;
  rowStyle: (item: VirtualItem, scrollMargin: number) => CSSProperties;
  renderEvent: (event: TimelineEvent) => ReactNode;
};

/**
 * The "Events" list every view shares: only the rows near the viewport are in the DOM, each a list
 * item that still tells assistive technology its place in the whole list.
 */
export function VirtualEventList({
  events,
  estimateSize,
  lanes = 1,
  gap = 0,
  isMeasured = true,
  rowStyle,
  renderEvent,
}: VirtualEventListProps) {
  const { listRef, virtualizer, scrollMargin } = useWindowList<HTMLUListElement>({
    count: events.length,
    estimateSize: () => estimateSize,
    getItemKey: keyById(events),
    lanes,
    gap,
  });
  return (
    <ul ref={listRef} aria-label="Events" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const event = events[item.index];
        if (!event) return null;
        return (
          <li
            key={item.key}
            ref={isMeasured ? virtualizer.measureElement : undefined}
            data-index={isMeasured ? item.index : undefined}
            aria-setsize={events.length}
            aria-posinset={item.index + 1}
            style={rowStyle(item, scrollMargin)}
          >
            {renderEvent(event)}
          </li>
        );
      })}
    </ul>
  );
}
