import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCalendar } from '../../common/api/calendars';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Dates of the world (issue 15, decision 040): a novel or campaign without a calendar uses its
// universe's; characters, campaigns, sessions, chapters and settlements keep the dates typed for them,
// as text, checked by length only.

type Body = Record<string, unknown> & { version?: number };

describe.each(BACKENDS)('dates of the world on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'world-dates');
  });
  afterAll(() => server.close());

  const call = <T = Body>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });

  it("gives a novel and a campaign without a calendar their universe's, until they have their own", async () => {
    expect((await call('GET', '/calendars?ownerKind=novel&ownerId=n-ashen-crown')).body).toBeNull();
    const universe = await call<StoredCalendar>('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: 'u-emberreach',
      preset: 'emberreach',
    });
    expect(universe.status).toBe(201);

    const borrowed = await call<StoredCalendar>('GET', '/calendars?ownerKind=novel&ownerId=n-ashen-crown');
    expect(borrowed.status).toBe(200);
    expect(borrowed.body).toEqual(universe.body);
    const campaign = await call<StoredCalendar>('GET', '/calendars?ownerKind=campaign&ownerId=c-cinder-road');
    expect(campaign.body.ownerKind).toBe('universe');
    // A novel of another universe, and one without a universe, have none.
    expect((await call('GET', '/calendars?ownerKind=novel&ownerId=n-skyward-tithe')).body).toBeNull();
    expect((await call('GET', '/calendars?ownerKind=novel&ownerId=n-quiet-orchard')).body).toBeNull();

    const own = await call<StoredCalendar>('POST', '/calendars', {
      ownerKind: 'novel',
      ownerId: 'n-ashen-crown',
      preset: 'gregorian',
    });
    expect(own.status).toBe(201);
    const now = await call<StoredCalendar>('GET', '/calendars?ownerKind=novel&ownerId=n-ashen-crown');
    expect(now.body).toMatchObject({ ownerKind: 'novel', ownerId: 'n-ashen-crown' });
  });

  it("keeps a character's birth and death as typed, and refuses an overlong one", async () => {
    const made = await call('POST', '/characters', {
      name: 'Maren',
      role: 'Ally',
      universeId: 'u-emberreach',
      born: '  Year 290 of the Ember Age, spring ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ born: 'Year 290 of the Ember Age, spring' });
    expect(made.body.died).toBeUndefined();

    const changed = await call('PATCH', `/characters/${made.body.id}`, {
      died: 'Year 351 of the Ember Age',
      version: made.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      born: 'Year 290 of the Ember Age, spring',
      died: 'Year 351 of the Ember Age',
    });

    const long = await call<ErrorBody>('PATCH', `/characters/${made.body.id}`, {
      born: 'x'.repeat(101),
      version: changed.body.version,
    });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe('Born must be at most 100 characters');
  });

  it("sets a campaign's current date of the world", async () => {
    const { version } = (await call('GET', '/campaigns/c-cinder-road')).body;
    const changed = await call('PATCH', '/campaigns/c-cinder-road', {
      currentWorldDate: 'Year 322 of the Ember Age, Thawmonth 5',
      version,
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/campaigns/c-cinder-road')).body.currentWorldDate).toBe(
      'Year 322 of the Ember Age, Thawmonth 5',
    );
    const long = await call<ErrorBody>('PATCH', '/campaigns/c-cinder-road', {
      currentWorldDate: 'y'.repeat(101),
      version: changed.body.version,
    });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe('Current world date must be at most 100 characters');
  });

  it('keeps the world dates of sessions, chapters and settlements, and parts without one as they were', async () => {
    const session = await call('POST', '/campaigns/c-cinder-road/sessions', {
      title: 'Into the ash',
      status: 'planned',
      date: '2026-12-01',
      worldDate: 'Year 322 of the Ember Age, Thawmonth 9',
      summary: 'The road north.',
    });
    expect(session.status).toBe(201);
    expect(session.body.worldDate).toBe('Year 322 of the Ember Age, Thawmonth 9');

    const chapter = await call('POST', '/novels/n-ashen-crown/chapters', {
      title: 'Before the fall',
      worldDate: 'Late in the winter',
    });
    expect(chapter.status).toBe(201);
    expect(chapter.body.worldDate).toBe('Late in the winter');

    const before = await call('GET', '/worlds/w-thornwild/settlements/w-thornwild-s-1');
    const settlement = await call('PATCH', '/worlds/w-thornwild/settlements/w-thornwild-s-1', {
      founded: 'Year 104 of the Ember Age',
      version: before.body.version,
    });
    expect(settlement.status).toBe(200);
    expect(settlement.body.founded).toBe('Year 104 of the Ember Age');

    const long = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/sessions', {
      title: 'Too long',
      status: 'planned',
      date: '2026-12-02',
      worldDate: 'z'.repeat(101),
      summary: '',
    });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe('World date must be at most 100 characters');

    const campaign = await call<{ sessions: Body[] }>('GET', '/campaigns/c-cinder-road');
    expect(campaign.body.sessions.filter((entry) => entry.worldDate === undefined).length).toBeGreaterThan(0);
  });
});
