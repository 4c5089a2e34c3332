import { describe, expect, it } from 'vitest';
import { workspaceSchema } from '../../../../common/domain/workspace';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { buildReferenceData } from '../../../data/reference-tables';
import { exportCsv, exportSql } from './export-formats';
import { parseImportCsv } from './import-parse-csv';
import { parseImportSql, tokenizeSql } from './import-parse-sql';

const schema = buildReferenceData(sampleWorkspace).tables;

describe('tokenizeSql', () => {
  it('reads quoted text and names with doubled quotes, numbers, and skips comments, counting lines', () => {
    const { tokens } = tokenizeSql(`-- a comment\nINSERT /* two\nlines */ "we""ird" ('it''s', -1.5e2)`);
    expect(tokens.map((token) => [token.kind, token.text, token.line])).toEqual([
      ['word', 'INSERT', 2],
      ['identifier', 'we"ird', 3],
      ['symbol', '(', 3],
      ['string', "it's", 3],
      ['symbol', ',', 3],
      ['number', '-1.5e2', 3],
      ['symbol', ')', 3],
    ]);
  });
});

describe('parseImportSql', () => {
  it("reads the Export tab's SQL into the same records as its CSV", () => {
    const parsed = parseImportSql(exportSql(schema), schema);
    expect(parsed.problems).toEqual([]);
    expect(workspaceSchema.omit({ profile: true, maps: true }).safeParse(parsed.tables).success).toBe(true);
    // An empty table is a header in CSV and nothing at all in SQL (the sample has no relations yet).
    const withRows = (tables: typeof parsed.tables) =>
      Object.fromEntries(Object.entries(tables).filter(([, rows]) => (rows ?? []).length > 0));
    expect(withRows(parsed.tables)).toEqual(withRows(parseImportCsv(exportCsv(schema), schema).tables));
    expect(parsed.tables.universes).toHaveLength(sampleWorkspace.universes.length);
  });

  it('takes several rows per statement, in any case, with NULL, TRUE and FALSE', () => {
    const parsed = parseImportSql(
      `insert into novels (id, title, wordCount, isFavorite, universeId)\nvalues ('n1', 'One', 10, TRUE, NULL),\n  ('n2', 'Two', 20, false, 'u-1');`,
      schema,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.tables.novels).toMatchObject([
      { id: 'n1', title: 'One', wordCount: 10, isFavorite: true },
      { id: 'n2', wordCount: 20, isFavorite: false, universeId: 'u-1' },
    ]);
    expect(parsed.tables.novels?.[0]).not.toHaveProperty('universeId');
    expect(parsed.lines.novels).toEqual([2, 3]);
  });

  it('never runs anything: every other statement is a problem with its line, and reading goes on', () => {
    const text = [
      "INSERT INTO universes (id, name) VALUES ('u1', 'Kept');",
      'DROP TABLE novels;',
      "UPDATE novels SET title = 'x';",
      "INSERT INTO novels VALUES ('n1');",
      "INSERT INTO dragons (id) VALUES ('d1');",
      "INSERT INTO novels (id, colour) VALUES ('n1', 'red');",
      "INSERT INTO novels (id, wordCount) VALUES ('n2', 'many'), ('n3');",
      "INSERT INTO novels (id) VALUES (lower('x'));",
      "INSERT INTO universes (id, name) VALUES ('u2', 'Also kept');",
    ].join('\n');
    const parsed = parseImportSql(text, schema);
    expect(parsed.problems).toEqual([
      {
        table: null,
        row: null,
        line: 2,
        message: 'Only INSERT INTO … VALUES statements can be imported; found "DROP"',
      },
      {
        table: null,
        row: null,
        line: 3,
        message: 'Only INSERT INTO … VALUES statements can be imported; found "UPDATE"',
      },
      {
        table: 'novels',
        row: null,
        line: 4,
        message: 'Name the columns: INSERT INTO table (columns) VALUES (...)',
      },
      { table: 'dragons', row: null, line: 5, message: 'Unknown table "dragons"' },
      { table: 'novels', row: null, line: 6, message: 'Unknown column "colour"' },
      { table: 'novels', row: 1, line: 7, message: 'wordCount must be a number, not "many"' },
      { table: 'novels', row: 2, line: 7, message: 'The row has 1 value for 2 columns' },
      {
        table: 'novels',
        row: null,
        line: 8,
        message: 'Values must be literals (text in quotes, numbers, NULL, TRUE, FALSE); found "lower"',
      },
    ]);
    expect(parsed.tables.universes?.map((row) => row.name)).toEqual(['Kept', 'Also kept']);
  });

  it('says where a quoted text is never closed', () => {
    const { problems } = parseImportSql("INSERT INTO novels (id) VALUES\n('open);\n", schema);
    expect(problems[0]).toMatchObject({ line: 2, message: 'A quoted text opened on line 2 is never closed' });
  });
});
