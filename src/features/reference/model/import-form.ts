/** The import form's hint (spec section 2); the limit is enforced too, not only displayed. */
export const IMPORT_HINT = 'JSON, CSV, or SQL up to 10MB';
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const IMPORT_EXTENSIONS = ['json', 'csv', 'sql'] as const;

export type ImportOptions = { replaceExisting: boolean; skipDuplicates: boolean };
export type ImportFileInfo = { name: string; size: number };

export type ImportCheck = { ok: true } | { ok: false; error: string };

/** Checks the chosen file before anything reads it: present, a .json, .csv or .sql name, at most 10MB. */
export function checkImportFile(file: ImportFileInfo | null): ImportCheck {
  if (!file) return { ok: false, error: 'Choose a file to import' };
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!IMPORT_EXTENSIONS.some((allowed) => allowed === extension)) {
    return { ok: false, error: 'Choose a JSON, CSV, or SQL file' };
  }
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: 'The file is larger than 10MB' };
  return { ok: true };
}

/** What the form says on submit until stored workspaces land: nothing is imported, nothing is lost. */
export function importPendingMessage(fileName: string): string {
  return `Import arrives with stored workspaces: "${fileName}" was not imported yet. Your file and options are kept.`;
}
