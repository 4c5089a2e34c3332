import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarOwner, StoredCalendar } from '../../common/api/calendars';
import type { Calendar } from '../../common/time/calendar';
import type { ImportedEvent } from '../../common/time/calendar-import';
import { calendarKeys } from './calendars';
import { invalidateWorkspace } from './query-helpers';
import { workspaceRepository } from './workspace';

// A calendar read from another tool's file (decision 054), stored for its owner with the events it
// carried: the calendar first, so the server places each event on its day as it is written (decision
// 044), then the events, one by one, onto the timeline chosen in the preview or a new one.

/** Where the file's events go: nowhere, an existing timeline of the owner, or a new one. */
export type ImportedEventsTarget =
  | { kind: 'none' }
  | { kind: 'timeline'; timelineId: string; name: string }
  | { kind: 'new'; name: string };

export type CalendarFileImport = {
  calendar: Calendar;
  events: readonly ImportedEvent[];
  target: ImportedEventsTarget;
  /** The tool's name, for the new timeline's description. */
  sourceLabel: string;
  /** The owner's own calendar, when the file replaces it (over the version read). */
  replacing?: StoredCalendar | undefined;
};

export type CalendarFileImported = {
  stored: StoredCalendar;
  /** The timeline the events went onto, when they went anywhere. */
  timelineName: string | undefined;
  added: number;
  /** Each event the server refused, with its reason. */
  failed: string[];
  /** What the import made, for its Undo: the new timeline (when it made one) and the events. */
  createdTimelineId: string | undefined;
  eventIds: string[];
  /** The calendar the import replaced, which its Undo puts back. */
  previous?: StoredCalendar['calendar'] | undefined;
};

async function importCalendarFile(
  owner: CalendarOwner,
  input: CalendarFileImport,
): Promise<CalendarFileImported> {
  const repository = workspaceRepository();
  const { target, events, replacing } = input;
  const stored = replacing
    ? await repository.updateCalendar(replacing.id, input.calendar, replacing.version)
    : await repository.createCalendar({ ...owner, calendar: input.calendar });
  const previous = replacing?.calendar;
  if (target.kind === 'none' || events.length === 0) {
    return {
      stored,
      timelineName: undefined,
      added: 0,
      failed: [],
      createdTimelineId: undefined,
      eventIds: [],
      previous,
    };
  }
  let timeline: { id: string; name: string };
  try {
    timeline =
      target.kind === 'timeline'
        ? { id: target.timelineId, name: target.name }
        : await repository.records('timeline').create({
            name: target.name,
            description: `Events imported from ${input.sourceLabel} with the calendar "${input.calendar.name}".`,
            entityType: owner.ownerKind,
            entityId: owner.ownerId,
          });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not saved';
    return {
      stored,
      timelineName: undefined,
      added: 0,
      failed: [`The timeline "${target.name}": ${reason}`],
      createdTimelineId: undefined,
      eventIds: [],
      previous,
    };
  }
  const eventIds: string[] = [];
  const failed: string[] = [];
  for (const event of events) {
    try {
      const created = await repository.createTimelineEvent(timeline.id, { ...event, tags: [...event.tags] });
      eventIds.push(created.id);
    } catch (error) {
      failed.push(`${event.title}: ${error instanceof Error ? error.message : 'not saved'}`);
    }
  }
  return {
    stored,
    timelineName: timeline.name,
    added: eventIds.length,
    failed,
    createdTimelineId: target.kind === 'new' ? timeline.id : undefined,
    eventIds,
    previous,
  };
}

/**
 * Stores an imported calendar and its events for the owner. Rejects, with nothing written, when the
 * calendar is refused; a timeline or event the server refuses is reported in `failed`, the rest kept.
 */
export function useImportCalendarFile(owner: CalendarOwner) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: CalendarFileImport) => importCalendarFile(owner, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(calendarKeys.of(owner), result.stored);
      await invalidateWorkspace(queryClient);
    },
    // A replace refused as stale (someone saved the calendar meanwhile) is read again.
    onError: () => invalidateWorkspace(queryClient),
  });
  return { importFile: mutation.mutateAsync, isPending: mutation.isPending };
}

/**
 * Takes an import back: the timeline it made (with its events) or the events it added to an existing
 * timeline go to the Trash, and the calendar is deleted, as "Delete calendar" does — or, when the import
 * replaced a calendar, that calendar is put back (over whatever version is stored now).
 */
async function undoCalendarFileImport(result: CalendarFileImported): Promise<void> {
  const repository = workspaceRepository();
  if (result.createdTimelineId !== undefined)
    await repository.records('timeline').delete(result.createdTimelineId);
  else for (const id of result.eventIds) await repository.deleteTimelineEvent(id);
  if (result.previous === undefined) {
    await repository.deleteCalendar(result.stored.id);
    return;
  }
  const now = await repository.getCalendar({
    ownerKind: result.stored.ownerKind,
    ownerId: result.stored.ownerId,
  });
  if (now === null || now.id !== result.stored.id) {
    throw new Error('the calendar has been deleted or replaced since the import');
  }
  await repository.updateCalendar(now.id, result.previous, now.version);
}

export function useUndoCalendarFileImport() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: undoCalendarFileImport,
    onSettled: () => invalidateWorkspace(queryClient),
  });
  return { undo: mutation.mutateAsync, isPending: mutation.isPending };
}
