import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePage } from '../../common/api/history';
import type { TrashList } from '../../common/api/trash';
import { sampleWorkspace } from '../../common/sample/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// One validation path (issue 25, decision 048): mutated documents and relations sent through every door
// that writes them (a chapter's text, a part's create and update, relations, import, a restore from
// history and from the Trash) on both databases are refused with a 4xx naming the problem, never a 500.

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** A loaded 2-core machine runs a few hundred requests a door slowly: the property's own time limit. */
const FUZZ_TIMEOUT = 240_000;
const UNIVERSE = 'u-emberreach';
const NOVEL = 'n-ashen-crown';
const LORE = { title: 'Lore', category: 'History', era: 'First', content: 'x' };

/** A document with every node and mark the editor writes. */
const baseDoc = () => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Forge' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ask ' },
        { type: 'mention', attrs: { kind: 'character', id: 'ch-brannoc', label: 'Brannoc' } },
        { type: 'hardBreak' },
        { type: 'text', text: 'the map', marks: [{ type: 'link', attrs: { href: '/novels/n-1' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ash' }] }] },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'oath' }] }] },
    { type: 'horizontalRule' },
  ],
});

/** Every place in a JSON value: the holder and the key where a mutation may go. */
function placesOf(value: unknown): { holder: Record<string | number, unknown>; key: string | number }[] {
  const places: { holder: Record<string | number, unknown>; key: string | number }[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Array.isArray(current) ? current.keys() : Object.keys(current)) {
      places.push({ holder: current as Record<string | number, unknown>, key });
      stack.push((current as Record<string | number, unknown>)[key]);
    }
  }
  return places;
}

let deep: unknown = { type: 'paragraph' };
for (let level = 0; level < 40; level += 1) deep = { type: 'blockquote', content: [deep] };

/** What a mutation puts in a place: nothing, the wrong type, control characters, a tree too deep. */
const replacement = fc.oneof(
  fc.constantFrom(null, 0, -1, 1e308, true, '', 'x', [], {}, [null], { type: 'paragraph', content: null }),
  fc.constantFrom({ type: 'text', text: 'a\u0000b' }, { type: 'mention', attrs: null }, deep, 'javascript:x'),
  fc.constantFrom({ type: 'text' }, { type: 'doc', content: [] }, { type: 'listItem' }, '/\\evil.example'),
  fc.jsonValue({ maxDepth: 3 }),
);

type Mutation = { at: number; value: unknown; drop: boolean }[];

const mutations: fc.Arbitrary<Mutation> = fc.array(
  fc.record({ at: fc.nat(), value: replacement, drop: fc.boolean() }),
  { minLength: 1, maxLength: 4 },
);

/** `base` with each mutation applied at a place chosen by its index: replaced, or taken out. */
function mutated<T>(base: T, mutation: Mutation): T {
  const copy = structuredClone(base);
  for (const { at, value, drop } of mutation) {
    const places = placesOf(copy);
    const place = places[at % Math.max(places.length, 1)];
    if (place === undefined) continue;
    if (drop && !Array.isArray(place.holder)) delete place.holder[place.key];
    else place.holder[place.key] = structuredClone(value);
  }
  return copy;
}

const mutatedDoc = mutations.map((mutation) => ({ version: 1, doc: mutated(baseDoc(), mutation) }));

const baseRelation = () => ({
  from: { kind: 'character', id: 'ch-brannoc' },
  to: { kind: 'character', id: 'ch-kestra' },
  type: 'custom',
  customLabel: 'Sworn to',
  customInverse: 'Holds the oath of',
  attitude: 40,
  note: 'Since the war',
  starts: '1201',
  ends: '',
});
const mutatedRelation = mutations.map((mutation) => mutated(baseRelation(), mutation));

type Part = { id: string; version: number };

describe.each(BACKENDS)('every door on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const send = <T = unknown>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, ...(body === undefined ? {} : { body }) });
  /** A server error fails the property with the request that caused it. */
  const noServerError = (answer: { status: number; text: string }, what: unknown) => {
    if (answer.status >= 500) {
      throw new Error(`${answer.status} ${answer.text} for ${JSON.stringify(what).slice(0, 2000)}`);
    }
    return answer.status;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true', USER_QUOTA_MB: '0' });
    token = await newUserToken(server, 'fuzz');
  });
  afterAll(() => server.close());

  it('answers a null node and a malformed tree with 422 on a chapter text and a part document', async () => {
    const chapters = (await send<Part[]>('GET', `/novels/${NOVEL}/chapters`)).body;
    const path = `/novels/${NOVEL}/chapters/${chapters[0]?.id}/text`;
    const lore = (await send<Part>('POST', `/universes/${UNIVERSE}/lore`, { ...LORE, title: 'L' })).body;
    for (const doc of [
      { type: 'doc', content: [null] },
      { type: 'doc', content: [{ type: 'blockquote', content: [null] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [null] }] },
      { type: 'doc', content: null },
    ]) {
      const text = await send<ErrorBody>('PUT', path, { text: { version: 1, doc }, version: 0 });
      expect([text.status, text.body.error.code]).toEqual([422, 'validation_failed']);
      const part = await send<ErrorBody>('PATCH', `/universes/${UNIVERSE}/lore/${lore.id}`, {
        contentDoc: { version: 1, doc },
        version: lore.version,
      });
      expect(part.status).toBe(422);
      const created = await send('POST', `/universes/${UNIVERSE}/lore`, {
        ...LORE,
        contentDoc: { version: 1, doc },
      });
      expect(created.status).toBe(422);
    }
  });

  it(
    'never answers 500 to a mutated chapter text',
    async () => {
      const chapters = (await send<Part[]>('GET', `/novels/${NOVEL}/chapters`)).body;
      const path = `/novels/${NOVEL}/chapters/${chapters[1]?.id}/text`;
      let version = (await send<{ version: number }>('GET', path)).body.version;
      await fc.assert(
        fc.asyncProperty(mutatedDoc, async (text) => {
          const answer = await send<{ version: number }>('PUT', path, { text, version });
          expect(noServerError(answer, text)).toBeLessThan(500);
          if (answer.status === 200) {
            version = answer.body.version;
            expect((await send('GET', path)).status).toBe(200);
          }
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'never answers 500 to a mutated part document, created or changed',
    async () => {
      let lore = (await send<Part>('POST', `/universes/${UNIVERSE}/lore`, { ...LORE, title: 'L' })).body;
      await fc.assert(
        fc.asyncProperty(mutatedDoc, async (contentDoc) => {
          const created = await send('POST', `/universes/${UNIVERSE}/lore`, {
            ...LORE,
            title: 'Fuzz',
            contentDoc,
          });
          noServerError(created, contentDoc);
          const path = `/universes/${UNIVERSE}/lore/${lore.id}`;
          const changed = await send<Part>('PATCH', path, { contentDoc, version: lore.version });
          noServerError(changed, contentDoc);
          if (changed.status === 200) lore = changed.body;
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'never answers 500 to a mutated relation, added or changed',
    async () => {
      const made = await send<Part>('POST', '/relations', {
        from: { kind: 'character', id: 'ch-kestra' },
        to: { kind: 'character', id: 'ch-brannoc' },
        type: 'ally',
      });
      expect(made.status).toBe(201);
      let relation = made.body;
      await fc.assert(
        fc.asyncProperty(mutatedRelation, async (body) => {
          const created = await send<Part>('POST', '/relations', body);
          noServerError(created, body);
          if (created.status === 201) await send('DELETE', `/relations/${created.body.id}`);
          const { from: _from, to: _to, type: _type, ...details } = body as Record<string, unknown>;
          const changed = await send<Part>('PATCH', `/relations/${relation.id}`, {
            ...details,
            version: relation.version,
          });
          noServerError(changed, details);
          if (changed.status === 200) relation = changed.body;
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'never answers 500 to an import of mutated chapter texts, relations and versions',
    async () => {
      const novel = sampleWorkspace.novels[0];
      if (novel === undefined) throw new Error('the sample has novels');
      const chapterId = novel.chapters[0]?.id ?? '';
      let count = 0;
      await fc.assert(
        fc.asyncProperty(mutatedDoc, mutatedRelation, async (text, relation) => {
          count += 1;
          const novelId = `n-fuzz-${count}`;
          const workspace = {
            novels: [{ ...novel, id: novelId }],
            chapterTexts: [{ novelId, chapterId, text }],
            relations: [{ ...(relation as object), id: `rel-fuzz-${count}` }],
            textVersions: [
              {
                id: `tv-fuzz-${count}`,
                kind: 'novels/chapters',
                partId: chapterId,
                parentId: novelId,
                field: 'text',
                name: 'Kept\u0000',
                isNamed: true,
                text,
                plainText: 'x',
                wordCount: 1,
                textVersion: 1,
                createdAt: '2026-11-27T10:00:00.000Z',
              },
            ],
          };
          noServerError(await send('POST', '/import', { workspace }), workspace);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    },
    FUZZ_TIMEOUT,
  );

  it('refuses in an import what the API refuses: NUL, a tree too deep, a chapter past 4 million characters', async () => {
    const novel = sampleWorkspace.novels[0];
    if (novel === undefined) throw new Error('the sample has novels');
    const chapterId = novel.chapters[0]?.id ?? '';
    const importing = (novelId: string, text: unknown, relation?: object) =>
      send<ErrorBody>('POST', '/import', {
        workspace: {
          novels: [{ ...novel, id: novelId }],
          chapterTexts: [{ novelId, chapterId, text }],
          ...(relation === undefined ? {} : { relations: [relation] }),
        },
      });
    const paragraph = (words: string) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] });
    const clean = await importing(
      'n-clean',
      { version: 1, doc: baseDoc() },
      { ...baseRelation(), id: 'rel-clean' },
    );
    expect(clean.status).toBe(200);
    const nul = await importing('n-nul', {
      version: 1,
      doc: { type: 'doc', content: [paragraph('a\u0000b')] },
    });
    // The field names the text and, within it, where the NUL sits.
    expect([nul.status, nul.body.error.details?.[0]?.field]).toEqual([
      422,
      expect.stringMatching(/^novels\[1\]\.chapterTexts\.text\b/),
    ]);
    expect(nul.body.error.message).toContain('must not contain control characters (such as NUL)');
    // Sent as text: the test's own JSON.stringify could not write a tree this deep.
    const levels = 5_000;
    const deepDoc = `{"version":1,"doc":{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph"}${']}'.repeat(levels)}]}}`;
    const deepBody = JSON.stringify({
      workspace: {
        novels: [{ ...novel, id: 'n-deep' }],
        chapterTexts: [{ novelId: 'n-deep', chapterId, text: 'DEEP' }],
      },
    }).replace('"DEEP"', deepDoc);
    const deepText = await send<ErrorBody>('POST', '/import', deepBody);
    expect([deepText.status, deepText.body.error.details?.[0]?.field]).toEqual([
      422,
      expect.stringMatching(/^novels\[1\]\.chapterTexts\.text\b/),
    ]);
    const huge = Array.from({ length: 21 }, () => paragraph('x'.repeat(1_000_000)));
    const big = await importing('n-huge', { version: 1, doc: { type: 'doc', content: huge } });
    expect([big.status, big.body.error.message]).toEqual([
      422,
      expect.stringContaining('A chapter can hold at most about 250,000 words; split it in two'),
    ]);
    const relation = { ...baseRelation(), id: 'rel-nul', note: 'a\u0000b', type: 'ally' };
    const nulRelation = await importing(
      'n-rel',
      { version: 1, doc: { type: 'doc', content: [paragraph('a')] } },
      relation,
    );
    expect([nulRelation.status, nulRelation.body.error.details?.[0]?.field]).toEqual([
      422,
      'relations[1].note',
    ]);
    expect((await send('GET', '/novels/n-nul')).status).toBe(404);
  });

  it(
    'never answers 500 to restoring a history version or a Trash entry whose stored document is mutated',
    async () => {
      const db = server.db;
      await fc.assert(
        fc.asyncProperty(mutatedDoc, async (contentDoc) => {
          const lore = (await send<Part>('POST', `/universes/${UNIVERSE}/lore`, { ...LORE, title: 'H' }))
            .body;
          const path = `/universes/${UNIVERSE}/lore/${lore.id}`;
          await send('PATCH', path, { content: 'y', version: lore.version });
          const [change] = (await send<ChangePage>('GET', `/history?recordId=${UNIVERSE}&limit=1`)).body
            .changes;
          // As a history row of an older release might hold it.
          const before = { data: { ...LORE, title: 'H', contentDoc } };
          await db
            .updateTable('changes')
            .set({ before: JSON.stringify(before) })
            .where('id', '=', change?.id ?? '')
            .execute();
          const restored = await send('POST', `/history/${change?.id}/restore`, { side: 'before' });
          noServerError(restored, contentDoc);

          expect((await send('DELETE', path)).status).toBe(204);
          const entry = (await send<TrashList>('GET', '/trash')).body.entries.find(
            (each) => each.entityId === lore.id,
          );
          const row = await db
            .selectFrom('trash')
            .select('payload')
            .where('id', '=', entry?.id ?? '')
            .executeTakeFirst();
          const payload = JSON.parse(row?.payload ?? '{}') as { parts: { data: Record<string, unknown> }[] };
          for (const part of payload.parts) part.data.contentDoc = contentDoc;
          await db
            .updateTable('trash')
            .set({ payload: JSON.stringify(payload) })
            .where('id', '=', entry?.id ?? '')
            .execute();
          noServerError(await send('POST', `/trash/${entry?.id}/restore`), contentDoc);
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    },
    FUZZ_TIMEOUT,
  );

  it('refuses a history or Trash restore the API would refuse, with 422 naming the rule', async () => {
    const lore = (await send<Part>('POST', `/universes/${UNIVERSE}/lore`, { ...LORE, title: 'R' })).body;
    const path = `/universes/${UNIVERSE}/lore/${lore.id}`;
    await send('PATCH', path, { content: 'y', version: lore.version });
    const [change] = (await send<ChangePage>('GET', `/history?recordId=${UNIVERSE}&limit=1`)).body.changes;
    const nullNode = { version: 1, doc: { type: 'doc', content: [null] } };
    await server.db
      .updateTable('changes')
      .set({ before: JSON.stringify({ data: { ...LORE, title: 'R', contentDoc: nullNode } }) })
      .where('id', '=', change?.id ?? '')
      .execute();
    const restored = await send<ErrorBody>('POST', `/history/${change?.id}/restore`, { side: 'before' });
    expect([restored.status, restored.body.error.message]).toEqual([
      422,
      expect.stringMatching(/^This version cannot be restored: /),
    ]);

    expect((await send('DELETE', path)).status).toBe(204);
    const entry = (await send<TrashList>('GET', '/trash')).body.entries.find(
      (each) => each.entityId === lore.id,
    );
    const row = await server.db
      .selectFrom('trash')
      .select('payload')
      .where('id', '=', entry?.id ?? '')
      .executeTakeFirst();
    const payload = JSON.parse(row?.payload ?? '{}') as { parts: { data: Record<string, unknown> }[] };
    for (const part of payload.parts) part.data.category = 'a\u0000b';
    await server.db
      .updateTable('trash')
      .set({ payload: JSON.stringify(payload) })
      .where('id', '=', entry?.id ?? '')
      .execute();
    const fromTrash = await send<ErrorBody>('POST', `/trash/${entry?.id}/restore`);
    expect([fromTrash.status, fromTrash.body.error.message]).toEqual([
      422,
      'This cannot be restored as it is. R, category: Category must not contain control characters (such as NUL)',
    ]);
    expect((await send('GET', path)).status).toBe(404);
  });
});
