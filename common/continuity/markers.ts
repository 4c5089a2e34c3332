import type { RichTextDoc, RichTextNode } from '../text/rich-text';
import type { Marker } from './input';

// How an author marks a memory, a flashback or a ghost (decision 060), in words a reader would see too:
// - a passage: its title carries the word ("Chapter 9 (Flashback)", an event tagged `memory`);
// - a stretch of text: a heading with the word covers the paragraphs under it, up to the next heading;
// - one paragraph: it starts with the word in brackets or before a colon ("[Memory] ...", "Ghost: ...").

const markerWord = /\b(memory|memories|flashback|ghost)\b/i;
const paragraphTag = /^\s*(?:\[(memory|flashback|ghost)\]|(memory|flashback|ghost)\s*:)/i;

function markerOfWord(word: string): Marker {
  const folded = word.toLowerCase();
  return folded === 'memories' ? 'memory' : (folded as Marker);
}

/** The marker a title or tag names, or null. */
export function markerOfText(text: string): Marker | null {
  const match = markerWord.exec(text);
  return match?.[1] === undefined ? null : markerOfWord(match[1]);
}

function inlineText(nodes: readonly RichTextNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? (node.text ?? '') : ' ')).join('');
}

/** A paragraph's first words, enough for `paragraphTag` (which reads only the start), without the rest. */
function leadText(nodes: readonly RichTextNode[] | undefined): string {
  let lead = '';
  for (const node of nodes ?? []) {
    lead += node.type === 'text' ? (node.text ?? '') : ' ';
    if (lead.trimStart().length >= LEAD_CHARS) break;
  }
  return lead;
}
/** "[flashback]" or "flashback :" with room to spare: a tag is never longer. */
const LEAD_CHARS = 40;

/** A mention as `walkMentions` meets it: its target, its marker, its block and its place in the block. */
export type WalkedMention = {
  kind: string;
  id: string;
  marker: Marker | null;
  /** The paragraph or heading it is in, and its index among that block's known mentions. */
  block: RichTextNode;
  inBlock: number;
  /** Its index among the document's known mentions (the order `mentionsOf` gives). */
  position: number;
};

/**
 * Every mention of a known kind in a document, in the order `mentionsOf` gives, with its marker: one walk
 * that joins no block's text (a paragraph's first words are read for a tag, a heading's for the word).
 * `visit` is handed one object, changed between calls: it must copy what it keeps.
 */
export function walkMentions(
  doc: RichTextDoc,
  isKnownKind: (kind: string) => boolean,
  visit: (mention: Readonly<WalkedMention>) => void,
): void {
  let underHeading: Marker | null = null;
  const walked: WalkedMention = { kind: '', id: '', marker: null, block: doc, inBlock: 0, position: 0 };
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'heading' || node.type === 'paragraph') {
        if (node.type === 'heading') underHeading = markerOfText(inlineText(node.content));
        let marker: Marker | null | undefined;
        let inBlock = 0;
        for (const inline of node.content ?? []) {
          if (inline.type !== 'mention') continue;
          const kind = String(inline.attrs?.kind ?? '');
          const id = String(inline.attrs?.id ?? '');
          if (id === '' || !isKnownKind(kind)) continue;
          if (marker === undefined) {
            const tag = paragraphTag.exec(leadText(node.content));
            marker = (tag === null ? null : markerOfWord(tag[1] ?? tag[2] ?? '')) ?? underHeading;
          }
          walked.kind = kind;
          walked.id = id;
          walked.marker = marker;
          walked.block = node;
          walked.inBlock = inBlock;
          visit(walked);
          inBlock += 1;
          walked.position += 1;
        }
      } else walk(node.content);
    }
  };
  walk(doc.content);
}

/**
 * The marker of each mention of a document, by its position (the order `mentionsOf` gives): null for a
 * mention in plain narration.
 */
export function mentionMarkers(doc: RichTextDoc, isKnownKind: (kind: string) => boolean): (Marker | null)[] {
  const markers: (Marker | null)[] = [];
  walkMentions(doc, isKnownKind, (mention) => markers.push(mention.marker));
  return markers;
}
