import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { commentHighlights, selectionNow } from './comment-highlights';
import { richTextExtensions } from './extensions';

// Ctrl+Alt+M comments on the selection the reader sees, even when the key comes before the editor has
// read the selection's last move (Chromium runs a key press ahead of the queued `selectionchange`).

let editor: Editor | undefined;
afterEach(() => {
  editor?.destroy();
  editor = undefined;
  document.body.innerHTML = '';
});

function mounted(onShortcut: (anchor: unknown) => void) {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: [...richTextExtensions, commentHighlights(() => undefined, onShortcut)],
    content: '<p>Mira lit the forge at dawn.</p>',
  });
  return editor;
}

/**
 * Moves the page's selection over the paragraph's text before the editor hears of it: its
 * `selectionchange` listener is held back, as when a key press is run ahead of that event.
 */
function selectInPage(target: Editor, start: number, end: number) {
  const text = target.view.dom.querySelector('p')?.firstChild;
  if (text == null) throw new Error('no text');
  target.view.dom.focus();
  const observer = (target.view as unknown as { domObserver: { disconnectSelection(): void } }).domObserver;
  observer.disconnectSelection();
  document.getSelection()?.setBaseAndExtent(text, start, text, end);
}

describe('the comment shortcut', () => {
  it('reads the selection the page shows, not an older one the editor still holds', () => {
    const target = mounted(() => undefined);
    selectInPage(target, 0, 8);
    // The editor has not heard of it yet (no selectionchange has run).
    expect(target.state.selection.empty).toBe(true);
    expect(selectionNow(target.view)).toEqual({ from: 1, to: 9 });
  });

  it('comments on that passage', () => {
    const anchors: unknown[] = [];
    const target = mounted((anchor) => anchors.push(anchor));
    target.commands.setTextSelection(1);
    selectInPage(target, 0, 27);
    expect(target.state.selection.empty).toBe(true);
    target.view.dom.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true, bubbles: true }),
    );
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toMatchObject({ quote: 'Mira lit the forge at dawn.' });
  });

  it('falls back to the editor’s selection when the page’s is elsewhere', () => {
    const target = mounted(() => undefined);
    target.commands.setTextSelection({ from: 1, to: 5 });
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    document.getSelection()?.selectAllChildren(outside);
    expect(selectionNow(target.view)).toEqual(expect.objectContaining({ from: 1, to: 5 }));
  });
});
