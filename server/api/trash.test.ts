import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_ENTRY_HEADER, type TrashList, type TrashRestored } from '../../common/api/trash';
import { richTextFromPlain } from '../../common/text/rich-text';
import { call as authCall, BACKENDS, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The Trash (decision 038): every delete moves what it takes aside, and a restore puts back exactly
// what was there (compared through every read the API has: the export with parts, texts and relations,
// the mention index, calendars, text versions, search), or refuses saying what is in the way.

type Json = Record<string, unknown>;

const mira = { kind: 'character', id: 'ch-mira' };
const CHAPTER = '/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1';

function mentionDoc(before: string, target: { kind: string; id: string }, label: string) {
  return {
    version: 1,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: before },
            { type: 'mention', attrs: { ...target, label } },
          ],
        },
      ],
    },
  };
}

describe.each(BACKENDS)('the Trash on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const email = `trash-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'a-long-password';

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });

  /** Everything the API can read that a delete touches. */
  async function state() {
    const reads = await Promise.all([
      call<Json>('GET', '/workspace'),
      call<Json[]>('GET', '/mentions'),
      call('GET', '/calendars?ownerKind=universe&ownerId=u-emberreach'),
      call('GET', `${CHAPTER}/versions`),
      call('GET', '/search?q=Briarholt&limit=50'),
      call('GET', '/relations?kind=character&id=ch-mira'),
      call('GET', '/items/it-ember-cart'),
      call('GET', '/search?q=Stonewarm&limit=50'),
      call('GET', '/search?q=sworn&limit=50'),
      call('GET', '/search?q=lit&limit=50'),
    ]);
    // A version only grows (a restore is a change to whoever read the record since), so the item's
    // version is left out: its content is compared.
    const item = reads[6]?.body as Json;
    delete item.version;
    // Hits that rank the same come in the order they were indexed; the same hits must be there.
    for (const index of [4, 7, 8, 9]) {
      const search = reads[index]?.body as { hits: { kind: string; id: string }[] };
      search.hits.sort((a, b) => `${a.kind}:${a.id}`.localeCompare(`${b.kind}:${b.id}`));
    }
    return reads.map((read) => ({ status: read.status, body: read.body }));
  }

  async function remove(path: string): Promise<string> {
    const answer = await call('DELETE', path);
    expect(answer.status, answer.text).toBe(204);
    const entry = answer.headers.get(TRASH_ENTRY_HEADER);
    expect(entry).toBeTruthy();
    return entry ?? '';
  }

  const restore = (id: string, as = token) =>
    call<TrashRestored & ErrorBody>('POST', `/trash/${id}/restore`, undefined, as);

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    await authCall(server, 'POST', '/signup', { body: { email, password } });
    token = (await signIn(server, email, password)).access_token;
    // Something of everything a delete takes: a rich text with a mention, a relation, a calendar, a
    // chapter's text and one of its versions.
    const lore = await call('POST', '/universes/u-emberreach/lore', {
      title: 'The Forge Oath',
      category: 'History',
      era: 'Now',
      contentDoc: mentionDoc('Sworn at the forge by ', mira, 'Mira'),
    });
    expect(lore.status).toBe(201);
    const relation = await call('POST', '/relations', {
      from: mira,
      to: { kind: 'world', id: 'w-thornwild' },
      type: 'custom',
      customLabel: 'guards',
      customInverse: 'guarded by',
    });
    expect(relation.status, relation.text).toBe(201);
    const calendar = await call('POST', '/calendars', {
      ownerKind: 'universe',
      ownerId: 'u-emberreach',
      preset: 'emberreach',
    });
    expect(calendar.status).toBe(201);
    for (const [version, words] of [
      [0, 'The forge was cold.'],
      [1, 'The forge was cold, and Mira lit it.'],
    ] as const) {
      const saved = await call('PUT', `${CHAPTER}/text`, { text: richTextFromPlain(words), version });
      expect(saved.status, saved.text).toBe(200);
    }
  });
  afterAll(() => server.close());

  it('takes a universe with its worlds, campaigns and all they hold, and gives it back exactly', async () => {
    const before = await state();
    const answer = await call('DELETE', '/universes/u-emberreach');
    expect(answer.status).toBe(204);
    expect(decodeURIComponent(answer.headers.get('x-trash-label') ?? '')).toBe('The Emberreach');
    const entryId = answer.headers.get(TRASH_ENTRY_HEADER) ?? '';
    expect((await call('GET', '/worlds/w-thornwild')).status).toBe(404);
    expect((await call('GET', '/campaigns/c-cinder-road')).status).toBe(404);
    expect(await state()).not.toEqual(before);

    const listed = await call<TrashList>('GET', '/trash');
    expect(listed.body.retentionDays).toBe(30);
    const [entry] = listed.body.entries;
    expect(entry).toMatchObject({
      id: entryId,
      kind: 'universe',
      kindLabel: 'Universe',
      label: 'The Emberreach',
      entityId: 'u-emberreach',
    });
    expect(entry?.contents).toMatch(/^With \d+ worlds?, .*parts\.$/);
    expect(entry?.size).toBeGreaterThan(1000);

    const restored = await restore(entryId);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ kind: 'universe', id: 'u-emberreach', label: 'The Emberreach' });
    expect(await state()).toEqual(before);
    expect((await call<TrashList>('GET', '/trash')).body.entries).toEqual([]);
  });

  it('gives back a novel with its chapters’ texts and versions, a chapter, an event and a campaign’s item', async () => {
    for (const path of [
      '/novels/n-ashen-crown',
      CHAPTER,
      '/timeline-events/t-ember-age-ev-1',
      '/campaigns/c-cinder-road/items/c-cinder-road-i-1',
      '/characters/ch-mira',
      '/locations/loc-briarholt',
    ]) {
      const before = await state();
      const entryId = await remove(path);
      expect(await state(), path).not.toEqual(before);
      const restored = await restore(entryId);
      expect(restored.status, restored.text).toBe(200);
      expect(await state(), path).toEqual(before);
    }
  });

  it('takes a map with its world and gives it back with it; a map alone waits for its world', async () => {
    const made = await call<Json>('POST', '/maps', {
      name: 'The Reach',
      ownerType: 'world',
      ownerId: 'w-thornwild',
    });
    expect(made.status, made.text).toBe(201);
    const mapId = String(made.body.id);
    const before = await state();
    const world = await remove('/worlds/w-thornwild');
    expect((await call('GET', `/maps/${mapId}`)).status).toBe(404);
    expect((await call<TrashList>('GET', '/trash')).body.entries[0]?.contents).toContain('1 map');
    expect((await restore(world)).status).toBe(200);
    expect((await call<Json>('GET', `/maps/${mapId}`)).body).toMatchObject({ name: 'The Reach' });
    expect(await state()).toEqual(before);

    const map = await remove(`/maps/${mapId}`);
    const again = await remove('/worlds/w-thornwild');
    const refused = await restore(map);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Restore the world “The Thornwild” first: “The Reach” belongs to it.',
    );
    expect((await restore(again)).status).toBe(200);
    expect((await restore(map)).status).toBe(200);
    expect(await state()).toEqual(before);
    // Gone for good, so the tests after this one find the Trash as they left it.
    expect((await call('DELETE', `/trash/${await remove(`/maps/${mapId}`)}`)).status).toBe(204);
  });

  it('refuses a restore whose owner is itself in the Trash, saying which, until that comes back', async () => {
    const before = await state();
    const location = await remove('/locations/loc-briarholt');
    const world = await remove('/worlds/w-thornwild');
    const refused = await restore(location);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Restore the world “The Thornwild” first: “Briarholt” belongs to it.',
    );
    expect((await restore(world)).status).toBe(200);
    expect((await restore(location)).status).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('deletes for good one entry or all of them, and forgets what is older than the retention', async () => {
    const one = await remove('/locations/loc-briarholt');
    await remove('/worlds/w-greyspire');
    expect((await call('DELETE', `/trash/${one}`)).status).toBe(204);
    expect((await restore(one)).status).toBe(404);
    expect((await call('DELETE', `/trash/${one}`)).status).toBe(404);
    expect((await call<TrashList>('GET', '/trash')).body.entries).toHaveLength(1);
    expect((await call('DELETE', '/trash')).status).toBe(204);
    expect((await call<TrashList>('GET', '/trash')).body.entries).toEqual([]);

    const bad = await call<ErrorBody>('PUT', '/trash/settings', { retentionDays: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('Keep deleted things for at least 1 day');
    expect((await call('PUT', '/trash/settings', { retentionDays: 2 })).status).toBe(200);
    const kept = await remove('/novels/n-thornwild-song');
    server.advance(86_400_000);
    token = (await signIn(server, email, password)).access_token;
    const list = (await call<TrashList>('GET', '/trash')).body;
    expect(list.retentionDays).toBe(2);
    expect(list.entries.map((entry) => entry.id)).toEqual([kept]);
    server.advance(2 * 86_400_000);
    token = (await signIn(server, email, password)).access_token;
    expect((await call<TrashList>('GET', '/trash')).body.entries).toEqual([]);
    expect((await restore(kept)).status).toBe(404);
    await call('PUT', '/trash/settings', { retentionDays: 30 });
  });

  it('puts the Trash in the export when asked, and refuses other options', async () => {
    const entryId = await remove('/locations/loc-rootdeep-barrow');
    const plain = await call<Json>('GET', '/workspace');
    expect(plain.body.trash).toBeUndefined();
    const full = await call<{ trash: { id: string; payload: { records: unknown[] } }[] }>(
      'GET',
      '/workspace?include=trash',
    );
    expect(full.body.trash.map((entry) => entry.id)).toEqual([entryId]);
    expect(full.body.trash[0]?.payload.records).toHaveLength(1);
    expect((await call('GET', '/workspace?include=everything')).status).toBe(400);
    expect((await restore(entryId)).status).toBe(200);
  });

  it('keeps another user’s Trash out of reach on every route', async () => {
    const entryId = await remove('/locations/loc-emberheart-glade');
    const other = await newUserToken(server, 'trash-other');
    expect((await call<TrashList>('GET', '/trash', undefined, other)).body.entries).toEqual([]);
    expect((await restore(entryId, other)).status).toBe(404);
    expect((await call('DELETE', `/trash/${entryId}`, undefined, other)).status).toBe(404);
    expect((await call('DELETE', '/trash', undefined, other)).status).toBe(204);
    const full = await call<{ trash: unknown[] }>('GET', '/workspace?include=trash', undefined, other);
    expect(full.body.trash).toEqual([]);
    expect((await restore(entryId)).status).toBe(200);
  });

  it('gives back exactly what any run of deletes took, restored in reverse', async () => {
    const targets = [
      '/universes/u-tidewell',
      '/novels/n-skyward-tithe',
      '/campaigns/c-gaslight-syndicate',
      '/worlds/w-brassgate',
      '/items/it-dark-lantern',
      '/characters/ch-varric',
      '/timelines/t-cinder-road',
      '/universes/u-emberreach/lore/u-emberreach-l-1',
    ];
    const before = await state();
    await fc.assert(
      fc.asyncProperty(fc.subarray(targets, { minLength: 1, maxLength: 4 }), async (chosen) => {
        const entries: string[] = [];
        for (const path of chosen) {
          const answer = await call('DELETE', path);
          // One pick may already have gone with an earlier one (a universe's world).
          if (answer.status === 404) continue;
          expect(answer.status, answer.text).toBe(204);
          entries.push(answer.headers.get(TRASH_ENTRY_HEADER) ?? '');
        }
        for (const entryId of entries.reverse()) expect((await restore(entryId)).status).toBe(200);
        expect(await state()).toEqual(before);
      }),
      { numRuns: 6 },
    );
  });
});
