import { describe, expect, it } from 'vitest';
import { workspaceSchema } from '../../../../common/domain/workspace';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { buildReferenceData } from '../../../data/reference-tables';
import { exportCsv } from './export-formats';
import { parseImportCsv, readCsvRecords } from './import-parse-csv';

const schema = buildReferenceData(sampleWorkspace).tables;

describe('readCsvRecords (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes, with CRLF or LF', () => {
    const { records, problems } = readCsvRecords('a,"b, c","say ""hi"""\r\n"two\nlines",,x\n');
    expect(problems).toEqual([]);
    expect(records.map((record) => [record.fields, record.line])).toEqual([
      [['a', 'b, c', 'say "hi"'], 1],
      [['two\nlines', '', 'x'], 2],
    ]);
  });

  it('says where a quote is never closed', () => {
    expect(readCsvRecords('a,b\n1,"open\n').problems[0]).toMatchObject({ line: 2 });
  });
});

describe('parseImportCsv', () => {
  it("reads the Export tab's CSV back with typed values and records the server accepts", () => {
    const parsed = parseImportCsv(exportCsv(schema), schema);
    expect(parsed.problems).toEqual([]);
    expect(workspaceSchema.omit({ profile: true, maps: true }).safeParse(parsed.tables).success).toBe(true);
    const novel = parsed.tables.novels?.[0];
    const stored = sampleWorkspace.novels[0];
    expect(novel).toMatchObject({
      id: stored?.id,
      title: stored?.title,
      wordCount: stored?.wordCount,
      isFavorite: stored?.isFavorite,
      lastUpdated: stored?.lastUpdated,
    });
    expect(typeof novel?.wordCount).toBe('number');
    expect(typeof novel?.isFavorite).toBe('boolean');
    // A novel without a universe keeps none; an empty link is not an id.
    const unlinked = parsed.tables.characters?.find((row) => !('novelId' in row));
    expect(unlinked).toBeDefined();
    const events = parsed.tables.events ?? [];
    expect(events.map((event) => event.tags)).toEqual(sampleWorkspace.events.map((event) => event.tags));
    expect(parsed.tables.items?.map((item) => item.campaigns)).toEqual(
      sampleWorkspace.items.map((item) => item.campaigns),
    );
  });

  it('names the file line of each row, so server problems can point at it', () => {
    const text =
      '# universes\r\nid,name,description,isFavorite,lastUpdated\r\nu1,A,,false,2026-01-01T00:00:00Z\r\nu2,"B\r\nC",,true,2026-01-01T00:00:00Z\r\n';
    const parsed = parseImportCsv(text, schema);
    expect(parsed.problems).toEqual([]);
    expect(parsed.lines.universes).toEqual([3, 4]);
    expect(parsed.tables.universes?.[1]).toMatchObject({ name: 'B\r\nC', isFavorite: true });
  });

  it('reports a bad value, a short row, an unknown table or column with table, row and line', () => {
    const text = [
      '# novels',
      'id,title,wordCount,isFavorite',
      'n1,Fine,100,true',
      'n2,Bad,lots,maybe',
      'n3,Short',
      '',
      '# dragons',
      'id,name',
      'd1,Smaug',
      '',
      '# worlds',
      'id,colour',
      'w1,red',
    ].join('\n');
    const { problems } = parseImportCsv(text, schema);
    expect(problems).toEqual([
      { table: 'novels', row: 2, line: 4, message: 'wordCount must be a number, not "lots"' },
      { table: 'novels', row: 2, line: 4, message: 'isFavorite must be true or false, not "maybe"' },
      { table: 'novels', row: 3, line: 5, message: 'The row has 2 values for 4 columns' },
      { table: 'dragons', row: null, line: 7, message: 'Unknown table "dragons"' },
      { table: 'worlds', row: null, line: 12, message: 'Unknown column "colour"' },
    ]);
  });

  it('refuses rows before any "# table" line', () => {
    expect(parseImportCsv('id,name\n1,x\n', schema).problems[0]).toEqual({
      table: null,
      row: null,
      line: 1,
      message: 'Rows must follow a "# table" line naming their table',
    });
  });
});
