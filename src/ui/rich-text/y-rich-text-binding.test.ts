import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RichTextDoc } from '../../../common/text/rich-text';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from '../../../common/text/y-rich-text';
import { richTextExtensions } from './extensions';

// The server seeds shared text from the stored JSON and derives the JSON back from it without an editor
// (common/text/y-rich-text.ts); the editor's collaboration binding must read and write the very same form.

const schema = getSchema(richTextExtensions);

const chapter: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ash' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Mara ' },
        { type: 'text', text: 'ran', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' to ' },
        { type: 'mention', attrs: { kind: 'characters', id: 'c-1', label: 'Oren' } },
        { type: 'text', text: ' home', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    },
    {
      type: 'secret',
      attrs: { level: 'editors', named: [] },
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A secret.' }] }],
    },
  ],
};

/** The text of every node, in order: what a writer reads. */
const textsOf = (doc: unknown): string =>
  JSON.stringify(doc)
    .match(/"text":"[^"]*"/g)
    ?.join('') ?? '';

describe('shared text and the editor binding', () => {
  it('the editor reads what the server wrote', () => {
    const doc = new Y.Doc();
    writeRichText(doc.getXmlFragment(SHARED_TEXT_FIELD), chapter);
    const node = yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(SHARED_TEXT_FIELD), schema);
    const json = node.toJSON() as RichTextDoc;
    expect(textsOf(json)).toBe(textsOf(chapter));
    expect(json.content.map((block) => block.type)).toEqual(['heading', 'paragraph', 'secret']);
    expect(JSON.stringify(json)).toContain('"type":"mention"');
    expect(JSON.stringify(json)).toContain('"href":"https://example.com"');
  });

  it('the server reads what the editor wrote', () => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment(SHARED_TEXT_FIELD);
    prosemirrorJSONToYXmlFragment(schema, chapter, fragment);
    const read = readRichText(fragment);
    expect(textsOf(read)).toBe(textsOf(chapter));
    expect(read.content[1]?.content?.[1]).toEqual({ type: 'text', text: 'ran', marks: [{ type: 'bold' }] });
    expect(read.content[1]?.content?.[3]).toMatchObject({ type: 'mention', attrs: { id: 'c-1' } });
  });
});
