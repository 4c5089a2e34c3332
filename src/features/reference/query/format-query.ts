import { type Token, tokenize } from './lexer';
import { KEYWORDS, parseTokens } from './parser';

function isName(token: Token | undefined): boolean {
  return token?.kind === 'word' || token?.kind === 'quoted-identifier';
}

function isSymbol(token: Token | undefined, symbol: string): boolean {
  return token?.kind === 'symbol' && token.value === symbol;
}

/**
 * Whether two neighbouring tokens are written together. Only joins that cannot change how the text lexes:
 * a dot binds only to names (a number beside a dot would read as a decimal), `(` binds to COUNT.
 */
function isTight(previous: Token, next: Token): boolean {
  if (isSymbol(next, ',') || isSymbol(next, ';') || isSymbol(next, ')')) return true;
  if (isSymbol(previous, '(')) return true;
  if (isSymbol(next, '.') && isName(previous)) return true;
  if (isSymbol(previous, '.') && (isName(next) || isSymbol(next, '*'))) return true;
  if (isSymbol(next, '(') && previous.kind === 'word' && previous.value === 'count') return true;
  return false;
}

/** Words read as keywords when the query does not parse: all keyword spellings except names after AS or a dot. */
function guessKeywords(tokens: readonly Token[]): Set<number> {
  const indexes = new Set<number>();
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const isAfterAs = previous?.kind === 'word' && previous.value === 'as';
    if (token.kind === 'word' && KEYWORDS.has(token.value) && !isAfterAs && !isSymbol(previous, '.')) {
      indexes.add(index);
    }
  });
  return indexes;
}

/**
 * The console's Format button: keywords in capitals, whitespace collapsed to single spaces, everything
 * inside quotes untouched. Which words are keywords comes from the parser, so a field or alias spelt like
 * a keyword (`count`, `desc`) keeps its spelling and the result never changes. Text that does not even
 * lex comes back as it was.
 */
export function formatQuery(source: string): string {
  let tokens: Token[];
  try {
    tokens = tokenize(source);
  } catch {
    return source;
  }
  let keywords: ReadonlySet<number>;
  try {
    keywords = parseTokens(tokens).keywordIndexes;
  } catch {
    keywords = guessKeywords(tokens);
  }
  let text = '';
  let previous: Token | undefined;
  tokens.forEach((token, index) => {
    if (token.kind === 'eof') return;
    if (previous && !isTight(previous, token)) text += ' ';
    text += keywords.has(index) ? token.raw.toUpperCase() : token.raw;
    previous = token;
  });
  return text;
}
