import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';
import {
  isSafeHref,
  parseRichText,
  RICH_TEXT_MAX_MENTIONS,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_VERSION,
  type RichText,
  richTextFromPlain,
} from './rich-text';
import { countWords } from './word-count';

const chapter: RichText = {
  version: RICH_TEXT_VERSION,
  doc: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Sunken Forge' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Mira held the ' },
          { type: 'text', text: 'crown', marks: [{ type: 'italic' }] },
          { type: 'text', text: ' to the light.' },
          { type: 'hardBreak' },
          { type: 'text', text: 'See ', marks: [] },
          {
            type: 'text',
            text: 'the map',
            marks: [{ type: 'link', attrs: { href: 'https://example.com/map' } }],
          },
        ],
      },
      { type: 'horizontalRule' },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ash' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ember' }] }] },
        ],
      },
      {
        type: 'blockquote',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Every oath is heard.' }] }],
      },
    ],
  },
};

describe('the stored document', () => {
  it('takes a document of the editor’s nodes and marks, and gives it back unchanged through JSON', () => {
    const parsed = parseRichText(JSON.parse(JSON.stringify(chapter)));
    expect(parsed).toEqual({ ok: true, value: chapter });
  });

  it('refuses what could run or what it does not know, saying why', () => {
    const withLink = (href: string) => ({
      version: 1,
      doc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
          },
        ],
      },
    });
    expect(parseRichText(withLink('javascript:alert(1)'))).toEqual({
      ok: false,
      message: 'A link must start with https://, http://, mailto: or /',
    });
    expect(parseRichText(withLink(' JavaScript:alert(1)')).ok).toBe(false);
    expect(parseRichText(withLink('data:text/html,<script>')).ok).toBe(false);
    expect(parseRichText(withLink('//evil.example')).ok).toBe(false);
    for (const outside of [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/\r\n/evil.example',
    ]) {
      expect([outside, isSafeHref(outside)]).toEqual([outside, false]);
    }
    expect(isSafeHref('#chapter-2')).toBe(true);
    expect(isSafeHref('/novels/n-1?tab=notes#top')).toBe(true);
    expect(parseRichText(withLink('/novels/n-1')).ok).toBe(true);
    expect(parseRichText(withLink('mailto:a@b.c')).ok).toBe(true);

    const script = { version: 1, doc: { type: 'doc', content: [{ type: 'script', content: [] }] } };
    expect(parseRichText(script).ok).toBe(false);
    const html = {
      version: 1,
      doc: { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x()' } }] },
    };
    // Unknown attributes are not kept: the paragraph comes back without them.
    expect(parseRichText(html)).toEqual({
      ok: true,
      value: { version: 1, doc: { type: 'doc', content: [{ type: 'paragraph' }] } },
    });
    expect(parseRichText({ version: 2, doc: chapter.doc }).ok).toBe(false);
    expect(parseRichText('plain text').ok).toBe(false);
  });

  it('refuses a tree nested deeper than any text needs, before walking it', () => {
    let node: Record<string, unknown> = { type: 'paragraph' };
    for (let depth = 0; depth < 40; depth += 1) node = { type: 'blockquote', content: [node] };
    expect(parseRichText({ version: 1, doc: { type: 'doc', content: [node] } })).toEqual({
      ok: false,
      message: 'A text may nest at most 24 levels deep',
    });
  });

  it('answers a malformed tree with a message, never a crash: null, numbers and strings for nodes', () => {
    const malformed: unknown[] = [
      null,
      { type: 'doc', content: [null] },
      { type: 'doc', content: [{ type: 'blockquote', content: [null] }] },
      { type: 'doc', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [7] }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [null, 'x'] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: null }] },
      { type: 'doc', content: 'text' },
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [null] }] }],
      },
      [],
    ];
    for (const doc of malformed) {
      const parsed = parseRichText({ version: 1, doc });
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.message).not.toBe('');
    }
    expect(parseRichText(null).ok).toBe(false);
    expect(parseRichText({ version: 1, doc: { type: 'doc', content: [{ type: 'paragraph' }] } }).ok).toBe(
      true,
    );
  });

  it('refuses more mentions or nodes than a text may hold, at the limit and one past it', () => {
    const mention = { type: 'mention', attrs: { kind: 'character', id: 'c-1', label: 'Mira' } };
    const withMentions = (count: number) => ({
      version: 1,
      doc: { type: 'doc', content: [{ type: 'paragraph', content: Array(count).fill(mention) }] },
    });
    expect(parseRichText(withMentions(RICH_TEXT_MAX_MENTIONS)).ok).toBe(true);
    expect(parseRichText(withMentions(RICH_TEXT_MAX_MENTIONS + 1))).toEqual({
      ok: false,
      message: 'A text may hold at most 2,000 mentions',
    });
    const word = { type: 'text', text: 'a', marks: [{ type: 'bold' }] };
    const withNodes = (count: number) => ({
      version: 1,
      // The doc and its paragraph are two of the nodes.
      doc: { type: 'doc', content: [{ type: 'paragraph', content: Array(count - 2).fill(word) }] },
    });
    expect(parseRichText(withNodes(RICH_TEXT_MAX_NODES)).ok).toBe(true);
    const tooMany = parseRichText(withNodes(RICH_TEXT_MAX_NODES + 1));
    expect(tooMany.ok ? '' : tooMany.message).toMatch(/at most 100,000/);
  });

  it('turns a plain string into paragraphs, one per line', () => {
    const text = richTextFromPlain('First line\n\nThird line');
    expect(parseRichText(text).ok).toBe(true);
    expect(plainTextOf(text.doc)).toBe('First line\n\nThird line');
  });
});

describe('plain text', () => {
  it('keeps the words and the line structure, without formatting', () => {
    expect(plainTextOf(chapter.doc)).toBe(
      'The Sunken Forge\n\nMira held the crown to the light.\nSee the map\n\nash\nember\n\nEvery oath is heard.',
    );
  });
});

describe('counting words', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Mira held the crown.', 4],
    ['“Don’t,” she said — quietly.', 4],
    ['A well-known, rock’n’roll oath-breaker', 4],
    ['yes—no', 2],
    ['yes - no', 2],
    ['In 1,024 years and 3.5 days', 6],
    ['...!!! ??? — 🔥', 0],
    ['Мира держала корону', 3],
    ['ميرا حملت التاج', 3],
    ['我喜欢读书', 3],
    ['Mira said 我喜欢读书 twice', 6],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('splits Japanese into words by its dictionary, not one word per run', () => {
    expect(countWords('ミラは本を読む')).toBeGreaterThanOrEqual(4);
  });

  it('counts a whole chapter’s plain text', () => {
    expect(countWords(plainTextOf(chapter.doc))).toBe(19);
  });
});
