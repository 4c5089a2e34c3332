import { memo } from 'react';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { type EventActionHandlers, EventActions, type EventRowProps } from '../../../ui/event-actions';
import { EventIconGlyph } from '../../../ui/event-icon';
import { EventPlace } from '../../../ui/event-place';
import { WorldDateReading } from '../../../ui/world-date/world-date-line';
import { EventBadges, EventCharacters, EventMarker, EventTags } from './event-badges';
import { EventHeading } from './event-heading';
import { fullWidthRowStyle, VirtualEventList } from './virtual-event-list';

export type EventViewMode = 'timeline' | 'list' | 'card';

export type EventViewProps = EventActionHandlers & {
  events: readonly TimelineEvent[];
};

const TimelineRow = memo(function TimelineRow({ event, onEdit, onDelete }: EventRowProps) {
  return (
    <article aria-label={event.title} className="flex gap-3 sm:gap-4">
      <div className="relative flex flex-col items-center">
        <EventMarker event={event} />
        <span aria-hidden="true" className="absolute top-9 bottom-0 w-0.5 bg-border-strong" />
      </div>
      <div className="min-w-0 flex-1 pb-4">
        <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <EventHeading event={event} className="gap-1" titleClassName="text-base" />
            <EventActions event={event} onEdit={onEdit} onDelete={onDelete} />
          </div>
          <EventBadges event={event} />
          <p className="prose-text text-sm text-fg-muted">{event.description}</p>
          <EventCharacters characters={event.characters} />
          <EventPlace placeId={event.placeId} />
          <EventTags tags={event.tags} />
        </div>
      </div>
    </article>
  );
});

/** The events on a vertical line, one after another in date order. */
export function EventTimelineView({ events, onEdit, onDelete }: EventViewProps) {
  return (
    <VirtualEventList
      events={events}
      estimateSize={190}
      rowStyle={fullWidthRowStyle}
      renderEvent={(event) => <TimelineRow event={event} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}

const ListRow = memo(function ListRow({ event, onEdit, onDelete }: EventRowProps) {
  return (
    <article
      aria-label={event.title}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border px-3 py-2.5 sm:flex-nowrap"
    >
      <span aria-hidden="true" className="text-accent-text">
        <EventIconGlyph icon={event.icon} />
      </span>
      <div className="w-40 shrink-0 sm:w-48">
        <p className="truncate text-xs font-medium text-fg-muted">{event.date}</p>
        <WorldDateReading text={event.date} />
      </div>
      <h3 className="min-w-0 flex-1 basis-40 truncate text-sm font-medium text-fg">{event.title}</h3>
      <EventBadges event={event} />
      <EventActions event={event} onEdit={onEdit} onDelete={onDelete} />
    </article>
  );
});

/** A dense list: date, title, importance and type per line. */
export function EventListView({ events, onEdit, onDelete }: EventViewProps) {
  return (
    <div className="rounded-xl border border-border bg-surface">
      <VirtualEventList
        events={events}
        estimateSize={53}
        rowStyle={fullWidthRowStyle}
        renderEvent={(event) => <ListRow event={event} onEdit={onEdit} onDelete={onDelete} />}
      />
    </div>
  );
}
