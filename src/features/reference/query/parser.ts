import type {
  ComparisonOperator,
  Condition,
  CountStatement,
  FieldRef,
  JoinClause,
  Literal,
  Operand,
  OrderBy,
  SelectItem,
  SelectStatement,
  Statement,
  TableRef,
} from './ast';
import type { Token } from './lexer';
import { invalidJoin, QueryError, queryError, unsupportedQuery } from './query-error';

/**
 * Words that always mean their keyword. Every other word, including the dialect's softer keywords (count,
 * desc, asc, show, tables, describe), may name a field, a table or an alias where the grammar expects a
 * name, so `select type, status, count from items` reads as three fields. A reserved word can still be a
 * name when quoted with backticks or written after a dot (`n.order`).
 */
const RESERVED = new Set(
  [
    'select from where and or not join inner left right full outer cross on as group order by having limit',
    'offset like in is null true false union distinct',
  ]
    .join(' ')
    .split(' '),
);

/** Every word the formatter may upper-case when it cannot tell names from keywords. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  ...RESERVED,
  'count',
  'asc',
  'desc',
  'show',
  'tables',
  'describe',
]);

const STATEMENT_WORDS = new Set(['select', 'count', 'show', 'describe', 'desc']);

const COMPARISONS = new Set<string>(['=', '>', '<', '>=', '<=']);

export type ParseOutcome = {
  statement: Statement;
  /** Indexes into `tokens` of the words the grammar read as keywords (the formatter upper-cases these). */
  keywordIndexes: ReadonlySet<number>;
  tokens: Token[];
};

/** How a token reads in a message: keywords in capitals (stable under formatting), names quoted. */
export function describeToken(token: Token): string {
  if (token.kind === 'eof') return 'end of query';
  if (token.kind === 'word' && KEYWORDS.has(token.value)) return token.value.toUpperCase();
  if (token.kind === 'symbol') return `'${token.raw}'`;
  if (token.kind === 'string') return `string ${token.raw}`;
  if (token.kind === 'number') return `number ${token.raw}`;
  return `'${token.text}'`;
}

/** Reads one statement from lexed tokens; throws a QueryError with the spec's wording on anything else. */
export function parseTokens(tokens: Token[]): ParseOutcome {
  const parser = new Parser(tokens);
  const statement = parser.parseStatement();
  return { statement, keywordIndexes: parser.keywordIndexes, tokens };
}

class Parser {
  readonly keywordIndexes = new Set<number>();
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parseStatement(): Statement {
    const first = this.peek();
    if (first.kind !== 'word' || !STATEMENT_WORDS.has(first.value)) throw unsupportedQuery();
    let statement: Statement;
    switch (first.value) {
      case 'select':
        statement = this.parseSelect();
        break;
      case 'count':
        statement = this.parseCount();
        break;
      case 'show':
        this.keyword('show');
        if (!this.isWord('tables')) throw unsupportedQuery();
        this.keyword('tables');
        statement = { kind: 'show-tables' };
        break;
      default:
        this.advanceKeyword();
        statement = { kind: 'describe', table: this.parseTableName('Expected a table name') };
    }
    if (this.isSymbol(';')) this.advance();
    const rest = this.peek();
    if (rest.kind !== 'eof') throw queryError(`Unexpected ${describeToken(rest)}`, rest.position);
    return statement;
  }

  private parseSelect(): SelectStatement {
    this.keyword('select');
    const items: SelectItem[] = [this.parseSelectItem()];
    while (this.isSymbol(',')) {
      this.advance();
      items.push(this.parseSelectItem());
    }
    this.expectKeyword('from', 'Expected FROM');
    const from = this.parseTableName('Expected a table name');
    const join = this.parseJoin();
    const where = this.parseWhere();
    let groupBy: FieldRef | null = null;
    if (this.isWord('group')) {
      this.keyword('group');
      this.expectKeyword('by', 'Expected BY');
      groupBy = this.parseFieldRef();
    }
    let orderBy: OrderBy | null = null;
    if (this.isWord('order')) {
      this.keyword('order');
      this.expectKeyword('by', 'Expected BY');
      const field = this.parseFieldRef();
      let direction: 'asc' | 'desc' = 'asc';
      if (this.isWord('asc') || this.isWord('desc')) {
        direction = this.peek().value === 'desc' ? 'desc' : 'asc';
        this.advanceKeyword();
      }
      if (this.isSymbol(',')) throw queryError('ORDER BY takes one field', this.peek().position);
      orderBy = { field, direction };
    }
    let limit: number | null = null;
    if (this.isWord('limit')) {
      this.keyword('limit');
      const token = this.peek();
      const value = Number(token.value);
      if (token.kind !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw queryError('LIMIT expects a whole number of 0 or more', token.position);
      }
      this.advance();
      limit = value;
    }
    return { kind: 'select', items, from, join, where, groupBy, orderBy, limit };
  }

  private parseCount(): CountStatement {
    this.keyword('count');
    if (this.isSymbol('(')) this.parseCountParens();
    this.expectKeyword('from', 'Expected FROM');
    const from = this.parseTableName('Expected a table name');
    const join = this.parseJoin();
    const where = this.parseWhere();
    return { kind: 'count', from, join, where };
  }

  private parseCountParens(): void {
    this.advance();
    if (!this.isSymbol('*')) throw queryError('Expected * inside COUNT()', this.peek().position);
    this.advance();
    this.expectSymbol(')');
  }

  private parseSelectItem(): SelectItem {
    const token = this.peek();
    if (this.isSymbol('*')) {
      this.advance();
      return { kind: 'all', qualifier: null, position: token.position };
    }
    if (this.isWord('count') && this.isSymbolAt(this.index + 1, '(')) {
      this.advanceKeyword();
      this.parseCountParens();
      return { kind: 'count', alias: this.parseAlias(), position: token.position };
    }
    if (this.isName(token) && this.isSymbolAt(this.index + 1, '.') && this.isSymbolAt(this.index + 2, '*')) {
      this.index += 3;
      return { kind: 'all', qualifier: token.text, position: token.position };
    }
    const field = this.parseFieldRef();
    return { kind: 'field', field, alias: this.parseAlias() };
  }

  private parseAlias(): string | null {
    if (!this.isWord('as')) return null;
    this.keyword('as');
    const token = this.peek();
    if (token.kind === 'string' || this.isName(token)) {
      this.advance();
      return token.text;
    }
    throw queryError('Expected a name after AS', token.position);
  }

  private parseFieldRef(): FieldRef {
    const token = this.peek();
    if (!this.isName(token)) throw queryError('Expected a field name', token.position);
    this.advance();
    if (!this.isSymbol('.'))
      return { kind: 'field', qualifier: null, name: token.text, position: token.position };
    this.advance();
    const name = this.peek();
    // After a dot the grammar can only mean a field, so even reserved words are names here.
    if (name.kind !== 'word' && name.kind !== 'quoted-identifier') {
      throw queryError('Expected a field name', name.position);
    }
    this.advance();
    return { kind: 'field', qualifier: token.text, name: name.text, position: token.position };
  }

  private parseTableName(message: string): TableRef {
    const token = this.peek();
    if (!this.isName(token)) throw queryError(message, token.position);
    this.advance();
    let alias: string | null = null;
    if (this.isWord('as')) {
      this.keyword('as');
      const aliasToken = this.peek();
      if (!this.isName(aliasToken)) throw queryError('Expected a table alias', aliasToken.position);
      this.advance();
      alias = aliasToken.text;
    } else if (this.isName(this.peek())) {
      alias = this.peek().text;
      this.advance();
    }
    return { name: token.text, alias, position: token.position };
  }

  private parseJoin(): JoinClause | null {
    let type: 'inner' | 'left' = 'inner';
    if (this.isWord('inner') && this.isWordAt(this.index + 1, 'join')) {
      this.advanceKeyword();
    } else if (this.isWord('left')) {
      this.advanceKeyword();
      if (this.isWord('outer')) this.advanceKeyword();
      if (!this.isWord('join')) throw invalidJoin();
      type = 'left';
    }
    if (!this.isWord('join')) {
      if (this.isWord('right') || this.isWord('full') || this.isWord('cross') || this.isWord('inner')) {
        throw invalidJoin();
      }
      return null;
    }
    this.keyword('join');
    try {
      const table = this.parseTableName('Expected a table name');
      this.expectKeyword('on', 'Expected ON');
      const left = this.parseFieldRef();
      this.expectSymbol('=');
      const right = this.parseFieldRef();
      if (left.qualifier === null || right.qualifier === null) throw invalidJoin();
      if (this.isWord('and') || this.isWord('or')) throw invalidJoin();
      return { type, table, left, right };
    } catch (error) {
      if (error instanceof QueryError) throw invalidJoin();
      throw error;
    }
  }

  private parseWhere(): Condition[] {
    if (!this.isWord('where')) return [];
    this.keyword('where');
    const conditions = [this.parseCondition()];
    for (;;) {
      if (this.isWord('and')) {
        this.keyword('and');
        conditions.push(this.parseCondition());
        continue;
      }
      if (this.isWord('or')) {
        throw queryError('OR is not supported; combine conditions with AND', this.peek().position);
      }
      return conditions;
    }
  }

  private parseCondition(): Condition {
    const subject = this.parseOperand();
    const token = this.peek();
    if (token.kind === 'symbol' && COMPARISONS.has(token.value)) {
      this.advance();
      return {
        kind: 'compare',
        operator: token.value as ComparisonOperator,
        left: subject,
        right: this.parseOperand(),
      };
    }
    if (this.isWord('like')) {
      this.keyword('like');
      const pattern = this.peek();
      if (pattern.kind !== 'string' && pattern.kind !== 'number') {
        throw queryError('LIKE expects a quoted pattern', pattern.position);
      }
      this.advance();
      return { kind: 'like', subject, pattern: pattern.value, position: pattern.position };
    }
    if (this.isWord('in')) {
      this.keyword('in');
      this.expectSymbol('(');
      const values: Literal[] = [];
      if (!this.isSymbol(')')) {
        values.push(this.parseLiteral());
        while (this.isSymbol(',')) {
          this.advance();
          values.push(this.parseLiteral());
        }
      }
      this.expectSymbol(')');
      return { kind: 'in', subject, values };
    }
    if (this.isWord('is')) {
      this.keyword('is');
      let isNegated = false;
      if (this.isWord('not')) {
        this.keyword('not');
        isNegated = true;
      }
      this.expectKeyword('null', 'Expected NULL');
      return { kind: 'is-null', subject, isNegated };
    }
    if (this.isWord('not')) throw queryError('NOT is not supported', token.position);
    throw queryError('Expected =, >, <, >=, <=, LIKE, IN or IS', token.position);
  }

  private parseOperand(): Operand {
    const token = this.peek();
    if (token.kind === 'string' || token.kind === 'number') return this.parseLiteral();
    if (this.isWord('true') || this.isWord('false') || this.isWord('null')) return this.parseLiteral();
    if (this.isName(token)) return this.parseFieldRef();
    throw queryError('Expected a field name or a value', token.position);
  }

  private parseLiteral(): Literal {
    const token = this.peek();
    const position = token.position;
    if (token.kind === 'string') {
      this.advance();
      return { kind: 'literal', value: token.value, position };
    }
    if (token.kind === 'number') {
      this.advance();
      return { kind: 'literal', value: Number(token.value), position };
    }
    if (this.isWord('true') || this.isWord('false')) {
      this.advanceKeyword();
      return { kind: 'literal', value: token.value === 'true', position };
    }
    if (this.isWord('null')) {
      this.advanceKeyword();
      return { kind: 'literal', value: null, position };
    }
    throw queryError('Expected a value', position);
  }

  // --- token helpers

  private peek(): Token {
    // The lexer always ends the list with an eof token, and `advance` never moves past it.
    return this.tokens[this.index] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private advance(): void {
    if (this.index < this.tokens.length - 1) this.index += 1;
  }

  private advanceKeyword(): void {
    this.keywordIndexes.add(this.index);
    this.advance();
  }

  private isName(token: Token): boolean {
    return token.kind === 'quoted-identifier' || (token.kind === 'word' && !RESERVED.has(token.value));
  }

  private isWord(word: string): boolean {
    return this.isWordAt(this.index, word);
  }

  private isWordAt(index: number, word: string): boolean {
    const token = this.tokens[index];
    return token?.kind === 'word' && token.value === word;
  }

  private isSymbol(symbol: string): boolean {
    return this.isSymbolAt(this.index, symbol);
  }

  private isSymbolAt(index: number, symbol: string): boolean {
    const token = this.tokens[index];
    return token?.kind === 'symbol' && token.value === symbol;
  }

  private keyword(word: string): void {
    this.expectKeyword(word, `Expected ${word.toUpperCase()}`);
  }

  private expectKeyword(word: string, message: string): void {
    if (!this.isWord(word)) throw queryError(message, this.peek().position);
    this.advanceKeyword();
  }

  private expectSymbol(symbol: string): void {
    if (!this.isSymbol(symbol)) throw queryError(`Expected '${symbol}'`, this.peek().position);
    this.advance();
  }
}
