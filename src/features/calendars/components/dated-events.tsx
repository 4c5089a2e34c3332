import { memo } from 'react';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { Button } from '../../../ui/button';
import type { EventPlacement, PlacedEvent } from '../model/event-placement';
import type { MonthOf } from '../model/month-grid';
import { ScrollList } from './scroll-list';

export type DatedEventsProps = {
  placement: EventPlacement;
  onShow: (month: MonthOf) => void;
};

/** The timelines' events in the calendar's order, as written: each dated one leads to its month; the rest stay text. */
// Memoised, and windowed when long: a list of thousands must cost nothing when only the month shown changes.
export const DatedEvents = memo(function DatedEvents({ placement, onShow }: DatedEventsProps) {
  const { dated, undated } = placement;
  return (
    <section aria-labelledby="calendar-events" className="flex flex-col gap-3">
      <h2 id="calendar-events" className="text-lg font-semibold text-fg">
        Events
      </h2>
      {dated.length === 0 && undated.length === 0 ? (
        <p className="text-sm text-fg-muted">No events yet: add some to one of its timelines.</p>
      ) : null}
      {dated.length > 0 ? (
        <ScrollList<PlacedEvent>
          items={dated}
          label="Dated events"
          rowHeight={48}
          maxHeight={384}
          getKey={({ event }) => event.id}
          renderRow={({ event, date }) => (
            <div className="flex h-12 items-center justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-fg">{event.title}</span>
                <span className="block truncate text-xs text-fg-muted">{event.date}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Show ${event.title} in its month`}
                onClick={() => onShow({ year: date.date.year, month: date.date.month })}
              >
                Show
              </Button>
            </div>
          )}
        />
      ) : null}
      {undated.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">Not dated in this calendar</h3>
          <ScrollList<TimelineEvent>
            items={undated}
            label="Events not dated in this calendar"
            ordered={false}
            rowHeight={28}
            maxHeight={224}
            getKey={(event) => event.id}
            renderRow={(event) => (
              <span className="block truncate py-1 text-sm text-fg-muted">
                <span className="text-fg">{event.title}</span> · {event.date}
              </span>
            )}
          />
        </div>
      ) : null}
    </section>
  );
});
