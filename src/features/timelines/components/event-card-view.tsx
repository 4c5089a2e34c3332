import { memo, useLayoutEffect, useState } from 'react';
import { EventActions, type EventRowProps } from '../../../ui/event-actions';
import { EventPlace } from '../../../ui/event-place';
import { EventBadges, EventCharacters, EventMarker, EventTags } from './event-badges';
import { EventHeading } from './event-heading';
import type { EventViewProps } from './event-views';
import { VirtualEventList } from './virtual-event-list';

const EventCard = memo(function EventCard({ event, onEdit, onDelete }: EventRowProps) {
  return (
    <article
      aria-label={event.title}
      className="flex h-full flex-col gap-3 overflow-hidden rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <EventMarker event={event} />
          <EventHeading event={event} className="gap-0.5" titleClassName="line-clamp-2 text-sm" />
        </div>
        <EventActions event={event} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <EventBadges event={event} />
      <p className="line-clamp-2 text-sm text-fg-muted">{event.description}</p>
      <div className="mt-auto flex flex-col gap-2">
        <EventCharacters characters={event.characters} />
        <EventPlace placeId={event.placeId} />
        <EventTags tags={event.tags} max={3} />
      </div>
    </article>
  );
});

/** Columns for the card grid from the width the list actually has (the filter sidebar takes some). */
export function cardColumnsFor(width: number): number {
  if (width >= 900) return 3;
  if (width >= 560) return 2;
  return 1;
}

function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

// Cards share one fixed height so the columns line up row by row; their text is clamped to fit.
const CARD_HEIGHT = 264;
const CARD_GAP = 16;

/** Cards in columns, row by row in date order. Tags stop at three, then '+N'. */
export function EventCardView({ events, onEdit, onDelete }: EventViewProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(container);
  const columns = width > 0 ? cardColumnsFor(width) : 1;
  return (
    <div ref={setContainer}>
      <VirtualEventList
        events={events}
        estimateSize={CARD_HEIGHT}
        lanes={columns}
        gap={CARD_GAP}
        isMeasured={false}
        rowStyle={(item, scrollMargin) => ({
          position: 'absolute',
          top: 0,
          height: CARD_HEIGHT,
          left: `calc(${item.lane} * (100% + ${CARD_GAP}px) / ${columns})`,
          width: `calc((100% - ${(columns - 1) * CARD_GAP}px) / ${columns})`,
          transform: `translateY(${item.start - scrollMargin}px)`,
        })}
        renderEvent={(event) => <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />}
      />
    </div>
  );
}
