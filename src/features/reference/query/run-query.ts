import type { SelectStatement, Statement } from './ast';
import { assertNever } from './compile-condition';
import { executeSelect, type QueryOutput } from './execute-select';
import { type Token, tokenize } from './lexer';
import { openSource } from './open-source';
import { parseTokens } from './parser';
import { QueryError, queryError, tableNotFound, unsupportedQuery } from './query-error';
import { findTable, type QueryDatabase } from './query-table';

/** Longer text is refused before it is read, so no input can make the console wait. */
export const MAX_QUERY_LENGTH = 10_000;

export type QueryResult =
  | { ok: true; columns: string[]; rows: Record<string, unknown>[] }
  | { ok: false; error: string };

export type ParseResult = { ok: true; statement: Statement } | { ok: false; error: string };

function errorText(error: unknown): string {
  if (error instanceof QueryError) return error.message;
  // Anything else is a fault in the engine, not in the query; it still reaches the user in the spec's shape.
  const message = error instanceof Error ? error.message : String(error);
  return `Query error: ${message || 'unexpected failure'}`;
}

function parseSource(source: string): Statement {
  if (typeof source !== 'string') throw queryError('The query must be text');
  if (source.length > MAX_QUERY_LENGTH) {
    throw queryError(`The query is too long (${source.length} characters; at most ${MAX_QUERY_LENGTH})`);
  }
  let tokens: Token[];
  try {
    tokens = tokenize(source);
  } catch (error) {
    // A statement that is not one the console runs is "Unsupported query" even when its text would not lex.
    if (!isSupportedStart(source)) throw unsupportedQuery();
    throw error;
  }
  return parseTokens(tokens).statement;
}

function isSupportedStart(source: string): boolean {
  const words = /^\s*([A-Za-z_]+)(?:\s+([A-Za-z_]+))?/.exec(source);
  const first = words?.[1]?.toLowerCase();
  if (first === 'show') return words?.[2]?.toLowerCase() === 'tables';
  return first === 'select' || first === 'count' || first === 'describe' || first === 'desc';
}

/**
 * A LIMIT over rows taken in table order needs only that many rows, so the scan stops there. Sorting,
 * grouping and counting need every row.
 */
function rowsWanted(statement: SelectStatement): number | null {
  const isTableOrder =
    statement.orderBy === null &&
    statement.groupBy === null &&
    statement.items.every((item) => item.kind !== 'count');
  return isTableOrder ? statement.limit : null;
}

function execute(statement: Statement, database: QueryDatabase): QueryOutput {
  switch (statement.kind) {
    case 'select':
      return executeSelect(statement, openSource(statement, database, rowsWanted(statement)));
    case 'count': {
      const source = openSource(statement, database);
      return { columns: ['count'], rows: [{ count: source.count }] };
    }
    case 'show-tables':
      return {
        columns: ['table', 'rows'],
        rows: database.map((table) => ({ table: table.name, rows: table.rows.length })),
      };
    case 'describe': {
      const table = findTable(database, statement.table.name);
      if (!table) throw tableNotFound(statement.table.name);
      return {
        columns: ['field', 'type', 'key'],
        rows: table.fields.map((field) => ({
          field: field.name,
          type: field.type,
          key: field.primaryKey
            ? 'primary key'
            : field.foreignKey
              ? `foreign key to ${field.foreignKey.table}.${field.foreignKey.field}`
              : null,
        })),
      };
    }
    default:
      return assertNever(statement);
  }
}

/**
 * Runs one statement of the console's dialect (docs/decisions/005-query-dialect.md) against the given
 * tables. Never throws: every failure comes back as one of the spec's error texts.
 */
export function runQuery(source: string, database: QueryDatabase): QueryResult {
  try {
    const { columns, rows } = execute(parseSource(source), database);
    return { ok: true, columns, rows };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

/** Checks a query without running it (saved queries): its statement, or the error `runQuery` would give. */
export function parseQuery(source: string): ParseResult {
  try {
    return { ok: true, statement: parseSource(source) };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}
