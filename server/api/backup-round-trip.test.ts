import * as fc from 'fast-check';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TIMESTAMP_FIELDS } from '../../common/api/backup';
import { bytesToBase64, workspaceFromZip } from '../../common/api/backup-zip';
import { presetCalendar } from '../../common/api/calendars';
import type { ImportReport } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import type { RichText, RichTextNode } from '../../common/text/rich-text';
import { relationTypeNames } from '../../common/workspace/relations';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// The export is a backup (issue 26, decision 050): random workspaces, exported as a .zip, imported with
// 'Replace existing data' into another account (or the same one), exported again: the files are equal
// apart from the timestamps the format names; the mention index, which the file does not carry, is
// rebuilt the same.

type Exported = Workspace & Record<string, unknown>;

/** A WebP's signature and some bytes: what the import's check of an image's bytes takes. */
function webpBytes(body: number[]): Uint8Array {
  const head = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
  return new Uint8Array([...head, ...body]);
}

const words = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 ,.'’é—-]{1,40}$/).filter((text) => text.trim() !== '');

/** A random random-shaped chapter: paragraphs, a heading, a list, mentions of characters. */
function chapterText(mentionable: { kind: string; id: string; name: string }[]) {
  const inline = fc.oneof(
    words.map((text): RichTextNode => ({ type: 'text', text })),
    words.map((text): RichTextNode => ({ type: 'text', text, marks: [{ type: 'bold' }] })),
    ...(mentionable.length === 0
      ? []
      : [
          fc.constantFrom(...mentionable).map(
            (target): RichTextNode => ({
              type: 'mention',
              attrs: { kind: target.kind, id: target.id, label: target.name },
            }),
          ),
        ]),
  );
  const paragraph = fc
    .array(inline, { minLength: 1, maxLength: 4 })
    .map((content): RichTextNode => ({ type: 'paragraph', content }));
  const block = fc.oneof(
    paragraph,
    words.map(
      (text): RichTextNode => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] }),
    ),
    fc.array(paragraph, { minLength: 1, maxLength: 3 }).map(
      (items): RichTextNode => ({
        type: 'bulletList',
        content: items.map((item) => ({ type: 'listItem', content: [item] })),
      }),
    ),
  );
  return fc
    .array(block, { minLength: 1, maxLength: 5 })
    .map((content): RichText => ({ version: 1, doc: { type: 'doc', content } }));
}

describe.each(BACKENDS)('an export is a backup on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
    zip: async (include: string) => {
      const response = await fetch(
        `${server.url}/api/v1/workspace/backup.zip${include === '' ? '' : `?include=${include}`}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const reading = workspaceFromZip(unzipSync(new Uint8Array(await response.arrayBuffer())));
      if ('problem' in reading) throw new Error(reading.problem);
      return reading.workspace as Exported;
    },
  });

  /** The file without what the format names as changing on each export, nor the images' bytes. */
  function comparable(file: Record<string, unknown>) {
    const copy = structuredClone(file);
    for (const field of BACKUP_TIMESTAMP_FIELDS) {
      const [head, tail] = field.split('.') as [string, string];
      delete (copy[head] as Record<string, unknown> | undefined)?.[tail];
    }
    return copy;
  }

  /** The file's added fields on the first universe's characters, some values and one template. */
  function fieldsOfFile(
    sample: Exported,
    random: {
      fieldTypes: readonly ('short-text' | 'number' | 'yes-no' | 'choices')[];
      fieldValues: readonly [number, string, number, boolean][];
    },
    run: number,
    stamp: string,
  ) {
    const universe = sample.universes[0]?.id ?? '';
    const cast = sample.characters.filter((character) => character.universeId === universe);
    const customFields = random.fieldTypes.map((type, index) => ({
      id: `field-${run}-${index}`,
      kind: 'character',
      scopeId: universe,
      label: `Field ${index}`,
      type,
      section: index % 2 === 0 ? '' : 'Looks',
      position: index,
      isRequired: false,
      ...(type === 'choices' ? { choices: ['Green', 'Blue'] } : {}),
      ...(type === 'number' ? { unit: 'cm' } : {}),
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    }));
    const randomValue = (type: string, [, text, amount, flag]: [number, string, number, boolean]) =>
      ({
        'short-text': text.trim() || 'x',
        number: amount,
        'yes-no': flag,
        choices: flag ? ['Blue'] : ['Green', 'Blue'],
      })[type];
    const fieldValues = [
      ...new Map(
        random.fieldValues.flatMap((entry) => {
          const character = cast[entry[0] % Math.max(cast.length, 1)];
          const field = customFields[entry[0] % customFields.length];
          if (character === undefined || field === undefined) return [];
          const value = {
            thingId: character.id,
            thingKind: 'character',
            fieldId: field.id,
            value: randomValue(field.type, entry),
          };
          return [[`${character.id}/${field.id}`, value] as const];
        }),
      ).values(),
    ];
    const first = customFields[0];
    const fieldTemplates =
      first === undefined || first.type !== 'short-text'
        ? []
        : [
            {
              id: `tpl-${run}`,
              kind: 'character',
              scopeId: universe,
              name: 'Shopkeeper',
              values: { [first.id]: 'Shrewd' },
              text: 'Sells things.',
              createdAt: stamp,
              updatedAt: stamp,
            },
          ];
    return { customFields, fieldValues, fieldTemplates };
  }

  it('export → replace import → export gives the same file, for random workspaces', async () => {
    const ownerToken = await newUserToken(server, 'backup-owner');
    const owner = as(ownerToken);
    const sample = (await owner.get<Exported>('/workspace')).body;
    const characters = sample.characters.map((character) => ({
      kind: 'character',
      id: character.id,
      name: character.name,
    }));
    const chapters = sample.novels.flatMap((novel) =>
      novel.chapters.map((chapter) => ({ novelId: novel.id, chapterId: chapter.id })),
    );
    const workspace = fc.record({
      texts: fc.uniqueArray(fc.record({ at: fc.constantFrom(...chapters), text: chapterText(characters) }), {
        maxLength: 6,
        selector: (entry) => `${entry.at.novelId}/${entry.at.chapterId}`,
      }),
      relations: fc.uniqueArray(
        fc.record({
          from: fc.constantFrom(...characters),
          to: fc.constantFrom(...characters),
          type: fc.constantFrom(...relationTypeNames),
          note: fc.option(words, { nil: '' }),
          attitude: fc.option(fc.integer({ min: -100, max: 100 }), { nil: null }),
        }),
        { maxLength: 6, selector: (entry) => `${entry.from.id}/${entry.to.id}/${entry.type}` },
      ),
      calendarOwners: fc.subarray(sample.universes.map((universe) => universe.id)),
      goals: fc.subarray(
        sample.novels.map((novel) => novel.id),
        { maxLength: 3 },
      ),
      dailyWords: fc.integer({ min: 1, max: 50_000 }),
      days: fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), startWords: fc.nat(90_000) }), {
        maxLength: 4,
      }),
      images: fc.array(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), { maxLength: 3 }),
      queries: fc.array(fc.record({ name: words, sql: fc.constant('SELECT * FROM novels') }), {
        maxLength: 2,
      }),
      maps: fc.array(
        fc.record({
          name: words,
          owner: fc.constantFrom(
            ...sample.worlds.map((world) => ({ ownerType: 'world', ownerId: world.id })),
            ...sample.campaigns.map((campaign) => ({ ownerType: 'campaign', ownerId: campaign.id })),
          ),
          hasImage: fc.boolean(),
          pins: fc.array(
            fc.record({
              name: words,
              x: fc.nat(4000),
              y: fc.nat(3000),
              layer: fc.constantFrom('', 'Cities'),
            }),
            { maxLength: 3 },
          ),
          hasShapes: fc.boolean(),
          scale: fc.option(
            fc.record({
              pixels: fc.integer({ min: 1, max: 5000 }),
              amount: fc.double({ min: 0.5, max: 1000, noNaN: true }),
              unit: fc.constantFrom('miles', 'km', 'days'),
            }),
            { nil: null },
          ),
        }),
        { maxLength: 3 },
      ),
      dismissals: fc.uniqueArray(
        fc.record({
          findingId: fc.constantFrom(...chapters.map((at) => `story-order:chapter/${at.chapterId}`)),
          reason: words.map((text) => text.trim()),
        }),
        { maxLength: 3, selector: (entry) => entry.findingId },
      ),
      // A tolerance set for some of the novels (decision 099).
      tolerances: fc.uniqueArray(
        fc.record({
          scopeId: fc.constantFrom(...sample.novels.map((novel) => novel.id)),
          toleranceDays: fc.integer({ min: 0, max: 36_500 }),
        }),
        { maxLength: 2, selector: (entry) => entry.scopeId },
      ),
      // Fields added to the characters of the first universe, their values and a template (decision 063).
      fieldTypes: fc.subarray(['short-text', 'number', 'yes-no', 'choices'] as const, { minLength: 1 }),
      fieldValues: fc.array(
        fc.tuple(fc.nat(50), words, fc.integer({ min: -9999, max: 9999 }), fc.boolean()),
        {
          maxLength: 4,
        },
      ),
      // Kinds of your own in the first universe and their things (decision 085).
      kindThings: fc.array(fc.record({ name: words.map((text) => text.trim() || 'x'), description: words }), {
        maxLength: 3,
      }),
      retention: fc.integer({ min: 1, max: 365 }),
      renamed: fc.option(words, { nil: undefined }),
      // Some events' places: a world's location, a settlement, a campaign's location (decision 074).
      eventPlaces: fc.uniqueArray(
        fc.tuple(
          fc.constantFrom(...sample.events.map((event) => event.id)),
          fc.constantFrom(
            ...sample.locations.map((location) => location.id),
            ...sample.worlds.flatMap((world) => (world.settlements ?? []).map((one) => one.id)),
            ...sample.campaigns.flatMap((campaign) => campaign.locations.map((one) => one.id)),
          ),
        ),
        { maxLength: 4, selector: ([eventId]) => eventId },
      ),
      // The first character's portrait: an image of the file, a built-in one, or none (decision 061).
      portrait: fc.constantFrom('uploaded', 'built-in', 'none'),
      // Each novel's first story arc holds some of its chapters, in a random order (decision 061).
      arcChapters: fc.tuple(
        ...sample.novels.map((novel) =>
          fc
            .shuffledSubarray(novel.chapters.map((chapter) => chapter.id))
            .map((ids) => (novel.storyArcs.length === 0 ? undefined : ids)),
        ),
      ),
    });

    let run = 0;
    await fc.assert(
      fc.asyncProperty(workspace, async (random) => {
        run += 1;
        const stamp = '2026-11-20T10:00:00.000Z';
        const goalNovel = random.goals[0];
        const file: Record<string, unknown> = {
          ...sample,
          universes:
            random.renamed === undefined
              ? sample.universes
              : sample.universes.map((universe, index) =>
                  index === 0 ? { ...universe, name: random.renamed } : universe,
                ),
          novels: sample.novels.map((novel, index) => {
            const chapterIds = random.arcChapters[index];
            return chapterIds === undefined
              ? novel
              : {
                  ...novel,
                  storyArcs: novel.storyArcs.map((arc, at) => (at === 0 ? { ...arc, chapterIds } : arc)),
                };
          }),
          characters: sample.characters.map((character, index) => {
            if (index !== 0 || random.portrait === 'none') return character;
            const portraitUrl =
              random.portrait === 'uploaded' && random.images.length > 0
                ? `/api/v1/images/img-${run}-0`
                : '/images/covers/default-novel.svg';
            return { ...character, portraitUrl };
          }),
          events: sample.events.map((event) => {
            const placeId = new Map(random.eventPlaces).get(event.id);
            return placeId === undefined ? event : { ...event, placeId };
          }),
          chapterTexts: random.texts.map(({ at, text }) => ({ ...at, text })),
          relations: random.relations
            .filter((relation) => relation.from.id !== relation.to.id)
            .map((relation, index) => ({
              id: `r-${run}-${index}`,
              from: { kind: 'character', id: relation.from.id },
              to: { kind: 'character', id: relation.to.id },
              type: relation.type,
              variant: null,
              customLabel: '',
              customInverse: '',
              attitude: relation.attitude,
              note: relation.note,
              starts: '',
              ends: '',
            })),
          calendars: random.calendarOwners.map((ownerId, index) => ({
            id: `cal-${run}-${index}`,
            ownerKind: 'universe',
            ownerId,
            calendar: presetCalendar(index % 2 === 0 ? 'gregorian' : 'emberreach'),
            createdAt: stamp,
            updatedAt: stamp,
          })),
          writingGoals: random.goals.map((novelId) => ({
            novelId,
            dailyWords: random.dailyWords,
            updatedAt: stamp,
          })),
          writingDays:
            goalNovel === undefined
              ? []
              : [...new Map(random.days.map((day) => [day.day, day])).values()].map((day) => ({
                  novelId: goalNovel,
                  day: `2026-11-${String(day.day).padStart(2, '0')}`,
                  startWords: day.startWords,
                })),
          images: random.images.map((body, index) => {
            const bytes = webpBytes(body);
            return {
              id: `img-${run}-${index}`,
              type: 'image/webp',
              width: 10 + index,
              height: 20,
              size: bytes.length,
              createdAt: stamp,
              data: bytesToBase64(bytes),
            };
          }),
          // A map's picture is one of the file's images (the tiles are cut again when first read).
          maps: random.maps.map((map, index) => ({
            id: `map-${run}-${index}`,
            name: map.name,
            description: '',
            ...map.owner,
            image:
              map.hasImage && random.images.length > 0
                ? { id: `img-${run}-${index % random.images.length}`, width: 10, height: 20 }
                : null,
            scale: map.scale,
            pins: map.pins.map((pin, at) => ({
              id: `pin-${run}-${index}-${at}`,
              ...pin,
              icon: '',
              color: '#c08a2e',
              linkKind: 'character',
              linkId: characters[0]?.id ?? '',
            })),
            regions: map.hasShapes
              ? [
                  {
                    id: `region-${run}-${index}`,
                    name: map.name,
                    points: [
                      [0, 0],
                      [10, 0],
                      [10, 10.5],
                    ],
                    color: '#2a6b9c',
                    layer: '',
                    linkKind: '',
                    linkId: '',
                  },
                ]
              : [],
            routes: map.hasShapes
              ? [
                  {
                    id: `route-${run}-${index}`,
                    name: map.name,
                    points: [
                      [1, 2],
                      [3, 4],
                    ],
                    color: '#aa3333',
                    layer: 'Roads',
                    linkKind: '',
                    linkId: '',
                  },
                ]
              : [],
          })),
          savedQueries: random.queries.map((query, index) => ({
            id: `q-${run}-${index}`,
            ...query,
            description: '',
            createdAt: stamp,
          })),
          continuityDismissals: random.dismissals.map((dismissal, index) => ({
            ...dismissal,
            fingerprint: `0000000${index}`,
            dismissedAt: stamp,
          })),
          continuitySettings: random.tolerances.map((tolerance) => ({
            scopeKind: 'novel',
            ...tolerance,
            updatedAt: stamp,
          })),
          ...fieldsOfFile(sample, random, run, stamp),
          customKinds: [
            {
              id: `religion-${run}`,
              name: 'Religion',
              plural: 'Religions',
              icon: 'Church',
              livesIn: 'universes',
              position: 0,
              version: 1,
              createdAt: stamp,
              updatedAt: stamp,
            },
          ],
          kindThings: random.kindThings.map((thing, index) => ({
            id: `faith-${run}-${index}`,
            kind: `universes/k-religion-${run}`,
            parentId: sample.universes[0]?.id ?? '',
            position: index,
            createdAt: stamp,
            updatedAt: stamp,
            data: thing,
          })),
          settings: { trashRetentionDays: random.retention },
          // A reader's resolved thread with the author's reply on each chapter given a text (decision 071):
          // the thread as a file from before migration 0048 writes it (no editedAt), the reply edited (094).
          comments: random.texts.flatMap(({ at }, index) => [
            {
              id: `cm-${run}-${index}`,
              containerKind: 'novel',
              containerId: at.novelId,
              target: { kind: 'novels/chapters', id: at.chapterId, field: 'text' },
              anchor: { quote: 'a passage', prefix: 'before ', suffix: ' after', start: index },
              authorId: 'a-reader',
              authorName: 'Rae',
              body: `Comment ${index}`,
              parentId: null,
              resolvedAt: stamp,
              resolvedBy: 'a-reader',
              createdAt: stamp,
              updatedAt: stamp,
              version: 2,
            },
            {
              id: `cm-${run}-${index}-reply`,
              containerKind: 'novel',
              containerId: at.novelId,
              target: { kind: 'novels/chapters', id: at.chapterId, field: 'text' },
              anchor: null,
              authorId: 'the-author',
              authorName: 'Olive',
              body: 'A reply.',
              parentId: `cm-${run}-${index}`,
              resolvedAt: null,
              resolvedBy: null,
              createdAt: stamp,
              updatedAt: stamp,
              editedAt: stamp,
              version: 2,
            },
          ]),
        };
        const made = await owner.send<ImportReport>('POST', '/import', {
          workspace: file,
          replaceExisting: true,
        });
        expect(made.body.problems).toEqual([]);
        expect(made.status).toBe(200);
        // A chapter text is saved again so that the file carries its versions too.
        const first = random.texts[0];
        if (first !== undefined) {
          const path = `/novels/${first.at.novelId}/chapters/${first.at.chapterId}/text`;
          const stored = (await owner.get<{ version: number }>(path)).body;
          const again: RichText = {
            version: 1,
            doc: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Again.' }] }],
            },
          };
          expect((await owner.send('PUT', path, { text: again, version: stored.version })).status).toBe(200);
        }
        const exported = await owner.zip('versions');
        // The file carries what was made (so that the comparison below is not of empty lists).
        expect(exported.chapterTexts ?? []).toHaveLength(random.texts.length);
        expect(exported.relations ?? []).toHaveLength((file.relations as unknown[]).length);
        expect(exported.calendars).toHaveLength(random.calendarOwners.length);
        expect(exported.writingGoals).toHaveLength(random.goals.length);
        expect(exported.characters[0]?.portraitUrl).toBe(
          (file.characters as { portraitUrl?: string }[])[0]?.portraitUrl,
        );
        expect(exported.novels.map((novel) => novel.storyArcs[0]?.chapterIds)).toEqual(
          random.arcChapters.map((ids) => ids),
        );
        // (Saving a text again counts today's writing day, too.)
        expect(exported.writingDays).toEqual(expect.arrayContaining(file.writingDays as unknown[]));
        expect(
          exported.events.flatMap((event) =>
            event.placeId === undefined ? [] : [[event.id, event.placeId]],
          ),
        ).toEqual(
          (file.events as Exported['events']).flatMap((event) =>
            event.placeId === undefined ? [] : [[event.id, event.placeId]],
          ),
        );
        expect(exported.images).toEqual(file.images);
        expect(exported.maps).toEqual(file.maps);
        expect(exported.settings).toEqual({ trashRetentionDays: random.retention });
        const byFinding = (list: unknown) =>
          [...(list as { findingId: string }[])].sort((a, b) => (a.findingId < b.findingId ? -1 : 1));
        expect(byFinding(exported.continuityDismissals)).toEqual(byFinding(file.continuityDismissals));
        const byScope = (list: unknown) =>
          [...(list as { scopeId: string }[])].sort((a, b) => (a.scopeId < b.scopeId ? -1 : 1));
        expect(byScope(exported.continuitySettings)).toEqual(byScope(file.continuitySettings));
        expect(exported.customFields).toEqual(file.customFields);
        expect(exported.customKinds).toEqual(file.customKinds);
        expect(exported.kindThings).toEqual(file.kindThings);
        expect(exported.fieldTemplates).toEqual(file.fieldTemplates);
        const byThing = (list: unknown) =>
          [...(list as { thingId: string; fieldId: string }[])]
            .map((entry) => `${entry.thingId}/${entry.fieldId}`)
            .sort();
        expect(byThing(exported.fieldValues)).toEqual(byThing(file.fieldValues));
        const byId = (list: unknown) =>
          [...(list as { id: string }[])].sort((a, b) => (a.id < b.id ? -1 : 1));
        expect(byId(exported.comments)).toEqual(
          byId((file.comments as object[]).map((comment) => ({ editedAt: null, ...comment }))),
        );
        if (first !== undefined) expect(exported.textVersions).not.toEqual([]);
        const mentions = (await owner.get('/mentions')).body;

        // Into another account, over its own sample and a stray calendar and goal of its own.
        const other = as(await newUserToken(server, 'backup-restore'));
        const restored = await other.send<ImportReport>('POST', '/import', {
          workspace: exported,
          replaceExisting: true,
        });
        expect(restored.body.problems).toEqual([]);
        expect(restored.body.isApplied).toBe(true);
        const again = await other.zip('versions');
        expect(comparable(again)).toEqual(comparable(exported));
        expect((await other.get('/mentions')).body).toEqual(mentions);

        // And into the same account, over itself.
        await owner.send('POST', '/import', { workspace: exported, replaceExisting: true });
        expect(comparable(await owner.zip('versions'))).toEqual(comparable(exported));
      }),
      { numRuns: Number(process.env.BACKUP_RUNS ?? (backend === 'postgres' ? 3 : 5)) },
    );
  }, 240_000);

  it('keeps a .zip to its owner: another user’s holds none of their images, and none without a token', async () => {
    const owner = as(await newUserToken(server, 'zip-owner'));
    const sample = (await owner.get<Exported>('/workspace')).body;
    const bytes = webpBytes([1, 2, 3]);
    const image = {
      id: `img-own-${backend}`,
      type: 'image/webp',
      width: 2,
      height: 2,
      size: bytes.length,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const made = await owner.send('POST', '/import', {
      workspace: { ...sample, images: [{ ...image, data: bytesToBase64(bytes) }] },
      replaceExisting: true,
    });
    expect(made.status, made.text).toBe(200);
    expect((await owner.zip('')).images).toEqual([{ ...image, data: bytesToBase64(bytes) }]);
    const stranger = as(await newUserToken(server, 'zip-stranger'));
    expect((await stranger.zip('')).images).toEqual([]);
    const anonymous = await fetch(`${server.url}/api/v1/workspace/backup.zip`);
    expect(anonymous.status).toBe(401);
  });

  it('undoes a backup’s import whole: its images and saved queries go too, and what it replaced comes back', async () => {
    const user = as(await newUserToken(server, 'backup-undo'));
    const before = (await user.get<Exported>('/workspace')).body;
    const bytes = webpBytes([9, 9]);
    const file = {
      ...before,
      images: [
        {
          id: 'img-undo',
          type: 'image/webp',
          width: 1,
          height: 1,
          size: bytes.length,
          createdAt: '',
          data: bytesToBase64(bytes),
        },
      ],
      savedQueries: [
        { id: 'q-undo', name: 'All novels', sql: 'SELECT * FROM novels', description: '', createdAt: '' },
      ],
    };
    const imported = await user.send<ImportReport>('POST', '/import', {
      workspace: file,
      replaceExisting: true,
    });
    expect(imported.status, imported.text).toBe(200);
    expect((await user.get<Exported>('/workspace')).body.savedQueries).toHaveLength(1);
    const undone = await user.send('POST', `/import/${imported.body.undo?.batchId}/undo`);
    expect(undone.status, undone.text).toBe(200);
    expect((await user.get<Exported>('/workspace')).body).toEqual(before);
  });
});
