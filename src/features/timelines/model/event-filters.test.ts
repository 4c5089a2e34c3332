import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emberreach, gregorian } from '../../../../common/time/presets';
import { matchesSearch } from '../../../lib/text-search';
import {
  ALL_EVENTS,
  buildEventSearchIndex,
  countEventsByFilter,
  filterEvents,
  filterLabel,
  isSameFilter,
  sortEventsByDate,
  sortEventsForCalendar,
} from './event-filters';
import { makeEvent } from './test-events';

const events = [
  makeEvent({
    id: 'a',
    title: 'The Fall of Embers',
    date: 'Year 1',
    description: 'Seven burning stones fall.',
    importance: 'critical',
    type: 'major',
    tags: ['discovery', 'magic'],
  }),
  makeEvent({
    id: 'b',
    title: 'The Cinder Court convenes',
    date: 'Year 10',
    description: 'Hold-lords meet.',
    importance: 'major',
    type: 'major',
    tags: ['politics'],
    characters: ['Queen Aldra'],
  }),
  makeEvent({
    id: 'c',
    title: 'First oath',
    date: 'Year 9',
    description: 'Two miners swear peace.',
    importance: 'minor',
    type: 'minor',
    tags: ['politics', 'battle'],
  }),
];

const ids = (list: readonly { id: string }[]) => list.map((event) => event.id);

describe('filterEvents', () => {
  it('shows every event for All Events and a blank search', () => {
    expect(ids(filterEvents(events, ALL_EVENTS, '   '))).toEqual(['a', 'b', 'c']);
  });

  it('filters by importance, by type and by tag', () => {
    expect(ids(filterEvents(events, { kind: 'importance', value: 'critical' }, ''))).toEqual(['a']);
    expect(ids(filterEvents(events, { kind: 'type', value: 'minor' }, ''))).toEqual(['c']);
    expect(ids(filterEvents(events, { kind: 'tag', value: 'politics' }, ''))).toEqual(['b', 'c']);
    expect(filterEvents(events, { kind: 'tag', value: 'journey' }, '')).toEqual([]);
  });

  it('searches title, description, tags and characters case-insensitively', () => {
    expect(ids(filterEvents(events, ALL_EVENTS, 'EMBERS'))).toEqual(['a']);
    expect(ids(filterEvents(events, ALL_EVENTS, 'miners'))).toEqual(['c']);
    expect(ids(filterEvents(events, ALL_EVENTS, 'Magic'))).toEqual(['a']);
    expect(ids(filterEvents(events, ALL_EVENTS, 'aldra'))).toEqual(['b']);
    expect(ids(filterEvents(events, ALL_EVENTS, '  court '))).toEqual(['b']);
  });

  it('does not search the date, type or importance', () => {
    expect(filterEvents(events, ALL_EVENTS, 'Year')).toEqual([]);
    expect(filterEvents(events, ALL_EVENTS, 'critical')).toEqual([]);
  });

  it('combines the filter and the search: both must match', () => {
    expect(ids(filterEvents(events, { kind: 'tag', value: 'politics' }, 'oath'))).toEqual(['c']);
    expect(filterEvents(events, { kind: 'importance', value: 'critical' }, 'oath')).toEqual([]);
  });

  it('never matches a term spanning two fields', () => {
    const [first] = events;
    if (!first) throw new Error('fixture');
    expect(filterEvents(events, ALL_EVENTS, 'embers seven')).toEqual([]);
    expect(filterEvents([first], ALL_EVENTS, 'discoverymagic')).toEqual([]);
  });

  it('agrees with matchesSearch over the same fields for any term', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', 'É', 'é', '9') });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ title: text, description: text, tags: fc.array(text), characters: fc.array(text) }),
        ),
        text,
        (records, term) => {
          const list = records.map((record, index) => makeEvent({ id: String(index), ...record }));
          const expected = list.filter((event) =>
            matchesSearch(term, [event.title, event.description, ...event.tags, ...event.characters]),
          );
          expect(filterEvents(list, ALL_EVENTS, term, buildEventSearchIndex(list))).toEqual(expected);
        },
      ),
    );
  });
});

describe('sortEventsByDate', () => {
  it('orders by date text with numbers compared by value', () => {
    expect(ids(sortEventsByDate(events))).toEqual(['a', 'c', 'b']);
  });

  it('keeps events with the same date in their order and returns a sorted list as it is', () => {
    const sameDay = [
      makeEvent({ id: 'x', date: 'Year 2' }),
      makeEvent({ id: 'y', date: 'year 2' }),
      makeEvent({ id: 'z', date: 'Year 1' }),
    ];
    expect(ids(sortEventsByDate(sameDay))).toEqual(['z', 'x', 'y']);
    const sorted = sortEventsByDate(sameDay);
    expect(sortEventsByDate(sorted)).toBe(sorted);
  });

  it('does not change the list it is given', () => {
    const copy = [...events];
    sortEventsByDate(events);
    expect(events).toEqual(copy);
  });
});

describe('sortEventsForCalendar', () => {
  const dated = [
    makeEvent({ id: 'later', date: 'Year 10 of the Ember Age, Thawmonth 2' }),
    makeEvent({ id: 'undated', date: 'Before the Ember Age' }),
    makeEvent({ id: 'earlier', date: 'Year 9 of the Ember Age, Yearsend 30' }),
    makeEvent({ id: 'festival', date: 'Year 9 of the Ember Age, Emberfall 3' }),
    makeEvent({ id: 'dusk', date: 'Long Dusk 3' }),
  ];

  it('orders dated events by their day in the calendar, undated text after them', () => {
    expect(ids(sortEventsForCalendar(dated, emberreach))).toEqual([
      'dusk',
      'festival',
      'earlier',
      'later',
      'undated',
    ]);
  });

  it('orders by text as before when the owner has no calendar', () => {
    expect(sortEventsForCalendar(events, undefined)).toEqual(sortEventsByDate(events));
    expect(ids(sortEventsForCalendar(events, undefined))).toEqual(['a', 'c', 'b']);
  });

  it('keeps "Year 9" before "Year 10" in any calendar, and events of one day in their order', () => {
    const years = [
      makeEvent({ id: 'ten', date: 'Year 10' }),
      makeEvent({ id: 'nine-a', date: 'Year 9' }),
      makeEvent({ id: 'nine-b', date: 'Year 9' }),
    ];
    expect(ids(sortEventsForCalendar(years, gregorian))).toEqual(['nine-a', 'nine-b', 'ten']);
    expect(ids(sortEventsForCalendar(years, emberreach))).toEqual(['nine-a', 'nine-b', 'ten']);
  });
});

describe('the sidebar', () => {
  it('counts events per choice, a tag once per event', () => {
    const counts = countEventsByFilter([...events, makeEvent({ id: 'd', tags: ['battle', 'battle'] })]);
    expect(counts.all).toBe(4);
    expect(counts.importance).toEqual({ critical: 1, major: 1, moderate: 1, minor: 1 });
    expect(counts.type).toEqual({ major: 3, minor: 1 });
    expect(counts.tags.get('battle')).toBe(2);
    expect(counts.tags.get('constructor')).toBeUndefined();
  });

  it('names the active choice for the folded sidebar on phones', () => {
    expect(filterLabel(ALL_EVENTS)).toBe('All Events');
    expect(filterLabel({ kind: 'importance', value: 'critical' })).toBe('Critical');
    expect(filterLabel({ kind: 'type', value: 'minor' })).toBe('Minor Events');
    expect(filterLabel({ kind: 'tag', value: 'battle' })).toBe('battle');
  });

  it('tells which choice is active', () => {
    expect(isSameFilter(ALL_EVENTS, { kind: 'all' })).toBe(true);
    expect(isSameFilter({ kind: 'tag', value: 'battle' }, { kind: 'tag', value: 'battle' })).toBe(true);
    expect(isSameFilter({ kind: 'tag', value: 'battle' }, { kind: 'tag', value: 'journey' })).toBe(false);
    expect(isSameFilter({ kind: 'type', value: 'major' }, { kind: 'importance', value: 'major' })).toBe(
      false,
    );
    expect(isSameFilter(ALL_EVENTS, { kind: 'type', value: 'major' })).toBe(false);
  });
});
