import type { Editor } from '@tiptap/core';
import {
  Bold,
  EyeOff,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { sharedUndoStep } from './shared-text';

/**
 * One command of the editor's toolbar, as data: its name (the button's accessible name), its shortcut
 * (StarterKit binds it; shown in the tooltip), whether it is on where the cursor is, and what it does.
 * The Link command opens a dialog instead (`opensDialog`).
 */
export type EditorCommand = {
  id: string;
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  /** A toggle (aria-pressed) rather than an action. */
  isToggle: boolean;
  isActive: (editor: Editor) => boolean;
  canRun: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  opensDialog?: boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

export const editorCommands: readonly EditorCommand[] = [
  {
    id: 'bold',
    label: 'Bold',
    shortcut: 'Mod+B',
    icon: Bold,
    isToggle: true,
    isActive: (editor) => editor.isActive('bold'),
    canRun: (editor) => editor.can().toggleBold(),
    run: (editor) => chain(editor).toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'Italic',
    shortcut: 'Mod+I',
    icon: Italic,
    isToggle: true,
    isActive: (editor) => editor.isActive('italic'),
    canRun: (editor) => editor.can().toggleItalic(),
    run: (editor) => chain(editor).toggleItalic().run(),
  },
  ...([1, 2, 3] as const).map(
    (level): EditorCommand => ({
      id: `heading-${level}`,
      label: `Heading ${level}`,
      shortcut: `Mod+Alt+${level}`,
      icon: [Heading1, Heading2, Heading3][level - 1] ?? Heading1,
      isToggle: true,
      isActive: (editor) => editor.isActive('heading', { level }),
      canRun: (editor) => editor.can().toggleHeading({ level }),
      run: (editor) => chain(editor).toggleHeading({ level }).run(),
    }),
  ),
  {
    id: 'bullet-list',
    label: 'Bullet list',
    shortcut: 'Mod+Shift+8',
    icon: List,
    isToggle: true,
    isActive: (editor) => editor.isActive('bulletList'),
    canRun: (editor) => editor.can().toggleBulletList(),
    run: (editor) => chain(editor).toggleBulletList().run(),
  },
  {
    id: 'ordered-list',
    label: 'Numbered list',
    shortcut: 'Mod+Shift+7',
    icon: ListOrdered,
    isToggle: true,
    isActive: (editor) => editor.isActive('orderedList'),
    canRun: (editor) => editor.can().toggleOrderedList(),
    run: (editor) => chain(editor).toggleOrderedList().run(),
  },
  {
    id: 'quote',
    label: 'Quote',
    shortcut: 'Mod+Shift+B',
    icon: Quote,
    isToggle: true,
    isActive: (editor) => editor.isActive('blockquote'),
    canRun: (editor) => editor.can().toggleBlockquote(),
    run: (editor) => chain(editor).toggleBlockquote().run(),
  },
  {
    id: 'secret',
    label: 'Secret',
    icon: EyeOff,
    isToggle: true,
    isActive: (editor) => editor.isActive('secret'),
    canRun: (editor) => editor.can().toggleSecret(),
    run: (editor) => chain(editor).toggleSecret().run(),
  },
  {
    id: 'scene-break',
    label: 'Scene break',
    icon: Minus,
    isToggle: false,
    isActive: () => false,
    canRun: (editor) => editor.can().setHorizontalRule(),
    run: (editor) => chain(editor).setHorizontalRule().run(),
  },
  {
    id: 'link',
    label: 'Link',
    icon: Link,
    isToggle: true,
    isActive: (editor) => editor.isActive('link'),
    canRun: (editor) => editor.isEditable,
    run: () => undefined,
    opensDialog: true,
  },
  {
    id: 'undo',
    label: 'Undo',
    shortcut: 'Mod+Z',
    icon: Undo2,
    isToggle: false,
    isActive: () => false,
    // Bound to a shared text, undo is the shared text's (one's own keystrokes only).
    canRun: (editor) => sharedUndoStep(editor, 'undo', false) ?? editor.can().undo(),
    run: (editor) => sharedUndoStep(editor, 'undo', true) ?? chain(editor).undo().run(),
  },
  {
    id: 'redo',
    label: 'Redo',
    shortcut: 'Mod+Shift+Z',
    icon: Redo2,
    isToggle: false,
    isActive: () => false,
    canRun: (editor) => sharedUndoStep(editor, 'redo', false) ?? editor.can().redo(),
    run: (editor) => sharedUndoStep(editor, 'redo', true) ?? chain(editor).redo().run(),
  },
];

/** 'Mod+B' as the person's keyboard says it: ⌘B on a Mac, Ctrl+B elsewhere. */
export function shortcutText(shortcut: string, isMac: boolean): string {
  return isMac
    ? shortcut.replace('Mod+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧')
    : shortcut.replace('Mod', 'Ctrl');
}
