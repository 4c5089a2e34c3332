import { act, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { RICH_TEXT_VERSION, type RichText } from '../../../common/text/rich-text';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from '../../../common/text/y-rich-text';
import { RichTextEditor } from './rich-text-editor';
import type { SharedText } from './shared-text';

// Joining a shared text while writing (decision 088): the editor a writer types in is bound to the
// shared text where it is, never made again, so what they had selected and where they had scrolled stay.

const text: RichText = {
  version: RICH_TEXT_VERSION,
  doc: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'The lamps of Orrin burned low.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Mara counted the bells.' }] },
    ],
  },
};

/** The shared text as the server seeds it: the stored text, as a Yjs document. */
function sharedCopyOf(stored: RichText): SharedText {
  const doc = new Y.Doc();
  writeRichText(doc.getXmlFragment(SHARED_TEXT_FIELD), stored.doc);
  return { doc, awareness: new Awareness(doc), user: { name: 'Me', color: '#1d4ed8' } };
}

/** Tiptap keeps its editor on the editable element. */
const editorOf = (box: HTMLElement) => (box as HTMLElement & { editor: Editor }).editor;

const selected = (editor: Editor) => {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to);
};

function renderEditor(shared?: SharedText) {
  const onChange = vi.fn();
  const props = { initialText: text, label: 'Chapter text', variant: 'field' as const, onChange };
  const view = render(<RichTextEditor {...props} shared={shared} />);
  const box = screen.getByRole('textbox', { name: 'Chapter text' });
  return {
    box,
    onChange,
    bindTo: (next: SharedText | undefined) => view.rerender(<RichTextEditor {...props} shared={next} />),
  };
}

describe('joining a shared text while writing', () => {
  it('keeps the same editor, its selection and its scroll', async () => {
    const { box, bindTo } = renderEditor();
    const editor = editorOf(box);
    act(() => {
      editor.commands.focus();
      editor.commands.setTextSelection({ from: 14, to: 20 });
    });
    expect(selected(editor)).toBe('Orrin ');
    box.scrollTop = 40;

    const shared = sharedCopyOf(text);
    bindTo(shared);

    // The very same text box: not a new editor.
    expect(screen.getByRole('textbox', { name: 'Chapter text' })).toBe(box);
    expect(editorOf(box)).toBe(editor);
    expect(editor.isDestroyed).toBe(false);
    expect(selected(editor)).toBe('Orrin ');
    expect(box.scrollTop).toBe(40);
    expect(box).toHaveTextContent('The lamps of Orrin burned low.Mara counted the bells.');
  });

  it('is the shared text once bound: its words go to it, and another writer’s words arrive', async () => {
    const { box, bindTo, onChange } = renderEditor();
    const shared = sharedCopyOf(text);
    bindTo(shared);
    const editor = editorOf(box);

    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' Nine.');
    });
    expect(JSON.stringify(readRichText(shared.doc.getXmlFragment(SHARED_TEXT_FIELD)))).toContain(
      'Mara counted the bells. Nine.',
    );
    // Handed on as the shared text's: the page does not save it itself.
    act(() => editor.commands.blur());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), { isShared: true }));

    // Another writer, through the server: their copy and this one exchange updates.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(shared.doc));
    other.on('update', (update: Uint8Array) => Y.applyUpdate(shared.doc, update));
    act(() => {
      const first = other.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement;
      (first.get(0) as Y.XmlText).insert(0, 'Ana: ');
    });
    expect(box).toHaveTextContent('Ana: The lamps of Orrin burned low.');
  });

  it('undoes only one’s own words while bound, and is one’s own text again when let go', async () => {
    const { box, bindTo, onChange } = renderEditor();
    const shared = sharedCopyOf(text);
    bindTo(shared);
    const editor = editorOf(box);
    act(() => {
      editor.commands.insertContentAt(1, 'Mine. ');
    });
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(shared.doc));
    act(() => {
      const last = other.getXmlFragment(SHARED_TEXT_FIELD).get(1) as Y.XmlElement;
      (last.get(0) as Y.XmlText).insert(0, 'Theirs. ');
      Y.applyUpdate(shared.doc, Y.encodeStateAsUpdate(other));
    });
    expect(box).toHaveTextContent('Mine. The lamps');
    expect(box).toHaveTextContent('Theirs. Mara');

    act(() => {
      editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    });
    expect(box).not.toHaveTextContent('Mine.');
    expect(box).toHaveTextContent('Theirs. Mara');

    // Let go (this account may no longer write it together): the text stays, and is the editor's own.
    bindTo(undefined);
    expect(screen.getByRole('textbox', { name: 'Chapter text' })).toBe(box);
    act(() => {
      editor.commands.insertContentAt(1, 'Alone. ');
      editor.commands.blur();
    });
    expect(shared.doc.getXmlFragment(SHARED_TEXT_FIELD).toString()).not.toContain('Alone.');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), { isShared: false }));
    expect(editor.can().undo()).toBe(true);
  });
});
