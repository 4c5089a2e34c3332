import { request } from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Usage, type UsageCategory, usageCategories } from '../../common/api/usage';
import { richTextFromPlain } from '../../common/text/rich-text';
import type { AnyDb } from '../db/migration-support';
import { recountUsage } from '../db/usage-counters';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Decisions 025 and 049: a per-user storage quota (USER_QUOTA_MB) that counts everything a user stores,
// by category, metered by the bytes a request actually sent.

const MB = 1024 * 1024;
type FullUsage = Required<Usage>;

const bytesOf = (usage: Usage, category: UsageCategory) =>
  usage.categories?.find((entry) => entry.category === category)?.bytes ?? Number.NaN;

/** A JSON body sent with `Transfer-Encoding: chunked` and no Content-Length, in 16 KB chunks. */
function sendChunked(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: ErrorBody & { id?: string; version?: number } }> {
  const text = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.url}/api/v1${path}`,
      {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const answer = Buffer.concat(parts).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: answer === '' ? {} : JSON.parse(answer) });
        });
      },
    );
    // The server may answer (413) before it has read everything.
    outgoing.on('error', reject);
    for (let offset = 0; offset < text.length; offset += 16 * 1024) {
      outgoing.write(text.subarray(offset, offset + 16 * 1024));
    }
    outgoing.end();
  });
}

describe.each(BACKENDS)('the storage quota on %s', (backend) => {
  let server: TestServer;
  let roomy: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true', USER_QUOTA_MB: '3' });
    roomy = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(async () => {
    await server.close();
    await roomy.close();
  });

  const sender = (on: TestServer, token: string) =>
    function send<T = unknown>(method: string, path: string, body?: unknown) {
      return api<T>(on, method, path, { token, ...(body === undefined ? {} : { body }) });
    };

  it('counts what the user stores, refuses the write that would pass the quota, and lets deletes through', async () => {
    const send = sender(server, await newUserToken(server, 'quota'));

    const start = await send<FullUsage>('GET', '/usage');
    expect(start.status).toBe(200);
    expect(start.body.quotaBytes).toBe(3 * MB);
    expect(start.body.usedBytes).toBeGreaterThan(1000);
    expect(start.body.categories.map((entry) => entry.category)).toEqual([...usageCategories]);
    expect(start.body.categories.reduce((sum, entry) => sum + entry.bytes, 0)).toBe(start.body.usedBytes);

    const lore = { title: 'T', category: 'c', era: 'e', content: 'é'.repeat(50_000) };
    const ids: string[] = [];
    let refused: { status: number; body: ErrorBody } | undefined;
    for (let index = 0; index < 40 && refused === undefined; index += 1) {
      const answer = await send<ErrorBody & { id: string }>('POST', '/universes/u-emberreach/lore', lore);
      if (answer.status === 201) ids.push(answer.body.id);
      else refused = answer;
    }
    // 'é' is two bytes: each entry stores about 100 KB, and its creation's history as much again.
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids.length).toBeLessThanOrEqual(15);
    expect(refused?.status).toBe(413);
    expect(refused?.body.error.code).toBe('quota_exceeded');
    expect(refused?.body.error.message).toMatch(/^Your workspace is full: [23]\.\d MB of 3 MB used\./);

    const full = await send<FullUsage>('GET', '/usage');
    expect(bytesOf(full.body, 'texts') - bytesOf(start.body, 'texts')).toBeGreaterThan(ids.length * 100_000);
    expect(bytesOf(full.body, 'history') - bytesOf(start.body, 'history')).toBeGreaterThan(
      ids.length * 100_000,
    );
    expect(full.body.usedBytes).toBeLessThanOrEqual(3 * MB + 300_000);

    for (const id of ids.slice(0, 3)) {
      expect((await send('DELETE', `/universes/u-emberreach/lore/${id}`)).status).toBe(204);
    }
    // What is deleted waits in the Trash, which still counts (decision 038); emptying it makes room.
    const trashed = await send<FullUsage>('GET', '/usage');
    expect(bytesOf(trashed.body, 'trash')).toBeGreaterThan(290_000);
    expect((await send('DELETE', '/trash')).status).toBe(204);
    const after = await send<FullUsage>('GET', '/usage');
    expect(bytesOf(after.body, 'trash')).toBe(0);
    expect(after.body.usedBytes).toBeLessThan(trashed.body.usedBytes - 290_000);
  });

  it('counts history: forty edits of a 200 KB lore entry are refused before history passes the quota', async () => {
    const send = sender(server, await newUserToken(server, 'history'));
    const made = await send<{ id: string; version: number }>('POST', '/universes/u-emberreach/lore', {
      title: 'Long',
      category: 'c',
      era: 'e',
      content: 'é'.repeat(100_000),
    });
    expect(made.status).toBe(201);
    let version = made.body.version;
    const statuses: number[] = [];
    for (let edit = 0; edit < 40; edit += 1) {
      const answer = await send<{ version: number }>(
        'PATCH',
        `/universes/u-emberreach/lore/${made.body.id}`,
        {
          content: String.fromCharCode(0xe0 + (edit % 20)).repeat(100_000),
          version,
        },
      );
      statuses.push(answer.status);
      if (answer.status !== 200) break;
      version = answer.body.version;
    }
    expect(statuses.at(-1)).toBe(413);
    expect(statuses.length).toBeLessThan(15);
    const usage = await send<FullUsage>('GET', '/usage');
    expect(bytesOf(usage.body, 'history')).toBeGreaterThan(MB);
    expect(bytesOf(usage.body, 'history')).toBeLessThan(3 * MB);
    expect(usage.body.usedBytes).toBeLessThanOrEqual(3 * MB + 600_000);
  });

  it('meters a chunked request without Content-Length exactly as one with it', async () => {
    const token = await newUserToken(server, 'chunked');
    const send = sender(server, token);
    // A lore entry's content holds 100,000 characters: two-byte ones make it 200 KB.
    const lore = { title: 'T', category: 'c', era: 'e', content: 'ç'.repeat(100_000) };

    // The body arrives whole and is stored as sent.
    const first = await sendChunked(server, 'POST', '/universes/u-emberreach/lore', token, lore);
    expect(first.status).toBe(201);
    const stored = await send<{ lore: { id: string; content: string }[] }>('GET', '/universes/u-emberreach');
    expect(stored.body.lore.find((entry) => entry.id === first.body.id)?.content).toBe(lore.content);

    // Chunked edits and creates stop at the quota.
    let version = first.body.version ?? 1;
    const answers: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const answer =
        index % 2 === 0
          ? await sendChunked(server, 'PATCH', `/universes/u-emberreach/lore/${first.body.id}`, token, {
              content: String.fromCharCode(0xe0 + (index % 20)).repeat(100_000),
              version,
            })
          : await sendChunked(server, 'POST', '/universes/u-emberreach/lore', token, lore);
      answers.push(answer.status);
      if (answer.status === 413) {
        expect(answer.body.error.code).toBe('quota_exceeded');
        break;
      }
      if (index % 2 === 0) version = answer.body.version ?? version;
    }
    expect(answers.at(-1)).toBe(413);
    const usage = await send<FullUsage>('GET', '/usage');
    expect(usage.body.usedBytes).toBeLessThanOrEqual(3 * MB + 600_000);

    // The body limit holds for a chunked body too.
    const huge = await sendChunked(server, 'POST', '/saved-queries', token, {
      name: 'x',
      sql: 'q'.repeat(2 * MB),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('counts relations and their notes, in bytes and in number', async () => {
    const token = await newUserToken(roomy, 'relations');
    const send = sender(roomy, token);
    const before = await send<FullUsage>('GET', '/usage');
    const characters = await send<{ id: string }[]>('GET', '/characters');
    const ids = characters.body.map((character) => character.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    let made = 0;
    for (let index = 0; made < 30; index += 1) {
      const from = ids[index % ids.length] ?? '';
      const to = ids[(index + 1 + Math.floor(index / ids.length)) % ids.length] ?? '';
      if (from === to) continue;
      const answer = await send('POST', '/relations', {
        from: { kind: 'character', id: from },
        to: { kind: 'character', id: to },
        type: 'custom',
        customLabel: `knows ${index}`,
        customInverse: `known by ${index}`,
        note: 'n'.repeat(5_000),
      });
      expect(answer.status, answer.text).toBe(201);
      made += 1;
    }
    const after = await send<FullUsage>('GET', '/usage');
    expect(bytesOf(after.body, 'relations') - bytesOf(before.body, 'relations')).toBeGreaterThan(30 * 5_000);
    const relations = after.body.categories.find((entry) => entry.category === 'relations');
    expect(relations?.items).toBe(
      30 + (before.body.categories.find((e) => e.category === 'relations')?.items ?? 0),
    );
  });

  it('keeps counters equal to an exact count of what is stored, whatever wrote it', async () => {
    const token = await newUserToken(roomy, 'exact');
    const send = sender(roomy, token);
    const userId = String(decodeJwt(token).sub);
    const lore = await send<{ id: string; version: number }>('POST', '/universes/u-emberreach/lore', {
      title: 'Exact',
      category: 'c',
      era: 'e',
      content: 'Ünïcode ✓ '.repeat(500),
    });
    await send('PATCH', `/universes/u-emberreach/lore/${lore.body.id}`, { title: 'Exacter', version: 1 });
    await send('POST', '/saved-queries', { name: 'Mine', sql: 'SELECT * FROM novels' });
    // A chapter's text twice (its versions), a goal, a calendar, a relation edited.
    const textPath = '/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/text';
    expect(
      (await send('PUT', textPath, { text: richTextFromPlain('First words.'), version: 0 })).status,
    ).toBe(200);
    expect(
      (await send('PUT', textPath, { text: richTextFromPlain('Second words, more.'), version: 1 })).status,
    ).toBe(200);
    const characters = await send<{ id: string }[]>('GET', '/characters');
    const [first, second] = characters.body;
    const relation = await send<{ id: string; version: number }>('POST', '/relations', {
      from: { kind: 'character', id: first?.id },
      to: { kind: 'character', id: second?.id },
      type: 'custom',
      customLabel: 'owes',
      customInverse: 'is owed by',
      note: 'A debt',
    });
    expect(relation.status).toBe(201);
    expect(
      (await send('PATCH', `/relations/${relation.body.id}`, { note: 'A debt, long unpaid', version: 1 }))
        .status,
    ).toBe(200);
    await send('DELETE', '/novels/n-ashen-crown');
    const exported = await send<Record<string, unknown>>('GET', '/workspace');
    expect((await send('POST', '/import', { workspace: exported.body, replaceExisting: true })).status).toBe(
      200,
    );
    await send('DELETE', '/trash');
    // What a replacing import took to the Trash (goals and calendars with their records) is gone now.
    const day = new Date().toISOString().slice(0, 10);
    expect(
      (await send('PUT', '/novels/n-drowned-bells/writing-goal', { dailyWords: 500, version: 0, day }))
        .status,
    ).toBe(200);
    expect(
      (
        await send('POST', '/calendars', {
          ownerKind: 'universe',
          ownerId: 'u-emberreach',
          preset: 'emberreach',
        })
      ).status,
    ).toBe(201);
    // Writes side by side, with the figure read (and, on PostgreSQL, folded) between them.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 3 === 2
          ? send('GET', '/usage')
          : send('POST', '/universes/u-emberreach/lore', {
              title: `Side by side ${index}`,
              category: 'c',
              era: 'e',
              content: 'ß'.repeat(3_000 + index),
            }),
      ),
    );

    const usage = await send<FullUsage>('GET', '/usage');
    for (const category of [
      'records',
      'parts',
      'texts',
      'history',
      'relations',
      'calendars',
      'writingGoals',
      'savedQueries',
    ] as const) {
      expect({ [category]: bytesOf(usage.body, category) > 0 }).toEqual({ [category]: true });
    }
    const exact = (await recountUsage(roomy.db as unknown as AnyDb, userId)).get(userId);
    for (const entry of usage.body.categories) {
      expect({ [entry.category]: entry.bytes }).toEqual({
        [entry.category]: exact?.[entry.category].bytes ?? 0,
      });
      expect({ [entry.category]: entry.items }).toEqual({
        [entry.category]: exact?.[entry.category].items ?? 0,
      });
    }
  });
});
