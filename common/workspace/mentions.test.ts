import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownOf } from '../text/markdown';
import { plainTextOf } from '../text/plain-text';
import { parseRichText, type RichTextNode } from '../text/rich-text';
import { mentionsOf, SNIPPET_CONTEXT, snippetInBlock } from './mentions';
import { fastestRun } from './testing/fastest-run';

const mention = (kind: string, id: string, label: string): RichTextNode => ({
  type: 'mention',
  attrs: { kind, id, label },
});
const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const doc = (...blocks: RichTextNode[]) => ({ type: 'doc' as const, content: blocks });
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

describe('mentions in a rich text', () => {
  it('are stored by kind and id, and read as their written name in plain text and Markdown', () => {
    const written = doc(
      paragraph(text('Ask '), mention('character', 'ch-mira', 'Mira'), text(' about the *crown*.')),
    );
    expect(parseRichText({ version: 1, doc: written }).ok).toBe(true);
    expect(plainTextOf(written)).toBe('Ask Mira about the *crown*.');
    expect(markdownOf(written)).toBe('Ask Mira about the \\*crown\\*.');
  });

  it('refuse a mention that names no record, or a kind that is not a name', () => {
    for (const attrs of [
      { kind: 'character', id: '' },
      { kind: '<script>', id: 'x' },
      { kind: 'character' },
    ]) {
      const parsed = parseRichText({
        version: 1,
        doc: doc(paragraph({ type: 'mention', attrs } as RichTextNode)),
      });
      expect(parsed.ok).toBe(false);
    }
  });

  it('lists every mention in reading order with the words around it, lists and headings included', () => {
    const entries = mentionsOf(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [mention('location', 'loc-1', 'Briarholt')] },
        paragraph(
          text('Mira met '),
          mention('character', 'ch-varric', 'Varric'),
          text(' and '),
          mention('character', 'ch-mira', 'Mira'),
          text('.'),
        ),
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [paragraph(text('Join '), mention('universes/factions', 'f-1', 'the Court'))],
            },
          ],
        },
      ),
    );
    expect(entries).toEqual([
      { target: { kind: 'location', id: 'loc-1' }, position: 0, snippet: 'Briarholt' },
      { target: { kind: 'character', id: 'ch-varric' }, position: 1, snippet: 'Mira met Varric and Mira.' },
      { target: { kind: 'character', id: 'ch-mira' }, position: 2, snippet: 'Mira met Varric and Mira.' },
      { target: { kind: 'universes/factions', id: 'f-1' }, position: 3, snippet: 'Join the Court' },
    ]);
  });

  it('cuts a long paragraph to the words near the mention', () => {
    const before = 'a'.repeat(200);
    const after = 'b'.repeat(200);
    const [entry] = mentionsOf(
      doc(paragraph(text(before), mention('character', 'ch-mira', 'Mira'), text(after))),
    );
    expect(entry?.snippet).toBe(`…${'a'.repeat(SNIPPET_CONTEXT)}Mira${'b'.repeat(SNIPPET_CONTEXT)}…`);
  });

  it('takes time in proportion to the text: eight times the mentions in one paragraph, not 64 times the work', () => {
    const paragraphOf = (count: number) =>
      doc(
        paragraph(
          ...Array.from({ length: count }, (_, index) => [
            mention('character', `ch-${index}`, 'Mira'),
            text(' and '),
          ]).flat(),
        ),
      );
    const small = paragraphOf(2_000);
    const large = paragraphOf(16_000);
    expect(mentionsOf(large)).toHaveLength(16_000);
    // The fastest of seven runs each: a busy machine's pauses land on one run, not on the ratio.
    const ratio =
      fastestRun(() => mentionsOf(large), 7) /
      Math.max(
        fastestRun(() => mentionsOf(small), 7),
        0.5,
      );
    // Linear work gives about 8; the quadratic walk this replaces gave about 64.
    expect(ratio).toBeLessThan(30);
  });

  it('leaves out mentions of kinds the workspace does not have', () => {
    expect(mentionsOf(doc(paragraph(mention('spaceship', 'x', 'Argo'))))).toEqual([]);
  });
});

describe('a mention’s words cut from its block alone', () => {
  it('are the words mentionsOf cuts from the whole text, for any paragraph', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 120 }).map((text) => ({ type: 'text', text })),
      fc.constant({ type: 'hardBreak' }),
      fc.constantFrom('character', 'location', 'nothing-known').chain((kind) =>
        fc.record({
          type: fc.constant('mention'),
          attrs: fc.record({
            kind: fc.constant(kind),
            id: fc.constantFrom('a', 'b', ''),
            label: fc.string({ maxLength: 12 }),
          }),
        }),
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (content) => {
        const block = { type: 'paragraph', content } as RichTextNode;
        const whole = mentionsOf({ type: 'doc', content: [block] });
        expect(whole.map((_, index) => snippetInBlock(block, index))).toEqual(
          whole.map((entry) => entry.snippet),
        );
        expect(snippetInBlock(block, whole.length)).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
