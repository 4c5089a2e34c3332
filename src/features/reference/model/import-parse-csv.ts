import type { ReferenceValue } from '../../../../common/domain/reference';
import { restoredText } from '../query/result-csv';
import {
  type FileProblem,
  type ImportSchemaTable,
  isImportTable,
  type ParsedImport,
  rowLengthMessage,
  toImportRecord,
  typedValue,
} from './import-records';

function countLineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/** One CSV record: its fields, the line it starts on, and whether it is a `# table` line. */
type CsvRecord = { fields: string[]; line: number; tableName: string | null };

/**
 * Splits CSV text into records per RFC 4180: fields separated by commas, quoted fields may hold commas,
 * line breaks and doubled quotes, records end with CRLF or LF. A line starting with `# ` (unquoted) names
 * the table of the records that follow, as the Export tab writes it.
 */
export function readCsvRecords(text: string): { records: CsvRecord[]; problems: FileProblem[] } {
  const records: CsvRecord[] = [];
  const problems: FileProblem[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (index < text.length) {
    const startLine = line;
    if (text.startsWith('# ', index) || text.startsWith('#\t', index)) {
      let end = index;
      while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end += 1;
      records.push({ fields: [], line: startLine, tableName: text.slice(index + 2, end).trim() });
      index = end;
    } else {
      const fields: string[] = [];
      let field = '';
      for (;;) {
        if (text[index] === '"') {
          // Whole runs between quotes are sliced at once: a 10 MB file must not be built a character at a time.
          index += 1;
          for (;;) {
            const close = text.indexOf('"', index);
            const chunk = text.slice(index, close === -1 ? text.length : close);
            field += chunk;
            line += countLineBreaks(chunk);
            if (close === -1) {
              problems.push({
                table: null,
                row: null,
                line: startLine,
                message: `A quoted field opened on line ${startLine} is never closed`,
              });
              index = text.length;
              break;
            }
            if (text[close + 1] === '"') {
              field += '"';
              index = close + 2;
              continue;
            }
            index = close + 1;
            break;
          }
        }
        let end = index;
        while (end < text.length) {
          const code = text.charCodeAt(end);
          if (code === 44 || code === 10 || code === 13) break;
          end += 1;
        }
        field += text.slice(index, end);
        index = end;
        fields.push(field);
        field = '';
        if (text[index] === ',') {
          index += 1;
          continue;
        }
        break;
      }
      const isBlank = fields.length === 1 && fields[0] === '';
      if (!isBlank) records.push({ fields, line: startLine, tableName: null });
    }
    if (text[index] === '\r') index += 1;
    if (text[index] === '\n') index += 1;
    line += 1;
  }
  return { records, problems };
}

/**
 * Reads the Export tab's CSV: one section per table, each a `# table` line, a header row naming columns
 * of that table, then its rows. Values are restored to the column types of `schema` (numbers, booleans,
 * text); every problem names its table, row and line.
 */
export function parseImportCsv(text: string, schema: readonly ImportSchemaTable[]): ParsedImport {
  const { records, problems } = readCsvRecords(text);
  const parsed: ParsedImport = { tables: {}, lines: {}, problems };
  let section: { table: ImportSchemaTable; columns: ImportSchemaTable['fields'][number][] | null } | null =
    null;
  let isSkipping = false;
  for (const record of records) {
    if (record.tableName !== null) {
      const table = schema.find((candidate) => candidate.name === record.tableName);
      section = table && isImportTable(table.name) ? { table, columns: null } : null;
      isSkipping = section === null;
      if (section === null) {
        problems.push({
          table: record.tableName,
          row: null,
          line: record.line,
          message: `Unknown table "${record.tableName}"`,
        });
      }
      continue;
    }
    if (isSkipping) continue;
    if (section === null) {
      problems.push({
        table: null,
        row: null,
        line: record.line,
        message: 'Rows must follow a "# table" line naming their table',
      });
      isSkipping = true;
      continue;
    }
    const name = section.table.name;
    if (!isImportTable(name)) continue;
    if (section.columns === null) {
      const columns: ImportSchemaTable['fields'][number][] = [];
      for (const header of record.fields) {
        const field = section.table.fields.find((candidate) => candidate.name === header.trim());
        if (field) columns.push(field);
        else {
          problems.push({ table: name, row: null, line: record.line, message: `Unknown column "${header}"` });
        }
      }
      if (columns.length !== record.fields.length) {
        isSkipping = true;
        continue;
      }
      section.columns = columns;
      parsed.tables[name] ??= [];
      parsed.lines[name] ??= [];
      continue;
    }
    const rows = parsed.tables[name] ?? [];
    const lines = parsed.lines[name] ?? [];
    const rowNumber = rows.length + 1;
    if (record.fields.length !== section.columns.length) {
      problems.push({
        table: name,
        row: rowNumber,
        line: record.line,
        message: rowLengthMessage(record.fields.length, section.columns.length),
      });
    }
    const row: Record<string, ReferenceValue> = {};
    for (const [index, field] of section.columns.entries()) {
      const typed = typedValue(field, restoredText(record.fields[index] ?? ''));
      if ('error' in typed) {
        problems.push({ table: name, row: rowNumber, line: record.line, message: typed.error });
        row[field.name] = record.fields[index] ?? null;
      } else row[field.name] = typed.value;
    }
    rows.push(toImportRecord(name, row));
    lines.push(record.line);
  }
  return parsed;
}
