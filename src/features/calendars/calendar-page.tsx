import { CalendarDays, Download, Trash2 } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CalendarOwner, StoredCalendar } from '../../../common/api/calendars';
import type { TimelineEvent } from '../../../common/domain/timeline';
import { calendarToJson } from '../../../common/time/calendar';
import { NOT_JSON, readCalendarFile } from '../../../common/time/calendar-import';
import type { CalendarFileImported } from '../../data/calendar-file-import';
import { useCalendarActions, useOwnerCalendar } from '../../data/calendars';
import { useCampaign } from '../../data/campaigns';
import { useNovel } from '../../data/novels';
import { useLinkedTimelineEvents } from '../../data/timelines';
import { useUniverse } from '../../data/universes';
import { downloadBlob } from '../../lib/download';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailNotFound } from '../../ui/detail-not-found';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { OwnerAsOfPanel } from './components/as-of-panel';
import { BorrowedCalendar } from './components/borrowed-calendar';
import { CalendarEditor } from './components/calendar-editor';
import { CalendarFileButton } from './components/calendar-file-button';
import { CalendarFilePreview, type ChosenCalendarFile } from './components/calendar-file-preview';
import { CalendarSetup } from './components/calendar-setup';
import { DatedEvents } from './components/dated-events';
import { ImportedNotice } from './components/imported-notice';
import { MonthView } from './components/month-view';
import { UnreadDates } from './components/unread-dates';
import { YearGrid } from './components/year-grid';
import { YearOverview } from './components/year-overview';
import { calendarFileName } from './model/calendar-summary';
import {
  entriesByDay,
  entriesInRange,
  eventEntries,
  monthRange,
  thingEntries,
  yearRange,
} from './model/dated-entries';
import { placeEvents } from './model/event-placement';
import type { MonthOf } from './model/month-grid';
import { unreadDates } from './model/unread-dates';
import { useOwnerDatedSources } from './use-owner-dated-sources';

// The editor holds many fields and a preview: it must not re-render when only the month shown changes.
const MemoCalendarEditor = memo(CalendarEditor);

const OWNER_BASE = { universe: '/universes', novel: '/novels', campaign: '/campaigns' } as const;
const OWNER_LABEL = { universe: 'Universe', novel: 'Novel', campaign: 'Campaign' } as const;

/** Whose calendar the address names: `/universes/:universeId/calendar`, `/novels/:novelId/calendar`, ... */
function useOwner(): CalendarOwner {
  const { universeId, novelId, campaignId } = useParams();
  if (novelId !== undefined) return { ownerKind: 'novel', ownerId: novelId };
  if (campaignId !== undefined) return { ownerKind: 'campaign', ownerId: campaignId };
  return { ownerKind: 'universe', ownerId: universeId ?? '' };
}

/** The owner's name: `undefined` while read, `null` when there is no such owner. */
function useOwnerName({ ownerKind, ownerId }: CalendarOwner): string | null | undefined {
  const universe = useUniverse(ownerKind === 'universe' ? ownerId : undefined);
  const novel = useNovel(ownerKind === 'novel' ? ownerId : undefined);
  const campaign = useCampaign(ownerKind === 'campaign' ? ownerId : undefined);
  if (ownerKind === 'universe') return universe.data === null ? null : universe.data?.name;
  if (ownerKind === 'novel') return novel.data === null ? null : novel.data?.title;
  return campaign.data === null ? null : campaign.data?.title;
}

/**
 * The calendar of a universe, novel or campaign (decision 035): without one, the presets and an
 * import; with one, a month grid with the events of the owner's timelines on their days, the year's
 * months, the dated and undated events, and the editor with its live preview.
 */
export default function CalendarPage() {
  const owner = useOwner();
  const ownerName = useOwnerName(owner);
  const read = useOwnerCalendar(owner);
  const actions = useCalendarActions(owner);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [imported, setImported] = useState<CalendarFileImported | null>(null);
  const [undoneMessage, setUndoneMessage] = useState<string | null>(null);
  const [importCount, setImportCount] = useState(0);
  // A file chosen to replace the owner's own calendar, shown in a preview until imported or cancelled.
  const [replacement, setReplacement] = useState<ChosenCalendarFile | null>(null);
  const [replacementProblem, setReplacementProblem] = useState<string | null>(null);
  const showImported = useCallback((result: CalendarFileImported) => {
    setUndoneMessage(null);
    setReplacement(null);
    setImported(result);
    setImportCount((count) => count + 1);
  }, []);
  const chooseReplacement = useCallback((text: string, fileName: string) => {
    const read = readCalendarFile(text);
    setReplacementProblem(!read.ok && read.errors[0] === NOT_JSON ? NOT_JSON : null);
    setReplacement(!read.ok && read.errors[0] === NOT_JSON ? null : { text, fileName, source: undefined });
  }, []);
  const base = `${OWNER_BASE[owner.ownerKind]}/${encodeURIComponent(owner.ownerId)}`;
  const stored = read.data ?? null;
  // A novel's or campaign's calendar may be its universe's (decision 040): shown, not changed, here.
  const isBorrowed = stored !== null && stored.ownerKind !== owner.ownerKind;
  useDocumentTitle(ownerName ? `${ownerName} · Calendar` : 'Calendar');

  if (ownerName === null) {
    const label = OWNER_LABEL[owner.ownerKind];
    return (
      <DetailNotFound
        title={`${label} Not Found`}
        message={`The ${owner.ownerKind} whose calendar you're looking for doesn't exist or has been removed.`}
        links={[{ to: OWNER_BASE[owner.ownerKind], label: `Back to ${label}s` }]}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={{ to: base, label: ownerName ? `Back to ${ownerName}` : 'Back' }}
        title="Calendar"
        description={
          stored && ownerName
            ? `${stored.calendar.name}, the calendar of ${ownerName}.`
            : ownerName
              ? `How time is counted in ${ownerName}.`
              : undefined
        }
        actions={
          stored && !isBorrowed ? (
            <>
              <CalendarFileButton
                inputLabel="Calendar file to import in its place"
                isDisabled={actions.isPending}
                onText={chooseReplacement}
                onProblem={setReplacementProblem}
              >
                Import file
              </CalendarFileButton>
              <Button
                variant="secondary"
                onClick={() =>
                  downloadBlob(
                    calendarFileName(stored.calendar),
                    new Blob([calendarToJson(stored.calendar)], { type: 'application/json' }),
                  )
                }
              >
                <Download aria-hidden="true" />
                Export JSON
              </Button>
              <Button variant="danger" onClick={() => setConfirmOpen(true)}>
                <Trash2 aria-hidden="true" />
                Delete calendar
              </Button>
            </>
          ) : null
        }
      />
      {imported && stored?.id === imported.stored.id ? (
        <ImportedNotice
          result={imported}
          onDismiss={() => setImported(null)}
          onUndone={(message) => {
            setImported(null);
            setUndoneMessage(message);
            setImportCount((count) => count + 1);
          }}
        />
      ) : null}
      {undoneMessage ? <Alert tone="info">{undoneMessage}</Alert> : null}
      {replacementProblem ? <Alert>{`Not imported: ${replacementProblem}`}</Alert> : null}
      {replacement && stored && !isBorrowed ? (
        <CalendarFilePreview
          owner={owner}
          file={replacement}
          replacing={stored}
          onSourceChange={(source) => setReplacement({ ...replacement, source })}
          onCancel={() => setReplacement(null)}
          onImported={showImported}
        />
      ) : null}
      {read.isPending || ownerName === undefined ? (
        <LoadingBlock label="Loading the calendar…" />
      ) : read.isError ? (
        <ListPageError message={read.error.message} />
      ) : stored === null ? (
        <CalendarSetup
          owner={owner}
          ownerName={ownerName}
          isPending={actions.isPending}
          onPreset={(preset) => actions.create({ preset })}
          onImport={(calendar) => actions.create({ calendar })}
          onImported={showImported}
        />
      ) : (
        <>
          {isBorrowed ? (
            <BorrowedCalendar
              owner={owner}
              stored={stored}
              ownerName={ownerName}
              isPending={actions.isPending}
              onPreset={(preset) => actions.create({ preset })}
              onImport={(calendar) => actions.create({ calendar })}
              onImported={showImported}
            />
          ) : null}
          <CalendarViews
            // An imported calendar replaces the one shown: its views start again at its today.
            key={`${stored.id}:${importCount}`}
            owner={owner}
            stored={stored}
            onSave={isBorrowed ? undefined : actions.update}
          />
        </>
      )}
      {stored && !isBorrowed ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete this calendar?"
          message={`"${stored.calendar.name}" will be deleted. Events keep their dates as text; export the calendar first to keep a copy.`}
          confirmLabel="Delete calendar"
          pendingLabel="Deleting…"
          failureMessage="Not deleted."
          onConfirm={() => actions.remove(stored)}
        />
      ) : null}
    </div>
  );
}

function CalendarViews({
  owner,
  stored,
  onSave,
}: {
  owner: CalendarOwner;
  stored: StoredCalendar;
  /** Absent for a borrowed calendar: it is changed on its universe's page. */
  onSave:
    | ((base: StoredCalendar, calendar: StoredCalendar['calendar']) => Promise<StoredCalendar>)
    | undefined;
}) {
  const { calendar } = stored;
  const linked = useLinkedTimelineEvents(owner.ownerKind, owner.ownerId);
  const [shown, setShown] = useState<MonthOf>({ year: calendar.today.year, month: calendar.today.month });
  const [span, setSpan] = useState<'month' | 'year'>('month');
  const showMonth = useCallback((month: MonthOf) => {
    setShown(month);
    setSpan('month');
  }, []);
  const events: readonly TimelineEvent[] = linked.events;
  const placement = useMemo(() => placeEvents(events, calendar), [events, calendar]);
  const eventsByDay = useMemo(() => entriesByDay(eventEntries(placement)), [placement]);
  // Sessions, births, deaths and birthdays are read for the days shown only (a birthday recurs yearly).
  const sources = useOwnerDatedSources(owner);
  const range = span === 'month' ? monthRange(calendar, shown) : yearRange(calendar, shown.year);
  const from = range?.from;
  const to = range?.to;
  const entries = useMemo(() => {
    const shownRange = from === undefined || to === undefined ? undefined : { from, to };
    const others = shownRange === undefined ? [] : thingEntries(calendar, sources, shownRange);
    return entriesInRange(eventsByDay, others, shownRange);
  }, [calendar, sources, eventsByDay, from, to]);

  const unread = useMemo(
    () => unreadDates(calendar, placement.undated, sources),
    [calendar, placement.undated, sources],
  );

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5">
        {span === 'month' ? (
          <MonthView calendar={calendar} shown={shown} onShow={setShown} entries={entries} />
        ) : (
          <YearGrid calendar={calendar} year={shown.year} entries={entries} onShow={showMonth} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <fieldset
            aria-label="Calendar view"
            className="m-0 inline-flex min-w-0 gap-0.5 rounded-md border border-border-strong bg-surface p-0.5"
          >
            {(['month', 'year'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={span === option}
                onClick={() => setSpan(option)}
                className={
                  span === option
                    ? 'h-8 rounded bg-accent-soft px-2.5 text-sm font-medium text-accent-text'
                    : 'h-8 rounded px-2.5 text-sm font-medium text-fg-muted hover:text-fg'
                }
              >
                {option === 'month' ? 'Whole month' : 'Whole year'}
              </button>
            ))}
          </fieldset>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => showMonth({ year: calendar.today.year, month: calendar.today.month })}
          >
            <CalendarDays aria-hidden="true" />
            Show today's month
          </Button>
        </div>
      </Card>
      {unread.length > 0 ? (
        <Card className="p-5">
          <UnreadDates calendar={calendar} dates={unread} />
        </Card>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <YearOverview
            calendar={calendar}
            year={shown.year}
            shown={shown}
            onShow={showMonth}
            placement={placement}
          />
        </Card>
        <Card className="p-5">
          {linked.isPending ? (
            <LoadingBlock label="Loading events…" />
          ) : (
            <DatedEvents placement={placement} onShow={showMonth} />
          )}
        </Card>
      </div>
      <Card className="p-5">
        <OwnerAsOfPanel owner={owner} calendar={calendar} events={events} />
      </Card>
      {onSave ? <MemoCalendarEditor stored={stored} onSave={onSave} /> : null}
    </div>
  );
}
