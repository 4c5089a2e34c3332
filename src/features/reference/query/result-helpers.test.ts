import { describe, expect, it } from 'vitest';
import { addToHistory, historyLabel } from './query-history';
import { neutralisedText, restoredText, toCsv } from './result-csv';
import { displayCell } from './result-display';

describe('displayCell', () => {
  it.each([
    [null, 'NULL'],
    [undefined, 'NULL'],
    [true, 'true'],
    [false, 'false'],
    [0, '0'],
    [85000, '85000'],
    ['', ''],
    [['k1', 'k2'], 'k1, k2'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j shows as %j', (value, text) => {
    expect(displayCell(value)).toMatchObject({ text, fullText: text, isTruncated: false });
  });

  it('cuts text over 100 characters to 100 plus "..." and keeps the full value', () => {
    const long = `${'x'.repeat(99)}yz`;
    expect(displayCell(long)).toEqual({
      text: `${'x'.repeat(99)}y...`,
      fullText: long,
      isTruncated: true,
      isNull: false,
    });
    expect(displayCell('x'.repeat(100)).isTruncated).toBe(false);
  });

  it('never cuts a character in half', () => {
    const emoji = '🐉'.repeat(101);
    expect(displayCell(emoji).text).toBe(`${'🐉'.repeat(100)}...`);
    expect(displayCell('🐉'.repeat(100)).isTruncated).toBe(false);
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and keeps full values', () => {
    const long = 'y'.repeat(150);
    expect(
      toCsv(
        ['title', 'note', 'words', 'isFavorite', 'tags'],
        [
          { title: 'Alone, Again', note: 'say "hi"', words: 1200, isFavorite: true, tags: ['a', 'b'] },
          { title: 'Two\nlines', note: null, words: undefined, isFavorite: false, tags: [] },
          { title: long, note: 'plain', words: 0, isFavorite: false, tags: ['solo'] },
        ],
      ),
    ).toBe(
      'title,note,words,isFavorite,tags\r\n' +
        '"Alone, Again","say ""hi""",1200,true,"a, b"\r\n' +
        '"Two\nlines",,,false,\r\n' +
        `${long},plain,0,false,solo\r\n`,
    );
  });

  it('neutralises text that a spreadsheet would run as a formula, and keeps numbers', () => {
    const rows = [
      { v: '=HYPERLINK("http://evil.example","x")' },
      { v: '+1+1' },
      { v: '-2+3' },
      { v: '@SUM(A1)' },
      { v: '\tcmd' },
      { v: '\rcmd' },
      { v: -5 },
      { v: 'a=b' },
    ];
    expect(toCsv(['v'], rows)).toBe(
      'v\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""x"")"\r\n` +
        "'+1+1\r\n'-2+3\r\n'@SUM(A1)\r\n\"'\tcmd\"\r\n\"'\rcmd\"\r\n-5\r\na=b\r\n",
    );
    expect(toCsv(['=x'], [])).toBe("'=x\r\n");
    for (const { v } of rows) expect(restoredText(neutralisedText(String(v)))).toBe(String(v));
  });

  it('neutralises a formula after any separator a spreadsheet may split on, and quotes the cell', () => {
    const attacks = [
      "x;=cmd|'/C calc'!A0",
      'x,+1+1',
      'a|@SUM(A1)',
      'a\t-2+3+cmd',
      'one\n=HYPERLINK("http://evil.example")',
      'one\r\n=1+1',
      'a;\t=1',
    ];
    for (const attack of attacks) {
      const field = toCsv(['v'], [{ v: attack }])
        .split('\r\n')
        .slice(1)
        .join('\r\n');
      // Read with any of the separators, no piece of the cell starts a formula.
      const inner = field.startsWith('"')
        ? field.slice(1, field.lastIndexOf('"')).replaceAll('""', '"')
        : field;
      expect([attack, field.startsWith('"')]).toEqual([attack, true]);
      for (const piece of inner.split(/[,;\t|\r\n]/))
        expect([attack, piece]).not.toEqual([attack, expect.stringMatching(/^[=+\-@]/)]);
      expect(restoredText(neutralisedText(attack))).toBe(attack);
    }
    expect(neutralisedText("x;=cmd|'/C calc'!A0")).toBe("x;'=cmd|'/C calc'!A0");
    expect(toCsv(['v'], [{ v: 'a; b, c - d' }])).toBe('v\r\n"a; b, c - d"\r\n');
  });

  it('quotes header names that need it', () => {
    expect(toCsv(['a,b'], [])).toBe('"a,b"\r\n');
  });
});

describe('query history', () => {
  it('puts the newest first and moves a re-run to the top without duplicates', () => {
    let history: string[] = [];
    for (const query of ['q1', 'q2', 'q3', ' q1 ']) history = addToHistory(history, query);
    expect(history).toEqual(['q1', 'q3', 'q2']);
  });

  it('keeps the 10 most recent', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i += 1) history = addToHistory(history, `select ${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('select 12');
    expect(history.at(-1)).toBe('select 3');
  });

  it('ignores blank queries', () => {
    expect(addToHistory(['q'], '   ')).toEqual(['q']);
  });

  it('labels entries on one line, cut at 40 characters', () => {
    expect(historyLabel('select *\n  from novels')).toBe('select * from novels');
    expect(historyLabel(`select title from novels where title like '%a%'`)).toBe(
      'select title from novels where title lik...',
    );
  });
});
