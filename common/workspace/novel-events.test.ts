import { describe, expect, it } from 'vitest';
import type { NovelEvent } from '../domain/novel';
import type { TimelineEvent, TimelineRecord } from '../domain/timeline';
import { derivedId } from './derived-id';
import { liftNovelEvents, liftWorkspaceNovelEvents, novelTimelineId } from './novel-events';

const event = (id: string, title: string, date: string, type: 'major' | 'minor' = 'major'): NovelEvent => ({
  id,
  title,
  date,
  description: `${title}.`,
  type,
  characters: ['Mira'],
});
const stamped = (entry: NovelEvent, stamp = '2024-01-02T00:00:00.000Z') => ({ ...entry, stamp });

const timeline = (
  id: string,
  entityId: string,
  lastUpdated = '2024-01-01T00:00:00.000Z',
): TimelineRecord => ({
  id,
  name: id,
  description: 'd',
  entityType: 'novel',
  entityId,
  lastUpdated,
});
const stored = (id: string, timelineId: string, title: string, date: string): TimelineEvent => ({
  id,
  timelineId,
  title,
  date,
  description: '',
  type: 'major',
  characters: [],
  tags: [],
  importance: 'moderate',
  icon: 'Star',
});

describe('derivedId', () => {
  it('is a UUID determined by its parts', () => {
    expect(derivedId('a', 'b')).toBe(derivedId('a', 'b'));
    expect(derivedId('a', 'b')).not.toBe(derivedId('ab'));
    expect(derivedId('a', 'b')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('liftNovelEvents', () => {
  it('moves a novel’s events into the first timeline linked to it, with importance from the type', () => {
    const lift = liftNovelEvents(
      [{ id: 'n-1', title: 'Ash', events: [stamped(event('e-1', 'Found', 'Year 2', 'minor'))] }],
      [timeline('t-other', 'n-2'), timeline('t-1', 'n-1'), timeline('t-2', 'n-1')],
      [],
    );
    expect(lift.created).toEqual([]);
    expect(lift.events).toEqual([
      {
        id: 'e-1',
        timelineId: 't-1',
        title: 'Found',
        date: 'Year 2',
        description: 'Found.',
        type: 'minor',
        characters: ['Mira'],
        tags: [],
        importance: 'minor',
        icon: 'Calendar',
      },
    ]);
    expect(lift.touched).toEqual([{ id: 't-1', lastUpdated: '2024-01-02T00:00:00.000Z' }]);
  });

  it('makes a timeline for a novel without one, named for the novel and stamped with its events', () => {
    const lift = liftNovelEvents(
      [{ id: 'n-1', title: 'Ash', events: [stamped(event('e-1', 'Found', 'Year 2'))] }],
      [timeline('t-other', 'n-2')],
      [],
    );
    expect(lift.created).toEqual([
      {
        id: novelTimelineId('n-1'),
        name: 'Ash Timeline',
        description: 'The events of Ash, in the order they happen.',
        entityType: 'novel',
        entityId: 'n-1',
        lastUpdated: '2024-01-02T00:00:00.000Z',
      },
    ]);
    expect(lift.events.map((entry) => entry.timelineId)).toEqual([novelTimelineId('n-1')]);
  });

  it('leaves out an event its timeline already has (same title and date), and keeps the later stamp', () => {
    const lift = liftNovelEvents(
      [
        {
          id: 'n-1',
          title: 'Ash',
          events: [stamped(event('e-1', ' found ', 'YEAR 2')), stamped(event('e-2', 'Lost', 'Year 3'))],
        },
      ],
      [timeline('t-1', 'n-1', '2030-01-01T00:00:00.000Z')],
      [stored('x', 't-1', 'Found', 'Year 2')],
    );
    expect(lift.skipped).toBe(1);
    expect(lift.events.map((entry) => entry.id)).toEqual(['e-2']);
    expect(lift.touched).toEqual([]);
  });

  it('gives an event whose id is taken one made from the novel and the event, the same every time', () => {
    const run = () =>
      liftNovelEvents(
        [{ id: 'n-1', title: 'Ash', events: [stamped(event('e-1', 'Found', 'Year 2'))] }],
        [timeline('t-1', 'n-1')],
        [stored('e-1', 't-9', 'Other', 'Year 1')],
      );
    expect(run().events[0]?.id).toBe(derivedId('novel-event', 'n-1', 'e-1'));
    expect(run()).toEqual(run());
  });

  it('moves nothing twice: lifting the result again adds nothing', () => {
    const once = liftWorkspaceNovelEvents({
      novels: [
        {
          id: 'n-1',
          title: 'Ash',
          lastUpdated: '2024-01-02T00:00:00.000Z',
          timelineEvents: [event('e-1', 'Found', 'Year 2'), event('e-2', 'Found', 'Year 2')],
        },
        { id: 'n-2', title: 'Bell', lastUpdated: '2024-01-03T00:00:00.000Z', timelineEvents: [] },
      ],
      timelines: [],
      events: [],
    });
    expect(once.novels).toEqual([
      { id: 'n-1', title: 'Ash', lastUpdated: '2024-01-02T00:00:00.000Z' },
      { id: 'n-2', title: 'Bell', lastUpdated: '2024-01-03T00:00:00.000Z' },
    ]);
    expect(once.timelines.map((entry) => entry.entityId)).toEqual(['n-1']);
    expect(once.events.map((entry) => entry.id)).toEqual(['e-1']);
    const again = liftWorkspaceNovelEvents({
      novels: once.novels.map((novel) => ({
        ...novel,
        timelineEvents: novel.id === 'n-1' ? [event('e-1', 'Found', 'Year 2')] : [],
      })),
      timelines: once.timelines,
      events: once.events,
    });
    expect(again.timelines).toEqual(once.timelines);
    expect(again.events).toEqual(once.events);
  });
});
