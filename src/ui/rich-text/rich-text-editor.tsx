import type { Content, Editor } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CommentAnchor } from '../../../common/api/comments';
import { RICH_TEXT_VERSION, type RichText } from '../../../common/text/rich-text';
import type { EntitySummary } from '../../../common/workspace/entities';
import { cn } from '../../lib/cn';
import { MentionMenu, type MentionMenuHandle } from '../mentions/mention-menu';
import { useMentionServices } from '../mentions/mention-services';
import {
  type CommentHighlight,
  commentHighlights,
  commentHighlightsKey,
  readOnlyText,
  selectionAnchor,
} from './comment-highlights';
import { createRichTextExtensions, richTextExtensions } from './extensions';
import { LinkDialog } from './link-dialog';
import { mentionWithSuggestion, type SuggestionView } from './mention-suggestion';
import { RichTextToolbar } from './rich-text-toolbar';
import { bindSharedText, isBoundToSharedText, type SharedText } from './shared-text';

/** How long after the last keystroke the document is handed on: the whole-document work waits for it. */
export const EDITOR_CHANGE_DELAY_MS = 250;

export type RichTextEditorProps = {
  /** The text it starts with (null: empty). Later changes of this prop are ignored: remount with a key. */
  initialText: RichText | null;
  /** The editable region's accessible name ('Chapter text'). */
  label: string;
  /**
   * Called with the document a short pause after typing, and at once on blur, page hide and unmount.
   * `isShared`: handed on while bound to a shared text (stored by the server from it, not by the page).
   */
  onChange: (text: RichText, handedOn: { isShared: boolean }) => void;
  /**
   * Called as the page goes (hidden, closed) once the last words are handed to `onChange`: where they
   * are saved as typed, this sends them at once (the writing page's autosave).
   */
  onLeave?: () => void;
  /** Shown in an empty editor ('Start writing…'). */
  placeholder?: string;
  /** Hides the toolbar (focus mode): the shortcuts and input rules still work. */
  isToolbarHidden?: boolean;
  /** Takes the focus when it appears (the writing page: typing starts at once, at the text's start). */
  isAutoFocused?: boolean;
  /**
   * `page`: the writing view's tall sheet under a sticky toolbar. `field`: a bordered box of a form
   * (a description, a session log), growing with its text up to a scroll.
   */
  variant?: 'page' | 'field';
  /** For a form field: the editable region's id and the wiring of its label's hint and error. */
  fieldProps?: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: true } | undefined;
  className?: string;
  /**
   * Written together (decisions 073 and 088): the text is the shared document's, not `initialText`, and
   * the others' carets show. Given, changed or taken away while the editor is open, it is bound or let go
   * in place: the editor is not made again, so the selection, the scroll and an open @ menu stay.
   */
  shared?: SharedText | undefined;
  /** The text may be selected (and commented on) but not changed: a reader's view. */
  isReadOnly?: boolean;
  /**
   * Where the caret is, kept across editors of one text (the writing page moving to the shared text as
   * a second writer arrives): written as the caret moves, and where an auto-focused editor puts it.
   */
  caret?: { current: number | null };
  /** Comments on passages (decision 071): their highlights, and the selection a new one would be on. */
  comments?: EditorComments;
};

export type EditorComments = {
  highlights: CommentHighlight[];
  /** The selected passage as a comment's anchor, or null when nothing is selected. */
  onSelectionChange: (anchor: CommentAnchor | null) => void;
  /** A highlight was clicked: its thread. */
  onPick: (id: string) => void;
  /** Ctrl+Alt+M (⌘⌥M): comment on the selection, as it is at the key press. */
  onCommentShortcut: (anchor: CommentAnchor | null) => void;
};

const EDITABLE_CLASSES = {
  page: 'rich-text min-h-[60vh] px-1 py-4 focus:outline-none',
  field:
    'rich-text rich-text-field max-h-80 min-h-28 overflow-y-auto rounded-b-md px-3 py-2 text-sm focus:outline-none',
};

function documentOf(editor: Editor): RichText {
  return { version: RICH_TEXT_VERSION, doc: editor.getJSON() as RichText['doc'] };
}

/**
 * The rich-text editor (Tiptap over ProseMirror, decision 021): the stored document's nodes and marks,
 * a toolbar of named buttons, the usual shortcuts and Markdown-style input rules, pasted text cleaned to
 * the schema. Typing touches only what changed; the document is serialised for `onChange` once the
 * typing pauses, never per keystroke.
 */
export function RichTextEditor({
  initialText,
  label,
  onChange,
  onLeave,
  placeholder,
  isToolbarHidden = false,
  isAutoFocused = false,
  variant = 'page',
  fieldProps,
  className,
  shared,
  isReadOnly = false,
  comments,
  caret,
}: RichTextEditorProps) {
  const caretRef = useRef(caret);
  caretRef.current = caret;
  const commentsRef = useRef(comments);
  commentsRef.current = comments;
  const id = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isDirty = useRef(false);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const hasMentions = useMentionServices() !== null;
  const [suggestion, setSuggestion] = useState<SuggestionView | null>(null);
  const [activeOption, setActiveOption] = useState<string | undefined>(undefined);
  const menu = useRef<MentionMenuHandle | null>(null);
  // The extensions are read once, when the editor is made: the @ menu reaches React through refs. A
  // shared text is bound to the editor afterwards (see below), never made part of it.
  const [extensions] = useState(() => {
    const own = hasMentions
      ? createRichTextExtensions(
          mentionWithSuggestion({
            onChange: setSuggestion,
            onKeyDown: (event) => menu.current?.handleKeyDown(event) ?? false,
          }),
        )
      : richTextExtensions;
    const withComments =
      commentsRef.current === undefined
        ? own
        : [
            ...own,
            commentHighlights(
              (commentId) => commentsRef.current?.onPick(commentId),
              (anchor) => commentsRef.current?.onCommentShortcut(anchor),
            ),
          ];
    const readOnly = isReadOnly ? [...withComments, readOnlyText] : withComments;
    return placeholder === undefined ? readOnly : [...readOnly, Placeholder.configure({ placeholder })];
  });

  const isSharedAtFirst = useRef(shared !== undefined);
  const editableId = fieldProps?.id ?? `editor-${id.replace(/:/g, '')}`;
  const listboxId = `${editableId}-mentions`;
  const editor = useEditor({
    extensions,
    // A shared text's content is the shared document's (given here, it would be added to it again).
    ...(isSharedAtFirst.current ? {} : { content: (initialText?.doc ?? '') as Content }),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editableId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(fieldProps?.['aria-describedby'] === undefined
          ? {}
          : { 'aria-describedby': fieldProps['aria-describedby'] }),
        ...(fieldProps?.['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder === undefined ? {} : { 'aria-placeholder': placeholder }),
        ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
        class: EDITABLE_CLASSES[variant],
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: current }) => {
      isDirty.current = true;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => flush(current), EDITOR_CHANGE_DELAY_MS);
    },
    onBlur: ({ editor: current }) => flush(current),
    onSelectionUpdate: ({ editor: current }) => {
      if (caretRef.current !== undefined) caretRef.current.current = current.state.selection.head;
      const watcher = commentsRef.current;
      if (watcher === undefined) return;
      const { from, to } = current.state.selection;
      watcher.onSelectionChange(from === to ? null : selectionAnchor(current.state.doc, from, to));
    },
  });

  // The threads' passages, highlighted again whenever the threads change.
  const highlights = comments?.highlights;
  const highlightsKey = JSON.stringify(highlights ?? []);
  const latestHighlights = useRef(highlights);
  latestHighlights.current = highlights;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the highlights' content
  useEffect(() => {
    const next = latestHighlights.current;
    if (editor === null || editor.isDestroyed || next === undefined) return;
    editor.view.dispatch(editor.state.tr.setMeta(commentHighlightsKey, next));
  }, [editor, highlightsKey]);

  function flush(current: Editor) {
    clearTimeout(pending.current);
    if (!isDirty.current || current.isDestroyed) return;
    isDirty.current = false;
    onChangeRef.current(documentOf(current), { isShared: isBoundToSharedText(current) });
  }
  const flushRef = useRef(flush);
  flushRef.current = flush;

  // Bound to the shared text in place, and let go in place. The words typed since the last pause are
  // handed on first, as the editor's own (the page saves them, and the server gives them to the text).
  useEffect(() => {
    if (editor === null || editor.isDestroyed || shared === undefined) return;
    flushRef.current(editor);
    return bindSharedText(editor, shared);
  }, [editor, shared]);

  // Leaving the page or the view hands on what was typed since the last pause.
  useEffect(() => {
    if (editor === null) return;
    const handleLeave = () => flushRef.current(editor);
    // The page going: the words typed since the pause are handed on, then sent before it is gone.
    const handlePageGoing = () => {
      handleLeave();
      onLeaveRef.current?.();
    };
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') handlePageGoing();
    };
    window.addEventListener('pagehide', handlePageGoing);
    document.addEventListener('visibilitychange', handleHidden);
    return () => {
      window.removeEventListener('pagehide', handlePageGoing);
      document.removeEventListener('visibilitychange', handleHidden);
      handleLeave();
    };
  }, [editor]);

  // Once, when it appears: the page stays where it is (its heading in view), the caret at the start.
  const isAutoFocusedRef = useRef(isAutoFocused);
  useEffect(() => {
    if (editor === null || !isAutoFocusedRef.current) return;
    editor.commands.focus('start', { scrollIntoView: false });
    const at = caretRef.current?.current;
    if (at === null || at === undefined) return;
    // Where the caret was in the editor this one replaces; a shared text's content is drawn by its
    // binding a moment after the editor is made, so the caret goes there after it.
    const timer = setTimeout(() => {
      if (!editor.isDestroyed) editor.commands.focus(at, { scrollIntoView: false });
    }, 0);
    return () => clearTimeout(timer);
  }, [editor]);

  // While the @ menu is open the text box points into its listbox (combobox-style, the focus stays in
  // the text): screen readers read the active option as the arrow keys move.
  const isMenuOpen = suggestion !== null;
  useEffect(() => {
    // The view exists only once mounted (a field in a dialog mounts after its first render); the menu
    // opens only in a mounted one.
    if (!isMenuOpen || editor === null) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-autocomplete', 'list');
    dom.setAttribute('aria-controls', listboxId);
    if (activeOption === undefined) dom.removeAttribute('aria-activedescendant');
    else dom.setAttribute('aria-activedescendant', activeOption);
    return () => {
      for (const name of ['aria-autocomplete', 'aria-controls', 'aria-activedescendant'])
        dom.removeAttribute(name);
    };
  }, [editor, isMenuOpen, activeOption, listboxId]);

  // A mention made after the menu closed (a character still being created) goes where the caret is.
  const latestSuggestion = useRef(suggestion);
  latestSuggestion.current = suggestion;
  function handlePick(entity: EntitySummary) {
    const open = latestSuggestion.current;
    if (open !== null) {
      open.insert(entity);
      return;
    }
    editor
      ?.chain()
      .focus()
      .insertContent([
        { type: 'mention', attrs: { id: entity.id, label: entity.name, kind: entity.kind } },
        { type: 'text', text: ' ' },
      ])
      .run();
  }

  function handleSaveLink(href: string) {
    if (editor === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href }).run();
  }

  if (editor === null) return null;
  const isField = variant === 'field';
  return (
    <div
      className={cn(
        'flex flex-col',
        isField &&
          'rounded-md border border-border-strong bg-surface transition-colors duration-150 hover:border-fg-muted has-[.rich-text-field:focus]:outline-2 has-[.rich-text-field:focus]:outline-offset-2 has-[.rich-text-field:focus]:outline-ring',
        isField && fieldProps?.['aria-invalid'] && 'border-danger',
        className,
      )}
    >
      {isToolbarHidden || isReadOnly ? null : (
        <RichTextToolbar
          editor={editor}
          name={isField ? `${label} formatting` : 'Formatting'}
          controls={editableId}
          onOpenLink={() => setIsLinkOpen(true)}
          className={
            isField
              ? 'rounded-t-md border-b border-border bg-surface-raised px-1 py-1'
              : 'sticky top-0 z-10 border-b border-border bg-bg/95 py-1.5 backdrop-blur'
          }
        />
      )}
      <EditorContent editor={editor} />
      {suggestion === null ? null : (
        <SuggestionMenu
          suggestion={suggestion}
          listboxId={listboxId}
          menuRef={menu}
          container={(editor.view.dom.closest('[role="dialog"]') as HTMLElement | null) ?? document.body}
          onPick={handlePick}
          onActiveChange={setActiveOption}
        />
      )}
      {isLinkOpen ? (
        <LinkDialog
          isOpen
          onOpenChange={setIsLinkOpen}
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onSave={handleSaveLink}
        />
      ) : null}
    </div>
  );
}

/**
 * The @ menu under the caret, kept there while the page scrolls. In a dialog it is placed inside the
 * dialog (whose transform makes it the menu's frame), so it stays clickable and readable there.
 */
function SuggestionMenu({
  suggestion,
  listboxId,
  menuRef,
  container,
  onPick,
  onActiveChange,
}: {
  suggestion: SuggestionView;
  listboxId: string;
  menuRef: RefObject<MentionMenuHandle | null>;
  container: HTMLElement;
  onPick: (entity: EntitySummary) => void;
  onActiveChange: (optionId: string | undefined) => void;
}) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const handleMove = () => setTick((tick) => tick + 1);
    window.addEventListener('scroll', handleMove, true);
    return () => window.removeEventListener('scroll', handleMove, true);
  }, []);
  const rect = suggestion.rect();
  const width = Math.min(288, window.innerWidth - 16);
  const left = Math.max(8, Math.min(rect?.left ?? 8, window.innerWidth - width - 8));
  const below = (rect?.bottom ?? 0) + 6;
  const spaceBelow = window.innerHeight - below - 8;
  const spaceAbove = (rect?.top ?? 0) - 14;
  // Below the line, unless it does not fit there and fits better above. Six suggestions fit a phone's
  // height either way; only a very short window makes the menu scroll.
  const isAbove = spaceBelow < 400 && spaceAbove > spaceBelow;
  const maxHeight = Math.max(120, isAbove ? spaceAbove : spaceBelow);
  const frame =
    container === document.body
      ? { left: 0, top: 0, bottom: window.innerHeight }
      : container.getBoundingClientRect();
  const style = isAbove
    ? {
        position: 'fixed' as const,
        left: left - frame.left,
        bottom: frame.bottom - (rect?.top ?? 0) + 6,
        width,
        maxHeight,
      }
    : { position: 'fixed' as const, left: left - frame.left, top: below - frame.top, width, maxHeight };
  return createPortal(
    <MentionMenu
      ref={menuRef}
      query={suggestion.query}
      listboxId={listboxId}
      onPick={onPick}
      onActiveChange={onActiveChange}
      style={style}
    />,
    container,
  );
}
