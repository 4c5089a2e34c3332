import type { NovelEvent } from '../domain/novel';
import type { TimelineEvent, TimelineRecord } from '../domain/timeline';
import { derivedId } from './derived-id';

// One event store (decision 018). The previous release kept a novel's own events beside the timelines,
// as a list of its own (parts of kind `novels/events`). They now live in the timeline linked to the
// novel. This is the one rule that moves them, run by migration 0005_novel_events over stored rows, by
// the import of a previous release's file, and by the browser's in-memory repository over test data:
// - the timeline: the first one linked to the novel (entityType 'novel'), by list order; a novel that
//   has none gets one, '{title} Timeline', with an id made from the novel's;
// - each event keeps its id unless another event already has it (then one made from the novel's and
//   the event's); type and characters are kept, importance follows the type (major → major, minor →
//   minor), icon Calendar, no tags;
// - an event whose timeline already has one with the same title and date (trimmed, case ignored) is
//   left out, so nothing arrives twice;
// - a timeline that receives events is stamped with the latest change among them, if that is later.
// Same input, same output: a migration that runs twice and a file imported twice arrive at the same ids.
// Because shipped migrations must not change what they did, change this rule only with a new migration.

/** A novel with the events it kept itself; `stamp` is when each was last changed (ISO). */
export type NovelWithOwnEvents = {
  id: string;
  title: string;
  events: readonly (NovelEvent & { stamp: string })[];
};

type TimelineLink = Pick<TimelineRecord, 'id' | 'entityType' | 'entityId' | 'lastUpdated'>;
type StoredEvent = Pick<TimelineEvent, 'id' | 'timelineId' | 'title' | 'date'>;

export type NovelEventsLift = {
  /** Timelines made for novels that had none, in the novels' order (go after the existing ones). */
  created: TimelineRecord[];
  /** Existing timelines that received events, with their new `lastUpdated`. */
  touched: { id: string; lastUpdated: string }[];
  /** The events that arrive, each in its timeline, in the novels' and then their lists' order. */
  events: TimelineEvent[];
  /** How many novel events were left out as already there. */
  skipped: number;
};

/** The name and description of the timeline made for a novel that has none (here and in the browser). */
export const novelTimelineDetails = (title: string): { name: string; description: string } => ({
  name: `${title} Timeline`,
  description: `The events of ${title}, in the order they happen.`,
});

/** The id of the timeline made for a novel that had none. */
export const novelTimelineId = (novelId: string): string => derivedId('novel-timeline', novelId);

const sameEventKey = (title: string, date: string): string =>
  `${title.trim().toLowerCase()}\u0000${date.trim().toLowerCase()}`;

const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * Where the given novels' own events go. `timelines` in list order; `events` every event already stored
 * (any timeline: ids are unique across them).
 */
export function liftNovelEvents(
  novels: readonly NovelWithOwnEvents[],
  timelines: readonly TimelineLink[],
  events: readonly StoredEvent[],
): NovelEventsLift {
  const takenIds = new Set(events.map((event) => event.id));
  const keysOf = new Map<string, Set<string>>();
  for (const event of events) {
    const keys = keysOf.get(event.timelineId) ?? new Set<string>();
    keys.add(sameEventKey(event.title, event.date));
    keysOf.set(event.timelineId, keys);
  }
  const result: NovelEventsLift = { created: [], touched: [], events: [], skipped: 0 };
  const touched = new Map<string, string>();

  for (const novel of novels) {
    if (novel.events.length === 0) continue;
    const linked = timelines.find(
      (timeline) => timeline.entityType === 'novel' && timeline.entityId === novel.id,
    );
    const timelineId = linked?.id ?? novelTimelineId(novel.id);
    const keys = keysOf.get(timelineId) ?? new Set<string>();
    keysOf.set(timelineId, keys);
    let stamp = linked?.lastUpdated ?? '';
    for (const { stamp: changed, ...event } of novel.events) {
      const key = sameEventKey(event.title, event.date);
      if (keys.has(key)) {
        result.skipped += 1;
        continue;
      }
      keys.add(key);
      const id = takenIds.has(event.id) ? derivedId('novel-event', novel.id, event.id) : event.id;
      takenIds.add(id);
      result.events.push({
        id,
        timelineId,
        title: event.title,
        date: event.date,
        description: event.description,
        type: event.type,
        characters: [...event.characters],
        tags: [],
        importance: event.type === 'major' ? 'major' : 'minor',
        icon: 'Calendar',
      });
      stamp = stamp === '' ? changed : later(stamp, changed);
    }
    if (stamp === '' || stamp === linked?.lastUpdated) continue;
    if (linked === undefined) {
      result.created.push({
        id: timelineId,
        ...novelTimelineDetails(novel.title),
        entityType: 'novel',
        entityId: novel.id,
        lastUpdated: stamp,
      });
    } else touched.set(linked.id, stamp);
  }
  result.touched = [...touched].map(([id, lastUpdated]) => ({ id, lastUpdated }));
  return result;
}

type WorkspaceWithOwnEvents<N> = {
  novels: readonly (N & { id: string; title: string; lastUpdated: string; timelineEvents?: NovelEvent[] })[];
  timelines: readonly TimelineRecord[];
  events: readonly TimelineEvent[];
};

/**
 * A whole workspace in the previous release's shape (novels may carry `timelineEvents`) in the new one:
 * novels without their own list, their events in their timelines (created ones appended). Each event's
 * change stamp is its novel's `lastUpdated`, the best a file says.
 */
export function liftWorkspaceNovelEvents<N extends object>(
  workspace: WorkspaceWithOwnEvents<N>,
): { novels: N[]; timelines: TimelineRecord[]; events: TimelineEvent[] } {
  const lift = liftNovelEvents(
    workspace.novels.map((novel) => ({
      id: novel.id,
      title: novel.title,
      events: (novel.timelineEvents ?? []).map((event) => ({ ...event, stamp: novel.lastUpdated })),
    })),
    workspace.timelines,
    workspace.events,
  );
  const touched = new Map(lift.touched.map((entry) => [entry.id, entry.lastUpdated]));
  return {
    novels: workspace.novels.map(({ timelineEvents: _own, ...novel }) => novel as unknown as N),
    timelines: [
      ...workspace.timelines.map((timeline) => {
        const lastUpdated = touched.get(timeline.id);
        return lastUpdated === undefined ? timeline : { ...timeline, lastUpdated };
      }),
      ...lift.created,
    ],
    events: [...workspace.events, ...lift.events],
  };
}
