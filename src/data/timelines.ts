import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTimeline, TimelineEventInput, TimelineUpdate } from '../../common/domain/timeline';
import { invalidateWorkspace, nullIfNotFound, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const timelineKeys = {
  all: [...workspaceKey, 'timelines'] as const,
  list: () => [...timelineKeys.all, 'list'] as const,
  detail: (id: string) => [...timelineKeys.all, 'detail', id] as const,
  events: (timelineId: string) => [...timelineKeys.all, 'events', timelineId] as const,
};

export const fetchTimelines = () => workspaceRepository().listTimelines();
/** The timeline with entityName and eventCount; `null` when no timeline has this id ('Timeline Not Found'). */
export const fetchTimeline = (id: string) => nullIfNotFound(workspaceRepository().getTimeline(id));
/** The timeline's events sorted by date text (numbers as numbers); `null` when the timeline is unknown. */
export const fetchTimelineEvents = (timelineId: string) =>
  nullIfNotFound(workspaceRepository().listTimelineEvents(timelineId));

export function useTimelines() {
  return useQuery({ queryKey: timelineKeys.list(), queryFn: fetchTimelines });
}

/** `data` is `null` when the timeline does not exist. */
export function useTimeline(id: string | undefined) {
  return useQuery({
    queryKey: timelineKeys.detail(id ?? ''),
    queryFn: () => fetchTimeline(id ?? ''),
    enabled: id !== undefined,
  });
}

export function useTimelineEvents(timelineId: string | undefined) {
  return useQuery({
    queryKey: timelineKeys.events(timelineId ?? ''),
    queryFn: () => fetchTimelineEvents(timelineId ?? ''),
    enabled: timelineId !== undefined,
  });
}

/** Rejects with 'Timeline name is required', 'Description is required' or 'Please select a novel' (etc.). */
export function useCreateTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTimeline) => workspaceRepository().createTimeline(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useUpdateTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TimelineUpdate }) =>
      workspaceRepository().updateTimeline(id, patch),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Deletes the timeline and all its events. */
export function useDeleteTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteTimeline(id),
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
