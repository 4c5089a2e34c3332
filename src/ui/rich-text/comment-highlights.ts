import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import type { CommentAnchor } from '../../../common/api/comments';
import { mentionText } from '../../../common/text/plain-text';
import type { RichTextNode } from '../../../common/text/rich-text';
import { anchorOf, findAnchor } from '../../../common/workspace/comment-anchor';

// Commented passages shown in the editor (decision 071): a decoration over each thread's passage, found
// again in the text as it is now by the core's `findAnchor`; never a mark in the stored document. The
// text is the document's words with a line between blocks and a mention's name, as the stored plain
// text has them (whitespace does not count when a passage is found, so the two need not agree on it).

export type CommentHighlight = { id: string; anchor: CommentAnchor; isActive: boolean };

/** The document's text, and where each run of it is in the document. */
type TextIndex = { text: string; runs: { offset: number; pos: number; length: number; isAtom: boolean }[] };

const indexes = new WeakMap<ProseMirrorNode, TextIndex>();

export function textIndexOf(doc: ProseMirrorNode): TextIndex {
  const known = indexes.get(doc);
  if (known !== undefined) return known;
  let text = '';
  const runs: TextIndex['runs'] = [];
  doc.descendants((node, pos) => {
    if (node.isBlock && node.isTextblock && text !== '') text += '\n';
    if (node.isText) {
      runs.push({ offset: text.length, pos, length: node.text?.length ?? 0, isAtom: false });
      text += node.text ?? '';
    } else if (node.type.name === 'mention') {
      const label = mentionText(node.toJSON() as RichTextNode);
      runs.push({ offset: text.length, pos, length: label.length, isAtom: true });
      text += label;
    } else if (node.type.name === 'hardBreak') {
      text += '\n';
    }
    return true;
  });
  const index = { text, runs };
  indexes.set(doc, index);
  return index;
}

/** The document position of a text offset (a mention is taken whole). */
function positionOf(index: TextIndex, offset: number, isEnd: boolean): number {
  let low = 0;
  let high = index.runs.length - 1;
  let found = index.runs[0];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const run = index.runs[middle];
    if (run === undefined) break;
    if (run.offset <= offset - (isEnd ? 1 : 0)) {
      found = run;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found === undefined) return 0;
  if (found.isAtom) return isEnd ? found.pos + 1 : found.pos;
  return found.pos + Math.min(found.length, Math.max(0, offset - found.offset));
}

/** The text offset of a document position. */
function offsetOf(index: TextIndex, pos: number): number {
  let offset = 0;
  for (const run of index.runs) {
    if (run.pos > pos) break;
    offset = run.isAtom
      ? run.offset + (pos > run.pos ? run.length : 0)
      : run.offset + Math.min(run.length, pos - run.pos);
  }
  return offset;
}

/** The anchor of the selection between two positions, or null when nothing but whitespace is selected. */
export function selectionAnchor(doc: ProseMirrorNode, from: number, to: number): CommentAnchor | null {
  if (to <= from) return null;
  const index = textIndexOf(doc);
  const start = offsetOf(index, from);
  const end = offsetOf(index, to);
  if (index.text.slice(start, end).trim() === '') return null;
  return anchorOf(index.text, start, end);
}

type HighlightState = { highlights: CommentHighlight[]; decorations: DecorationSet };

export const commentHighlightsKey = new PluginKey<HighlightState>('commentHighlights');

function decorate(doc: ProseMirrorNode, highlights: readonly CommentHighlight[]): DecorationSet {
  if (highlights.length === 0) return DecorationSet.empty;
  const index = textIndexOf(doc);
  const decorations: Decoration[] = [];
  for (const highlight of highlights) {
    const place = findAnchor(index.text, highlight.anchor);
    if (place === null) continue;
    const from = positionOf(index, place.start, false);
    const to = positionOf(index, place.end, true);
    if (to <= from) continue;
    decorations.push(
      Decoration.inline(
        from,
        to,
        {
          class: highlight.isActive ? 'comment-highlight comment-highlight-active' : 'comment-highlight',
          'data-comment-id': highlight.id,
        },
        { commentId: highlight.id },
      ),
    );
  }
  return DecorationSet.create(doc, decorations);
}

/** Refuses every change of the document: a reader's view of a text they may select and comment on. */
export const readOnlyText = Extension.create({
  name: 'readOnlyText',
  addProseMirrorPlugins() {
    return [new Plugin({ filterTransaction: (tr) => !tr.docChanged })];
  },
});

/**
 * The selection as the page shows it at this moment. A key pressed right after the selection moved can
 * come before ProseMirror has read the move: Chromium runs input events ahead of the queued
 * `selectionchange`, so Shift+End then Ctrl+Alt+M, quickly, found the editor's selection still empty.
 */
export function selectionNow(view: EditorView): { from: number; to: number } {
  const root = view.root as Document | (ShadowRoot & { getSelection?: () => Selection | null });
  const dom = typeof root.getSelection === 'function' ? root.getSelection() : null;
  const { anchorNode, focusNode } = dom ?? {};
  if (dom == null || anchorNode == null || focusNode == null) return view.state.selection;
  if (!view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return view.state.selection;
  try {
    const anchor = view.posAtDOM(anchorNode, dom.anchorOffset);
    const head = view.posAtDOM(focusNode, dom.focusOffset);
    return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
  } catch {
    return view.state.selection;
  }
}

/**
 * The highlights of commented passages: set with `setCommentHighlights`, placed again when the text
 * changes; a click on one names its thread.
 */
export function commentHighlights(
  onPick: (id: string) => void,
  onShortcut: (anchor: CommentAnchor | null) => void,
) {
  return Extension.create({
    name: 'commentHighlights',
    addKeyboardShortcuts() {
      // As in other editors: comment on the selection without leaving the keyboard.
      return {
        'Mod-Alt-m': ({ editor }) => {
          // The selection as it is at the key press (the page may not have heard of it yet).
          const { from, to } = selectionNow(editor.view);
          onShortcut(selectionAnchor(editor.state.doc, from, to));
          return true;
        },
      };
    },
    addProseMirrorPlugins() {
      return [
        new Plugin<HighlightState>({
          key: commentHighlightsKey,
          state: {
            init: (): HighlightState => ({ highlights: [], decorations: DecorationSet.empty }),
            apply(tr, value, _old, state): HighlightState {
              const next = tr.getMeta(commentHighlightsKey) as CommentHighlight[] | undefined;
              if (next !== undefined) return { highlights: next, decorations: decorate(state.doc, next) };
              // Typing moves the highlights with the text; they are found afresh when the threads are read again.
              if (!tr.docChanged) return value;
              return {
                highlights: value.highlights,
                decorations: value.decorations.map(tr.mapping, state.doc),
              };
            },
          },
          props: {
            decorations: (state) => commentHighlightsKey.getState(state)?.decorations,
            handleClick: (view, pos) => {
              const [found] = commentHighlightsKey.getState(view.state)?.decorations.find(pos, pos) ?? [];
              const commentId = (found?.spec as { commentId?: string } | undefined)?.commentId;
              if (commentId !== undefined) onPick(commentId);
              return false;
            },
          },
        }),
      ];
    },
  });
}
