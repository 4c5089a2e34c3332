import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../common/api/backup-zip';
import { type ImportReport, importTables } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import type { RichText } from '../../common/text/rich-text';
import { canonicalRichText } from '../../common/vault/markdown-text';
import { readVault } from '../../common/vault/vault-import';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// The Markdown export (issue 26 item 4, decision 056) is a vault Obsidian opens, and it imports back
// (item 5): export → import into an account of its own → the same records, parts, texts, relations and
// mentions.

type Exported = Workspace & Record<string, unknown>;

/** A WebP of 1×1 (VP8L): its header is what the vault's reader takes its size from. */
const WEBP_1X1 = Uint8Array.from(atob('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='), (char) =>
  char.charCodeAt(0),
);

const paragraph = (...content: RichText['doc']['content']): RichText['doc']['content'][number] => ({
  type: 'paragraph',
  content,
});
const text = (value: string, marks?: { type: 'bold' | 'italic' }[]) => ({
  type: 'text',
  text: value,
  ...(marks === undefined ? {} : { marks }),
});
const mention = (kind: string, id: string, label: string) => ({
  type: 'mention',
  attrs: { kind, id, label, mentionSuggestionChar: '@' },
});

/** The committed hand-made vault (common/vault/fixtures/README.md), as its zip's entries. */
function fixtureVault(): Record<string, Uint8Array> {
  return unzipSync(
    new Uint8Array(
      readFileSync(join(import.meta.dirname, '../../common/vault/fixtures/glass-orchard-vault.zip')),
    ),
  );
}

/** A relation as an export holds it, with the fields a test does not care about at their defaults. */
function relation(
  id: string,
  from: { kind: string; id: string },
  to: { kind: string; id: string },
  type: string,
  fields: Record<string, unknown> = {},
) {
  const defaults = {
    variant: null,
    customLabel: '',
    customInverse: '',
    attitude: null,
    note: '',
    starts: '',
    ends: '',
  };
  return { id, from, to, type, ...defaults, ...fields };
}

describe.each(BACKENDS)('the Markdown vault on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  const as = (token: string) => ({
    token,
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
    vault: async (query = '') => {
      const response = await fetch(`${server.url}/api/v1/workspace/markdown.zip${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), bytes };
    },
  });

  /** What a round trip must keep: records with their parts, texts (as Markdown keeps them), relations. */
  function comparable(file: Exported) {
    const {
      about: _about,
      images,
      chapterTexts,
      profile: _profile,
      calendars: _c,
      writingGoals: _g,
      writingDays: _d,
      savedQueries: _q,
      settings: _s,
      ...rest
    } = file;
    return {
      ...rest,
      chapterTexts: ((chapterTexts ?? []) as { text: RichText }[]).map((entry) => ({
        ...entry,
        text: canonicalRichText(entry.text),
      })),
      images: ((images ?? []) as Record<string, unknown>[]).map(({ createdAt: _at, ...facts }) => facts),
    };
  }

  it('exports a vault that imports back into an empty account as the same workspace', async () => {
    const owner = as(await newUserToken(server, 'vault-owner'));
    const sample = (await owner.get<Exported>('/workspace')).body;
    const novel = sample.novels[0] as Exported['novels'][number];
    const universe = sample.universes[0] as Exported['universes'][number];
    const [mira, varric] = sample.characters as [
      Exported['characters'][number],
      Exported['characters'][number],
    ];
    const faction = (universe.factions as { id: string; name: string }[])[0] as { id: string; name: string };
    const chapter = novel.chapters[0] as { id: string };
    const factionDoc: RichText = {
      version: 1,
      doc: {
        type: 'doc',
        content: [paragraph(text('Sworn to '), mention('character', mira.id, mira.name), text('.'))] as never,
      },
    };
    const file = {
      ...sample,
      novels: sample.novels.map((entry, index) =>
        index === 0 ? { ...entry, coverUrl: '/api/v1/images/cover-1' } : entry,
      ),
      universes: sample.universes.map((entry, index) =>
        index === 0
          ? {
              ...entry,
              factions: (entry.factions as Record<string, unknown>[]).map((part, at) =>
                at === 0 ? { ...part, description: 'Sworn to Mira.', descriptionDoc: factionDoc } : part,
              ),
            }
          : entry,
      ),
      chapterTexts: [
        {
          novelId: novel.id,
          chapterId: chapter.id,
          text: {
            version: 1,
            doc: {
              type: 'doc',
              content: [
                { type: 'heading', attrs: { level: 2 }, content: [text('The *oath*')] },
                paragraph(
                  mention('character', mira.id, 'Mira'),
                  text(' met '),
                  mention('universes/factions', faction.id, faction.name),
                  text(' at [dawn]', [{ type: 'bold' }]),
                ),
                { type: 'paragraph' },
                {
                  type: 'bulletList',
                  content: [{ type: 'listItem', content: [paragraph(text('# not a heading'))] }],
                },
                { type: 'horizontalRule' },
                paragraph(text('Ever after.', [{ type: 'italic' }])),
              ],
            },
          },
        },
      ],
      relations: [
        relation(
          'r-rivals',
          { kind: 'character', id: mira.id },
          { kind: 'character', id: varric.id },
          'rival',
          {
            attitude: -40,
            note: 'Since the trial: "never".',
            starts: 'Year 3',
          },
        ),
        relation(
          'r-member',
          { kind: 'character', id: varric.id },
          { kind: 'universes/factions', id: faction.id },
          'member-of',
        ),
      ],
      images: [
        {
          id: 'cover-1',
          type: 'image/webp',
          width: 1,
          height: 1,
          size: WEBP_1X1.length,
          createdAt: '2026-11-20T10:00:00.000Z',
          data: bytesToBase64(WEBP_1X1),
        },
      ],
    };
    const made = await owner.send<ImportReport>('POST', '/import', {
      workspace: file,
      replaceExisting: true,
    });
    expect(made.body.problems).toEqual([]);
    const exported = (await owner.get<Exported>('/workspace')).body;
    const mentions = (await owner.get('/mentions')).body;

    const answer = await owner.vault();
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    const entries = unzipSync(answer.bytes);
    // One note per record and part, in folders by kind, and the image beside them.
    const chapterNote = Object.keys(entries).find((path) =>
      path.startsWith(`Novels/${novel.title}/Chapters/01 `),
    );
    expect(chapterNote).toBeDefined();
    const chapterMarkdown = new TextDecoder().decode(entries[chapterNote as string]);
    expect(chapterMarkdown).toContain(`type: novels/chapters\nid: ${chapter.id}\n`);
    expect(chapterMarkdown).toContain(
      `[[Characters/${mira.name}|Mira]] met [[Universes/${universe.name}/Factions/${faction.name}|${faction.name}]]`,
    );
    const miraNote = new TextDecoder().decode(entries[`Characters/${mira.name}.md`]);
    expect(miraNote).toContain(`to: "[[Characters/${varric.name}|${varric.name}]]"`);
    expect(entries['attachments/cover-1.webp']).toEqual(WEBP_1X1);
    const recordCount = importTables
      .map((key) => (exported[key] as unknown[]).length)
      .reduce((sum, count) => sum + count, 0);
    expect(Object.keys(entries).filter((path) => path.endsWith('.md')).length).toBeGreaterThan(recordCount);

    const reading = readVault(entries);
    expect(reading.notCarried).toEqual([]);
    const other = as(await newUserToken(server, 'vault-restore'));
    const restored = await other.send<ImportReport>('POST', '/import', {
      workspace: reading.workspace,
      replaceExisting: true,
    });
    expect(restored.body.problems).toEqual([]);
    expect(restored.body.isApplied).toBe(true);
    const again = (await other.get<Exported>('/workspace')).body;
    expect(comparable(again)).toEqual(comparable(exported));
    expect((await other.get('/mentions')).body).toEqual(mentions);
  });

  it('exports one novel with what lives in it, and refuses a scope it does not know', async () => {
    const owner = as(await newUserToken(server, 'vault-scope'));
    const sample = (await owner.get<Exported>('/workspace')).body;
    const novel = sample.novels[0] as Exported['novels'][number];
    const answer = await owner.vault(`?scope=novel:${novel.id}`);
    expect(answer.status).toBe(200);
    const paths = Object.keys(unzipSync(answer.bytes));
    expect(paths).toContain(`Novels/${novel.title}/${novel.title}.md`);
    expect(paths.filter((path) => path.startsWith('Novels/') && path.split('/').length === 3)).toHaveLength(
      1,
    );
    expect(paths.some((path) => path.startsWith('Universes/'))).toBe(false);
    expect((await owner.vault('?scope=novel:no-such-novel')).status).toBe(404);
    expect((await owner.vault('?scope=world:w-1')).status).toBe(400);
  });

  it('imports a vault of 1,000 hand-written notes with links, through the preview and its Undo', async () => {
    const owner = as(await newUserToken(server, 'vault-big'));
    const files: Record<string, Uint8Array> = {};
    for (let index = 0; index < 1000; index += 1) {
      const next = (index + 1) % 1000;
      files[`My Vault/People/Person ${index}.md`] = strToU8(
        `---\nrole: Ally\ntags: [imported]\n---\n# Person ${index}\n\nKnows [[Person ${next}]] and *keeps* a [[Nowhere]].\n`,
      );
    }
    files['My Vault/.obsidian/app.json'] = strToU8('{}');
    const reading = readVault(unzipSync(zipSync(files)), { People: 'character' });
    expect(reading.noteCount).toBe(1000);
    expect(reading.folders).toEqual([{ folder: 'People', notes: 1000, kind: 'character' }]);
    expect(reading.notCarried).toContain(
      'People/Person 0.md: 1 link leads to no note of the vault; kept as text',
    );
    // Reading the vault takes seconds on a busy machine: a kept-alive connection may have been closed
    // by the server meanwhile, so the preview (which writes nothing) is asked again once if so.
    const ask = () =>
      owner.send<ImportReport>('POST', '/import', { workspace: reading.workspace, dryRun: true });
    const preview = await ask().catch(ask);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.tables.characters.added).toBe(1000);
    const before = (await owner.get<Exported>('/workspace')).body.characters.length;
    const applied = await owner.send<ImportReport>('POST', '/import', { workspace: reading.workspace });
    expect(applied.status).toBe(200);
    const stored = (await owner.get<Exported>('/workspace')).body.characters;
    expect(stored).toHaveLength(before + 1000);
    const undo = await owner.send('POST', `/import/${applied.body.undo?.batchId}/undo`);
    expect(undo.status).toBe(200);
    expect((await owner.get<Exported>('/workspace')).body.characters).toHaveLength(before);
  });

  it('imports a hand-made Obsidian vault: types and folders, links as mentions, a WebP cover, and a report of the rest', async () => {
    const owner = as(await newUserToken(server, 'vault-fixture'));
    const reading = readVault(fixtureVault());
    expect(reading.folders).toEqual([
      { folder: '', notes: 1, kind: undefined },
      { folder: 'Characters', notes: 1, kind: 'character' },
      { folder: 'Inbox', notes: 1, kind: undefined },
      { folder: 'Places', notes: 1, kind: undefined },
    ]);
    expect(reading.notCarried).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Inbox\/Broken note\.md: its front matter is not valid YAML/),
        '1 note in “Places”: no type and no kind chosen for the folder; left out',
        'Characters/Ilse Varn.md: the property “tags” has no field in a character',
        'Novels/The Glass Orchard/Chapters/02 The Envoy.md: 1 link leads to no note of the vault; kept as text',
        'Novels/The Glass Orchard/Chapters/01 Frost Warning.md: the image sketch.png (a chapter holds no images)',
        'Items/Glass apple.md: type “Fruit” is not one of Artifact, Quest Item, Weapon; imported as Artifact',
      ]),
    );
    const preview = await owner.send<ImportReport>('POST', '/import', {
      workspace: reading.workspace,
      dryRun: true,
    });
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.tables.characters.added).toBe(3);
    const applied = await owner.send<ImportReport>('POST', '/import', { workspace: reading.workspace });
    expect(applied.status).toBe(200);
    const stored = (await owner.get<Exported>('/workspace')).body;
    const novel = stored.novels.find((entry) => entry.title === 'The Glass Orchard');
    expect(novel?.chapters.map((chapter) => chapter.title)).toEqual(['Frost Warning', 'The Envoy']);
    expect(novel?.coverUrl).toMatch(/^\/api\/v1\/images\//);
    const ilse = stored.characters.find((entry) => entry.name === 'Ilse Varn');
    expect(ilse?.role).toBe('Protagonist');
    expect(stored.items.find((entry) => entry.name === 'Glass apple')).toMatchObject({
      type: 'Artifact',
      rarity: 'Rare',
    });
    const chapterText = (stored.chapterTexts ?? []).find(
      (entry) => entry.chapterId === novel?.chapters[0]?.id,
    );
    expect(JSON.stringify(chapterText?.text)).toContain(
      `"kind":"character","id":"${ilse?.id}","label":"Ilse"`,
    );
    const image = await fetch(`${server.url}${novel?.coverUrl}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(WEBP_1X1);
  });
});
