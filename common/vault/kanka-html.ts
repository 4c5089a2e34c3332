import { isSafeHref, type RichText, type RichTextMark, type RichTextNode } from '../text/rich-text';

// A Kanka entry (the HTML its editor writes: paragraphs, headings, lists, quotes, bold, italic, strike,
// links, line breaks) as a rich-text document (decision 066). A small reader of that HTML, not a browser:
// unknown tags keep their text, scripts and styles are dropped, nothing is ever rendered as HTML.
// Kanka's mentions (`[character:12]`, `[location:4|the old mill]`) become mentions where `mention`
// knows the entity, their label as text otherwise.

/** A Kanka mention's target as Fablehold knows it, or undefined. */
export type KankaMentionTarget = (
  entityId: string,
) => { kind: string; id: string; name: string } | { name: string } | undefined;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'ul',
  'ol',
  'hr',
  'table',
  'tr',
]);
const MARKS: Readonly<Record<string, RichTextMark['type']>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
};
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'template']);

type Container = { node: RichTextNode; tag: string };

/** The HTML's tags and texts in order. */
function* tokens(
  html: string,
): Generator<{ tag: string; closing: boolean; attrs: string } | { text: string }> {
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|</g;
  for (const match of html.matchAll(pattern)) {
    if (match[0].startsWith('<!--')) continue;
    if (match[2] !== undefined)
      yield { tag: match[2].toLowerCase(), closing: match[1] === '/', attrs: match[3] ?? '' };
    else yield { text: match[4] ?? match[0] };
  }
}

function hrefOf(attrs: string): string | undefined {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  const href = decode(match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  return href !== '' && isSafeHref(href) ? href : undefined;
}

/** `html` as a document; `mention` resolves Kanka's `[kind:id]` mentions. */
export function richTextFromKankaHtml(html: string, mention: KankaMentionTarget): RichText {
  const doc: RichTextNode = { type: 'doc', content: [] };
  const stack: Container[] = [{ node: doc, tag: '' }];
  const marks: { tag: string; mark: RichTextMark | undefined }[] = [];
  let dropping = 0;
  let paragraph: RichTextNode | undefined;

  const top = (): Container => stack[stack.length - 1] as Container;
  const blockParent = (): RichTextNode => top().node;
  const closeParagraph = () => {
    paragraph = undefined;
  };
  const inline = (): RichTextNode => {
    if (paragraph === undefined) {
      paragraph = { type: 'paragraph', content: [] };
      const parent = blockParent();
      // A list holds items only: loose text in a list gets an item of its own.
      if (parent.type === 'bulletList' || parent.type === 'orderedList') {
        const item: RichTextNode = { type: 'listItem', content: [paragraph] };
        parent.content?.push(item);
      } else parent.content?.push(paragraph);
    }
    return paragraph;
  };
  const pushText = (text: string) => {
    if (text === '') return;
    const activeMarks = marks.flatMap((entry) => (entry.mark === undefined ? [] : [entry.mark]));
    const node: RichTextNode = { type: 'text', text };
    if (activeMarks.length > 0) node.marks = activeMarks.slice(0, 8);
    inline().content?.push(node);
  };
  const addText = (raw: string) => {
    const text = decode(raw).replace(/\s+/g, ' ');
    if (text.trim() === '' && paragraph === undefined) return;
    let last = 0;
    for (const match of text.matchAll(/\[([a-z_]+):(\d+)(?:\|([^\]]*))?\]/g)) {
      pushText(text.slice(last, match.index));
      const target = mention(match[2] as string);
      const label = match[3]?.trim() || target?.name || match[0];
      // A target with a name only (a Kanka calendar: nothing a text mentions here) is its name as text.
      if (target === undefined || !('id' in target)) pushText(label);
      else
        inline().content?.push({
          type: 'mention',
          attrs: { kind: target.kind, id: target.id, label: label.slice(0, 200) },
        });
      last = (match.index ?? 0) + match[0].length;
    }
    pushText(text.slice(last));
  };
  const openBlock = (node: RichTextNode, tag: string) => {
    closeParagraph();
    let parent = blockParent();
    if ((parent.type === 'bulletList' || parent.type === 'orderedList') && node.type !== 'listItem') {
      const item: RichTextNode = { type: 'listItem', content: [] };
      parent.content?.push(item);
      parent = item;
    }
    parent.content?.push(node);
    stack.push({ node, tag });
  };
  const closeBlock = (tag: string) => {
    const index = stack.map((entry) => entry.tag).lastIndexOf(tag);
    if (index <= 0) return;
    closeParagraph();
    stack.length = index;
  };

  for (const token of tokens(html)) {
    if ('text' in token) {
      if (dropping === 0) addText(token.text);
      continue;
    }
    const { tag, closing } = token;
    if (DROPPED.has(tag)) {
      dropping = Math.max(0, dropping + (closing ? -1 : 1));
      continue;
    }
    if (dropping > 0) continue;
    const markType = MARKS[tag];
    if (markType !== undefined || tag === 'a') {
      if (closing) {
        const index = marks.map((entry) => entry.tag).lastIndexOf(tag);
        if (index >= 0) marks.splice(index, 1);
      } else if (markType !== undefined) marks.push({ tag, mark: { type: markType } as RichTextMark });
      else {
        const href = hrefOf(token.attrs);
        // A link without a safe address keeps its text only; the entry is kept balanced all the same.
        marks.push({ tag, mark: href === undefined ? undefined : { type: 'link', attrs: { href } } });
      }
      continue;
    }
    if (tag === 'br') {
      if (!closing) inline().content?.push({ type: 'hardBreak' });
      continue;
    }
    if (tag === 'hr') {
      if (!closing) {
        closeParagraph();
        blockParent().content?.push({ type: 'horizontalRule' });
      }
      continue;
    }
    if (!BLOCKS.has(tag)) continue;
    if (closing) {
      if (tag === 'p' || tag === 'div' || tag === 'tr' || /^h[1-6]$/.test(tag)) closeParagraph();
      else closeBlock(tag);
      continue;
    }
    if (/^h[1-6]$/.test(tag)) {
      closeParagraph();
      const level = Math.min(3, Number(tag.slice(1)));
      paragraph = { type: 'heading', attrs: { level }, content: [] };
      blockParent().content?.push(paragraph);
    } else if (tag === 'ul') openBlock({ type: 'bulletList', content: [] }, tag);
    else if (tag === 'ol') openBlock({ type: 'orderedList', content: [] }, tag);
    else if (tag === 'li') {
      // An item outside a list (broken HTML) opens one.
      if (blockParent().type !== 'bulletList' && blockParent().type !== 'orderedList') {
        openBlock({ type: 'bulletList', content: [] }, 'ul');
      }
      openBlock({ type: 'listItem', content: [] }, tag);
    } else if (tag === 'blockquote') openBlock({ type: 'blockquote', content: [] }, tag);
    else closeParagraph();
  }
  const content = tidy(doc.content ?? []);
  // A document holds at least one block: an empty entry is one empty paragraph.
  return {
    version: 1,
    doc: { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] },
  };
}

/** Empty containers and edge spaces out, so the document passes the rich-text checks. */
function tidy(nodes: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const content = trimInline(node.content ?? []);
      if (content.length === 0 && node.type === 'heading') continue;
      if (content.length === 0) continue;
      out.push({ ...node, content });
    } else if (node.content !== undefined) {
      const content = tidy(node.content);
      if (content.length === 0) continue;
      out.push({ ...node, content });
    } else out.push(node);
  }
  return out;
}

function trimInline(nodes: RichTextNode[]): RichTextNode[] {
  const content = nodes.filter((node) => node.type !== 'text' || (node.text ?? '') !== '');
  while (content[0]?.type === 'hardBreak') content.shift();
  while (content.at(-1)?.type === 'hardBreak') content.pop();
  const first = content[0];
  if (first?.type === 'text') content[0] = { ...first, text: (first.text ?? '').trimStart() };
  const last = content.at(-1);
  if (last?.type === 'text') content[content.length - 1] = { ...last, text: (last.text ?? '').trimEnd() };
  return content.filter((node) => node.type !== 'text' || (node.text ?? '') !== '');
}
