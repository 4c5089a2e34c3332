import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { SHARED_TEXT_FIELD } from '../../../common/text/y-rich-text';

// A text written together (decision 073): the editor bound to a shared Yjs document (Tiptap's
// Collaboration, whose undo keeps to one's own keystrokes), and the others' carets and selections, each
// with its writer's name and colour. The name is set as text, never as HTML.

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

export function sharedTextExtensions(shared: SharedText) {
  shared.awareness.setLocalStateField('user', shared.user);
  return [
    Collaboration.configure({ document: shared.doc, field: SHARED_TEXT_FIELD }),
    Extension.create({
      name: 'sharedCarets',
      addProseMirrorPlugins: () => [
        yCursorPlugin(shared.awareness, {
          cursorBuilder: caretOf,
          selectionBuilder: (user: { color?: unknown }) => ({
            style: `background-color: ${colourOf(user)}33`,
            class: 'shared-selection',
          }),
        }),
      ],
    }),
  ];
}
