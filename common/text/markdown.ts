import { mentionText } from './plain-text';
import type { RichTextDoc, RichTextMark, RichTextNode } from './rich-text';

// A document as Markdown (CommonMark), for manuscript exports: headings, emphasis, links, lists, quotes
// and scene breaks ('* * *'). Characters Markdown would read as formatting are escaped, so the text
// reads back as written.

const SPECIAL = /[\\`*_[\]#<>|]/g;

function escapeMarkdown(text: string): string {
  return text.replace(SPECIAL, (char) => `\\${char}`);
}

function wrap(text: string, marks: readonly RichTextMark[] | undefined): string {
  // Markdown emphasis may not start or end with a space: those stay outside the markers.
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  if ((marks ?? []).length > 0 && (lead !== '' || trail !== '')) {
    return core === '' ? text : `${lead}${wrap(core, marks)}${trail}`;
  }
  let out = escapeMarkdown(text);
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') out = `**${out}**`;
    else if (mark.type === 'italic') out = `*${out}*`;
    else if (mark.type === 'strike') out = `~~${out}~~`;
    else if (mark.type === 'code') out = `\`${text.replace(/`/g, "'")}\``;
  }
  const link = marks?.find((mark) => mark.type === 'link');
  if (link?.type === 'link') out = `[${out}](${link.attrs.href.replace(/[()\s]/g, encodeURIComponent)})`;
  return out;
}

function inline(nodes: readonly RichTextNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) =>
      node.type === 'hardBreak'
        ? '  \n'
        : node.type === 'text'
          ? wrap(node.text ?? '', node.marks)
          : node.type === 'mention'
            ? escapeMarkdown(mentionText(node))
            : '',
    )
    .join('');
}

function block(node: RichTextNode): string {
  switch (node.type) {
    case 'paragraph':
      return inline(node.content);
    case 'heading':
      return `${'#'.repeat(Number(node.attrs?.level ?? 1))} ${inline(node.content)}`;
    case 'horizontalRule':
      return '* * *';
    case 'blockquote':
      return blocks(node.content)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'bulletList':
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return (node.content ?? [])
        .map((item, index) => {
          const marker = node.type === 'bulletList' ? '- ' : `${start + index}. `;
          const body = blocks(item.content).split('\n');
          return body
            .map((line, at) =>
              at === 0 ? marker + line : line === '' ? '' : ' '.repeat(marker.length) + line,
            )
            .join('\n');
        })
        .join('\n');
    }
    default:
      return '';
  }
}

function blocks(nodes: readonly RichTextNode[] | undefined): string {
  // A secret block is the writer's or the GM's, never the manuscript's.
  return (nodes ?? [])
    .filter((node) => node.type !== 'secret')
    .map(block)
    .join('\n\n');
}

/** The document as Markdown. */
export function markdownOf(doc: RichTextDoc): string {
  return blocks(doc.content).trim();
}
