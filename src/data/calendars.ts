import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarOwner, NewCalendar, StoredCalendar } from '../../common/api/calendars';
import type { Calendar } from '../../common/time/calendar';
import { workspaceKey } from './query-helpers';
import { timelineKeys } from './timelines';
import { workspaceRepository } from './workspace';

// The calendar of a universe, novel or campaign (decision 035): its calendar page and the order of its
// timelines' events. Under the workspace key, so an import or a reset refreshes it.

export const calendarKeys = {
  all: [...workspaceKey, 'calendars'] as const,
  of: (owner: CalendarOwner) => [...calendarKeys.all, owner.ownerKind, owner.ownerId] as const,
};

/** The owner's calendar, `null` when it has none: the page's hook and its route loader share this. */
export const ownerCalendarQuery = (owner: CalendarOwner) =>
  queryOptions({
    queryKey: calendarKeys.of(owner),
    queryFn: () => workspaceRepository().getCalendar(owner),
  });

export function useOwnerCalendar(owner: CalendarOwner | undefined) {
  return useQuery({
    ...ownerCalendarQuery(owner ?? { ownerKind: 'universe', ownerId: '' }),
    enabled: owner !== undefined && owner.ownerId !== '',
  });
}

/**
 * Making, changing and deleting an owner's calendar. Each resolves when stored and rejects with the
 * repository's errors for the page to show (`ConflictError<StoredCalendar>` on a stale save); the
 * owner's calendar in the cache is replaced by what was stored.
 */
export function useCalendarActions(owner: CalendarOwner) {
  const queryClient = useQueryClient();
  const key = calendarKeys.of(owner);
  const keyText = JSON.stringify(key);
  // A universe's calendar is also the calendar of its novels and campaigns without one (decision 040):
  // theirs are read again after any change.
  // Events carry their days as read in the calendar at their last write (decision 044): read them again.
  const refreshBorrowers = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: calendarKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== keyText,
      }),
      queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
    ]);
  const store = (calendar: StoredCalendar) => {
    queryClient.setQueryData(key, calendar);
    return refreshBorrowers();
  };
  const create = useMutation({
    mutationFn: (input: Omit<NewCalendar, 'ownerKind' | 'ownerId'>) =>
      workspaceRepository().createCalendar({ ...input, ...owner }),
    onSuccess: store,
  });
  const update = useMutation({
    mutationFn: ({ stored, calendar }: { stored: StoredCalendar; calendar: Calendar }) =>
      workspaceRepository().updateCalendar(stored.id, calendar, stored.version),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: (stored: StoredCalendar) => workspaceRepository().deleteCalendar(stored.id),
    // Without its own, a novel or campaign may use its universe's again: read it anew.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
      ]),
  });
  return {
    create: (input: Omit<NewCalendar, 'ownerKind' | 'ownerId'>) => create.mutateAsync(input),
    update: (stored: StoredCalendar, calendar: Calendar) => update.mutateAsync({ stored, calendar }),
    remove: (stored: StoredCalendar) => remove.mutateAsync(stored),
    isPending: create.isPending || update.isPending || remove.isPending,
  };
}
