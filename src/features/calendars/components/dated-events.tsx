import { memo } from 'react';
import { Button } from '../../../ui/button';
import type { EventPlacement } from '../model/event-placement';
import type { MonthOf } from '../model/month-grid';

export type DatedEventsProps = {
  placement: EventPlacement;
  onShow: (month: MonthOf) => void;
};

/** The timelines' events in the calendar's order, as written: each dated one leads to its month; the rest stay text. */
// Memoised: a list of thousands must not re-render when only the month shown changes.
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
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {dated.map(({ event, date }) => (
            <li key={event.id} className="flex items-center justify-between gap-3 text-sm">
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
            </li>
          ))}
        </ol>
      ) : null}
      {undated.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">Not dated in this calendar</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {undated.map((event) => (
              <li key={event.id} className="text-fg-muted">
                <span className="text-fg">{event.title}</span> · {event.date}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
});
