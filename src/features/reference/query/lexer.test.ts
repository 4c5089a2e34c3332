import { describe, expect, it } from 'vitest';
import { tokenize } from './lexer';

function kinds(source: string) {
  return tokenize(source).map((token) => [token.kind, token.value]);
}

describe('tokenize', () => {
  it('reads words, numbers, strings and symbols with their positions', () => {
    const tokens = tokenize("SELECT a.b,\n  count(*) >= -1.5e2 'x'");
    expect(
      tokens.map((token) => [token.kind, token.value, token.position.line, token.position.column]),
    ).toEqual([
      ['word', 'select', 1, 1],
      ['word', 'a', 1, 8],
      ['symbol', '.', 1, 9],
      ['word', 'b', 1, 10],
      ['symbol', ',', 1, 11],
      ['word', 'count', 2, 3],
      ['symbol', '(', 2, 8],
      ['symbol', '*', 2, 9],
      ['symbol', ')', 2, 10],
      ['symbol', '>=', 2, 12],
      ['number', '-1.5e2', 2, 15],
      ['string', 'x', 2, 22],
      ['eof', '', 2, 25],
    ]);
  });

  it.each([
    ["'it''s'", "it's"],
    ['"say ""hi"""', 'say "hi"'],
    ["''", ''],
    ["''''", "'"],
    ['"it\'s"', "it's"],
    ['\'a "quoted" word\'', 'a "quoted" word'],
  ])('unescapes doubled quotes in %s', (source, value) => {
    expect(kinds(source)).toEqual([
      ['string', value],
      ['eof', ''],
    ]);
  });

  it('keeps the written spelling of words beside their lower-cased value', () => {
    const [word] = tokenize('WordCount');
    expect(word).toMatchObject({ value: 'wordcount', text: 'WordCount', raw: 'WordCount' });
  });

  it('reads backtick-quoted names', () => {
    expect(kinds('`order` `a``b`')).toEqual([
      ['quoted-identifier', 'order'],
      ['quoted-identifier', 'a`b'],
      ['eof', ''],
    ]);
  });

  it('counts lines inside multi-line strings', () => {
    const tokens = tokenize("'a\nb' x");
    expect(tokens[1]?.position).toEqual({ offset: 6, line: 2, column: 4 });
  });

  it.each([
    ["select 'abc", 'Query error: Unterminated string at line 1, column 8'],
    ['select "abc', 'Query error: Unterminated string at line 1, column 8'],
    ['select `abc', 'Query error: Unterminated quoted name at line 1, column 8'],
    ['select\n  @', "Query error: Unexpected character '@' at line 2, column 3"],
    ['select 1.2.3', 'Query error: Invalid number at line 1, column 8'],
    ['select 7up', 'Query error: Invalid number at line 1, column 8'],
  ])('%j fails with its position', (source, message) => {
    expect(() => tokenize(source)).toThrow(message);
  });
});
