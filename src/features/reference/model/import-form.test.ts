import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../common/api/import';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { buildReferenceData } from '../../../data/reference-tables';
import {
  checkImportFile,
  fileProblems,
  IMPORT_MAX_BYTES,
  importDoneMessage,
  importRequest,
  isEmptyImport,
  parseImportFile,
  previewRows,
  previewSummary,
  reportProblems,
  requestSizeProblem,
} from './import-form';

const schema = buildReferenceData(sampleWorkspace).tables;
const zero = { added: 0, replaced: 0, skipped: 0, removed: 0 };

function report(partial: Partial<ImportReport>): ImportReport {
  return {
    isApplied: false,
    tables: {
      universes: zero,
      worlds: zero,
      locations: zero,
      novels: zero,
      campaigns: zero,
      timelines: zero,
      events: zero,
      characters: zero,
      items: zero,
      maps: zero,
    },
    problems: [],
    ...partial,
  };
}

describe('checkImportFile', () => {
  it('accepts JSON, CSV and SQL files up to 10MB, whatever the case of the extension', () => {
    expect(checkImportFile({ name: 'world.json', size: 10 })).toEqual({ ok: true, format: 'json' });
    expect(checkImportFile({ name: 'WORLD.CSV', size: IMPORT_MAX_BYTES })).toEqual({
      ok: true,
      format: 'csv',
    });
    expect(checkImportFile({ name: 'dump.sql', size: 0 })).toEqual({ ok: true, format: 'sql' });
  });

  it('says what is wrong otherwise, before reading anything', () => {
    expect(checkImportFile(null)).toEqual({ ok: false, error: 'Choose a file to import' });
    expect(checkImportFile({ name: 'notes.txt', size: 1 })).toEqual({
      ok: false,
      error: 'Choose a JSON, CSV, or SQL file',
    });
    expect(checkImportFile({ name: 'json', size: 1 }).ok).toBe(false);
    expect(checkImportFile({ name: 'big.json', size: IMPORT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      error: 'The file is larger than 10MB',
    });
  });
});

describe('the import request and its preview', () => {
  it("says in the file's terms when its records are more than one import can carry", () => {
    // A full 10MB CSV completes into about 23MB of records: still one import.
    expect(requestSizeProblem('big.csv', 23.1 * 1024 * 1024)).toBeNull();
    expect(requestSizeProblem('big.csv', 40.5 * 1024 * 1024)).toBe(
      '"big.csv" makes 40.5MB of records, more than the 32MB one import can carry. Split it into smaller files and import them one after another.',
    );
  });

  it('sends the tables in the file with the chosen options', () => {
    const parsed = parseImportFile('sql', "INSERT INTO universes (id, name) VALUES ('u1', 'A');", schema);
    expect(isEmptyImport(parsed)).toBe(false);
    const request = importRequest(parsed, { replaceExisting: true, skipDuplicates: false }, true);
    expect(request).toMatchObject({ replaceExisting: true, skipDuplicates: false, dryRun: true });
    expect(Object.keys(request.workspace)).toEqual(['universes']);
    expect(isEmptyImport(parseImportFile('json', '{}', schema))).toBe(true);
  });

  it('lists the tables the file touches with their counts, and sums them up', () => {
    const parsed = parseImportFile('json', JSON.stringify({ novels: [], universes: [] }), schema);
    const rows = previewRows(
      report({
        tables: { ...report({}).tables, universes: { ...zero, added: 2 }, novels: { ...zero, skipped: 1 } },
      }),
      parsed,
    );
    expect(rows.map((row) => row.table)).toEqual(['universes', 'novels']);
    expect(previewSummary(rows)).toBe('2 added, 0 replaced, 1 skipped.');
    expect(previewSummary([{ table: 'novels', added: 0, replaced: 3, skipped: 0, removed: 4 }])).toBe(
      '0 added, 3 replaced, 0 skipped, 4 removed.',
    );
    expect(importDoneMessage('a.json', rows)).toBe(
      'Imported "a.json": 2 added, 0 replaced, 1 skipped. Every screen now shows the imported data.',
    );
  });

  it("names each server problem's table, row, file line and field", () => {
    const parsed = parseImportFile('csv', '# novels\nid,title\nn1,A\nn2,\n', schema);
    const shown = reportProblems(
      report({
        problems: [
          { table: 'novels', row: 2, field: 'title', message: 'Too small' },
          { table: 'novels', row: 0, field: 'universeId', message: 'Needs a universe' },
          { table: 'profile', row: 1, field: '', message: 'Already stored' },
        ],
      }),
      parsed,
    );
    expect(shown.map(({ place, message }) => `${place}: ${message}`)).toEqual([
      'Table novels, row 2, line 4, title: Too small',
      'Table novels, a stored record, universeId: Needs a universe',
      'Profile, row 1: Already stored',
    ]);
    expect(
      fileProblems([{ table: null, row: null, line: 3, message: 'Bad' }]).map((problem) => problem.place),
    ).toEqual(['line 3']);
  });
});
