import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RichTextDoc } from './rich-text';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from './y-rich-text';

const chapter: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Sunken Forge' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Mara ' },
        { type: 'text', text: 'ran', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' to ' },
        { type: 'mention', attrs: { kind: 'characters', id: 'c-1', label: 'Oren' } },
        { type: 'hardBreak' },
        { type: 'text', text: 'the map', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    },
    { type: 'horizontalRule' },
    {
      type: 'secret',
      attrs: { level: 'named', named: ['u-2'] },
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Oren lies.' }] }],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
  ],
};

const fragmentOf = (doc: Y.Doc) => doc.getXmlFragment(SHARED_TEXT_FIELD);

describe('a document as shared text', () => {
  it('comes back as it went in, marks, mentions, secrets and empty paragraphs included', () => {
    const doc = new Y.Doc();
    writeRichText(fragmentOf(doc), chapter);
    expect(readRichText(fragmentOf(doc))).toEqual(chapter);
  });

  it('travels to another copy as an update and reads the same there', () => {
    const first = new Y.Doc();
    writeRichText(fragmentOf(first), chapter);
    const second = new Y.Doc();
    Y.applyUpdate(second, Y.encodeStateAsUpdate(first));
    expect(readRichText(fragmentOf(second))).toEqual(chapter);
  });

  it('keeps what two writers typed at once, in both copies alike', () => {
    const base = new Y.Doc();
    writeRichText(fragmentOf(base), {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'middle' }] }],
    });
    const ana = new Y.Doc();
    const ben = new Y.Doc();
    Y.applyUpdate(ana, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(ben, Y.encodeStateAsUpdate(base));
    const textIn = (doc: Y.Doc) => (fragmentOf(doc).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    textIn(ana).insert(0, 'Ana ');
    textIn(ben).insert(6, ' Ben');
    Y.applyUpdate(ana, Y.encodeStateAsUpdate(ben));
    Y.applyUpdate(ben, Y.encodeStateAsUpdate(ana));
    expect(readRichText(fragmentOf(ana))).toEqual(readRichText(fragmentOf(ben)));
    expect(readRichText(fragmentOf(ana)).content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Ana middle Ben' }],
    });
  });

  it('replaces what the fragment held, and an empty document leaves it empty', () => {
    const doc = new Y.Doc();
    writeRichText(fragmentOf(doc), chapter);
    writeRichText(fragmentOf(doc), {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Anew' }] }],
    });
    expect(readRichText(fragmentOf(doc)).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Anew' }] },
    ]);
    writeRichText(fragmentOf(doc), null);
    expect(readRichText(fragmentOf(doc))).toEqual({ type: 'doc', content: [] });
  });
});
