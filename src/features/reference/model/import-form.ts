import { type Unzipped, unzipSync } from 'fflate';
import { ZIP_JSON_PATH } from '../../../../common/api/backup';
import {
  type BackupExtraTable,
  backupExtraTables,
  IMPORT_REQUEST_MAX_BYTES,
  type ImportReport,
  type ImportRequest,
  type ImportTable,
  importTables,
} from '../../../../common/api/import';
import { isKankaExport } from '../../../../common/vault/kanka-layout';
import { isWorldAnvilExport } from '../../../../common/vault/world-anvil-layout';
import { readBackupEntries } from './backup-zip';
import { parseImportCsv } from './import-parse-csv';
import { parseImportDocument, parseImportJson } from './import-parse-json';
import { parseImportSql } from './import-parse-sql';
import { type FileProblem, type ImportSchemaTable, isImportTable, type ParsedImport } from './import-records';
import { isMarkdownVault } from './markdown-vault';

/** The import form's hint (spec section 2); the limit is enforced too, not only displayed. */
export const IMPORT_HINT = 'JSON, CSV, or SQL up to 10MB';
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A backup `.zip` (decision 050) is read too: its JSON and its images' bytes. */
const IMPORT_EXTENSIONS = ['json', 'csv', 'sql', 'zip'] as const;
export type ImportFormat = (typeof IMPORT_EXTENSIONS)[number];

export type ImportOptions = { replaceExisting: boolean; skipDuplicates: boolean };
export type ImportFileInfo = { name: string; size: number };

export type ImportCheck = { ok: true; format: ImportFormat } | { ok: false; error: string };

/** Checks the chosen file before anything reads it: present, a .json, .csv or .sql name, at most 10MB. */
export function checkImportFile(file: ImportFileInfo | null): ImportCheck {
  if (!file) return { ok: false, error: 'Choose a file to import' };
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  const format = IMPORT_EXTENSIONS.find((allowed) => allowed === extension);
  if (format === undefined) return { ok: false, error: 'Choose a JSON, CSV, or SQL file' };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: 'The file is larger than 10MB' };
  return { ok: true, format };
}

/** Reads the file's text in its format; CSV and SQL values take the column types of `schema`. */
export function parseImportFile(
  format: Exclude<ImportFormat, 'zip'>,
  text: string,
  schema: readonly ImportSchemaTable[],
): ParsedImport {
  switch (format) {
    case 'json':
      return parseImportJson(text);
    case 'csv':
      return parseImportCsv(text, schema);
    case 'sql':
      return parseImportSql(text, schema);
  }
}

/** Reads a backup `.zip` (decision 050): its JSON as a JSON file's, its images' bytes in their rows. */
export async function parseImportZip(
  bytes: Uint8Array,
  mapping: Readonly<Record<string, string>> = {},
): Promise<ParsedImport> {
  const problem = (message: string): ParsedImport => ({
    tables: {},
    lines: {},
    problems: [{ table: null, row: null, line: null, message }],
  });
  let entries: Unzipped;
  try {
    entries = unzipSync(bytes);
  } catch {
    return problem('The file is not a readable .zip');
  }
  // A Kanka campaign export (decision 066): its parser is loaded only for one.
  if (entries[ZIP_JSON_PATH] === undefined && isKankaExport(entries)) {
    const { parseKanka } = await import('./kanka-reading');
    return parseKanka(entries);
  }
  // A World Anvil world export (decision 081): its reader too is loaded only for one.
  if (entries[ZIP_JSON_PATH] === undefined && isWorldAnvilExport(entries)) {
    const { parseWorldAnvil } = await import('./world-anvil-reading');
    return parseWorldAnvil(entries);
  }
  // A folder of Markdown notes (decision 056) rather than a backup.
  if (entries[ZIP_JSON_PATH] === undefined && isMarkdownVault(entries)) {
    // The Markdown and YAML parsers are loaded only for a vault.
    const { parseVault } = await import('./vault-reading');
    return parseVault(entries, mapping);
  }
  const reading = readBackupEntries(entries);
  if ('problem' in reading) return problem(reading.problem);
  return parseImportDocument(reading.document);
}

/** The request for `POST /api/v1/import`: the preview (`dryRun`) or the import itself. */
export function importRequest(parsed: ParsedImport, options: ImportOptions, dryRun: boolean): ImportRequest {
  // The console's mentions are the server's own index of the texts: never sent.
  const { mentions: _derived, ...tables } = parsed.tables;
  const workspace: ImportRequest['workspace'] = { ...tables };
  if (parsed.profile !== undefined) workspace.profile = parsed.profile;
  if (parsed.textVersions !== undefined) workspace.textVersions = parsed.textVersions;
  Object.assign(workspace, parsed.backup);
  return {
    workspace,
    replaceExisting: options.replaceExisting,
    skipDuplicates: options.skipDuplicates,
    dryRun,
  };
}

/**
 * The server takes at most IMPORT_REQUEST_MAX_BYTES per import request. CSV and SQL rows grow when completed into records
 * (field names, default parts), so a file under the limit can make a request over it: this says so in
 * the file's terms instead of letting the server refuse a body the person never saw.
 */
export function requestSizeProblem(
  fileName: string,
  requestBytes: number,
  maxBytes = IMPORT_REQUEST_MAX_BYTES,
): string | null {
  if (requestBytes <= maxBytes) return null;
  const megabytes = (requestBytes / (1024 * 1024)).toFixed(1);
  const limit = maxBytes / (1024 * 1024);
  return `"${fileName}" makes ${megabytes}MB of records, more than the ${limit}MB one import can carry. Split it into smaller files and import them one after another.`;
}

/** True when the file holds no table at all: nothing to preview. */
export function isEmptyImport(parsed: ParsedImport): boolean {
  return (
    Object.keys(parsed.tables).length === 0 && parsed.profile === undefined && parsed.backup === undefined
  );
}

export type PreviewRow = {
  table: ImportTable;
  added: number;
  replaced: number;
  skipped: number;
  removed: number;
};

/** The preview's table: one line per table the file touches, in the order the server writes them. */
export function previewRows(report: ImportReport, parsed: ParsedImport): PreviewRow[] {
  return importTables
    .filter((table) => parsed.tables[table] !== undefined)
    .map((table) => ({ table, ...report.tables[table] }));
}

/** A line of the preview for what comes with the records: relations and the backup's extras. */
export type AlsoRow = {
  key: string;
  label: string;
  added: number;
  replaced: number;
  skipped: number;
  removed: number;
};

const alsoLabels: Record<BackupExtraTable | 'relations', string> = {
  relations: 'Relations',
  calendars: 'Calendars',
  writingGoals: 'Writing goals',
  writingDays: 'Writing days (progress)',
  images: 'Uploaded images',
  savedQueries: 'Saved queries',
  members: 'Members',
  invitations: 'Invitation links',
  visibility: 'Visibility',
  partAuthors: 'Who wrote members’ notes',
  continuityDismissals: 'Dismissed continuity findings',
  continuitySettings: 'Continuity settings',
  comments: 'Comments',
  customFields: 'Added fields',
  fieldValues: 'Values of added fields',
  fieldTemplates: 'Templates',
  customKinds: 'Kinds of your own',
  kindThings: 'Things of your own kinds',
};

/** The preview's lines after the records: relations, calendars, goals, days, images, saved queries. */
export function previewAlsoRows(report: ImportReport): AlsoRow[] {
  const rows: AlsoRow[] = [];
  if (report.relations !== undefined)
    rows.push({ key: 'relations', label: alsoLabels.relations, ...report.relations });
  for (const table of backupExtraTables) {
    const counts = report.extras?.[table];
    if (counts !== undefined) rows.push({ key: table, label: alsoLabels[table], ...counts });
  }
  return rows;
}

/**
 * What the preview says before anything is written about what the file does not carry, and where what
 * a replacing import replaces goes.
 */
export function previewNotes(
  report: ImportReport,
  options: ImportOptions,
): { notCarried: string[]; replacing: string | null } {
  return {
    notCarried: report.notCarried ?? [],
    replacing: options.replaceExisting
      ? 'Replace existing data: every record of the tables above that the file does not hold is removed, and everything replaced or removed — with its texts, versions, calendars, goals and relations — goes to the Trash as one entry, “Replaced by the import of …”, which you can restore whole for as long as the Trash keeps it.'
      : null,
  };
}

export type ShownProblem = { key: string; place: string; message: string };

function place(table: string | null, row: number | null, line: number | null, field = ''): string {
  const parts: string[] = [];
  if (table !== null) parts.push(table === 'profile' ? 'Profile' : `Table ${table}`);
  if (row !== null) parts.push(row === 0 ? 'a stored record' : `row ${row}`);
  if (line !== null) parts.push(`line ${line}`);
  if (field !== '') parts.push(field);
  return parts.length === 0 ? 'File' : parts.join(', ');
}

/** Problems found while reading the file, worded for the person importing it. */
export function fileProblems(problems: readonly FileProblem[]): ShownProblem[] {
  return problems.map((problem, index) => ({
    key: `file-${index}`,
    place: place(problem.table, problem.row, problem.line),
    message: problem.message,
  }));
}

/** The server's problems, with the file line of each row when the format has lines (CSV, SQL). */
export function reportProblems(report: ImportReport, parsed: ParsedImport): ShownProblem[] {
  return report.problems.map((problem, index) => {
    const table = problem.table;
    const line =
      isImportTable(table) && problem.row >= 1 ? (parsed.lines[table]?.[problem.row - 1] ?? null) : null;
    return {
      key: `report-${index}`,
      place: place(problem.table, problem.row, line, problem.field),
      message: problem.message,
    };
  });
}

/** The sentence under the preview's title. */
export function previewSummary(rows: readonly PreviewRow[]): string {
  const total = (key: 'added' | 'replaced' | 'skipped' | 'removed') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  const parts = [`${total('added')} added`, `${total('replaced')} replaced`, `${total('skipped')} skipped`];
  if (total('removed') > 0) parts.push(`${total('removed')} removed`);
  return `${parts.join(', ')}.`;
}

/** After a successful import. */
export function importDoneMessage(fileName: string, rows: readonly PreviewRow[]): string {
  return `Imported "${fileName}": ${previewSummary(rows).replace(/\.$/, '')}. Every screen now shows the imported data.`;
}
