import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { NovelDetail } from '../../../../common/domain/novel';
import type { Timeline, TimelineEvent } from '../../../../common/domain/timeline';
import { sortByStoredDay, sortByWorldDate } from '../../../../common/time/sort';
import { useOwnerCalendar } from '../../../data/calendars';
import { useEventPlaces } from '../../../data/event-places';
import { useDeleteTimelineEvent, useLinkedTimelineEvents } from '../../../data/timelines';
import { cn } from '../../../lib/cn';
import { AddPartButton } from '../../../ui/add-part-button';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { CardLink } from '../../../ui/card-link';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deleteEventMessage } from '../../../ui/confirm-messages';
import { EventActions } from '../../../ui/event-actions';
import { EventPlace, EventPlacesProvider } from '../../../ui/event-place';
import { Skeleton } from '../../../ui/skeleton';
import { TabSection } from '../../../ui/tab-section';
import { WorldDateReading } from '../../../ui/world-date/world-date-line';
import { NovelEventDialog } from '../components/novel-event-dialog';
import { sortNovelEvents } from '../model/novel-overview';
import { eventTypeLabel } from '../model/novel-parts';

const timelineLink = 'font-medium text-accent-text underline-offset-4 hover:underline';

/** Where the events come from, beside the heading: the timeline (or timelines) linked to the novel. */
function TimelineSources({ timelines }: { timelines: readonly Timeline[] }) {
  return (
    <p>
      {timelines.length === 1 ? 'From the timeline ' : 'From the timelines '}
      {timelines.map((timeline, index) => (
        <span key={timeline.id}>
          {index > 0 ? ', ' : null}
          <Link to={`/timelines/${timeline.id}`} className={timelineLink}>
            {timeline.name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The events of every timeline linked to the novel, in story order (one event store, decision 018; by
 * day in the novel's calendar, decision 044);
 * a major event has a filled marker, a minor one a hollow one. Each opens its timeline's page; adding,
 * editing and deleting use the timelines' own form and confirmation.
 */
export function TimelineTab({ novel }: { novel: NovelDetail }) {
  const linked = useLinkedTimelineEvents('novel', novel.id);
  const deleteEvent = useDeleteTimelineEvent();
  const [dialog, setDialog] = useState<{ isOpen: boolean; event: TimelineEvent | null }>({
    isOpen: false,
    event: null,
  });
  const [pendingDelete, setPendingDelete] = useState<TimelineEvent | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // In the novel's calendar (its own or its universe's) events go by their day, free text after; without
  // one, by their date text (decision 009).
  const calendar = useOwnerCalendar({ ownerKind: 'novel', ownerId: novel.id });
  const places = useEventPlaces({ entityType: 'novel', entityId: novel.id });
  const shownCalendar = calendar.data?.calendar;
  const events = useMemo(
    () =>
      shownCalendar === undefined
        ? sortNovelEvents(linked.events)
        : (sortByStoredDay(linked.events, (event) => event.date) ??
          sortByWorldDate(linked.events, (event) => event.date, shownCalendar)),
    [linked.events, shownCalendar],
  );
  const nameOf = new Map(linked.timelines.map((timeline) => [timeline.id, timeline.name]));
  const hasSeveral = linked.timelines.length > 1;

  const addButton = (
    <AddPartButton singular="Event" onClick={() => setDialog({ isOpen: true, event: null })} />
  );

  if (linked.error) return <Alert>{linked.error.message}</Alert>;
  // The order waits for the calendar (null without one), so that it never jumps.
  if (linked.isPending || calendar.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading events…</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <>
      <TabSection
        title="Timeline"
        count={events.length}
        empty={{
          isEmpty: events.length === 0,
          icon: <CalendarClock />,
          title: 'No timeline events yet',
          description:
            linked.timelines.length === 0
              ? 'The events of this story, in the order they happen, will be listed here. The first one you add makes this novel’s timeline.'
              : 'The events of this story, in the order they happen, will be listed here.',
          action: addButton,
        }}
        aside={linked.timelines.length > 0 ? <TimelineSources timelines={linked.timelines} /> : null}
        actions={addButton}
      >
        <ol
          aria-label="Timeline events"
          className="relative ml-2 flex flex-col gap-4 border-l border-border-strong pl-6"
        >
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-accent',
                  event.type === 'major' ? 'bg-accent' : 'bg-bg',
                )}
              />
              <div className="relative flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="text-xs font-medium text-accent-text">{event.date}</p>
                    <WorldDateReading text={event.date} />
                    <Badge tone={event.type === 'major' ? 'amber' : 'neutral'}>
                      {eventTypeLabel[event.type]}
                    </Badge>
                    {hasSeveral ? (
                      <span className="text-xs text-fg-muted">{nameOf.get(event.timelineId)}</span>
                    ) : null}
                  </div>
                  <EventActions
                    event={event}
                    className="relative z-10 -my-1.5 ml-auto"
                    onEdit={(target) => setDialog({ isOpen: true, event: target })}
                    onDelete={(target) => {
                      setPendingDelete(target);
                      setConfirmOpen(true);
                    }}
                  />
                </div>
                <h3 className="font-semibold text-fg">
                  <CardLink to={`/timelines/${event.timelineId}`}>{event.title}</CardLink>
                </h3>
                {event.description ? <p className="text-sm text-fg-muted">{event.description}</p> : null}
                {event.characters.length > 0 ? (
                  <p className="text-xs text-fg-muted">
                    <span className="font-medium">Characters:</span> {event.characters.join(', ')}
                  </p>
                ) : null}
                <EventPlacesProvider places={places}>
                  <EventPlace placeId={event.placeId} />
                </EventPlacesProvider>
              </div>
            </li>
          ))}
        </ol>
      </TabSection>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <NovelEventDialog
        novel={novel}
        timelines={linked.timelines}
        isOpen={dialog.isOpen}
        onOpenChange={(isOpen) => setDialog((current) => ({ ...current, isOpen }))}
        event={dialog.event}
        places={places}
        onSaved={(saved, mode) => {
          setDialog((current) => ({ ...current, isOpen: false }));
          setAnnouncement(`Event "${saved.title}" ${mode}.`);
        }}
      />
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Event"
        message={pendingDelete ? deleteEventMessage(pendingDelete.title) : ''}
        failureMessage="Not deleted."
        onConfirm={async () => {
          if (pendingDelete === null) return;
          await deleteEvent.mutateAsync(pendingDelete.id);
          setAnnouncement(`Event "${pendingDelete.title}" deleted.`);
        }}
      />
    </>
  );
}
