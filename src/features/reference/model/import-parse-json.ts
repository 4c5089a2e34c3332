import { importTables } from '../../../../common/api/import';
import type { Workspace } from '../../../../common/domain/workspace';
import { type FileProblem, isImportTable, type ParsedImport, toImportRecord } from './import-records';

/**
 * The Export tab's JSON: one object keyed by table name holding each chosen table's stored records with
 * every field (parts, covers, lists), exactly as `GET /api/v1/workspace` answers them (and `trash`
 * when the workspace read carries it). Reading it back with
 * `parseImportJson` gives the same records, so an export imported elsewhere loses nothing.
 */
export function exportWorkspaceJson(
  workspace: Workspace & { trash?: unknown; textVersions?: unknown; history?: unknown },
  tableNames: readonly string[],
): string {
  const document: Record<string, unknown> = {};
  for (const table of importTables) {
    if (tableNames.includes(table)) document[table] = workspace[table];
  }
  // Asked for with 'Include Trash': every Trash entry with its snapshot, as the data API answers it.
  if (workspace.trash !== undefined) document.trash = workspace.trash;
  // Asked for with 'Include text versions': every kept version of every text (decision 037).
  if (workspace.textVersions !== undefined) document.textVersions = workspace.textVersions;
  // Asked for with 'Include history': every change the history keeps (decision 039).
  if (workspace.history !== undefined) document.history = workspace.history;
  return `${JSON.stringify(document, null, 2)}\n`;
}

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
  const parsed: ParsedImport = { tables: {}, lines: {}, problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    parsed.problems.push(syntaxProblem(text, error));
    return parsed;
  }
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
    // A backup made with 'Include Trash' (decision 038) or 'Include history' (039): the user's copy, never imported.
    if (key === 'trash' || key === 'history') continue;
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
