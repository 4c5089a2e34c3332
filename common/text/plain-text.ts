import type { RichTextDoc, RichTextNode } from './rich-text';

// The plain text of a document, for word counts, search and Markdown-free exports: blocks on lines of
// their own, a blank line between paragraphs, list items one per line, a scene break as a blank line.

/** A mention as plain text: the name it was written with ('Mira'). */
export function mentionText(node: RichTextNode): string {
  const label = node.attrs?.label;
  return typeof label === 'string' && label !== '' ? label : String(node.attrs?.id ?? '');
}

const BLOCKS_WITH_BLANK_LINE = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'secret',
  'bulletList',
  'orderedList',
]);

function inlineText(nodes: readonly RichTextNode[] | undefined): string {
  let out = '';
  for (const node of nodes ?? []) {
    if (node.type === 'text') out += node.text ?? '';
    else if (node.type === 'hardBreak') out += '\n';
    else if (node.type === 'mention') out += mentionText(node);
  }
  return out;
}

function blockLines(node: RichTextNode): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return [inlineText(node.content)];
    case 'horizontalRule':
      return [''];
    case 'blockquote':
    case 'secret':
    case 'listItem':
      return (node.content ?? []).flatMap(blockLines);
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? []).flatMap(blockLines);
    default:
      return [];
  }
}

/** The document's text, without formatting. */
export function plainTextOf(doc: RichTextDoc): string {
  const parts: string[] = [];
  for (const node of doc.content) {
    const lines = blockLines(node).join('\n');
    if (parts.length > 0) parts.push(BLOCKS_WITH_BLANK_LINE.has(node.type) ? '\n\n' : '\n');
    parts.push(lines);
  }
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
