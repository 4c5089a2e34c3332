import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCalendar } from '../../common/api/calendars';
import type { TimelineEvent } from '../../common/domain/timeline';
import type { Calendar } from '../../common/time/calendar';
import { formatDate } from '../../common/time/format';
import { parseWorldDate } from '../../common/time/parse';
import { emberreach, gregorian } from '../../common/time/presets';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// Stored days (decision 044): each event's day count in its timeline owner's calendar is written with
// the event and rewritten, in the same transaction, when the calendar is made, edited or deleted and
// when a novel changes universe (whose calendar it borrows). Timelines answer in the stored order.

type Body = Record<string, unknown>;

describe.each(BACKENDS)('stored event days on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'event-days');
  });
  afterAll(() => server.close());

  const call = <T = Body>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });
  const eventsOf = async (timelineId: string) => {
    const answer = await call<TimelineEvent[]>('GET', `/timelines/${timelineId}/events`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const dayIn = (calendar: Calendar, text: string) => parseWorldDate(text, calendar)?.day ?? null;
  /** A universe with one timeline of its own: their ids. */
  const universeWithTimeline = async (name: string) => {
    const universe = await call<{ id: string }>('POST', '/universes', {
      name: `${name} Reach`,
      description: `Where ${name.toLowerCase()} days are counted.`,
    });
    const timeline = await call<{ id: string }>('POST', '/timelines', {
      name,
      description: `${name} days.`,
      entityType: 'universe',
      entityId: universe.body.id,
    });
    return { universeId: universe.body.id, id: timeline.body.id };
  };

  it('stores the day of a date typed loosely ("14 March 2025", "Fri 14 mar 2025"), ordered by it', async () => {
    const { universeId, id } = await universeWithTimeline('Loose');
    const made = await call('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: universeId,
      preset: 'gregorian',
    });
    expect(made.status).toBe(201);
    for (const [title, date] of [
      ['Fair', 'Fri 14 mar 2025'],
      ['Siege', '14 March 40 BC'],
      ['Council', '2 January 2025'],
    ]) {
      expect(
        (await call('POST', `/timelines/${id}/events`, { title, date, description: 'Happened.' })).status,
      ).toBe(201);
    }
    const events = await eventsOf(id);
    expect(events.map((event) => event.title)).toEqual(['Siege', 'Council', 'Fair']);
    expect(events.find((event) => event.title === 'Fair')?.worldDay).toBe(
      dayIn(gregorian, '14 March 2025 AD'),
    );
  });

  it('writes the day with the event, follows calendar edits and deletes, and orders by it', async () => {
    const { universeId, id } = await universeWithTimeline('Days');
    const late = formatDate(gregorian, { year: 2025, month: 3, day: 5 });
    const early = formatDate(gregorian, { year: 12, month: 1, day: 2 });
    const post = (title: string, date: string) =>
      call('POST', `/timelines/${id}/events`, { title, date, description: `${title} happened.` });
    expect((await post('Late', late)).status).toBe(201);
    expect((await post('Free', 'The long winter')).status).toBe(201);
    expect((await post('Early', early)).status).toBe(201);

    // No calendar yet: no days, natural order of the texts.
    let events = await eventsOf(id);
    expect(events.every((event) => event.worldDay === null)).toBe(true);

    const made = await call<StoredCalendar>('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: universeId,
      preset: 'gregorian',
    });
    expect(made.status).toBe(201);
    events = await eventsOf(id);
    expect(events.map((event) => event.title)).toEqual(['Early', 'Late', 'Free']);
    expect(events.map((event) => event.worldDay)).toEqual([
      dayIn(gregorian, early),
      dayIn(gregorian, late),
      null,
    ]);

    // A January of 30 days moves every later day: the stored days follow the edit.
    const months = gregorian.months.map((month, index) => (index === 0 ? { ...month, length: 30 } : month));
    const edited = { ...made.body.calendar, months } as Calendar;
    const saved = await call<StoredCalendar>('PATCH', `/calendars/${made.body.id}`, {
      calendar: edited,
      version: made.body.version,
    });
    expect(saved.status).toBe(200);
    events = await eventsOf(id);
    const lateDay = events.find((event) => event.title === 'Late')?.worldDay;
    expect(lateDay).toBe(dayIn(saved.body.calendar, late));
    expect(lateDay).not.toBe(dayIn(gregorian, late));

    // An edited event is read again.
    const early2 = events.find((event) => event.title === 'Early') as TimelineEvent;
    const later = formatDate(gregorian, { year: 3000, month: 6, day: 1 });
    const put = await call('PUT', `/timeline-events/${early2.id}`, {
      title: 'Early',
      date: later,
      description: 'Moved on.',
    });
    expect(put.status).toBe(200);
    events = await eventsOf(id);
    expect(events.map((event) => event.title)).toEqual(['Late', 'Early', 'Free']);
    expect(events[1]?.worldDay).toBe(dayIn(saved.body.calendar, later));

    expect((await call('DELETE', `/calendars/${made.body.id}`)).status).toBe(204);
    events = await eventsOf(id);
    expect(events.every((event) => event.worldDay === null)).toBe(true);
  });

  it("reads a novel's events in its universe's calendar, and again when it changes universe", async () => {
    const make = (name: string) =>
      call<{ id: string }>('POST', '/universes', { name, description: `${name}, a universe.` });
    const ember = await make('Ember Side');
    const plain = await make('Plain Side');
    for (const [universe, preset] of [
      [ember, 'emberreach'],
      [plain, 'gregorian'],
    ] as const) {
      const answer = await call('POST', '/calendars', {
        ownerKind: 'universe',
        ownerId: universe.body.id,
        preset,
      });
      expect(answer.status).toBe(201);
    }
    const novel = await call<{ id: string; version: number }>('POST', '/novels', {
      title: 'Borrowed Days',
      description: 'A novel that borrows its calendar.',
      universeId: ember.body.id,
    });
    expect(novel.status).toBe(201);
    const timeline = await call<{ id: string }>('POST', '/timelines', {
      name: 'Story days',
      description: 'When the story happens.',
      entityType: 'novel',
      entityId: novel.body.id,
    });
    const text = formatDate(emberreach, { year: 322, month: 2, day: 5 });
    await call('POST', `/timelines/${timeline.body.id}/events`, {
      title: 'Thaw',
      date: text,
      description: 'The thaw.',
    });
    let [event] = await eventsOf(timeline.body.id);
    expect(event?.worldDay).toBe(dayIn(emberreach, text));
    expect(event?.worldDay).not.toBeNull();

    // In a Gregorian universe the Ember Age's text means nothing.
    const moved = await call('PATCH', `/novels/${novel.body.id}`, {
      universeId: plain.body.id,
      version: novel.body.version,
    });
    expect(moved.status).toBe(200);
    [event] = await eventsOf(timeline.body.id);
    expect(event?.worldDay).toBe(dayIn(gregorian, text));
  });
});
