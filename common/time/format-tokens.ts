// The date format's token set, shared by the formatter, the parser and the calendar schema.
//
//   Y     year, as written (era year when the calendar has eras)   YYYY  the same, at least 4 digits
//   M     month number (position in the calendar's month list)     MM    the same, 2 digits
//   MMMM  month name
//   D     day of the month                                         DD    the same, 2 digits
//   dddd  weekday name
//   ERA   era abbreviation                                         EEEE  era name
//   H     hour                                                     HH    hour, 2 digits
//   mm    minute, 2 digits
//   [..]  literal text (needed for letters that are tokens: [Year] Y)
// Any other character is literal.

export const formatTokens = [
  'YYYY',
  'Y',
  'MMMM',
  'MM',
  'M',
  'DD',
  'D',
  'dddd',
  'EEEE',
  'ERA',
  'HH',
  'H',
  'mm',
] as const;
export type FormatToken = (typeof formatTokens)[number];

export type FormatPart = { kind: 'token'; token: FormatToken } | { kind: 'literal'; text: string };

/** Tokens are matched longest first, so `MMMM` is never read as four `M`. */
const byLength = [...formatTokens].sort((a, b) => b.length - a.length);

/** Splits a format into tokens and literal text; an unclosed `[` makes the rest literal. */
export function tokenizeFormat(format: string): FormatPart[] {
  const parts: FormatPart[] = [];
  const pushLiteral = (text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === 'literal') last.text += text;
    else parts.push({ kind: 'literal', text });
  };
  let index = 0;
  while (index < format.length) {
    if (format[index] === '[') {
      const close = format.indexOf(']', index + 1);
      const end = close === -1 ? format.length : close;
      pushLiteral(format.slice(index + 1, end));
      index = end + 1;
      continue;
    }
    const token = byLength.find((candidate) => format.startsWith(candidate, index));
    if (token) {
      parts.push({ kind: 'token', token });
      index += token.length;
    } else {
      pushLiteral(format[index] as string);
      index += 1;
    }
  }
  return parts.filter((part) => part.kind === 'token' || part.text !== '');
}
