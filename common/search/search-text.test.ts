import { describe, expect, it } from 'vitest';
import { foldForSearch } from './normalize';
import {
  editDistance,
  isTypoFor,
  matchRanges,
  parseSearchQuery,
  SEARCH_TERMS_MAX,
  typoBudget,
} from './query';

describe('folding text for search', () => {
  it.each([
    ['Éowyn of Rohan', 'eowyn of rohan'],
    ['MIRA COLDWATER', 'mira coldwater'],
    ['Ångström — naïve façade', 'angstrom naive facade'],
    ['ﬁre and ＦＵＬＬ width', 'fire and full width'],
    ["Mira's forge-oath, (again)!", 'mira s forge oath again'],
    ['東京タワー', '東 京 タ ワ ー'],
    ['Straße', 'straße'],
    ['Ελληνικά κείμενα', 'ελληνικα κειμενα'],
    ['Привет, мир', 'привет мир'],
    ['', ''],
    ['  *** ', ''],
  ])('%j folds to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('reading a query', () => {
  it.each([
    ['mira', [{ kind: 'word', word: 'mira', isPrefix: true }]],
    ['mira ', [{ kind: 'word', word: 'mira', isPrefix: false }]],
    [
      'Éowyn col',
      [
        { kind: 'word', word: 'eowyn', isPrefix: false },
        { kind: 'word', word: 'col', isPrefix: true },
      ],
    ],
    ['"the ember road"', [{ kind: 'phrase', words: ['the', 'ember', 'road'] }]],
    [
      'oath "ember road" fo',
      [
        { kind: 'word', word: 'oath', isPrefix: false },
        { kind: 'phrase', words: ['ember', 'road'] },
        { kind: 'word', word: 'fo', isPrefix: true },
      ],
    ],
    ['"unclosed phrase', [{ kind: 'phrase', words: ['unclosed', 'phrase'] }]],
    ['東京', [{ kind: 'phrase', words: ['東', '京'] }]],
  ])('%j is read as its terms', (input, terms) => {
    expect(parseSearchQuery(input).terms).toEqual(terms);
  });

  it.each([
    'NEAR(mira varric)',
    'mira* OR varric',
    '-mira +varric',
    'title:mira',
    '"""',
    "'; drop table parts; --",
    '\u0000mira',
  ])('keeps only letters and digits of %j, so no engine syntax survives', (input) => {
    for (const term of parseSearchQuery(input).terms) {
      const words = term.kind === 'phrase' ? term.words : [term.word];
      for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });

  it('finds nothing to look for in punctuation, and caps long input', () => {
    expect(parseSearchQuery('*** --- ""').terms).toEqual([]);
    expect(parseSearchQuery('word '.repeat(1000)).terms).toHaveLength(SEARCH_TERMS_MAX);
  });
});

describe('typing mistakes', () => {
  it.each([
    ['mira', 'mira', 0],
    ['mria', 'mira', 1],
    ['colwater', 'coldwater', 1],
    ['coldwatre', 'coldwater', 1],
    ['kolwater', 'coldwater', 2],
    ['varric', 'mira', 3],
  ])('%s is %i edits from %s (at most 2 counted)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });

  it('allows more mistakes in longer words', () => {
    expect([typoBudget('mi'), typoBudget('mira'), typoBudget('coldwater')]).toEqual([0, 1, 2]);
  });
});

describe('highlighting', () => {
  it('marks the words that match, in the original text, accents and all', () => {
    const text = 'Éowyn rode with Mira Coldwater to the Mire.';
    const ranges = matchRanges(text, parseSearchQuery('eowyn mir'));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['Éowyn', 'Mira', 'Mire']);
  });

  it('marks each character of an unspaced phrase', () => {
    const text = '彼は東京へ行った';
    const ranges = matchRanges(text, parseSearchQuery('東京'));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['東', '京']);
  });
});

describe('isTypoFor', () => {
  it('forgives within the budget, whole or at the start of a word being typed, never the word itself', () => {
    expect(isTypoFor({ word: 'aragron', isPrefix: false }, 'aragorn')).toBe(true);
    expect(isTypoFor({ word: 'elrnd', isPrefix: false }, 'elrond')).toBe(true);
    expect(isTypoFor({ word: 'mira', isPrefix: false }, 'mira')).toBe(false);
    expect(isTypoFor({ word: 'mra', isPrefix: false }, 'mira')).toBe(false);
    expect(isTypoFor({ word: 'shieldm', isPrefix: true }, 'shieldmaiden')).toBe(true);
    expect(isTypoFor({ word: 'shieldm', isPrefix: false }, 'shieldmaiden')).toBe(false);
    expect(isTypoFor({ word: 'aragorn', isPrefix: false }, 'boromir')).toBe(false);
  });
});
