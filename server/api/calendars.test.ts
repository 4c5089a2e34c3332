import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredCalendar } from '../../common/api/calendars';
import { lamplightInput } from '../../common/time/presets';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Stored calendars (issue 15, decision 035): one per universe, novel or campaign, made from a preset
// or a whole calendar, changed by version, gone with their owner, and never seen by another user.

describe.each(BACKENDS)('calendars on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'calendars');
    other = await newUserToken(server, 'calendars-other');
  });
  afterAll(() => server.close());

  const call = <T = StoredCalendar>(
    method: string,
    path: string,
    body?: unknown,
    options: { as?: string; headers?: Record<string, string> } = {},
  ) => api<T>(server, method, path, { token: options.as ?? token, body, ...options });

  it('makes a calendar from a preset, finds it by owner and id, changes it and deletes it', async () => {
    // An owner without a calendar is answered, not a 404 in every page's console.
    const none = await call('GET', '/calendars?ownerKind=universe&ownerId=u-emberreach');
    expect([none.status, none.body]).toEqual([200, null]);
    const noOwner = await call<ErrorBody>('GET', '/calendars?ownerKind=universe&ownerId=u-nowhere');
    expect([noOwner.status, noOwner.body.error.message]).toEqual([404, 'Universe not found']);

    const made = await call('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: 'u-emberreach',
      preset: 'emberreach',
    });
    expect(made.status).toBe(201);
    expect(made.body.calendar.name).toBe('Emberreach Reckoning');
    expect(made.body.version).toBe(1);
    expect(made.headers.get('location')).toBe(`/api/v1/calendars/${made.body.id}`);

    const byOwner = await call('GET', '/calendars?ownerKind=universe&ownerId=u-emberreach');
    expect(byOwner.body).toEqual(made.body);
    expect((await call('GET', `/calendars/${made.body.id}`)).body).toEqual(made.body);

    const again = await call<ErrorBody>('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: 'u-emberreach',
      preset: 'gregorian',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/has a calendar already/);

    const renamed = { ...made.body.calendar, name: 'Reckoning of the Reach' };
    const changed = await call('PATCH', `/calendars/${made.body.id}`, { calendar: renamed, version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    expect(changed.body.calendar.name).toBe('Reckoning of the Reach');

    const stale = await call<ErrorBody & { error: { current: StoredCalendar } }>(
      'PATCH',
      `/calendars/${made.body.id}`,
      { calendar: made.body.calendar },
      { headers: { 'If-Match': '"1"' } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed elsewhere/);
    expect(stale.body.error.current.version).toBe(2);

    expect((await call('DELETE', `/calendars/${made.body.id}`)).status).toBe(204);
    expect((await call('GET', `/calendars/${made.body.id}`)).status).toBe(404);
    expect((await call('DELETE', `/calendars/${made.body.id}`)).status).toBe(404);
  });

  it('imports a whole calendar and says clearly what is wrong with a bad one', async () => {
    const imported = await call('POST', '/calendars', {
      ownerKind: 'novel',
      ownerId: 'n-ashen-crown',
      calendar: lamplightInput,
    });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.calendar.weekdays).toHaveLength(10);

    const broken = await call<ErrorBody>('POST', '/calendars', {
      ownerKind: 'campaign',
      ownerId: 'c-cinder-road',
      calendar: { ...lamplightInput, months: [{ name: 'Rainmonth', length: 0 }] },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error.details).toContainEqual({
      field: 'calendar.months.0.length',
      message: 'A month length must be at least 1',
    });

    const both = await call<ErrorBody>('POST', '/calendars', {
      ownerKind: 'campaign',
      ownerId: 'c-cinder-road',
      preset: 'gregorian',
      calendar: lamplightInput,
    });
    expect(both.status).toBe(422);
    expect(both.body.error.message).toBe('Give either a preset or a calendar');

    const unknownPreset = await call<ErrorBody>('POST', '/calendars', {
      ownerKind: 'campaign',
      ownerId: 'c-cinder-road',
      preset: 'julian',
    });
    expect(unknownPreset.status).toBe(422);
    expect(unknownPreset.body.error.message).toBe('preset must be one of gregorian, emberreach, lamplight');

    const badPatch = await call<ErrorBody>('PATCH', `/calendars/${imported.body.id}`, {
      calendar: { ...lamplightInput, format: 'D MMMM' },
      version: 1,
    });
    expect(badPatch.status).toBe(422);
    expect(badPatch.body.error.details?.map((detail) => detail.message)).toContain(
      'The date format must show the year (Y or YYYY)',
    );

    expect((await call<ErrorBody>('GET', '/calendars?ownerKind=world&ownerId=w-1')).status).toBe(400);
    expect((await call<ErrorBody>('GET', '/calendars?ownerKind=novel')).status).toBe(400);
    const noOwner = await call<ErrorBody>('POST', '/calendars', {
      ownerKind: 'campaign',
      ownerId: 'c-nowhere',
      preset: 'gregorian',
    });
    expect(noOwner.status).toBe(404);
    expect(noOwner.body.error.message).toBe('Campaign not found');
  });

  it("never shows or changes another user's calendar", async () => {
    const mine = await call('POST', '/calendars', {
      ownerKind: 'campaign',
      ownerId: 'c-cinder-road',
      preset: 'gregorian',
    });
    expect(mine.status).toBe(201);
    const as = { as: other };
    expect((await call('GET', `/calendars/${mine.body.id}`, undefined, as)).status).toBe(404);
    // Their own campaign of that id has no calendar: mine is not theirs.
    const unset = await call('GET', '/calendars?ownerKind=campaign&ownerId=c-cinder-road', undefined, as);
    expect([unset.status, unset.body]).toEqual([200, null]);
    const patch = { calendar: mine.body.calendar, version: 1 };
    expect((await call('PATCH', `/calendars/${mine.body.id}`, patch, as)).status).toBe(404);
    expect((await call('DELETE', `/calendars/${mine.body.id}`, undefined, as)).status).toBe(404);
    // Their own campaign of the same id has its own calendar.
    const theirs = await call(
      'POST',
      '/calendars',
      { ownerKind: 'campaign', ownerId: 'c-cinder-road', preset: 'lamplight' },
      as,
    );
    expect(theirs.status).toBe(201);
    expect((await call('GET', `/calendars/${mine.body.id}`)).body.calendar.name).toBe('Gregorian');
  });

  it('goes with its owner', async () => {
    const universe = await call<{ id: string }>('POST', '/universes', { name: 'Short-lived' });
    expect(universe.status).toBe(201);
    const made = await call('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: universe.body.id,
      preset: 'emberreach',
    });
    expect(made.status).toBe(201);
    expect((await call('DELETE', `/universes/${universe.body.id}`)).status).toBe(204);
    expect((await call('GET', `/calendars/${made.body.id}`)).status).toBe(404);
  });
});
