import type { ReferenceValue } from '../../../../common/domain/reference';
import { toCsv } from '../query/result-csv';

export const exportFormats = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV' },
  { value: 'sql', label: 'SQL' },
] as const;

export type ExportFormat = (typeof exportFormats)[number]['value'];

export type ExportTable = {
  name: string;
  fields: readonly { name: string }[];
  rows: readonly Readonly<Record<string, ReferenceValue>>[];
};

export type ExportFile = { fileName: string; mimeType: string; content: string };

const EXPORT_BASE_NAME = 'fablehold-export';

function columnsOf(table: ExportTable): string[] {
  return table.fields.map((field) => field.name);
}

/** One JSON object keyed by table name; each value is the table's rows with every field, missing ones null. */
export function exportJson(tables: readonly ExportTable[]): string {
  const document: Record<string, Record<string, ReferenceValue>[]> = {};
  for (const table of tables) {
    const columns = columnsOf(table);
    document[table.name] = table.rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
    );
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * One CSV file holding every chosen table one after another: a `# table` line, the table as RFC 4180 CSV
 * (header row, full values, CRLF), then a blank line before the next table.
 */
export function exportCsv(tables: readonly ExportTable[]): string {
  return tables.map((table) => `# ${table.name}\r\n${toCsv(columnsOf(table), table.rows)}`).join('\r\n');
}

/** A name as a standard SQL quoted identifier, so `type`, `desc` or mixed case survive any database. */
export function sqlIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A value as an SQL literal: text in single quotes with quotes doubled, NULL, TRUE/FALSE, plain numbers. */
export function sqlLiteral(value: ReferenceValue | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${value.replaceAll("'", "''")}'`;
}

/** One INSERT statement per row, grouped by table under a comment naming it. */
export function exportSql(tables: readonly ExportTable[]): string {
  const sections = tables.map((table) => {
    const columns = columnsOf(table);
    const head = `INSERT INTO ${sqlIdentifier(table.name)} (${columns.map(sqlIdentifier).join(', ')}) VALUES`;
    const lines = [`-- ${table.name}: ${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}`];
    for (const row of table.rows) {
      lines.push(`${head} (${columns.map((column) => sqlLiteral(row[column])).join(', ')});`);
    }
    return lines.join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}

/** The downloaded file for the chosen tables in the chosen format. */
export function exportFile(format: ExportFormat, tables: readonly ExportTable[]): ExportFile {
  switch (format) {
    case 'json':
      return {
        fileName: `${EXPORT_BASE_NAME}.json`,
        mimeType: 'application/json',
        content: exportJson(tables),
      };
    case 'csv':
      return { fileName: `${EXPORT_BASE_NAME}.csv`, mimeType: 'text/csv', content: exportCsv(tables) };
    case 'sql':
      return { fileName: `${EXPORT_BASE_NAME}.sql`, mimeType: 'application/sql', content: exportSql(tables) };
    default:
      return assertNever(format);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown export format: ${String(value)}`);
}

export function isExportFormat(value: unknown): value is ExportFormat {
  return exportFormats.some((format) => format.value === value);
}
