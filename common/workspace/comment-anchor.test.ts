import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorOf, findAnchor } from './comment-anchor';

const text =
  'The rain came early that year. Mira closed the shutters and waited.\n\nBy dawn the river had risen, and the ferry was gone.';

function quoteAt(body: string, place: { start: number; end: number } | null) {
  return place === null ? null : body.slice(place.start, place.end);
}

describe('a comment’s passage found again', () => {
  it('finds the passage where it was in an unchanged text', () => {
    const start = text.indexOf('closed the shutters');
    const anchor = anchorOf(text, start, start + 'closed the shutters'.length);
    expect(findAnchor(text, anchor)).toEqual({ start, end: start + 'closed the shutters'.length });
  });

  it('follows the passage when text is written before it', () => {
    const start = text.indexOf('the ferry');
    const anchor = anchorOf(text, start, start + 'the ferry was gone'.length);
    const edited = `A new opening line.\n\n${text}`;
    expect(quoteAt(edited, findAnchor(edited, anchor))).toBe('the ferry was gone');
  });

  it('picks the occurrence whose context matches when the quote repeats', () => {
    const body = 'He said no. She said no. They said no.';
    const start = body.indexOf('no', body.indexOf('She'));
    const anchor = anchorOf(body, start, start + 2);
    const edited = `Yes. ${body.replace('He said no.', 'He said no, twice. He said no.')}`;
    const place = findAnchor(edited, anchor);
    expect(place).not.toBeNull();
    expect(edited.slice((place?.start ?? 0) - 9, place?.end)).toBe('She said no');
  });

  it('finds what lies between its old context when the quote itself was reworded', () => {
    const start = text.indexOf('closed the shutters');
    const anchor = anchorOf(text, start, start + 'closed the shutters'.length);
    const edited = text.replace('closed the shutters', 'barred every window tight');
    expect(quoteAt(edited, findAnchor(edited, anchor))).toBe('barred every window tight');
  });

  it('finds a passage with a typo fixed even when its context changed too', () => {
    const body = 'One. The lighthouse keeper counted the ships. Two.';
    const start = body.indexOf('The lighthouse');
    const anchor = anchorOf(body, start, start + 'The lighthouse keeper counted the ships'.length);
    const edited = 'Uno! The lighthouse keper counted the ship. Dos!';
    expect(quoteAt(edited, findAnchor(edited, anchor))).toMatch(/^The lighthouse keper counted the ship/);
  });

  it('ignores how blocks are separated (editor and stored plain text differ)', () => {
    const body = 'First line.\nSecond line.';
    const anchor = anchorOf(body, 6, 18);
    expect(anchor.quote).toBe('line.\nSecond');
    const stored = 'First line.\n\nSecond line.';
    expect(quoteAt(stored, findAnchor(stored, anchor))).toBe('line.\n\nSecond');
  });

  it('says the passage was removed when nothing close is left', () => {
    const start = text.indexOf('By dawn');
    const anchor = anchorOf(text, start, start + 'By dawn the river had risen'.length);
    const edited = 'The rain came early that year. Mira closed the shutters and waited.';
    expect(findAnchor(edited, anchor)).toBeNull();
    expect(findAnchor('', anchor)).toBeNull();
  });

  it('always finds a passage in the text it was taken from, and it reads the same', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), fc.nat(), (body, a, b) => {
        const start = a % body.length;
        const end = start + 1 + (b % (body.length - start));
        if (body.slice(start, end).trim() === '') return;
        const anchor = anchorOf(body, start, end);
        const place = findAnchor(body, anchor);
        expect(place).not.toBeNull();
        expect(quoteAt(body, place)?.replace(/\s+/g, '')).toBe(anchor.quote.replace(/\s+/g, ''));
      }),
    );
  });

  it('keeps finding a passage when unrelated text is added around it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 80 }),
        fc.constantFrom('the old mill burned', 'Mira kept the letter', 'a bell rang twice'),
        (before, after, passage) => {
          const body = `Once. ${passage}. Done.`;
          const start = body.indexOf(passage);
          const anchor = anchorOf(body, start, start + passage.length);
          const edited = `${before}${body}${after}`;
          const place = findAnchor(edited, anchor);
          expect(quoteAt(edited, place)).toBe(passage);
        },
      ),
    );
  });
});
