import { displayText, isNull } from './values';

/** The file name the console's Export button downloads (spec section 9). */
export const CSV_FILE_NAME = 'query-results.csv';

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. A
 * field holding another separator a spreadsheet may split on (`;`, tab, `|`) is quoted too, so that a
 * reader honouring quotes keeps it whole.
 */
export function csvField(text: string): string {
  return /[",;\t|\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula start right after a separator some spreadsheet splits cells on (comma, semicolon, tab, pipe,
 * line break): `x;=cmd|'/C calc'!A0` is two cells, the second a formula, where `;` separates.
 */
const SEPARATED_FORMULA = /([,;\t|\r\n])(?=[=+\-@\t\r])/g;
const SEPARATED_QUOTE = /([,;\t|\r\n])'(?=[=+\-@\t\r])/g;

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1+1`, `@SUM(...)`) starts with a `'`,
 * which spreadsheets read as "this is text" (the OWASP advice), and so does every piece of it after a
 * separator a spreadsheet may split on, whatever separator the file is read with. Numbers stay as they
 * are: `-5` is data.
 */
export function neutralisedText(text: string): string {
  const pieces = text.replace(SEPARATED_FORMULA, "$1'");
  return FORMULA_START.test(pieces) ? `'${pieces}` : pieces;
}

/** A neutralised cell read back (the Import tab): the `'`s the export added are taken off again. */
export function restoredText(text: string): string {
  const whole = text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
  return whole.replace(SEPARATED_QUOTE, '$1');
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
