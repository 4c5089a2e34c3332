import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZIP_JSON_PATH, zipImagePath } from '../../../../common/api/backup';
import { importTables } from '../../../../common/api/import';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { backupDocument, exportedMessage } from './backup-file';
import { buildBackupZip } from './backup-zip';
import { importRequest, parseImportZip } from './import-form';
import { parseImportJson } from './import-parse-json';

// The Export tab's backup (decision 050): everything that hangs on the chosen tables is in the file, the
// head and the toast say what is and is not, and a .zip carries the images' bytes back to the import.

const novel = sampleWorkspace.novels[0];
const chapter = novel?.chapters[0];
const character = sampleWorkspace.characters[0];
const universe = sampleWorkspace.universes[0];
if (novel === undefined || chapter === undefined || character === undefined || universe === undefined)
  throw new Error('the sample changed');

const stored = {
  ...sampleWorkspace,
  chapterTexts: [{ novelId: novel.id, chapterId: chapter.id, text: { version: 1, doc: { type: 'doc' } } }],
  relations: [
    { id: 'r-1', from: { kind: 'character', id: character.id }, to: { kind: 'universe', id: universe.id } },
    {
      id: 'r-2',
      from: { kind: 'novels/chapters', id: chapter.id },
      to: { kind: 'character', id: character.id },
    },
  ],
  calendars: [{ id: 'cal-1', ownerKind: 'universe', ownerId: universe.id }],
  writingGoals: [{ novelId: novel.id, dailyWords: 500, updatedAt: '' }],
  writingDays: [{ novelId: novel.id, day: '2026-11-20', startWords: 10 }],
  images: [{ id: 'img-1', type: 'image/webp', width: 1, height: 1, size: 12, createdAt: '' }],
  savedQueries: [],
  settings: { trashRetentionDays: 30 },
};
const at = { exportedAt: '2026-11-27T10:00:00.000Z', hasImageBytes: false };

describe('the backup file', () => {
  it('holds every table and what hangs on them, and says so, the images’ bytes left out of JSON', () => {
    const { document, about } = backupDocument(stored, [...importTables, 'relations', 'mentions'], at);
    for (const key of [
      'chapterTexts',
      'relations',
      'calendars',
      'writingGoals',
      'writingDays',
      'images',
      'profile',
    ])
      expect(document[key]).toEqual(stored[key as keyof typeof stored]);
    expect(about.tables).toBeUndefined();
    expect(about.leavesOut.map((left) => left.content)).toEqual([
      'mentions',
      'imageBytes',
      'sharing',
      'textVersions',
      'history',
      'trash',
    ]);
    expect(exportedMessage('Exported 11 entities to fablehold-export.json', about)).toBe(
      'Exported 11 entities to fablehold-export.json: records and their parts, chapter texts, relations, calendars, ' +
        'writing goals and progress, uploaded images, saved queries, settings and profile. Not in the file: mentions ' +
        '(read again from the texts on import), the images’ bytes (switch on “Include uploaded images (.zip)”), ' +
        'members, invitation links and who sees what, text versions, history and Trash.',
    );
  });

  it('carries the maps in a backup of every table, and leaves them out of a file of some', () => {
    const maps = [{ id: 'map-1', name: 'Reach', ownerType: 'universe', ownerId: universe.id }];
    const every = backupDocument({ ...stored, maps }, [...importTables, 'relations'], at);
    expect(every.document.maps).toEqual(maps);
    expect(every.about.tables).toBeUndefined();
    const some = backupDocument({ ...stored, maps }, ['universes'], at);
    expect(some.document).not.toHaveProperty('maps');
  });

  it('keeps only what the chosen tables can hold: a relation to an unchosen table stays out', () => {
    const { document, about } = backupDocument(stored, ['universes', 'characters', 'relations'], at);
    expect(document.relations).toEqual([stored.relations[0]]);
    expect(document.chapterTexts).toBeUndefined();
    expect(document.calendars).toEqual(stored.calendars);
    expect(about.tables).toEqual(['universes', 'characters']);
    expect(exportedMessage('Exported 3 entities to x.json', about)).toMatch(
      /^Exported 3 entities to x\.json: the records of universes and characters, relations, calendars,/,
    );
  });

  it('reads a .zip back into the import request, the images’ bytes in their rows', async () => {
    const { document } = backupDocument(stored, importTables, { ...at, hasImageBytes: true });
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]);
    const zip = await buildBackupZip(JSON.stringify(document), ['img-1'], async () => bytes);
    const parsed = await parseImportZip(new Uint8Array(await zip.arrayBuffer()));
    expect(parsed.problems).toEqual([]);
    const request = importRequest(parsed, { replaceExisting: true, skipDuplicates: false }, true);
    expect(request.workspace.images).toEqual([{ ...stored.images[0], data: 'UklGRgAAAABXRUJQ' }]);
    expect(request.workspace.chapterTexts).toEqual(stored.chapterTexts);
    expect(request.workspace.writingDays).toEqual(stored.writingDays);
    expect(request.workspace.settings).toEqual(stored.settings);
    expect(request.workspace.novels).toEqual(sampleWorkspace.novels);
    // The same document as JSON reads the same, but for the bytes.
    const json = parseImportJson(JSON.stringify(document));
    expect(
      importRequest(json, { replaceExisting: true, skipDuplicates: false }, true).workspace.images,
    ).toEqual(stored.images);
  });

  it('says what is wrong with a .zip that is not a backup', async () => {
    expect((await parseImportZip(new Uint8Array([1, 2, 3]))).problems[0]?.message).toBe(
      'The file is not a readable .zip',
    );
    const other = zipSync({ 'notes.txt': new Uint8Array([65]) });
    expect((await parseImportZip(other)).problems[0]?.message).toBe(
      `The .zip holds no ${ZIP_JSON_PATH}: it is not a Fablehold backup`,
    );
    expect(zipImagePath('a')).toBe('images/a.webp');
  });
});
