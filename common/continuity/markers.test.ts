import { describe, expect, it } from 'vitest';
import type { RichTextDoc, RichTextNode } from '../text/rich-text';
import { markerOfText, mentionMarkers } from './markers';

const mention = (id: string): RichTextNode => ({
  type: 'mention',
  attrs: { kind: 'character', id, label: id },
});
const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const heading = (value: string): RichTextNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [text(value)],
});
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content }) as RichTextDoc;

describe('memory, flashback and ghost markers', () => {
  it('reads a title or tag', () => {
    expect(markerOfText('Chapter 9 (Flashback)')).toBe('flashback');
    expect(markerOfText('Old memories')).toBe('memory');
    expect(markerOfText('The Ghost Ship')).toBe('ghost');
    expect(markerOfText('Ghostly lights')).toBeNull();
  });

  it('marks the mentions of a tagged paragraph and of the paragraphs under a marked heading, in order', () => {
    const markers = mentionMarkers(
      doc(
        paragraph(mention('a'), text(' walks in.')),
        paragraph(text('[Memory] '), mention('b'), text(' laughed.')),
        paragraph(text('Ghost: '), mention('c')),
        heading('A flashback'),
        paragraph(mention('d'), mention('e')),
        { type: 'blockquote', content: [paragraph(mention('f'))] },
        heading('Morning'),
        paragraph(text('She remembered '), mention('g')),
      ),
      () => true,
    );
    expect(markers).toEqual([null, 'memory', 'ghost', 'flashback', 'flashback', 'flashback', null]);
  });
});
