import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import type { EventActionHandlers } from '../../../ui/event-actions';
import { EventActions } from '../../../ui/event-actions';
import { scaledDateText, scaleEvents } from '../model/scale-events';
import { EventBadges } from './event-badges';
import { TimeScaleChart } from './time-scale-chart';

export type TimeScaleViewProps = EventActionHandlers & {
  name: string;
  events: readonly TimelineEvent[];
  /** The owner's calendar; null when the owner has none. */
  calendar: Calendar | null;
  /** Where the owner's calendar is set up. */
  calendarHref: string;
};

/**
 * The Timeline view spaced by real time (issue 15): the events the owner's calendar can date on an axis
 * of days with its eras, the chosen events' details under it, and the events it cannot date apart.
 */
export default function TimeScaleView({
  name,
  events,
  calendar,
  calendarHref,
  onEdit,
  onDelete,
}: TimeScaleViewProps) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const scaled = useMemo(() => (calendar ? scaleEvents(events, calendar) : null), [events, calendar]);
  if (calendar === null || scaled === null) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5">
        <p className="text-sm text-fg-muted">
          Events are placed in time by the calendar of this timeline's owner, and it has none yet.
        </p>
        <Link
          to={calendarHref}
          className="inline-flex items-center gap-2 font-medium text-accent-text underline-offset-2 hover:underline"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          Set up a calendar
        </Link>
      </div>
    );
  }
  const chosen = scaled.dated.filter(({ event }) => selectedIds.includes(event.id));
  return (
    <section aria-labelledby="scale-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="scale-heading" className="sr-only">
        Events in time
      </h2>
      <p className="text-sm text-fg-muted">
        {scaled.dated.length} of {events.length} events placed in the {calendar.name}.
      </p>
      {scaled.dated.length > 0 ? (
        <TimeScaleChart
          label={`${name} in time`}
          calendar={calendar}
          dated={scaled.dated}
          days={scaled.days}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
        />
      ) : null}
      {chosen.length > 0 ? (
        <ul aria-label="Chosen events" className="flex flex-col gap-2">
          {chosen.slice(0, 50).map((entry) => (
            <li key={entry.event.id}>
              <article
                aria-label={entry.event.title}
                className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="text-xs font-medium text-accent-text">{scaledDateText(calendar, entry)}</p>
                    <h3 className="text-base font-semibold text-fg">{entry.event.title}</h3>
                  </div>
                  <EventActions event={entry.event} onEdit={onEdit} onDelete={onDelete} />
                </div>
                <EventBadges event={entry.event} />
                <p className="prose-text text-sm text-fg-muted">{entry.event.description}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : scaled.dated.length > 0 ? (
        <p className="text-sm text-fg-muted">Choose an event on the scale to see it here.</p>
      ) : null}
      {scaled.undated.length > 0 ? (
        <section aria-labelledby="unplaced-heading" className="flex flex-col gap-2">
          <h3 id="unplaced-heading" className="text-sm font-semibold text-fg">
            Not placed: dates the {calendar.name} cannot read
          </h3>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
            {scaled.undated.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                <span className="w-48 shrink-0 text-xs font-medium text-fg-muted">{event.date}</span>
                <span className="min-w-0 flex-1 text-sm text-fg">{event.title}</span>
                <EventActions event={event} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
