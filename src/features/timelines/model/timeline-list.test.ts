import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../../../common/domain/timeline';
import { entityPath, eventCountLabel, filterTimelines, timelineForLabel } from './timeline-list';

function timeline(overrides: Partial<Timeline> & { id: string }): Timeline {
  return {
    name: 'Untitled',
    description: '',
    entityType: 'novel',
    entityId: 'n-1',
    entityName: 'A Novel',
    eventCount: 0,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const timelines = [
  timeline({ id: '1', name: 'The Ember Age', entityType: 'universe', entityName: 'Emberreach' }),
  timeline({
    id: '2',
    name: 'Story events',
    description: 'What happens in the novel',
    entityName: 'The Ashen Crown',
  }),
  timeline({ id: '3', name: 'Chronicle', entityType: 'campaign', entityName: 'Cinder Road' }),
];
const ids = (list: readonly Timeline[]) => list.map((entry) => entry.id);

describe('filterTimelines', () => {
  it('searches name, description and linked record name, ignoring case', () => {
    expect(ids(filterTimelines(timelines, 'ember', 'all'))).toEqual(['1']);
    expect(ids(filterTimelines(timelines, 'HAPPENS', 'all'))).toEqual(['2']);
    expect(ids(filterTimelines(timelines, 'cinder road', 'all'))).toEqual(['3']);
    expect(ids(filterTimelines(timelines, ' ', 'all'))).toEqual(['1', '2', '3']);
  });

  it('filters by the linked record type and combines it with the search', () => {
    expect(ids(filterTimelines(timelines, '', 'campaign'))).toEqual(['3']);
    expect(ids(filterTimelines(timelines, 'ember', 'novel'))).toEqual([]);
    expect(ids(filterTimelines(timelines, 'ash', 'novel'))).toEqual(['2']);
  });
});

describe('labels', () => {
  it('names the linked record and its page', () => {
    expect(timelineForLabel({ entityType: 'universe', entityName: 'Emberreach' })).toBe(
      'Timeline for Universe: Emberreach',
    );
    expect(entityPath('campaign', 'c-cinder-road')).toBe('/campaigns/c-cinder-road');
    expect(entityPath('novel', 'n 1')).toBe('/novels/n%201');
  });

  it('counts events in words', () => {
    expect(eventCountLabel(0)).toBe('0 events');
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(10000)).toBe('10,000 events');
  });
});
