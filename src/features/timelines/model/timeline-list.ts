import type { TimelineEntityType } from '../../../../common/domain/enums';
import type { Timeline } from '../../../../common/domain/timeline';
import { matchesSearch } from '../../../lib/text-search';

/** The /timelines type filter: every timeline, or those linked to one kind of record. */
export type TimelineTypeFilter = 'all' | TimelineEntityType;

export const timelineTypeFilters: readonly { value: TimelineTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'novel', label: 'Novels' },
  { value: 'universe', label: 'Universes' },
  { value: 'campaign', label: 'Campaigns' },
];

const entityTypeLabels: Record<TimelineEntityType, string> = {
  novel: 'Novel',
  universe: 'Universe',
  campaign: 'Campaign',
};

/** "Novel", "Universe", "Campaign": the spec's link types as the screens write them. */
export function entityTypeLabel(type: TimelineEntityType): string {
  return entityTypeLabels[type];
}

/** The linked record's page: /novels/{id}, /universes/{id}, /campaigns/{id}. */
export function entityPath(type: TimelineEntityType, id: string): string {
  return `/${type}s/${encodeURIComponent(id)}`;
}

/** "Timeline for Universe: Emberreach". */
export function timelineForLabel(timeline: Pick<Timeline, 'entityType' | 'entityName'>): string {
  return `Timeline for ${entityTypeLabel(timeline.entityType)}: ${timeline.entityName}`;
}

/** "1 event", "12 events", "10,000 events". */
export function eventCountLabel(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'event' : 'events'}`;
}

/**
 * The timelines the list shows: the search (name, description or linked record's name) and the type
 * filter must both match. Order is kept, so a newly created timeline stays first.
 */
export function filterTimelines(
  timelines: readonly Timeline[],
  term: string,
  type: TimelineTypeFilter,
): Timeline[] {
  return timelines.filter(
    (timeline) =>
      (type === 'all' || timeline.entityType === type) &&
      matchesSearch(term, [timeline.name, timeline.description, timeline.entityName]),
  );
}
