import { displayText, isNull } from './values';

/** The file name the console's Export button downloads (spec section 9). */
export const CSV_FILE_NAME = 'query-results.csv';

/** One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A query result as CSV (RFC 4180): a header row of column names, then one line per row with full,
 * uncut values; NULL is an empty field; lines end with CRLF.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      columns.map((column) => (isNull(row[column]) ? '' : csvField(displayText(row[column])))).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
