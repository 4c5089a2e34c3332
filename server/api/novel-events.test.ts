import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NovelDetail } from '../../common/domain/novel';
import type { Timeline, TimelineEvent } from '../../common/domain/timeline';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// One event store (decision 018): a novel's events are the events of the timelines linked to it. The
// novel's detail carries no list of its own, and the part route that served one is gone.

describe.each(BACKENDS)('a novel’s events on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  it('come from the timelines linked to the novel', async () => {
    const token = await newUserToken(server, 'novel-events');
    const get = <T>(path: string) => api<T>(server, 'GET', path, { token });
    const send = <T>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, body });

    const novel = await get<NovelDetail>('/novels/n-quiet-orchard');
    expect(novel.status).toBe(200);
    expect(novel.body).not.toHaveProperty('timelineEvents');
    expect((await get('/novels/n-quiet-orchard/events')).status).toBe(404);
    expect((await send('POST', '/novels/n-quiet-orchard/events', { title: 'x', date: 'y' })).status).toBe(
      404,
    );

    const linked = (await get<Timeline[]>('/timelines')).body.filter(
      (timeline) => timeline.entityType === 'novel' && timeline.entityId === 'n-quiet-orchard',
    );
    expect(linked.map(({ name, eventCount }) => ({ name, eventCount }))).toEqual([
      { name: 'A Quiet Orchard Timeline', eventCount: 2 },
    ]);
    const [timeline] = linked as [Timeline];
    const added = await send<TimelineEvent>('POST', `/timelines/${timeline.id}/events`, {
      title: 'Cider pressing',
      date: 'Early November',
      description: 'The whole village comes.',
    });
    expect(added.status).toBe(201);
    const events = (await get<TimelineEvent[]>(`/timelines/${timeline.id}/events`)).body;
    expect(events.map((event) => event.title)).toEqual([
      'Cider pressing',
      'June comes home',
      'The first frost',
    ]);
    const after = (await get<Timeline>(`/timelines/${timeline.id}`)).body;
    expect(after.eventCount).toBe(3);
    expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(timeline.lastUpdated));
  });
});
