// Varied prose for the benches that need a novel's worth of text: sentences of different shapes and
// lengths (narration, dialogue, clauses), paragraphs of 1 to 9 sentences, some words in italics or bold,
// a scene break now and then. Seeded, so every run writes the same novel.
import { RICH_TEXT_VERSION, type RichText, type RichTextNode } from '../../common/text/rich-text';
import { countWords } from '../../common/text/word-count';

const NAMES = ['Mira', 'Tamsin', 'Orren', 'the captain', 'her brother', 'old Hesk', 'the envoy', 'Ilse'];
const ACTIONS = [
  'held the ember to the light',
  'walked the length of the harbour wall',
  'counted the bells from the chapel tower',
  'did not answer for a long while',
  'remembered the winter of the long frost',
  'pulled the map closer and traced the river with one finger',
  'laughed, though nothing about it was funny',
  'set the cup down without drinking',
  'watched the gulls wheel over the grey water',
  'turned the key twice in the rusted lock',
  'listened to the rain on the slate roof',
  'folded the letter into a small hard square',
];
const CLAUSES = [
  'while the tide turned below the cliffs',
  'as if the night itself were listening',
  'because the oath still bound her',
  'before anyone could stop her',
  'until the candle guttered out',
  'although the road north had been closed since spring',
  'when the last of the carts had gone',
  'and for a moment the whole valley held its breath',
];
const SAYINGS = [
  'We should have left at dawn',
  'You never told me about the second key',
  "It isn't the storm I'm afraid of",
  'Bring the horses round, quietly',
  'Nobody crosses the marsh after dark',
  'Say that again, slowly',
];
const EMPHASIS = ['nothing', 'never', 'once', 'hers', 'too late', 'still'];

/** A small seeded generator (mulberry32): the same novel on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function sentence(random: ReturnType<typeof randomFrom>): string {
  const shape = random.next();
  const name = random.pick(NAMES);
  if (shape < 0.25) return `"${random.pick(SAYINGS)}," ${name} said.`;
  if (shape < 0.55) return `${capitalise(name)} ${random.pick(ACTIONS)} ${random.pick(CLAUSES)}.`;
  if (shape < 0.8) return `${capitalise(random.pick(CLAUSES))}, ${name} ${random.pick(ACTIONS)}.`;
  return `${capitalise(name)} ${random.pick(ACTIONS)}.`;
}

/** A paragraph of one to nine sentences; about one in four has a word in italics, one in twenty in bold. */
function paragraph(random: ReturnType<typeof randomFrom>): RichTextNode {
  const count = 1 + Math.floor(random.next() * 9);
  const text = Array.from({ length: count }, () => sentence(random)).join(' ');
  const style = random.next();
  if (style >= 0.3) return { type: 'paragraph', content: [{ type: 'text', text }] };
  const mark = style < 0.05 ? 'bold' : 'italic';
  return {
    type: 'paragraph',
    content: [
      { type: 'text', text: 'It was ' },
      { type: 'text', text: random.pick(EMPHASIS), marks: [{ type: mark }] },
      { type: 'text', text: `. ${text}` },
    ],
  };
}

const wordsOf = (node: RichTextNode) => countWords((node.content ?? []).map((part) => part.text).join(''));

/**
 * A chapter of exactly `words` words (as the server counts them), ending in a plain paragraph whose last
 * words are `ending` (so a test can tell the whole text is shown).
 */
export function chapterProse(words: number, seed: number, ending: string): RichText {
  const random = randomFrom(seed);
  const endingWords = countWords(ending);
  const content: RichTextNode[] = [];
  let written = 0;
  while (true) {
    const next = paragraph(random);
    const count = wordsOf(next);
    if (written + count + endingWords > words) break;
    content.push(next);
    written += count;
    if (random.next() < 0.04) content.push({ type: 'horizontalRule' });
  }
  // The last paragraph takes exactly the words still owed, then the ending.
  const filler = Array.from({ length: 80 }, () => sentence(random))
    .join(' ')
    .split(' ')
    .slice(0, words - written - endingWords)
    .join(' ');
  const last: RichTextNode = {
    type: 'paragraph',
    content: [{ type: 'text', text: filler === '' ? ending : `${filler} ${ending}` }],
  };
  if (written + wordsOf(last) !== words) {
    throw new Error(`A chapter meant to hold ${words} words holds ${written + wordsOf(last)}`);
  }
  content.push(last);
  return { version: RICH_TEXT_VERSION, doc: { type: 'doc', content } };
}
