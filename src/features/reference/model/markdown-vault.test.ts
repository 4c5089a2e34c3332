import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportZip } from './import-form';
import { markdownScopes, vaultNotCarried } from './markdown-vault';

const vault = () =>
  zipSync({
    'Lore/People/Mira.md': strToU8('---\nrole: Protagonist\n---\nA smith who knows [[Tamsin]].\n'),
    'Lore/People/Tamsin.md': strToU8('Blind ashreader.\n'),
    'Lore/Places/The Forge.md': strToU8('Cold now.\n'),
    'Lore/.obsidian/app.json': strToU8('{}'),
  });

describe('a Markdown vault chosen in the import form', () => {
  it('reads notes by the kind their folder is given, and names the folders left out', async () => {
    const parsed = await parseImportZip(vault(), { People: 'character' });
    expect(parsed.problems).toEqual([]);
    expect(parsed.tables.characters?.map((row) => row.name)).toEqual(['Mira', 'Tamsin']);
    expect(parsed.vault?.folders).toEqual([
      { folder: 'People', notes: 2, kind: 'character' },
      { folder: 'Places', notes: 1, kind: undefined },
    ]);
    expect(vaultNotCarried(parsed.vault)).toEqual([
      '1 note in “Places”: no type and no kind chosen for the folder; left out',
      'People/Mira.md: a character’s description is plain text; its links are kept as their names',
    ]);
  });

  it('says what to do when no note became a record', async () => {
    const parsed = await parseImportZip(vault(), { People: 'skip' });
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      'No note of this vault became a record: give each folder of notes a kind below, or a “type” property to each note',
    ]);
    expect(parsed.vault?.folders.map((folder) => folder.folder)).toEqual(['People', 'Places']);
  });

  it('offers the whole workspace and each novel, universe and campaign for the Markdown export', () => {
    const options = markdownScopes({
      tables: [
        { name: 'novels', fields: [], rows: [{ id: 'n-1', title: 'The Ashen Crown' }] },
        { name: 'campaigns', fields: [], rows: [{ id: 'c-1', title: 'The Cinder Road' }] },
      ],
      relationships: [],
    } as never);
    expect(options).toEqual([
      { value: 'workspace', label: 'The whole workspace' },
      { value: 'novel:n-1', label: 'The Ashen Crown', group: 'One novel' },
      { value: 'campaign:c-1', label: 'The Cinder Road', group: 'One campaign' },
    ]);
  });
});
