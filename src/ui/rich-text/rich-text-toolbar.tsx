import type { Editor, EditorEvents } from '@tiptap/core';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { type EditorCommand, editorCommands, shortcutText } from './editor-commands';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * How long the buttons wait after a change of the text before they catch up with it. Typing keeps them
 * waiting, so their check (`isActive` and `editor.can()` for every command, a third of the script a
 * keystroke costs in a long chapter) runs in the pauses, not between a key and its paint.
 */
export const TOOLBAR_SETTLE_MS = 120;

type ButtonState = { isActive: boolean; canRun: boolean };

function buttonStatesOf(editor: Editor): ButtonState[] {
  return editorCommands.map((command) => ({
    isActive: command.isActive(editor),
    canRun: command.canRun(editor),
  }));
}

const sameStates = (a: readonly ButtonState[], b: readonly ButtonState[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.isActive === b[index]?.isActive && entry.canRun === b[index]?.canRun);

/**
 * What each button shows (pressed, enabled). A transaction that leaves the text as it was (the cursor
 * moved, Ctrl+B with nothing selected) updates them at once; one that changes the text (typing, a
 * paste, Undo by its shortcut) once the changes pause for TOOLBAR_SETTLE_MS; a button's own command at
 * once (`refresh`). Re-renders only when what the buttons show changes.
 */
function useButtonStates(editor: Editor) {
  const [states, setStates] = useState(() => buttonStatesOf(editor));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (editor.isDestroyed) return;
    const next = buttonStatesOf(editor);
    setStates((current) => (sameStates(current, next) ? current : next));
  }, [editor]);

  useEffect(() => {
    const handleTransaction = ({ transaction, appendedTransactions }: EditorEvents['transaction']) => {
      const changesText = transaction.docChanged || appendedTransactions.some((each) => each.docChanged);
      if (!changesText) {
        refresh();
        return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, TOOLBAR_SETTLE_MS);
    };
    editor.on('transaction', handleTransaction);
    // The editor may have changed between the first render and this subscription.
    refresh();
    return () => {
      editor.off('transaction', handleTransaction);
      clearTimeout(timer.current);
    };
  }, [editor, refresh]);

  return { states, refresh };
}

export type RichTextToolbarProps = {
  editor: Editor;
  /** The toolbar's accessible name ('Formatting'; 'Description formatting' in a form of several). */
  name?: string;
  /** The id of the editable region the buttons act on. */
  controls: string;
  onOpenLink: () => void;
  className?: string;
};

/**
 * The editor's commands as a toolbar: one Tab stop, the arrow keys (and Home, End) move between the
 * buttons, as the ARIA toolbar pattern has it. Toggles say whether they are on (aria-pressed).
 */
export function RichTextToolbar({
  editor,
  name = 'Formatting',
  controls,
  onOpenLink,
  className,
}: RichTextToolbarProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { states, refresh } = useButtonStates(editor);

  function move(to: number) {
    const count = editorCommands.length;
    const next = (to + count) % count;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(focusIndex + 1),
      ArrowLeft: () => move(focusIndex - 1),
      Home: () => move(0),
      End: () => move(editorCommands.length - 1),
    };
    const action = keys[event.key];
    if (action === undefined) return;
    event.preventDefault();
    action();
  }

  function handleClick(command: EditorCommand) {
    if (command.opensDialog) onOpenLink();
    else {
      command.run(editor);
      refresh();
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={name}
      aria-controls={controls}
      onKeyDown={handleKeyDown}
      className={cn('flex flex-wrap items-center gap-0.5', className)}
    >
      {editorCommands.map((command, index) => {
        const Icon = command.icon;
        const state = states[index];
        const hint =
          command.shortcut === undefined
            ? command.label
            : `${command.label} (${shortcutText(command.shortcut, isMac)})`;
        return (
          <button
            key={command.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={command.label}
            aria-pressed={command.isToggle ? (state?.isActive ?? false) : undefined}
            aria-keyshortcuts={command.shortcut?.replace('Mod', isMac ? 'Meta' : 'Control')}
            title={hint}
            disabled={!(state?.canRun ?? false)}
            onFocus={() => setFocusIndex(index)}
            onClick={() => handleClick(command)}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-md text-fg-muted transition-colors duration-150 hover:bg-surface-raised hover:text-fg disabled:opacity-40 [&_svg]:size-4',
              state?.isActive && 'bg-accent-soft text-accent-text',
              (command.id === 'scene-break' || command.id === 'link' || command.id === 'undo') && 'ml-2',
            )}
          >
            <Icon aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
