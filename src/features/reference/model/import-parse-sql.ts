import type { ReferenceValue } from '../../../../common/domain/reference';
import {
  type FileProblem,
  type ImportSchemaTable,
  isImportTable,
  type ParsedImport,
  rowLengthMessage,
  toImportRecord,
  typedValue,
} from './import-records';

// SQL INSERT files are read, never run: a small tokenizer and a parser that accepts exactly
// `INSERT INTO table (columns) VALUES (...), (...);` and turns each tuple into a row. Anything else is a
// problem with its line, and the parser moves on to the next statement.

type Token =
  | { kind: 'word'; text: string; line: number }
  | { kind: 'identifier'; text: string; line: number }
  | { kind: 'string'; text: string; line: number }
  | { kind: 'number'; text: string; line: number }
  | { kind: 'symbol'; text: '(' | ')' | ',' | ';'; line: number }
  | { kind: 'other'; text: string; line: number };

function isWordStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isWordPart(code: number): boolean {
  return isWordStart(code) || (code >= 48 && code <= 57) || code === 36;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The file's tokens; comments and whitespace dropped, each token with the line it starts on. */
export function tokenizeSql(text: string): { tokens: Token[]; problems: FileProblem[] } {
  const tokens: Token[] = [];
  const problems: FileProblem[] = [];
  let index = 0;
  let line = 1;
  while (index < text.length) {
    const character = text[index] ?? '';
    const code = text.charCodeAt(index);
    if (character === '\n') {
      line += 1;
      index += 1;
    } else if (character === ' ' || character === '\t' || character === '\r' || code === 0xfeff) {
      index += 1;
    } else if (text.startsWith('--', index)) {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (text.startsWith('/*', index)) {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (let at = index; at < stop; at += 1) if (text[at] === '\n') line += 1;
      if (end === -1) problems.push({ table: null, row: null, line, message: 'A comment is never closed' });
      index = stop;
    } else if (character === "'" || character === '"' || character === '`') {
      const startLine = line;
      let value = '';
      index += 1;
      let isClosed = false;
      // Whole runs between quotes are sliced at once, so a 10 MB file reads quickly.
      for (;;) {
        const close = text.indexOf(character, index);
        const chunk = text.slice(index, close === -1 ? text.length : close);
        value += chunk;
        for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) line += 1;
        if (close === -1) {
          index = text.length;
          break;
        }
        if (text[close + 1] === character) {
          value += character;
          index = close + 2;
          continue;
        }
        index = close + 1;
        isClosed = true;
        break;
      }
      if (!isClosed) {
        problems.push({
          table: null,
          row: null,
          line: startLine,
          message: `A quoted ${character === "'" ? 'text' : 'name'} opened on line ${startLine} is never closed`,
        });
      }
      tokens.push({ kind: character === "'" ? 'string' : 'identifier', text: value, line: startLine });
    } else if (
      isDigit(code) ||
      ((character === '-' || character === '+' || character === '.') && isDigit(text.charCodeAt(index + 1)))
    ) {
      const match = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(index, index + 64));
      const number = match?.[0] ?? character;
      tokens.push({ kind: 'number', text: number, line });
      index += number.length;
    } else if (isWordStart(code)) {
      let end = index + 1;
      while (end < text.length && isWordPart(text.charCodeAt(end))) end += 1;
      tokens.push({ kind: 'word', text: text.slice(index, end), line });
      index = end;
    } else if (character === '(' || character === ')' || character === ',' || character === ';') {
      tokens.push({ kind: 'symbol', text: character, line });
      index += 1;
    } else {
      tokens.push({ kind: 'other', text: character, line });
      index += 1;
    }
  }
  return { tokens, problems };
}

class SqlProblem extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly table: string | null = null,
  ) {
    super(message);
  }
}

function describe(token: Token | undefined): string {
  if (token === undefined) return 'the end of the file';
  if (token.kind === 'string') return `'${token.text.slice(0, 20)}'`;
  return `"${token.text.slice(0, 20)}"`;
}

/**
 * Reads an SQL file of INSERT statements (the Export tab's SQL, or any file in that form) without running
 * it. Values are literals only: text in single quotes, numbers, NULL, TRUE and FALSE.
 */
export function parseImportSql(text: string, schema: readonly ImportSchemaTable[]): ParsedImport {
  const { tokens, problems } = tokenizeSql(text);
  const parsed: ParsedImport = { tables: {}, lines: {}, problems };
  let position = 0;
  const peek = () => tokens[position];
  const lastLine = () => tokens[tokens.length - 1]?.line ?? 1;

  const isWord = (token: Token | undefined, word: string) =>
    token?.kind === 'word' && token.text.toUpperCase() === word;
  const expectWord = (word: string, table: string | null = null) => {
    const token = peek();
    if (!isWord(token, word)) {
      throw new SqlProblem(
        position === 0 || word === 'INSERT'
          ? `Only INSERT INTO … VALUES statements can be imported; found ${describe(token)}`
          : `Expected ${word} but found ${describe(token)}`,
        token?.line ?? lastLine(),
        table,
      );
    }
    position += 1;
  };
  const expectSymbol = (symbol: string, table: string | null) => {
    const token = peek();
    if (token?.kind !== 'symbol' || token.text !== symbol) {
      throw new SqlProblem(
        `Expected "${symbol}" but found ${describe(token)}`,
        token?.line ?? lastLine(),
        table,
      );
    }
    position += 1;
  };
  const name = (table: string | null) => {
    const token = peek();
    if (token?.kind !== 'word' && token?.kind !== 'identifier') {
      throw new SqlProblem(`Expected a name but found ${describe(token)}`, token?.line ?? lastLine(), table);
    }
    position += 1;
    return token.text;
  };
  const literal = (table: string): ReferenceValue => {
    const token = peek();
    position += 1;
    if (token?.kind === 'string') return token.text;
    if (token?.kind === 'number') return Number(token.text);
    if (token?.kind === 'word') {
      const word = token.text.toUpperCase();
      if (word === 'NULL') return null;
      if (word === 'TRUE') return true;
      if (word === 'FALSE') return false;
    }
    throw new SqlProblem(
      `Values must be literals (text in quotes, numbers, NULL, TRUE, FALSE); found ${describe(token)}`,
      token?.line ?? lastLine(),
      table,
    );
  };

  const statement = () => {
    expectWord('INSERT');
    expectWord('INTO');
    const tableLine = peek()?.line ?? lastLine();
    const tableName = name(null);
    const table = schema.find((candidate) => candidate.name === tableName);
    if (!table || !isImportTable(table.name))
      throw new SqlProblem(`Unknown table "${tableName}"`, tableLine, tableName);
    const importName = table.name;
    const open = peek();
    if (open?.kind !== 'symbol' || open.text !== '(') {
      throw new SqlProblem(
        'Name the columns: INSERT INTO table (columns) VALUES (...)',
        open?.line ?? tableLine,
        importName,
      );
    }
    position += 1;
    const columns: ImportSchemaTable['fields'][number][] = [];
    for (;;) {
      const columnLine = peek()?.line ?? lastLine();
      const column = name(importName);
      const field = table.fields.find((candidate) => candidate.name === column);
      if (!field) throw new SqlProblem(`Unknown column "${column}"`, columnLine, importName);
      columns.push(field);
      if (peek()?.text === ',' && peek()?.kind === 'symbol') {
        position += 1;
        continue;
      }
      expectSymbol(')', importName);
      break;
    }
    expectWord('VALUES', importName);
    const rows = parsed.tables[importName] ?? [];
    const lines = parsed.lines[importName] ?? [];
    parsed.tables[importName] = rows;
    parsed.lines[importName] = lines;
    for (;;) {
      const tupleLine = peek()?.line ?? lastLine();
      expectSymbol('(', importName);
      const values: ReferenceValue[] = [];
      for (;;) {
        values.push(literal(importName));
        if (peek()?.kind === 'symbol' && peek()?.text === ',') {
          position += 1;
          continue;
        }
        expectSymbol(')', importName);
        break;
      }
      const rowNumber = rows.length + 1;
      if (values.length !== columns.length) {
        problems.push({
          table: importName,
          row: rowNumber,
          line: tupleLine,
          message: rowLengthMessage(values.length, columns.length),
        });
      }
      const row: Record<string, ReferenceValue> = {};
      for (const [index, field] of columns.entries()) {
        const typed = typedValue(field, values[index] ?? null);
        if ('error' in typed) {
          problems.push({ table: importName, row: rowNumber, line: tupleLine, message: typed.error });
          row[field.name] = values[index] ?? null;
        } else row[field.name] = typed.value;
      }
      rows.push(toImportRecord(importName, row));
      lines.push(tupleLine);
      if (peek()?.kind === 'symbol' && peek()?.text === ',') {
        position += 1;
        continue;
      }
      break;
    }
    const end = peek();
    if (end !== undefined) expectSymbol(';', importName);
  };

  while (position < tokens.length) {
    const token = peek();
    if (token?.kind === 'symbol' && token.text === ';') {
      position += 1;
      continue;
    }
    try {
      statement();
    } catch (error) {
      if (!(error instanceof SqlProblem)) throw error;
      problems.push({ table: error.table, row: null, line: error.line, message: error.message });
      // Move past the broken statement to the next one.
      while (position < tokens.length && !(peek()?.kind === 'symbol' && peek()?.text === ';')) position += 1;
    }
  }
  return parsed;
}
