import { mentionText } from '../text/plain-text';
import type { RichTextDoc, RichTextNode } from '../text/rich-text';
import { type EntityKind, type EntityRef, type EntitySummary, isEntityKind } from './entities';

// Mentions (issue 13): a rich text names records and parts by id (`mention` nodes); the mention index
// keeps, for each text, what it mentions and a snippet around each, so a page can list every place
// that mentions it ("Mentioned in"). The index is written in the same transaction as the text.

/** Where a mention is written: a part's long field ('description'), or a chapter's text ('text'). */
export type MentionSource = { kind: EntityKind; id: string; field: string };

/** One mention in a text: its target, its order in the text and the words around it. */
export type MentionEntry = { target: EntityRef; position: number; snippet: string };

/** How many characters of context a snippet keeps on each side of the mention. */
export const SNIPPET_CONTEXT = 80;

type Piece = { text: string; mention?: EntityRef };

function inlinePieces(nodes: readonly RichTextNode[] | undefined, pieces: Piece[]): void {
  for (const node of nodes ?? []) {
    if (node.type === 'text') pieces.push({ text: node.text ?? '' });
    else if (node.type === 'hardBreak') pieces.push({ text: ' ' });
    else if (node.type === 'mention') {
      const kind = String(node.attrs?.kind ?? '');
      const id = String(node.attrs?.id ?? '');
      pieces.push(
        isEntityKind(kind) && id !== ''
          ? { text: mentionText(node), mention: { kind, id } }
          : { text: mentionText(node) },
      );
    }
  }
}

/** The text blocks of a document (paragraphs, headings, list items' paragraphs), each as pieces. */
function textBlocks(nodes: readonly RichTextNode[] | undefined, blocks: Piece[][]): void {
  for (const node of nodes ?? []) {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const pieces: Piece[] = [];
      inlinePieces(node.content, pieces);
      blocks.push(pieces);
    } else textBlocks(node.content, blocks);
  }
}

/** The mention at `start..end` of its block's text, with up to SNIPPET_CONTEXT characters each side. */
function clip(text: string, start: number, end: number): string {
  return clipWindow(text, start, end, start > SNIPPET_CONTEXT, text.length - end > SNIPPET_CONTEXT);
}

/** `clip` given whether there is more text before and after the window than it keeps. */
function clipWindow(text: string, start: number, end: number, isCutBefore: boolean, isCutAfter: boolean) {
  const before = text.slice(Math.max(0, start - SNIPPET_CONTEXT), start);
  const after = text.slice(end, end + SNIPPET_CONTEXT);
  const head = isCutBefore ? `…${before.trimStart()}` : before;
  const tail = isCutAfter ? `${after.trimEnd()}…` : after;
  return `${head}${text.slice(start, end)}${tail}`.replace(/\s+/g, ' ').trim();
}

/** A mention's place in its block's text: what the snippet is cut from, when one is wanted. */
export type MentionSpan = { target: EntityRef; position: number; text: string; start: number; end: number };

/**
 * Every mention of a record or part in the document, in reading order, with its block's text and where
 * in it the mention is: `mentionsOf` without cutting the snippets (a reader that wants few of them, as
 * the continuity checks, cuts them with `snippetAt`). Mentions of kinds the workspace does not have are
 * left out (they can never resolve).
 */
export function mentionSpans(doc: RichTextDoc): MentionSpan[] {
  const blocks: Piece[][] = [];
  textBlocks(doc.content, blocks);
  const spans: MentionSpan[] = [];
  for (const pieces of blocks) {
    const text = pieces.map((piece) => piece.text).join('');
    let offset = 0;
    for (const piece of pieces) {
      const start = offset;
      offset += piece.text.length;
      if (piece.mention !== undefined) {
        spans.push({ target: piece.mention, position: spans.length, text, start, end: offset });
      }
    }
  }
  return spans;
}

/** The words around a mention: up to SNIPPET_CONTEXT characters each side, spaces collapsed. */
export function snippetAt(span: Pick<MentionSpan, 'text' | 'start' | 'end'>): string {
  return clip(span.text, span.start, span.end);
}

/**
 * The words `snippetAt` gives for the `inBlock`-th mention of a known kind in one paragraph or heading,
 * cut from the pieces next to it: the block's text is never joined whole (a reader that wants a few
 * snippets of many texts, as the continuity checks, pays for those few).
 */
export function snippetInBlock(block: RichTextNode, inBlock: number): string {
  const pieces: string[] = [];
  let at = -1;
  let seen = 0;
  for (const node of block.content ?? []) {
    if (node.type === 'text') pieces.push(node.text ?? '');
    else if (node.type === 'hardBreak') pieces.push(' ');
    else if (node.type === 'mention') {
      const kind = String(node.attrs?.kind ?? '');
      const id = String(node.attrs?.id ?? '');
      if (isEntityKind(kind) && id !== '') {
        if (seen === inBlock) at = pieces.length;
        seen += 1;
      }
      pieces.push(mentionText(node));
    }
  }
  if (at < 0) return '';
  let start = 0;
  for (let index = 0; index < at; index++) start += pieces[index]?.length ?? 0;
  let before = '';
  for (let index = at - 1; index >= 0 && before.length < SNIPPET_CONTEXT; index--) {
    before = (pieces[index] ?? '') + before;
  }
  let after = '';
  let rest = 0;
  for (let index = at + 1; index < pieces.length; index++) {
    const piece = pieces[index] ?? '';
    if (after.length < SNIPPET_CONTEXT) after += piece;
    rest += piece.length;
  }
  const middle = pieces[at] ?? '';
  // The same cut as `clip` on the joined text: `before` ends at the mention, `after` starts after it.
  const text = before.slice(-SNIPPET_CONTEXT) + middle + after.slice(0, SNIPPET_CONTEXT);
  const head = Math.min(start, SNIPPET_CONTEXT);
  return clipWindow(text, head, head + middle.length, start > SNIPPET_CONTEXT, rest > SNIPPET_CONTEXT);
}

/**
 * Every mention of a record or part in the document, in reading order, with the sentence-sized text
 * around it. Mentions of kinds the workspace does not have are left out (they can never resolve).
 * Linear in the document's size: each block's text is joined once and each snippet is cut from it, so a
 * paragraph of thousands of mentions costs no more than its length.
 */
export function mentionsOf(doc: RichTextDoc): MentionEntry[] {
  return mentionSpans(doc).map((span) => ({
    target: span.target,
    position: span.position,
    snippet: snippetAt(span),
  }));
}

/** One place that mentions a record: the text's owner (resolved for its name and page), field, snippet. */
export type Backlink = { source: EntitySummary; field: string; position: number; snippet: string };
