import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { kankaFixture } from '../../../../common/vault/testing/kanka-fixture';
import { worldAnvilFixture } from '../../../../common/vault/testing/world-anvil-fixture';
import { importRequest, parseImportZip } from './import-form';
import { vaultNotCarried } from './markdown-vault';

// A Kanka campaign export chosen in the import form (decision 066): read as the same kind of import as
// a backup or a vault, with its report for the preview's 'Not in this file'.

describe('a Kanka export chosen in the import form', () => {
  it('becomes the import request, relations with it, and its report lists what it could not carry', async () => {
    const parsed = await parseImportZip(zipSync(kankaFixture('the-ashen-coast/')));
    expect(parsed.problems).toEqual([]);
    expect(parsed.tables.characters?.map((row) => row.name).sort()).toEqual([
      'Mira Quell',
      'The Drowned Abbot',
      'Tobin Quell',
    ]);
    expect(parsed.vault?.folders).toEqual([]);
    expect(vaultNotCarried(parsed.vault)).toContain(
      'quests/the-drowned-bell.json: its place inside “Light the Ninth Lamp”: no field on a quest',
    );
    const request = importRequest(parsed, { replaceExisting: false, skipDuplicates: true }, true);
    expect(Object.keys(request.workspace).sort()).toEqual([
      'calendars',
      'campaigns',
      'characters',
      'events',
      'items',
      'locations',
      'relations',
      'timelines',
      'universes',
      'visibility',
      'worlds',
    ]);
  });

  it('names the file it cannot read', async () => {
    const entries = kankaFixture();
    entries['locations/saltmarch.json'] = strToU8('{"id": 52001, "name": "Salt');
    const parsed = await parseImportZip(zipSync(entries));
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      'locations/saltmarch.json is not readable JSON',
    ]);
  });
});

describe('a World Anvil export chosen in the import form', () => {
  it('is told from other .zip files and becomes the import request, its pictures and visibility with it', async () => {
    const parsed = await parseImportZip(zipSync(worldAnvilFixture()));
    expect(parsed.problems).toEqual([]);
    expect(parsed.tables.characters?.map((row) => row.name)).toEqual(['Ada Fenwick']);
    expect(vaultNotCarried(parsed.vault)).toContain(
      'articles/the-low-canals.json: 1 picture in the text not carried',
    );
    const request = importRequest(parsed, { replaceExisting: false, skipDuplicates: true }, true);
    expect(Object.keys(request.workspace).sort()).toEqual([
      'calendars',
      'characters',
      'events',
      'images',
      'items',
      'locations',
      'timelines',
      'universes',
      'visibility',
      'worlds',
    ]);
  });

  it('names the file it cannot read', async () => {
    const entries = worldAnvilFixture();
    entries['articles/stillfolk.json'] = strToU8('{"title": "Still');
    const parsed = await parseImportZip(zipSync(entries));
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      'articles/stillfolk.json is not readable JSON',
    ]);
  });
});
