import { describe, expect, it } from 'vitest';
import { checkImportFile, IMPORT_MAX_BYTES, importPendingMessage } from './import-form';

describe('checkImportFile', () => {
  it('accepts JSON, CSV and SQL files up to 10MB, whatever the case of the extension', () => {
    expect(checkImportFile({ name: 'world.json', size: 10 })).toEqual({ ok: true });
    expect(checkImportFile({ name: 'WORLD.CSV', size: IMPORT_MAX_BYTES })).toEqual({ ok: true });
    expect(checkImportFile({ name: 'dump.sql', size: 0 })).toEqual({ ok: true });
  });

  it('says what is wrong otherwise', () => {
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

  it('names the file in the message that import is not here yet', () => {
    expect(importPendingMessage('world.json')).toContain('"world.json" was not imported yet');
  });
});
