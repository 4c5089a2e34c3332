import { describe, expect, it } from 'vitest';
import { type ExportTable, exportCsv, exportFile, exportJson, exportSql, sqlLiteral } from './export-formats';

const novels: ExportTable = {
  name: 'novels',
  fields: [
    { name: 'id' },
    { name: 'title' },
    { name: 'wordCount' },
    { name: 'isFavorite' },
    { name: 'universeId' },
  ],
  rows: [
    { id: 'n1', title: "Night's Edge, Part 1", wordCount: 85000, isFavorite: true, universeId: null },
    { id: 'n2', title: 'Say "hello"\nagain', wordCount: 0, isFavorite: false, universeId: 'u1' },
  ],
};
const universes: ExportTable = {
  name: 'universes',
  fields: [{ name: 'id' }, { name: 'name' }],
  rows: [{ id: 'u1', name: 'Aetheria' }],
};

describe('exportJson', () => {
  it('writes one object keyed by table, each row with every field', () => {
    const parsed = JSON.parse(exportJson([novels, universes]));
    expect(Object.keys(parsed)).toEqual(['novels', 'universes']);
    expect(parsed.novels[0]).toEqual({
      id: 'n1',
      title: "Night's Edge, Part 1",
      wordCount: 85000,
      isFavorite: true,
      universeId: null,
    });
    expect(parsed.universes).toEqual([{ id: 'u1', name: 'Aetheria' }]);
  });

  it('fills a field missing from a row with null', () => {
    const table: ExportTable = { name: 't', fields: [{ name: 'a' }, { name: 'b' }], rows: [{ a: 1 }] };
    expect(JSON.parse(exportJson([table]))).toEqual({ t: [{ a: 1, b: null }] });
  });
});

describe('exportCsv', () => {
  it('writes each table as its own RFC 4180 section, one after another', () => {
    expect(exportCsv([novels, universes])).toBe(
      [
        '# novels',
        'id,title,wordCount,isFavorite,universeId',
        'n1,"Night\'s Edge, Part 1",85000,true,',
        'n2,"Say ""hello""\nagain",0,false,u1',
        '',
        '# universes',
        'id,name',
        'u1,Aetheria',
        '',
      ].join('\r\n'),
    );
  });
});

describe('exportSql', () => {
  it('writes an INSERT per row with quoted identifiers and literals', () => {
    expect(exportSql([novels, universes])).toBe(
      [
        '-- novels: 2 rows',
        `INSERT INTO "novels" ("id", "title", "wordCount", "isFavorite", "universeId") VALUES ('n1', 'Night''s Edge, Part 1', 85000, TRUE, NULL);`,
        `INSERT INTO "novels" ("id", "title", "wordCount", "isFavorite", "universeId") VALUES ('n2', 'Say "hello"\nagain', 0, FALSE, 'u1');`,
        '',
        '-- universes: 1 row',
        `INSERT INTO "universes" ("id", "name") VALUES ('u1', 'Aetheria');`,
        '',
      ].join('\n'),
    );
  });

  it('writes values that are not finite numbers as NULL and doubles every quote', () => {
    expect(sqlLiteral(Number.NaN)).toBe('NULL');
    expect(sqlLiteral("''")).toBe("''''''");
    expect(sqlLiteral(-2.5)).toBe('-2.5');
  });

  it('says so when a table has no rows', () => {
    expect(exportSql([{ name: 'items', fields: [{ name: 'id' }], rows: [] }])).toBe('-- items: 0 rows\n');
  });
});

describe('exportFile', () => {
  it('names the file by its format', () => {
    expect(exportFile('json', [universes])).toMatchObject({
      fileName: 'fablehold-export.json',
      mimeType: 'application/json',
    });
    expect(exportFile('csv', [universes]).fileName).toBe('fablehold-export.csv');
    expect(exportFile('sql', [universes]).content).toContain('INSERT INTO "universes"');
  });
});
