import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';
import { RichTextToolbar, TOOLBAR_SETTLE_MS } from './rich-text-toolbar';

// The buttons' state (pressed, enabled) is checked at once when the text stays as it was, and after a
// pause when it changes (typing), so that the check is not part of every keystroke; it always catches up.

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function renderToolbar(content = '') {
  const current = new Editor({ extensions: richTextExtensions, content });
  editor = current;
  document.body.append(current.view.dom);
  render(<RichTextToolbar editor={current} controls="editable" onOpenLink={() => undefined} />);
  return { editor: current, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the toolbar’s buttons follow the editor', () => {
  it('enables Undo once typing pauses, not on each keystroke', async () => {
    const { editor: current } = renderToolbar();
    expect(button('Undo')).toBeDisabled();

    act(() => {
      current.commands.insertContent('The forge');
    });
    // Still as before the change: the check waits for the pause.
    expect(button('Undo')).toBeDisabled();
    await waitFor(() => expect(button('Undo')).toBeEnabled(), { timeout: TOOLBAR_SETTLE_MS * 10 });

    // Each change restarts the wait; the state after the pause is the state after the last change.
    act(() => {
      current.commands.undo();
    });
    await waitFor(() => expect(button('Undo')).toBeDisabled(), { timeout: TOOLBAR_SETTLE_MS * 10 });
    expect(button('Redo')).toBeEnabled();
  });

  it('shows Bold pressed at once after Ctrl+B with nothing selected', async () => {
    const { editor: current, user } = renderToolbar('<p>Mira listened</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');

    act(() => {
      current.view.focus();
      current.commands.setTextSelection(3);
    });
    await user.keyboard('{Control>}b{/Control}');
    expect(current.isActive('bold')).toBe(true);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');

    // The same toggle again, without waiting for anything: the text did not change.
    act(() => {
      current.commands.toggleBold();
    });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the cursor at once, and a button’s own command at once', async () => {
    const { editor: current, user } = renderToolbar('<h2>The Forge</h2><p>Mira listened</p>');
    act(() => {
      current.commands.setTextSelection(2);
    });
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      current.commands.setTextSelection(current.state.doc.content.size - 1);
    });
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'false');

    // Bold over a selection changes the text, yet the pressed button shows at once.
    act(() => {
      current.commands.setTextSelection({ from: 12, to: 16 });
    });
    await user.click(button('Bold'));
    expect(current.isActive('bold')).toBe(true);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  });

  it('"Secret" makes the paragraph at the cursor a secret block, shown pressed, and back', async () => {
    const { editor: current, user } = renderToolbar('<p>Vask betrays them</p>');
    act(() => {
      current.commands.setTextSelection(3);
    });
    expect(button('Secret')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Secret'));
    expect(current.getJSON().content?.[0]).toMatchObject({ type: 'secret', attrs: { level: 'editors' } });
    expect(button('Secret')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note', { name: 'Secret: editors only' })).toHaveTextContent('Vask betrays them');
    await user.click(button('Secret'));
    expect(current.getJSON().content?.[0]?.type).toBe('paragraph');
  });
});
