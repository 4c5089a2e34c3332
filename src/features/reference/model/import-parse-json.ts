import { importTables } from '../../../../common/api/import';
import { backupDocument, type StoredExport } from './backup-file';
import { type FileProblem, isImportTable, type ParsedImport, toImportRecord } from './import-records';

/**
 * The Export tab's JSON: the chosen tables' stored records with every field (parts, covers, lists),
 * exactly as `GET /api/v1/workspace` answers them, with what hangs on them and the workspace's own
 * things, under a head saying what the file holds (`backupDocument`, decision 050). Reading it back
 * with `parseImportJson` gives the same records, so an export imported elsewhere loses nothing.
 */
export function exportWorkspaceJson(
  workspace: StoredExport,
  tableNames: readonly string[],
  options: { exportedAt: string; hasImageBytes: boolean } = {
    exportedAt: new Date().toISOString(),
    hasImageBytes: false,
  },
): string {
  return `${JSON.stringify(backupDocument(workspace, tableNames, options).document, null, 2)}\n`;
}

/** A backup's keys beside the tables (decision 050): sent to the server as they are. */
const backupKeys = new Set([
  'chapterTexts',
  'calendars',
  'writingGoals',
  'writingDays',
  'images',
  'savedQueries',
  'settings',
]);

/** The line of a character offset, for JSON syntax errors that name a position. */
function lineAt(text: string, position: number): number {
  let line = 1;
  for (let index = 0; index < position && index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) line += 1;
  }
  return line;
}

function syntaxProblem(text: string, error: unknown): FileProblem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const line = position === undefined ? null : lineAt(text, Number(position));
  return {
    table: null,
    row: null,
    line,
    message: `The file is not valid JSON${line === null ? '' : ` (line ${line})`}: ${message}`,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an export in JSON: the Export tab's file, `GET /api/v1/workspace`'s answer, or an import request
 * (`{ "workspace": ... }`). Any table may be missing; an unknown key is a problem rather than ignored, so
 * a misspelt table never vanishes silently.
 */
export function parseImportJson(text: string): ParsedImport {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { tables: {}, lines: {}, problems: [syntaxProblem(text, error)] };
  }
  return parseImportDocument(document);
}

/** Reads an export's document (a JSON file's, or a backup `.zip`'s with its images' bytes). */
export function parseImportDocument(input: unknown): ParsedImport {
  const parsed: ParsedImport = { tables: {}, lines: {}, problems: [] };
  let document = input;
  if (isPlainObject(document) && isPlainObject(document.workspace)) document = document.workspace;
  if (!isPlainObject(document)) {
    parsed.problems.push({
      table: null,
      row: null,
      line: 1,
      message: 'The file must hold one JSON object keyed by table name ("novels", "universes", ...)',
    });
    return parsed;
  }
  for (const [key, value] of Object.entries(document)) {
    if (key === 'profile') {
      parsed.profile = value;
      continue;
    }
    // A backup made with 'Include Trash' (decision 038) or 'Include history' (039): the user's copy, never
    // imported; its head (decision 050) says what the file holds.
    if (key === 'trash' || key === 'history' || key === 'about') continue;
    if (backupKeys.has(key)) {
      parsed.backup = { ...parsed.backup, [key]: value };
      continue;
    }
    // Its text versions (decision 037): the server writes back those whose text the import keeps.
    if (key === 'textVersions' && Array.isArray(value)) {
      parsed.textVersions = value;
      continue;
    }
    if (!isImportTable(key)) {
      parsed.problems.push({
        table: key,
        row: null,
        line: null,
        message: `Unknown table "${key}": the tables are ${importTables.join(', ')}`,
      });
      continue;
    }
    if (!Array.isArray(value)) {
      parsed.problems.push({
        table: key,
        row: null,
        line: null,
        message: `"${key}" must be a list of records`,
      });
      continue;
    }
    const rows: Record<string, unknown>[] = [];
    for (const [index, row] of value.entries()) {
      if (isPlainObject(row)) rows.push(toImportRecord(key, row));
      else
        parsed.problems.push({
          table: key,
          row: index + 1,
          line: null,
          message: 'A record must be an object',
        });
    }
    parsed.tables[key] = rows;
  }
  return parsed;
}
