// Counting words as a writer expects, in any script: Intl.Segmenter finds the words (it knows that
// Chinese, Japanese and Thai run words together, and that "don't" is one word); a hyphen or an
// apostrophe between two words joins them ("well-known", "rock'n'roll" count once), a dash between words
// does not ("yes—no" is two). Numbers count as words; punctuation and emoji do not.

const JOINERS = new Set(['-', '\u2010', '\u2011', "'", '\u2019']);

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** How many words `text` has. */
export function countWords(text: string): number {
  let count = 0;
  let previousWasWord = false;
  let joinPending = false;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike) {
      if (!(previousWasWord && joinPending)) count += 1;
      previousWasWord = true;
      joinPending = false;
    } else if (previousWasWord && !joinPending && JOINERS.has(segment)) {
      joinPending = true;
    } else {
      previousWasWord = false;
      joinPending = false;
    }
  }
  return count;
}
