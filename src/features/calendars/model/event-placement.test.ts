import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { dayFromDate } from '../../../../common/time/engine';
import { emberreach } from '../../../../common/time/presets';
import { placeEvents } from './event-placement';

const event = (id: string, date: string): TimelineEvent => ({
  id,
  timelineId: 't',
  title: `Event ${id}`,
  date,
  description: '',
  type: 'major',
  characters: [],
  tags: [],
  importance: 'moderate',
  icon: 'Calendar',
});

describe('placeEvents', () => {
  it('puts each dated event on its day, in date order, and keeps the rest as text', () => {
    const placement = placeEvents(
      [
        event('b', 'Year 10 of the Ember Age'),
        event('x', 'Before memory'),
        event('a', 'Year 1 of the Ember Age'),
        event('a2', 'Year 1 of the Ember Age, spring'),
        event('c', 'Year 322 of the Ember Age, Thawmonth 5'),
      ],
      emberreach,
    );
    const yearOne = dayFromDate(emberreach, { year: 1, month: 1, day: 1 });
    expect(placement.byDay.get(yearOne)?.map((placed) => placed.event.id)).toEqual(['a', 'a2']);
    expect(placement.byDay.get(yearOne)?.[1]?.date.qualifier).toBe('spring');
    const thaw = dayFromDate(emberreach, { year: 322, month: 3, day: 5 });
    expect(placement.byDay.get(thaw)?.map((placed) => placed.event.id)).toEqual(['c']);
    expect(placement.dated.map((placed) => placed.event.id)).toEqual(['a', 'a2', 'b', 'c']);
    expect(placement.undated.map((entry) => entry.id)).toEqual(['x']);
  });
});
