import type { Editor } from '@tiptap/core';
import { history } from '@tiptap/pm/history';
import { keydownHandler } from '@tiptap/pm/keymap';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import {
  redo,
  undo,
  yCursorPlugin,
  yCursorPluginKey,
  ySyncPlugin,
  ySyncPluginKey,
  yUndoPlugin,
  yUndoPluginKey,
} from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { SHARED_TEXT_FIELD } from '../../../common/text/y-rich-text';

// A text written together (decisions 073 and 088): the editor bound to a shared Yjs document (undo
// keeps to one's own keystrokes), and the others' carets and selections, each with its writer's name and
// colour. The name is set as text, never as HTML.
//
// The binding is added to an editor that is already there, and taken off again, rather than made with
// it: the writing page joins the shared text while someone types, and a new editor would lose their
// selection, their scroll and an open @ menu. The shared text holds what was typed alone by then (the
// page joins once it is saved), so the binding draws the same text and the selection stays where it was.

export type SharedText = {
  doc: Y.Doc;
  awareness: Awareness;
  /** This writer as the others see them (the server puts the account's name in place of `name`). */
  user: { name: string; color: string };
};

/** A caret colour per writer: dark enough for its white name tag (4.5:1) and seen on both themes. */
export const CARET_COLOURS = ['#b45309', '#1d4ed8', '#15803d', '#7e22ce', '#b91c1c', '#0e7490'];

function caretOf(user: { name?: unknown; color?: unknown }): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'shared-caret';
  caret.style.setProperty('--caret-colour', colourOf(user));
  // The name is drawn by CSS from the attribute: never part of the text, its words or what is copied.
  caret.dataset.name = typeof user.name === 'string' ? user.name : 'Someone';
  // Who is here is said once, in words, by the page ("Ana is writing here"); a caret adds no noise.
  caret.setAttribute('aria-hidden', 'true');
  return caret;
}

const colourOf = (user: { color?: unknown }) =>
  typeof user.color === 'string' && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : '#b45309';

/** The shortcuts of the shared undo, ahead of the editor's own (which find no history while bound). */
const sharedKeysKey = new PluginKey('sharedTextKeys');

/** The prosemirror-history plugin's key name (StarterKit's undo, while the text is one's own). */
const OWN_HISTORY = 'history';

/** Whether the editor is bound to a shared text now. */
export function isBoundToSharedText(editor: Editor): boolean {
  return !editor.isDestroyed && ySyncPluginKey.getState(editor.state) !== undefined;
}

/** The shared undo's step, when the editor is bound: whether there is one (and, with `isRun`, takes it). */
export function sharedUndoStep(editor: Editor, step: 'undo' | 'redo', isRun: boolean): boolean | undefined {
  if (editor.isDestroyed) return undefined;
  const manager = (yUndoPluginKey.getState(editor.state) as { undoManager?: Y.UndoManager } | undefined)
    ?.undoManager;
  if (manager === undefined) return undefined;
  const stack = step === 'undo' ? manager.undoStack : manager.redoStack;
  if (stack.length === 0) return false;
  if (isRun) (step === 'undo' ? undo : redo)(editor.state);
  return true;
}

/**
 * Binds a running editor to `shared`: its text becomes the shared document's, drawn in place (the
 * selection kept by position), its undo the shared one's. Returns what takes the binding off again (the
 * text then stays as it is, and is the editor's own, with an undo history of its own from there).
 */
export function bindSharedText(editor: Editor, shared: SharedText): () => void {
  shared.awareness.setLocalStateField('user', shared.user);
  const sync = ySyncPlugin(shared.doc.getXmlFragment(SHARED_TEXT_FIELD));
  const sharedUndo = yUndoPlugin();
  const carets = yCursorPlugin(shared.awareness, {
    cursorBuilder: caretOf,
    selectionBuilder: (user: { color?: unknown }) => ({
      style: `background-color: ${colourOf(user)}33`,
      class: 'shared-selection',
    }),
  });
  const keys = new Plugin({
    key: sharedKeysKey,
    props: {
      handleKeyDown: keydownHandler({
        'Mod-z': (state) => undo(state) ?? false,
        'Mod-y': (state) => redo(state) ?? false,
        'Shift-Mod-z': (state) => redo(state) ?? false,
      }),
    },
  });
  // The editor's own history would record the others' words as the writer's, to be undone by them.
  editor.unregisterPlugin(OWN_HISTORY);
  // One reconfiguration: the binding draws the shared text once, with its undo already there to track it.
  editor.registerPlugin(sync, (plugin, plugins) => [keys, ...plugins, plugin, sharedUndo, carets]);
  return () => {
    if (editor.isDestroyed) return;
    editor.unregisterPlugin([ySyncPluginKey, yUndoPluginKey, yCursorPluginKey, sharedKeysKey]);
    editor.registerPlugin(history());
  };
}
