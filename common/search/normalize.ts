// The one way text is folded for search (issue 14), used when a text is indexed and when a query is
// read, on both databases alike, so that what matches does not depend on a database's collation:
// case folded, accents and other marks dropped ("Éowyn" → "eowyn"), compatibility forms unified
// ("ﬁ" → "fi", full-width letters → ASCII), and scripts written without spaces (Chinese, Japanese)
// cut into one token per character so that any run of characters can be found as a phrase.

/** Characters of scripts written without spaces between words: Han, Hiragana, Katakana, Hangul, Thai. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
/** Combining marks left by NFKD decomposition (accents, diacritics). */
const MARKS = /\p{M}+/gu;
/** Anything that is not a letter or a digit separates words (punctuation, symbols, spaces). */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The text folded for matching: lower case, without marks, compatibility forms unified, unspaced
 * scripts spaced out per character, words separated by single spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLocaleLowerCase('en')
    .replace(UNSPACED_ALL, (char) => ` ${char} `)
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The folded words of a text, in order (for a name's vocabulary, snippets and highlighting). */
export function searchWords(text: string): string[] {
  const folded = foldForSearch(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Whether a word is one character of an unspaced script (it only ever matches whole). */
export function isUnspacedWord(word: string): boolean {
  return word.length <= 2 && UNSPACED.test(word);
}
