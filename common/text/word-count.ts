// Counting words as a writer expects, in any script. Scripts that separate words with spaces are counted
// by one pass of a regular expression: letters, marks and digits, where a hyphen or an apostrophe between
// two of them joins them ("well-known", "rock'n'roll" and "don't" count once) and a dash does not
// ("yes—no" is two); a comma or point between digits keeps a number whole ("1,024", "3.5"). Scripts
// written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) are split into words by
// Intl.Segmenter, which knows their dictionaries; it is slow, so only those runs go through it.
// Punctuation and emoji are not words.

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;

const SPACED_WORD =
  /[\p{L}\p{M}\p{N}]+(?:(?:['\u2019\u2010\u2011-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

let segmenter: Intl.Segmenter | undefined;

function countUnspaced(run: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let count = 0;
  for (const { isWordLike } of segmenter.segment(run)) if (isWordLike) count += 1;
  return count;
}

/** How many words `text` has. */
export function countWords(text: string): number {
  let count = 0;
  const spaced = text.replace(UNSPACED, (run) => {
    count += countUnspaced(run);
    return ' ';
  });
  for (const _ of spaced.matchAll(SPACED_WORD)) count += 1;
  return count;
}
