import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TimelineEntityType } from '../../common/domain/enums';
import type {
  NewTimeline,
  Timeline,
  TimelineEvent,
  TimelineEventInput,
  TimelineUpdate,
} from '../../common/domain/timeline';
import { naturalCompare } from '../lib/natural-compare';
import { invalidateWorkspace, nullIfNotFound, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const timelineKeys = {
  all: [...workspaceKey, 'timelines'] as const,
  list: () => [...timelineKeys.all, 'list'] as const,
  detail: (id: string) => [...timelineKeys.all, 'detail', id] as const,
  events: (timelineId: string) => [...timelineKeys.all, 'events', timelineId] as const,
};

export const fetchTimelines = () => workspaceRepository().records('timeline').list();
/** The timeline with entityName and eventCount; `null` when no timeline has this id ('Timeline Not Found'). */
export const fetchTimeline = (id: string) =>
  nullIfNotFound(workspaceRepository().records('timeline').get(id));
/** The timeline's events sorted by date text (numbers as numbers); `null` when the timeline is unknown. */
export const fetchTimelineEvents = (timelineId: string) =>
  nullIfNotFound(workspaceRepository().listTimelineEvents(timelineId));

/** Every timeline: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const timelinesQuery = () => queryOptions({ queryKey: timelineKeys.list(), queryFn: fetchTimelines });

/** One timeline, `null` when unknown: the page's hook and its route loader share these options. */
export const timelineQuery = (id: string) =>
  queryOptions({ queryKey: timelineKeys.detail(id), queryFn: () => fetchTimeline(id) });

/** A timeline's events, `null` when the timeline is unknown: the page's hook and its loader share these. */
export const timelineEventsQuery = (timelineId: string) =>
  queryOptions({ queryKey: timelineKeys.events(timelineId), queryFn: () => fetchTimelineEvents(timelineId) });

export function useTimelines() {
  return useQuery(timelinesQuery());
}

/** `data` is `null` when the timeline does not exist. */
export function useTimeline(id: string | undefined) {
  return useQuery({ ...timelineQuery(id ?? ''), enabled: id !== undefined });
}

export function useTimelineEvents(timelineId: string | undefined) {
  return useQuery({ ...timelineEventsQuery(timelineId ?? ''), enabled: timelineId !== undefined });
}

/** Rejects with 'Timeline name is required', 'Description is required' or 'Please select a novel' (etc.). */
export function useCreateTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTimeline) => workspaceRepository().records('timeline').create(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useUpdateTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TimelineUpdate }) =>
      workspaceRepository().records('timeline').update(id, patch),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Deletes the timeline and all its events. */
export function useDeleteTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().records('timeline').delete(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Rejects with 'Title is required', 'Date is required' or 'Description is required', in that order. */
export function useCreateTimelineEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ timelineId, input }: { timelineId: string; input: TimelineEventInput }) =>
      workspaceRepository().createTimelineEvent(timelineId, input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Replaces the event's fields with the form's values. */
export function useUpdateTimelineEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimelineEventInput }) =>
      workspaceRepository().updateTimelineEvent(id, input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useDeleteTimelineEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteTimelineEvent(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/**
 * The event form's save: adds to `timelineId` when `event` is null, else replaces the event's fields.
 * Rejects as the two mutations do ('Title is required', ...); for `EventDialog`'s `onSave`.
 */
export function useSaveTimelineEvent() {
  const create = useCreateTimelineEvent();
  const update = useUpdateTimelineEvent();
  return (timelineId: string, input: TimelineEventInput, event: TimelineEvent | null) =>
    event === null ? create.mutateAsync({ timelineId, input }) : update.mutateAsync({ id: event.id, input });
}

/** The timelines linked to one record (a novel's, ...), in list order. */
export function linkedTimelines(
  timelines: readonly Timeline[],
  entityType: TimelineEntityType,
  entityId: string,
): Timeline[] {
  return timelines.filter((timeline) => timeline.entityType === entityType && timeline.entityId === entityId);
}

/** The timelines' events merged by date text; the previous array again while each part is the same. */
function useMergedEvents(parts: readonly (readonly TimelineEvent[] | null | undefined)[]): TimelineEvent[] {
  const last = useRef<{ parts: readonly unknown[]; merged: TimelineEvent[] }>(undefined);
  const known = last.current;
  if (
    known !== undefined &&
    known.parts.length === parts.length &&
    known.parts.every((part, index) => part === parts[index])
  ) {
    return known.merged;
  }
  const merged = parts.flatMap((data) => data ?? []).sort((a, b) => naturalCompare(a.date, b.date));
  last.current = { parts, merged };
  return merged;
}

/**
 * The events of every timeline linked to a record, together, sorted by date text (numbers as numbers;
 * ties keep the timelines' order): a novel's Timeline tab (decision 018). `timelines` are the linked
 * ones; `isPending` until the list and every linked timeline's events have arrived.
 */
export function useLinkedTimelineEvents(entityType: TimelineEntityType, entityId: string) {
  const list = useTimelines();
  const timelines = linkedTimelines(list.data ?? [], entityType, entityId);
  const events = useQueries({
    queries: timelines.map((timeline) => ({
      queryKey: timelineKeys.events(timeline.id),
      queryFn: () => fetchTimelineEvents(timeline.id),
    })),
  });
  const failed = [list, ...events].find((query) => query.isError);
  // The same array while no timeline's events change: pages memoise on it (the calendar page reads
  // every date of it), so a render for anything else must not hand them a new one.
  const merged = useMergedEvents(events.map((query) => query.data));
  return {
    timelines,
    events: merged,
    isPending: list.isPending || events.some((query) => query.isPending),
    error: failed?.error ?? null,
  };
}
