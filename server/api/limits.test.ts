import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../common/sample/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Decision 025: the same limits through the API and import, and control characters refused with a
// clear 400 on both databases (PostgreSQL answered 500 on a NUL byte in an id, a filter or a text).

type ImportAnswer = { problems: { table: string; row: number; field: string; message: string }[] };

describe.each(BACKENDS)('input limits on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const send = <T = unknown>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'limits');
  });
  afterAll(() => server.close());

  it('refuses NUL and control characters in a path id, a filter and a text field with 400', async () => {
    for (const path of ['/novels/%00', '/novels/a%00b', '/novels/a%2Fb', '/novels/a.b', '/novels/%0A']) {
      const answer = await send<ErrorBody>('GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.error.message).toContain('is not a valid id');
    }
    const filter = await send<ErrorBody>('GET', '/worlds?universeId=u%00x');
    expect(filter.status).toBe(400);
    const text = await send<ErrorBody>('PATCH', '/novels/n-ashen-crown', { description: 'a\u0000b' });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Description must not contain control characters (such as NUL)');
    const bell = await send<ErrorBody>('POST', '/novels/n-ashen-crown/characters', {
      name: 'Ring\u0007',
      role: 'x',
      description: 'y',
    });
    expect(bell.status).toBe(400);
    // Line breaks and tabs are text.
    expect((await send('PATCH', '/novels/n-ashen-crown', { description: 'one\n\ttwo\r\n' })).status).toBe(
      200,
    );
  });

  it('keeps the sample ids and UUIDs working', async () => {
    expect((await send('GET', '/novels/n-ashen-crown')).status).toBe(200);
    const created = await send<{ id: string }>('POST', '/novels', { title: 'New' });
    expect(created.status).toBe(201);
    expect((await send('GET', `/novels/${created.body.id}`)).status).toBe(200);
    expect((await send('GET', `/novels/${'a'.repeat(100)}`)).status).toBe(404);
    expect((await send('GET', `/novels/${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('refuses a body nested deeper than 64 levels with 400', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const answer = await api<ErrorBody>(server, 'PATCH', '/novels/n-ashen-crown', { token, body: deep });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('The body may nest at most 64 levels deep');
  });

  it('applies the part limits at, just under and just over', async () => {
    const path = '/universes/u-emberreach/lore';
    const lore = (content: string) => ({ title: 'T', category: 'c', era: 'e', content });
    expect((await send('POST', path, lore('x'.repeat(100_000)))).status).toBe(201);
    expect((await send('POST', path, lore('x'.repeat(99_999)))).status).toBe(201);
    const over = await send<ErrorBody>('POST', path, lore('x'.repeat(100_001)));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('Content must be at most 100000 characters');
    const race = (traits: string[], origin = 'o') => ({
      name: 'R',
      description: 'd',
      origin,
      lifespan: 'l',
      traits,
    });
    const races = '/universes/u-emberreach/races';
    expect((await send('POST', races, race(Array(200).fill('t'), 'o'.repeat(500)))).status).toBe(201);
    expect((await send('POST', races, race(Array(201).fill('t')))).status).toBe(422);
    expect((await send('POST', races, race([], 'o'.repeat(501)))).status).toBe(422);
    expect((await send('POST', races, race(['t'.repeat(501)]))).status).toBe(422);
  });

  it('checks imported rows by the same rules, naming the row', async () => {
    const universe = sampleWorkspace.universes[0];
    if (universe === undefined) throw new Error('the sample has universes');
    // A preview answers every problem with its row and field, and writes nothing.
    const problemsOf = async (universes: unknown[]) => {
      const answer = await send<ImportAnswer>('POST', '/import', { workspace: { universes }, dryRun: true });
      expect(answer.status).toBe(200);
      return answer.body.problems.map(({ row, field, message }) => ({ row, field, message }));
    };

    const fine = { ...universe, id: 'u-import-fine' };
    expect(await problemsOf([fine])).toEqual([]);
    expect(await problemsOf([fine, { ...universe, id: '..' }])).toEqual([
      {
        row: 2,
        field: 'id',
        message: 'Not a valid id: an id is 1 to 100 letters, digits, hyphens or underscores',
      },
    ]);
    const faction = { id: 'f-1', name: 'F', description: 'd' };
    expect(await problemsOf([{ ...fine, factions: [faction, { ...faction, name: 'G' }] }])).toEqual([
      { row: 1, field: 'factions.1.id', message: 'The part id f-1 is used twice in factions' },
    ]);
    expect(await problemsOf([{ ...fine, description: 'a\u0000b' }])).toEqual([
      {
        row: 1,
        field: 'description',
        message: 'Description must not contain control characters (such as NUL)',
      },
    ]);
    const lore = { id: 'l-1', title: 'T', category: 'c', era: 'e', content: 'x'.repeat(100_000) };
    expect(await problemsOf([{ ...fine, lore: [lore] }])).toEqual([]);
    expect(await problemsOf([{ ...fine, lore: [{ ...lore, content: 'x'.repeat(100_001) }] }])).toEqual([
      { row: 1, field: 'lore.0.content', message: 'Content must be at most 100000 characters' },
    ]);
    // Refused for real: nothing is written.
    const refused = await send<ErrorBody>('POST', '/import', {
      workspace: { universes: [{ ...universe, id: 'a/b' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('the first in universes row 1');
  });

  it('takes images only from the workspace or the built-in set, everywhere an image is taken', async () => {
    const refused =
      'An image must be uploaded to this workspace or be one of the built-in images (not an outside address)';
    for (const url of [
      'https://tracker.example/p.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ]) {
      for (const [method, path, body] of [
        ['PATCH', '/novels/n-ashen-crown', { coverUrl: url }],
        ['PATCH', '/universes/u-emberreach', { imageUrl: url }],
        ['PATCH', '/worlds/w-thornwild', { imageUrl: url }],
        ['PATCH', '/campaigns/c-cinder-road', { coverUrl: url }],
        ['POST', '/universes', { name: 'U', imageUrl: url }],
        ['POST', '/novels/n-ashen-crown/images', { title: 'I', type: 'Sketch', url, description: '' }],
      ] as const) {
        const answer = await send<ErrorBody>(method, path, body);
        expect([path, url, answer.status, answer.body.error.message]).toEqual([path, url, 422, refused]);
      }
    }
    expect(
      (await send('PATCH', '/novels/n-ashen-crown', { coverUrl: '/images/covers/quiet-orchard.svg' })).status,
    ).toBe(200);
    const universe = sampleWorkspace.universes[0];
    const imported = await send<ImportAnswer>('POST', '/import', {
      workspace: { universes: [{ ...universe, id: 'u-foreign', imageUrl: 'https://example.com/a.png' }] },
      dryRun: true,
    });
    expect(imported.body.problems).toEqual([
      { table: 'universes', row: 1, field: 'imageUrl', message: refused },
    ]);
  });

  it('takes profile links only as http, https or mailto addresses', async () => {
    const socials = { twitter: '', instagram: 'mailto:ada@example.com', website: 'https://ada.example.com' };
    expect((await send('PATCH', '/profile', { socials })).status).toBe(200);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd']) {
      const answer = await send<ErrorBody>('PATCH', '/profile', { socials: { ...socials, website: bad } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.message).toBe('A link must be an http://, https:// or mailto: address');
    }
  });
});
