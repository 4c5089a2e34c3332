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

/**
 * The marker of each mention of a document, by its position (the order `mentionsOf` gives): null for a
 * mention in plain narration. Walks the blocks in the same order as `mentionsOf`.
 */
export function mentionMarkers(doc: RichTextDoc, isKnownKind: (kind: string) => boolean): (Marker | null)[] {
  const markers: (Marker | null)[] = [];
  let underHeading: Marker | null = null;
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'heading' || node.type === 'paragraph') {
        const text = inlineText(node.content);
        if (node.type === 'heading') underHeading = markerOfText(text);
        const tag = paragraphTag.exec(text);
        const own = tag === null ? null : markerOfWord(tag[1] ?? tag[2] ?? '');
        const marker = own ?? underHeading;
        for (const inline of node.content ?? []) {
          if (inline.type !== 'mention') continue;
          const kind = String(inline.attrs?.kind ?? '');
          const id = String(inline.attrs?.id ?? '');
          if (id !== '' && isKnownKind(kind)) markers.push(marker);
        }
      } else walk(node.content);
    }
  };
  walk(doc.content);
  return markers;
}
