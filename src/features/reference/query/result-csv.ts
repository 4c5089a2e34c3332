import { displayText, isNull } from './values';

/** The file name the console's Export button downloads (spec section 9). */
export const CSV_FILE_NAME = 'query-results.csv';

/** One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1+1`, `@SUM(...)`) starts with a `'`,
 * which spreadsheets read as "this is text" (the OWASP advice). Numbers stay as they are: `-5` is data.
 */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A neutralised cell read back (the Import tab): the `'` the export added is taken off again. */
export function restoredText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function cellText(value: unknown): string {
  const text = displayText(value);
  return typeof value === 'number' || typeof value === 'bigint' ? text : neutralisedText(text);
}

/**
 * A query result as CSV (RFC 4180): a header row of column names, then one line per row with full,
 * uncut values; NULL is an empty field; lines end with CRLF; text that starts a formula is neutralised.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map((column) => csvField(neutralisedText(column))).join(',')];
  for (const row of rows) {
    lines.push(
      columns.map((column) => (isNull(row[column]) ? '' : csvField(cellText(row[column])))).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
