import { type Content, Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { plainTextOf } from '../../../common/text/plain-text';
import { parseRichText, RICH_TEXT_VERSION, type RichTextDoc } from '../../../common/text/rich-text';
import { countWords } from '../../../common/text/word-count';
import { richTextExtensions } from './extensions';

// The editor's schema against the stored one: what the editor holds is always storable, and what is
// pasted into it (from Word, Google Docs or a hostile page) is cleaned to that schema.

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string | RichTextDoc = '') {
  editor = new Editor({ extensions: richTextExtensions, content: content as Content });
  return editor;
}

/** Pastes HTML as the browser would hand it over (ProseMirror's clipboard parser and cleaning). */
function paste(target: Editor, html: string) {
  target.view.pasteHTML(html);
  return target.getJSON() as RichTextDoc;
}

const stored = (doc: RichTextDoc) => parseRichText({ version: RICH_TEXT_VERSION, doc });

describe('the editor’s document is the stored document', () => {
  it('gives back a stored document unchanged (document → JSON → document)', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Forge' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Mira ' },
            { type: 'text', text: 'listened', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'map',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: '/universes/u-1',
                    target: null,
                    rel: 'noopener noreferrer nofollow',
                    class: null,
                  },
                },
              ],
            },
          ],
        },
        { type: 'horizontalRule' },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Heard.' }] }] },
      ],
    };
    const json = editorWith(doc).getJSON() as RichTextDoc;
    const parsed = stored(json);
    expect(parsed.ok).toBe(true);
    // Through JSON text and back into a new editor: the same document.
    expect(editorWith(JSON.parse(JSON.stringify(json)) as RichTextDoc).getJSON()).toEqual(json);
    expect(countWords(plainTextOf(json))).toBe(7);
  });

  it('cleans a Word paste to paragraphs, emphasis and lists', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
      <p class=MsoNormal style='margin:0cm;font-family:"Calibri"'><b><span style='font-size:14pt'>Chapter One</span></b><o:p></o:p></p>
      <p class=MsoNormal><span style='color:#444'>The forge was <i>cold</i>.</span><o:p>&nbsp;</o:p></p>
      <p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>Ash</p>
      <font face="Times">Plain</font></body></html>`;
    const json = paste(editorWith(), word);
    expect(stored(json).ok).toBe(true);
    const text = plainTextOf(json);
    expect(text).toContain('Chapter One');
    expect(text).toContain('The forge was cold.');
    expect(JSON.stringify(json)).not.toMatch(/style|mso|class=|font/i);
    expect(JSON.stringify(json)).toContain('"italic"');
  });

  it('keeps nothing executable from a hostile paste', () => {
    const hostile = `<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a>
      <a href="data:text/html,<script>alert(1)</script>">data</a> <a href="https://example.com" onmouseover="x()">ok</a></p>
      <script>alert(1)</script><img src=x onerror="alert(1)"><iframe srcdoc="<b>x</b>"></iframe>
      <svg><script>alert(2)</script></svg><style>body{display:none}</style>`;
    const json = paste(editorWith(), hostile);
    const serialised = JSON.stringify(json);
    expect(stored(json).ok).toBe(true);
    expect(serialised).not.toMatch(/javascript:|data:|onclick|onerror|onmouseover|script|iframe|svg|<style/i);
    expect(serialised).toContain('https://example.com');
    expect(plainTextOf(json)).toContain('Hello there');
  });
});

describe('mentions in the editor', () => {
  const mention = { type: 'mention', attrs: { kind: 'character', id: 'ch-1', label: 'Mira Coldwater' } };

  it('loads a stored document with a mention and gives it back storable', () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask ' }, mention] }],
    } as RichTextDoc;
    const json = editorWith(doc).getJSON() as RichTextDoc;
    expect(stored(json).ok).toBe(true);
    expect(json.content?.[0]?.content?.[1]).toMatchObject(mention);
    expect(plainTextOf(json)).toBe('Ask Mira Coldwater');
  });

  it('keeps a pasted mention of ours, and drops the mention-ness of a malformed one', () => {
    const json = paste(
      editorWith(),
      `<p><span data-type="mention" data-kind="character" data-id="ch-1" data-label="Mira">Mira</span>
       <span data-type="mention" data-kind="<script>" data-id="x" data-label="Bad">Bad</span>
       <span data-type="mention" data-id="y" onclick="steal()">NoKind</span></p>`,
    );
    const serialised = JSON.stringify(json);
    expect(stored(json).ok).toBe(true);
    expect(serialised.match(/"type":"mention"/g)).toHaveLength(1);
    expect(serialised).not.toMatch(/script|onclick/);
    expect(plainTextOf(json)).toContain('Bad');
  });
});

describe('punctuation after a mention', () => {
  const mentioned = (): RichTextDoc => ({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Ask ' },
          { type: 'mention', attrs: { id: 'ch-oren', label: 'Oren', kind: 'character' } },
          { type: 'text', text: ' ' },
        ],
      },
    ],
  });
  /** Types `text` at the end, as a keystroke does (through the editor's text-input handlers). */
  function type(target: Editor, text: string) {
    const end = target.state.doc.content.size - 1;
    const handled = target.view.someProp('handleTextInput', (handle) =>
      handle(target.view, end, end, text, () => target.state.tr.insertText(text, end, end)),
    );
    if (!handled) target.view.dispatch(target.state.tr.insertText(text, end, end));
  }

  it('takes the space the mention left: "Oren." not "Oren ."', () => {
    const target = editorWith(mentioned());
    type(target, '.');
    expect(plainTextOf(target.getJSON() as RichTextDoc)).toBe('Ask Oren.');
  });

  it('keeps the space before a word', () => {
    const target = editorWith(mentioned());
    type(target, 'n');
    expect(plainTextOf(target.getJSON() as RichTextDoc)).toBe('Ask Oren n');
  });
});

describe('secret blocks in the editor', () => {
  const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const withSecrets: RichTextDoc = {
    type: 'doc',
    content: [
      para('The inn is loud.'),
      { type: 'secret', attrs: { level: 'editors', named: [] }, content: [para('The duke is the lich')] },
      { type: 'secret', attrs: { level: 'named', named: ['u-1', 'u-2'] }, content: [para('Pia dreams')] },
    ],
  };

  it('loads and gives back secret blocks as stored, who reads them included', () => {
    const doc = editorWith(withSecrets).getJSON() as RichTextDoc;
    expect(doc).toEqual(withSecrets);
    expect(stored(doc).ok).toBe(true);
  });

  it('"Secret" wraps the paragraph at the cursor for editors only, and undo takes it back', () => {
    const target = editorWith({ type: 'doc', content: [para('Vask betrays them')] });
    target.commands.setTextSelection(3);
    expect(target.commands.toggleSecret()).toBe(true);
    const doc = target.getJSON() as RichTextDoc;
    // (The editor keeps an empty paragraph after a last wrapped block, to type on after it.)
    expect(doc.content[0]).toEqual({
      type: 'secret',
      attrs: { level: 'editors', named: [] },
      content: [para('Vask betrays them')],
    });
    expect(stored(doc).ok).toBe(true);
    target.commands.undo();
    expect(target.getJSON().content).toEqual([para('Vask betrays them')]);
  });

  it('keeps a secret block pasted from another Fablehold text, and its readers', () => {
    const pasted = paste(
      editorWith(),
      '<div data-secret data-level="named" data-named="u-1"><p>Only Pia</p></div>',
    );
    expect(pasted.content).toContainEqual({
      type: 'secret',
      attrs: { level: 'named', named: ['u-1'] },
      content: [para('Only Pia')],
    });
  });
});
