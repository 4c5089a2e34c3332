import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TimelineEvent } from '../../../common/domain/timeline';
import { useOwnerCalendar } from '../../data/calendars';
import { useEventPlaces } from '../../data/event-places';
import {
  useDeleteTimelineEvent,
  useSaveTimelineEvent,
  useTimeline,
  useTimelineEvents,
} from '../../data/timelines';
import { relativeTime } from '../../lib/relative-time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteEventMessage } from '../../ui/confirm-messages';
import { EventDialog } from '../../ui/event-dialog';
import { EventPlacesProvider } from '../../ui/event-place';
import { HistoryButton } from '../../ui/history/history-button';
import { LoadingBlock } from '../../ui/loading-block';
import { MentionedIn } from '../../ui/mentions/mentioned-in';
import { PageHeader } from '../../ui/page-header';
import { RelationsPanel } from '../../ui/relations/relations-panel';
import { Skeleton } from '../../ui/skeleton';
import { WorldDateCalendarProvider } from '../../ui/world-date/owner';
import { TimelineEvents } from './components/timeline-events';
import { TimelineNotFound } from './components/timeline-not-found';
import { entityPath, eventCountLabel, timelineForLabel } from './model/timeline-list';

// The scale (issue 15) is its own chunk: the spec's views load without it.
const TimeScaleView = lazy(() => import('./components/time-scale-view'));

type EventDialogState = { isOpen: boolean; event: TimelineEvent | null };

export default function TimelineDetailPage() {
  const { timelineId } = useParams();
  const timeline = useTimeline(timelineId);
  const events = useTimelineEvents(timelineId);
  const owner = timeline.data
    ? { ownerKind: timeline.data.entityType, ownerId: timeline.data.entityId }
    : undefined;
  // Events wait for the owner's calendar (null when it has none), so that their order never jumps.
  const calendar = useOwnerCalendar(owner);
  const places = useEventPlaces(
    timeline.data ? { entityType: timeline.data.entityType, entityId: timeline.data.entityId } : undefined,
  );
  const deleteEvent = useDeleteTimelineEvent();
  const saveEvent = useSaveTimelineEvent();
  const [dialog, setDialog] = useState<EventDialogState>({ isOpen: false, event: null });
  // The target outlives the confirmation's closing animation, so its sentence never blanks mid-fade.
  const [pendingDelete, setPendingDelete] = useState<TimelineEvent | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  useDocumentTitle(timeline.data === null ? 'Timeline Not Found' : (timeline.data?.name ?? 'Timeline'));

  if (timeline.data === null || events.data === null) return <TimelineNotFound />;

  const openAdd = () => setDialog({ isOpen: true, event: null });
  const openEdit = (event: TimelineEvent) => setDialog({ isOpen: true, event });
  const askDelete = (event: TimelineEvent) => {
    setPendingDelete(event);
    setConfirmOpen(true);
  };

  async function handleDelete(event: TimelineEvent) {
    setActionError(null);
    try {
      await deleteEvent.mutateAsync(event.id);
      setAnnouncement(`Event "${event.title}" deleted.`);
    } catch (error) {
      setActionError(error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  }

  const data = timeline.data;
  const loadError = timeline.error ?? events.error;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={{ to: '/timelines', label: 'Back to Timelines' }}
        title={data ? data.name : <Skeleton className="h-8 w-64" />}
        meta={data ? <Badge tone="neutral">{eventCountLabel(data.eventCount)}</Badge> : null}
        description={
          data ? (
            <span className="flex flex-col gap-1">
              {data.entityName ? (
                <Link
                  to={entityPath(data.entityType, data.entityId)}
                  className="w-fit font-medium text-accent-text underline-offset-2 hover:underline"
                >
                  {timelineForLabel(data)}
                </Link>
              ) : (
                <span>{timelineForLabel(data)}</span>
              )}
              <span>{data.description}</span>
              <span className="text-xs">Updated {relativeTime(data.lastUpdated)}</span>
            </span>
          ) : null
        }
        actions={
          <>
            {data ? <HistoryButton recordId={data.id} name={data.name} /> : null}
            <Button onClick={openAdd} disabled={!data}>
              <Plus aria-hidden="true" />
              Add Event
            </Button>
          </>
        }
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {loadError ? <Alert>{loadError.message}</Alert> : null}
      {actionError ? <Alert>{actionError}</Alert> : null}
      {events.data && (calendar.data !== undefined || calendar.isError) ? (
        <EventPlacesProvider places={places}>
          <TimelineEvents
            events={events.data}
            calendar={calendar.data?.calendar}
            onAdd={openAdd}
            onEdit={openEdit}
            onDelete={askDelete}
            renderScale={
              data && events.data
                ? () => (
                    <Suspense fallback={<LoadingBlock label="Loading the time scale…" />}>
                      <TimeScaleView
                        name={data.name}
                        events={events.data ?? []}
                        calendar={calendar.data?.calendar ?? null}
                        calendarHref={`${entityPath(data.entityType, data.entityId)}/calendar`}
                        onEdit={openEdit}
                        onDelete={askDelete}
                      />
                    </Suspense>
                  )
                : undefined
            }
          />
        </EventPlacesProvider>
      ) : loadError ? null : (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading events…</span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
      {data && timelineId ? (
        <>
          <RelationsPanel
            end={{ kind: 'timeline', id: timelineId }}
            name={data.name}
            headingLevel={2}
            calendar={calendar.data?.calendar}
          />
          <MentionedIn target={{ kind: 'timeline', id: timelineId }} name={data.name} />
        </>
      ) : null}
      {timelineId ? (
        <WorldDateCalendarProvider calendar={calendar.data?.calendar}>
          <EventDialog
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => setDialog((current) => ({ ...current, isOpen }))}
            event={dialog.event}
            places={places}
            onSave={(input, event) => saveEvent(timelineId, input, event)}
            onSaved={(saved, mode) => {
              setDialog((current) => ({ ...current, isOpen: false }));
              setAnnouncement(`Event "${saved.title}" ${mode}.`);
            }}
          />
        </WorldDateCalendarProvider>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Event"
        message={pendingDelete ? deleteEventMessage(pendingDelete.title) : ''}
        onConfirm={() => {
          if (pendingDelete) void handleDelete(pendingDelete);
        }}
      />
    </div>
  );
}
