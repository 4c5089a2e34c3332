import { describe, expect, it } from 'vitest';
import { markdownOf } from './markdown';
import type { RichTextDoc } from './rich-text';

describe('a document as Markdown', () => {
  it('writes headings, emphasis, links, lists, quotes and scene breaks', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'At the Forge' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Mira was ' },
            { type: 'text', text: 'very', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' tired ', marks: [{ type: 'italic' }] },
            { type: 'text', text: '; see ' },
            {
              type: 'text',
              text: 'the map',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/a map' } }],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'Next line.' },
          ],
        },
        { type: 'horizontalRule' },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ash' }] }] },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ember' }] }],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Every oath' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'is heard.' }] },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: '*Not* a #heading or [link]' }] },
      ],
    };
    expect(markdownOf(doc)).toBe(
      [
        '## At the Forge',
        '',
        'Mira was **very** *tired* ; see [the map](https://example.com/a%20map)  ',
        'Next line.',
        '',
        '* * *',
        '',
        '3. ash',
        '4. ember',
        '',
        '> Every oath',
        '>',
        '> is heard.',
        '',
        '\\*Not\\* a \\#heading or \\[link\\]',
      ].join('\n'),
    );
  });

  it('leaves secret blocks out: they are the writer’s, not the manuscript’s', () => {
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        para('Before.'),
        { type: 'secret', attrs: { level: 'editors', named: [] }, content: [para('Kill Mira in act 3')] },
        para('After.'),
      ],
    };
    expect(markdownOf(doc)).toBe('Before.\n\nAfter.');
  });
});
