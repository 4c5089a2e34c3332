import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManuscriptView } from '../../common/text/manuscript';
import { richTextFromPlain } from '../../common/text/rich-text';
import { utcDay } from '../../common/workspace/writing-goal';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The manuscript to read in the app and a novel's daily word goal (decision 022): chapters in order in
// one answer, the goal set over its version and checked, the day's words counted from chapter saves,
// and neither reachable by another user.

type Goal = { novelId: string; dailyWords: number | null; version: number; day: string; wordsToday: number };
type Chapter = { id: string; title: string; wordCount: number };

const words = (count: number) => richTextFromPlain(Array.from({ length: count }, () => 'ink').join(' '));

describe.each(BACKENDS)('manuscript view and writing goal on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  let novelId: string;
  let chapters: Chapter[];
  const today = utcDay(new Date());

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'goal');
    otherToken = await newUserToken(server, 'goal-other');
    novelId = (await api<{ id: string }>(server, 'POST', '/novels', { token, body: { title: 'Tides' } })).body
      .id;
    for (const title of ['Low water', 'High water', 'Slack']) {
      await api(server, 'POST', `/novels/${novelId}/chapters`, { token, body: { title } });
    }
    chapters = (await api<Chapter[]>(server, 'GET', `/novels/${novelId}/chapters`, { token })).body;
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, `/novels/${novelId}${path}`, { token: as, body });
  const saveText = async (chapter: Chapter | undefined, count: number, day = today) => {
    const path = `/chapters/${chapter?.id}/text`;
    const { version } = (await call<{ version: number }>('GET', path)).body;
    return call<{ wordCount: number }>('PUT', path, { text: words(count), version, day });
  };

  it('answers the manuscript in one request: chapters in order, with their counts and texts', async () => {
    const moved = chapters[2];
    await call('POST', `/chapters/${moved?.id}/move`, { toIndex: 0 });
    await saveText(chapters[1], 7);
    const read = await call<ManuscriptView>('GET', '/manuscript');
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('Tides');
    expect(read.body.chapters.map((chapter) => chapter.title)).toEqual(['Slack', 'Low water', 'High water']);
    expect(read.body.chapters[2]).toMatchObject({ id: chapters[1]?.id, wordCount: 7, text: words(7) });
    expect(read.body.chapters[0]).toMatchObject({ id: moved?.id, wordCount: 0, text: null });
    expect(read.body.wordCount).toBe(7);
  });

  it('reads no goal at first, sets one over its version, and clears it', async () => {
    expect((await call<Goal>('GET', `/writing-goal?day=${today}`)).body).toMatchObject({
      dailyWords: null,
      version: 0,
      day: today,
    });
    const set = await call<Goal>('PUT', '/writing-goal', { dailyWords: 1000, version: 0, day: today });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ dailyWords: 1000, version: 1 });
    expect(set.headers.get('etag')).toBe('"1"');
    const stale = await call<ErrorBody & { error: { current: Goal } }>('PUT', '/writing-goal', {
      dailyWords: 500,
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ dailyWords: 1000, version: 1 });
    expect((await call('PUT', '/writing-goal', { dailyWords: 500 })).status).toBe(428);
    expect((await call<Goal>('PUT', '/writing-goal', { dailyWords: null, version: 1 })).body).toMatchObject({
      dailyWords: null,
      version: 2,
    });
    await call('PUT', '/writing-goal', { dailyWords: 1000, version: 2 });
  });

  it.each([
    [0, 'The goal must be at least 1 word a day'],
    [12.5, 'The goal must be a whole number of words'],
    [50_001, 'The goal can be at most 50,000 words a day'],
    ['many', 'The goal must be a number of words'],
  ])('refuses a goal of %j with 422: %s', async (dailyWords, message) => {
    const refused = await call<ErrorBody>('PUT', '/writing-goal', { dailyWords, version: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(message);
  });

  it('refuses a day no clock shows now, on reads and on saves', async () => {
    const farOff = '2001-01-01';
    const read = await call<ErrorBody>('GET', `/writing-goal?day=${farOff}`);
    expect(read.status).toBe(422);
    expect(read.body.error.message).toBe("day must be today's date where you are (YYYY-MM-DD)");
    expect((await call('GET', '/writing-goal?day=yesterday')).status).toBe(400);
    expect((await saveText(chapters[0], 3, farOff)).status).toBe(422);
  });

  it('counts the words saved today against the goal', async () => {
    const start = (await call<Goal>('GET', `/writing-goal?day=${today}`)).body.wordsToday;
    expect(start).toBe(7);
    await saveText(chapters[0], 400);
    await saveText(chapters[1], 12);
    const after = (await call<Goal>('GET', `/writing-goal?day=${today}`)).body;
    expect(after).toMatchObject({ dailyWords: 1000, wordsToday: 412 });
  });

  it('keeps the manuscript and the goal from another user: 404', async () => {
    for (const path of ['/manuscript', `/writing-goal?day=${today}`]) {
      const answer = await call<ErrorBody>('GET', path, undefined, otherToken);
      expect(answer.status, path).toBe(404);
    }
    const put = await call('PUT', '/writing-goal', { dailyWords: 5, version: 0 }, otherToken);
    expect(put.status).toBe(404);
    // Their own goal for a novel of the same id as the owner's is theirs alone.
    expect((await call<Goal>('GET', `/writing-goal?day=${today}`)).body.dailyWords).toBe(1000);
  });

  it('deletes the goal with its novel', async () => {
    expect((await api(server, 'DELETE', `/novels/${novelId}`, { token })).status).toBeLessThan(300);
    expect((await call('GET', `/writing-goal?day=${today}`)).status).toBe(404);
  });
});
