import { queryError, type SourcePosition } from './query-error';

export type TokenKind = 'word' | 'quoted-identifier' | 'string' | 'number' | 'symbol' | 'eof';

export type Token = {
  kind: TokenKind;
  /** Exactly as written in the source (quotes included), so the formatter can reproduce it. */
  raw: string;
  /**
   * word: lower-cased (keywords and names compare case-insensitively); quoted-identifier and string: the
   * unescaped text; number: the digits; symbol: the operator or punctuation itself.
   */
  value: string;
  /** Identifiers keep their written spelling for messages and column aliases. */
  text: string;
  position: SourcePosition;
};

/** Longer operators first so `>=` is never read as `>` followed by `=`. */
const SYMBOLS = ['>=', '<=', '=', '>', '<', ',', '(', ')', '*', '.', ';'] as const;

const NUMBER = /[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_]/.test(char);
}

/**
 * Splits a query into tokens, each with its position. The whole text is read up front: queries are short
 * (the caller caps their length) and the parser needs one token of lookahead.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  let line = 1;
  let lineStart = 0;

  const positionAt = (at: number): SourcePosition => ({ offset: at, line, column: at - lineStart + 1 });

  while (offset < source.length) {
    const char = source[offset];
    if (char === '\n') {
      offset += 1;
      line += 1;
      lineStart = offset;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\f' || char === '\v') {
      offset += 1;
      continue;
    }
    const position = positionAt(offset);

    if (char === "'" || char === '"' || char === '`') {
      const end = readQuoted(source, offset, char);
      if (end < 0) {
        const what = char === '`' ? 'quoted name' : 'string';
        throw queryError(`Unterminated ${what}`, position);
      }
      const raw = source.slice(offset, end);
      const value = raw
        .slice(1, -1)
        .split(char + char)
        .join(char);
      // A string may span lines; keep line numbers right for whatever follows it.
      for (let i = offset; i < end; i += 1) {
        if (source[i] === '\n') {
          line += 1;
          lineStart = i + 1;
        }
      }
      tokens.push({ kind: char === '`' ? 'quoted-identifier' : 'string', raw, value, text: value, position });
      offset = end;
      continue;
    }

    const isNegative = char === '-' && isDigit(source[offset + 1]);
    if (isDigit(char) || isNegative) {
      NUMBER.lastIndex = isNegative ? offset + 1 : offset;
      const match = NUMBER.exec(source);
      const end = NUMBER.lastIndex;
      if (!match || isWordChar(source[end]) || source[end] === '.') {
        throw queryError('Invalid number', position);
      }
      const raw = source.slice(offset, end);
      tokens.push({ kind: 'number', raw, value: raw, text: raw, position });
      offset = end;
      continue;
    }

    WORD.lastIndex = offset;
    if (WORD.test(source)) {
      const raw = source.slice(offset, WORD.lastIndex);
      tokens.push({ kind: 'word', raw, value: raw.toLowerCase(), text: raw, position });
      offset = WORD.lastIndex;
      continue;
    }

    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, offset));
    if (symbol) {
      tokens.push({ kind: 'symbol', raw: symbol, value: symbol, text: symbol, position });
      offset += symbol.length;
      continue;
    }
    throw queryError(`Unexpected character '${char}'`, position);
  }
  tokens.push({ kind: 'eof', raw: '', value: '', text: '', position: positionAt(offset) });
  return tokens;
}

/** Index just past the closing quote, or -1 when the quote never closes. A doubled quote is an escape. */
function readQuoted(source: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < source.length) {
    const found = source.indexOf(quote, index);
    if (found < 0) return -1;
    if (source[found + 1] === quote) {
      index = found + 2;
      continue;
    }
    return found + 1;
  }
  return -1;
}
