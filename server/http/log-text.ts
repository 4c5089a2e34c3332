// Log lines carry what clients sent (a path, an error's message that quotes input). Printed raw, a
// decoded `%0A` or an escape sequence in them would forge a line or repaint a terminal.

const LOG_TEXT_MAX = 300;

/** Text from a request as one safe log field: control characters and backslashes escaped, long text cut. */
export function logText(text: string, max = LOG_TEXT_MAX): string {
  const escaped = text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g,
    (character) =>
      character === '\\' ? '\\\\' : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > max ? `${escaped.slice(0, max)}… (${escaped.length} characters)` : escaped;
}

/** An unexpected error for the log: its name and escaped message, then its stack frames (code, not input). */
export function logError(error: unknown): string {
  if (!(error instanceof Error)) return logText(String(error));
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${logText(error.name)}: ${logText(error.message)}`, ...frames].join('\n');
}
