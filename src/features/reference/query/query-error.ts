/** Where something sits in the query text: 0-based offset, 1-based line and column. */
export type SourcePosition = { offset: number; line: number; column: number };

export type QueryErrorKind =
  | 'table-not-found'
  | 'join-table-not-found'
  | 'invalid-join'
  | 'unsupported'
  | 'query';

/**
 * The only error the engine throws on purpose. `message` is exactly the text the console shows, in the
 * shapes of the spec's error catalogue (section 8).
 */
export class QueryError extends Error {
  readonly kind: QueryErrorKind;

  constructor(kind: QueryErrorKind, message: string) {
    super(message);
    this.kind = kind;
    this.name = 'QueryError';
  }
}

export function describePosition(position: SourcePosition): string {
  return `line ${position.line}, column ${position.column}`;
}

export function tableNotFound(name: string): QueryError {
  return new QueryError('table-not-found', `Table '${name}' not found`);
}

export function joinTableNotFound(name: string): QueryError {
  return new QueryError('join-table-not-found', `Join table '${name}' not found`);
}

export function invalidJoin(): QueryError {
  return new QueryError('invalid-join', 'Invalid join clause');
}

export function unsupportedQuery(): QueryError {
  return new QueryError('unsupported', 'Unsupported query');
}

/** "Query error: {message}", with " at line L, column C" when the failure has a place in the text. */
export function queryError(message: string, position?: SourcePosition): QueryError {
  const where = position ? ` at ${describePosition(position)}` : '';
  return new QueryError('query', `Query error: ${message}${where}`);
}
