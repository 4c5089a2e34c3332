import type {
  Blockquote,
  Break,
  Delete,
  Emphasis,
  Html,
  InlineCode,
  Link,
  List,
  ListItem,
  Heading as MdHeading,
  Paragraph as MdParagraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Text,
} from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown, gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { defaultHandlers, type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import {
  isSafeHref,
  RICH_TEXT_VERSION,
  type RichText,
  type RichTextMark,
  type RichTextNode,
} from '../text/rich-text';

// A rich-text document as Markdown and back (decision 056), through mdast (the Markdown syntax tree the
// remark family parses and prints): headings, paragraphs, bold, italic, strikethrough, code, links,
// lists, quotes, scene breaks and hard breaks. A mention is an Obsidian link, `[[Characters/Mira|Mira]]`;
// an empty paragraph is a line `<br>` (Markdown has no empty paragraph). Reading back gives the same
// document up to what a document cannot tell apart: marks in one order (`canonicalRichText`), adjacent
// texts of the same marks joined, a link's `target`/`rel` attributes left out.

/** An Obsidian link or embed found in Markdown: `[[target|label]]`, `![[file.webp]]`. */
export type WikiLink = { target: string; label: string | undefined; isEmbed: boolean };

/** The mention a link stands for, or undefined when it leads nowhere in the vault. */
export type ResolveLink = (link: WikiLink) => { kind: string; id: string; label?: string } | undefined;

const MARK_ORDER: RichTextMark['type'][] = ['link', 'bold', 'italic', 'strike', 'code'];

/** Marks in one order and adjacent texts of the same marks joined: what Markdown keeps of a document. */
export function canonicalRichText(text: RichText): RichText {
  return { version: text.version, doc: { type: 'doc', content: canonicalBlocks(text.doc.content) } };
}

function canonicalBlocks(nodes: readonly RichTextNode[]): RichTextNode[] {
  return nodes.map((node) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const content = canonicalInline(node.content ?? []);
      const { content: _content, ...rest } = node;
      return content.length === 0 ? rest : { ...rest, content };
    }
    if (node.content !== undefined) return { ...node, content: canonicalBlocks(node.content) };
    return node;
  });
}

function sortedMarks(marks: readonly RichTextMark[] | undefined): RichTextMark[] | undefined {
  if (marks === undefined || marks.length === 0) return undefined;
  return [...marks]
    .map((mark) =>
      mark.type === 'link' ? { type: 'link' as const, attrs: { href: mark.attrs.href } } : mark,
    )
    .sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
}

/** Markdown cannot mark spaces at a mark's edges: they stand outside it (only a link keeps them). */
function edgeSpacesOutside(node: RichTextNode): RichTextNode[] {
  const marks = node.marks ?? [];
  if (node.type !== 'text' || marks.every((mark) => mark.type === 'link' || mark.type === 'code'))
    return [node];
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.text ?? '') ?? [];
  const outside = marks.filter((mark) => mark.type === 'link');
  const spaces = (text: string): RichTextNode[] =>
    text === ''
      ? []
      : [outside.length === 0 ? { type: 'text', text } : { type: 'text', text, marks: outside }];
  return [...spaces(lead), ...(core === '' ? [] : [{ ...node, text: core }]), ...spaces(trail)];
}

function canonicalInline(nodes: readonly RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes.flatMap(edgeSpacesOutside)) {
    if (node.type !== 'text') {
      out.push(node.type === 'mention' ? { type: 'mention', attrs: mentionAttrs(node.attrs) } : node);
      continue;
    }
    const marks = sortedMarks(node.marks);
    const previous = out.at(-1);
    if (previous?.type === 'text' && JSON.stringify(previous.marks) === JSON.stringify(marks)) {
      previous.text = `${previous.text ?? ''}${node.text ?? ''}`;
      continue;
    }
    out.push(
      marks === undefined ? { type: 'text', text: node.text } : { type: 'text', text: node.text, marks },
    );
  }
  // A line break at a paragraph's very start or end has no Markdown.
  while (out[0]?.type === 'hardBreak') out.shift();
  while (out.at(-1)?.type === 'hardBreak') out.pop();
  return out;
}

function mentionAttrs(attrs: Record<string, unknown> | undefined): Record<string, unknown> {
  const label = attrs?.label;
  return {
    kind: attrs?.kind,
    id: attrs?.id,
    ...(typeof label === 'string' && label !== '' ? { label } : {}),
    mentionSuggestionChar: '@',
  };
}

// ---- Writing ----

type WikiLinkNode = { type: 'wikiLink'; value: string };

declare module 'mdast' {
  interface PhrasingContentMap {
    wikiLink: WikiLinkNode;
  }
}

/** `[[target|label]]` as written: a label loses what would end the link. */
export function wikiLinkText(target: string, label: string | undefined, isEmbed = false): string {
  const safeLabel = label?.replace(/[|\]\n]/g, ' ').trim();
  const body = safeLabel === undefined || safeLabel === '' ? target : `${target}|${safeLabel}`;
  return `${isEmbed ? '!' : ''}[[${body}]]`;
}

const sameMark = (a: RichTextMark, b: RichTextMark) =>
  a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

function hasMark(node: RichTextNode, mark: RichTextMark): boolean {
  return (node.marks ?? []).some((own) => sameMark(own, mark));
}

/** Inline nodes as phrasing: runs that share a mark are wrapped once, outermost mark first. */
function phrasing(
  nodes: readonly RichTextNode[],
  applied: readonly RichTextMark[],
  linkFor: (node: RichTextNode) => string,
): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let index = 0;
  while (index < nodes.length) {
    const node = nodes[index] as RichTextNode;
    const pending = (sortedMarks(node.marks) ?? []).filter(
      (mark) => mark.type !== 'code' && !applied.some((done) => sameMark(done, mark)),
    );
    const mark = pending[0];
    if (mark === undefined) {
      out.push(leaf(node, linkFor));
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < nodes.length && hasMark(nodes[end] as RichTextNode, mark)) end += 1;
    const children = phrasing(nodes.slice(index, end), [...applied, mark], linkFor);
    out.push(wrapped(mark, children));
    index = end;
  }
  return out;
}

function wrapped(mark: RichTextMark, children: PhrasingContent[]): PhrasingContent {
  switch (mark.type) {
    case 'link':
      return { type: 'link', url: mark.attrs.href, children } satisfies Link;
    case 'bold':
      return { type: 'strong', children } satisfies Strong;
    case 'italic':
      return { type: 'emphasis', children } satisfies Emphasis;
    default:
      return { type: 'delete', children } satisfies Delete;
  }
}

function leaf(node: RichTextNode, linkFor: (node: RichTextNode) => string): PhrasingContent {
  if (node.type === 'hardBreak') return { type: 'break' } satisfies Break;
  if (node.type === 'mention') return { type: 'wikiLink', value: linkFor(node) };
  const text = node.text ?? '';
  if ((node.marks ?? []).some((mark) => mark.type === 'code'))
    return { type: 'inlineCode', value: text } satisfies InlineCode;
  return { type: 'text', value: text } satisfies Text;
}

function flow(node: RichTextNode, linkFor: (node: RichTextNode) => string): RootContent {
  switch (node.type) {
    case 'heading':
      return {
        type: 'heading',
        depth: Math.min(3, Math.max(1, Number(node.attrs?.level ?? 1))) as 1 | 2 | 3,
        children: phrasing(canonicalInline(node.content ?? []), [], linkFor),
      } satisfies MdHeading;
    // A secret block's text travels as a quote (the vault has no secret blocks).
    case 'blockquote':
    case 'secret':
      return { type: 'blockquote', children: flows(node.content, linkFor) } as Blockquote;
    case 'bulletList':
    case 'orderedList': {
      const items = (node.content ?? []).map(
        (item): ListItem => ({
          type: 'listItem',
          spread: (item.content ?? []).length > 1,
          children: flows(item.content, linkFor) as ListItem['children'],
        }),
      );
      return {
        type: 'list',
        ordered: node.type === 'orderedList',
        start: node.type === 'orderedList' ? Number(node.attrs?.start ?? 1) : null,
        spread: items.some((item) => item.spread === true),
        children: items,
      } satisfies List;
    }
    case 'horizontalRule':
      return { type: 'thematicBreak' };
    default: {
      const content = canonicalInline(node.content ?? []);
      if (content.length === 0) return { type: 'html', value: '<br>' } satisfies Html;
      return { type: 'paragraph', children: phrasing(content, [], linkFor) } satisfies MdParagraph;
    }
  }
}

function flows(
  nodes: readonly RichTextNode[] | undefined,
  linkFor: (node: RichTextNode) => string,
): RootContent[] {
  return (nodes ?? []).map((node) => flow(node, linkFor));
}

const wikiLinkHandle: Handle = (node) => (node as WikiLinkNode).value;

/**
 * Text, told that a strikethrough's `~` beside it is a marker as `*` and `_` are. The writer may turn a
 * letter beside any marker into a character reference (`&#x61;`) and then no longer counts it as a
 * letter; it allows for that beside `*` and `_` only, so an underscore inside a word next to `~~` was
 * left bare and closed an emphasis (`_aa_&#x61;~~`).
 */
const textHandle: Handle = (node, parent, state, info) =>
  defaultHandlers.text(node as Text, parent, state, {
    ...info,
    before: info.before === '~' ? '*' : info.before,
    after: info.after === '~' ? '*' : info.after,
  });

/**
 * The document as Markdown. `linkFor` writes a mention's link (`[[Characters/Mira|Mira]]`, made with
 * `wikiLinkText`).
 */
export function richTextToMarkdown(text: RichText, linkFor: (mention: RichTextNode) => string): string {
  const root: Root = { type: 'root', children: flows(text.doc.content, linkFor) };
  return toMarkdown(root, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    rule: '-',
    fences: true,
    resourceLink: true,
    handlers: { wikiLink: wikiLinkHandle, text: textHandle } as unknown as Options['handlers'],
    extensions: [gfmStrikethroughToMarkdown()],
  });
}

// ---- Reading ----

// Brackets of Unicode punctuation, so emphasis beside a link reads as it did beside `[[...]]`.
const PLACEHOLDER = /\u27E6\uE000(\d+)\u27E7/g;
// `[[target]]`, `[[target|label]]`, `![[file]]`, not after a backslash that escapes it.
const WIKI_LINK = /(?<=(?:^|[^\\])(?:\\\\)*)(!?)\[\[([^[\]\n|]+?)(?:\|([^[\]\n]*))?\]\]/g;

/** What reading Markdown found beside the document. */
export type MarkdownReading = {
  text: RichText;
  /** `![[...]]` embeds, in order (taken out of the text). */
  embeds: WikiLink[];
  /** Links that lead to no note of the vault: kept as their text. */
  unresolved: WikiLink[];
  /** What Markdown had that a Fablehold text has not, in words ('a table', 'an image'). */
  dropped: string[];
};

type Context = {
  links: { link: WikiLink; source: string }[];
  resolve: ResolveLink;
  reading: Omit<MarkdownReading, 'text'>;
};

function restorePlaceholders(value: string, context: Context): string {
  return value.replace(PLACEHOLDER, (_all, index: string) => context.links[Number(index)]?.source ?? '');
}

/** Markdown (a note's body) as a document; `[[links]]` to notes become mentions by `resolve`. */
export function richTextFromMarkdown(markdown: string, resolve: ResolveLink): MarkdownReading {
  const context: Context = { links: [], resolve, reading: { embeds: [], unresolved: [], dropped: [] } };
  const source = markdown
    .replace(/\uE000/g, '')
    .replace(WIKI_LINK, (all, bang: string, target: string, label?: string) => {
      const link: WikiLink = {
        target: target.replace(/[#^].*$/, '').trim(),
        label: label?.trim() === '' ? undefined : label?.trim(),
        isEmbed: bang === '!',
      };
      context.links.push({ link, source: all });
      return `\u27E6\uE000${context.links.length - 1}\u27E7`;
    });
  const root = fromMarkdown(source, {
    extensions: [gfmStrikethrough()],
    mdastExtensions: [gfmStrikethroughFromMarkdown()],
  });
  const content = readFlows(root.children, context);
  return {
    text: {
      version: RICH_TEXT_VERSION,
      doc: { type: 'doc', content: content.length === 0 ? [{ type: 'paragraph' }] : content },
    },
    ...context.reading,
  };
}

function readFlows(nodes: readonly RootContent[], context: Context): RichTextNode[] {
  return nodes.flatMap((node) => readFlow(node, context));
}

function paragraphOf(content: RichTextNode[]): RichTextNode {
  return content.length === 0 ? { type: 'paragraph' } : { type: 'paragraph', content };
}

function readFlow(node: RootContent, context: Context): RichTextNode[] {
  switch (node.type) {
    case 'paragraph': {
      const content = readPhrasing(node.children, [], context);
      // A paragraph that held only an embed is gone with it.
      if (content.length === 0 && node.children.length > 0) return [];
      return [paragraphOf(content)];
    }
    case 'heading': {
      if (node.depth > 3) context.reading.dropped.push(`heading level ${node.depth} (made level 3)`);
      const content = readPhrasing(node.children, [], context);
      const heading: RichTextNode = { type: 'heading', attrs: { level: Math.min(3, node.depth) } };
      return [content.length === 0 ? heading : { ...heading, content }];
    }
    case 'blockquote': {
      const content = readFlows(node.children, context);
      return [{ type: 'blockquote', content: content.length === 0 ? [{ type: 'paragraph' }] : content }];
    }
    case 'list': {
      const items = node.children.map((item): RichTextNode => {
        const content = readFlows(item.children, context);
        return { type: 'listItem', content: content.length === 0 ? [{ type: 'paragraph' }] : content };
      });
      if (items.length === 0) return [];
      return node.ordered === true
        ? [{ type: 'orderedList', attrs: { start: node.start ?? 1 }, content: items }]
        : [{ type: 'bulletList', content: items }];
    }
    case 'thematicBreak':
      return [{ type: 'horizontalRule' }];
    case 'html': {
      if (/^<br\s*\/?>$/i.test(node.value.trim())) return [{ type: 'paragraph' }];
      return linesAsParagraph(restorePlaceholders(node.value, context), []);
    }
    case 'code':
      return linesAsParagraph(restorePlaceholders(node.value, context), [{ type: 'code' }]);
    case 'definition':
      return [];
    default:
      context.reading.dropped.push(`a ${node.type}`);
      return [];
  }
}

function linesAsParagraph(value: string, marks: RichTextMark[]): RichTextNode[] {
  const content: RichTextNode[] = [];
  for (const [index, line] of value.split('\n').entries()) {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line !== '')
      content.push(marks.length === 0 ? { type: 'text', text: line } : { type: 'text', text: line, marks });
  }
  return [paragraphOf(content)];
}

function readPhrasing(
  nodes: readonly PhrasingContent[],
  marks: readonly RichTextMark[],
  context: Context,
): RichTextNode[] {
  const out: RichTextNode[] = [];
  const pushText = (text: string, own: readonly RichTextMark[]) => {
    if (text === '') return;
    const sorted = sortedMarks(own);
    const previous = out.at(-1);
    if (previous?.type === 'text' && JSON.stringify(previous.marks) === JSON.stringify(sorted)) {
      previous.text = `${previous.text ?? ''}${text}`;
      return;
    }
    out.push(sorted === undefined ? { type: 'text', text } : { type: 'text', text, marks: sorted });
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        readText(node.value, marks, context, out, pushText);
        break;
      case 'inlineCode':
        pushText(restorePlaceholders(node.value, context), [...marks, { type: 'code' }]);
        break;
      case 'break':
        out.push({ type: 'hardBreak' });
        break;
      case 'strong':
        out.push(...readPhrasing(node.children, withMark(marks, { type: 'bold' }), context));
        break;
      case 'emphasis':
        out.push(...readPhrasing(node.children, withMark(marks, { type: 'italic' }), context));
        break;
      case 'delete':
        out.push(...readPhrasing(node.children, withMark(marks, { type: 'strike' }), context));
        break;
      case 'link': {
        const href = node.url;
        const linkMarks = isSafeHref(href) ? withMark(marks, { type: 'link', attrs: { href } }) : marks;
        if (!isSafeHref(href)) context.reading.dropped.push(`the link to ${href.slice(0, 80)}`);
        out.push(...readPhrasing(node.children, linkMarks, context));
        break;
      }
      case 'html':
        if (/^<br\s*\/?>$/i.test(node.value.trim())) out.push({ type: 'hardBreak' });
        else pushText(restorePlaceholders(node.value, context), marks);
        break;
      case 'image':
        context.reading.dropped.push(`the image ${node.url.slice(0, 80)}`);
        pushText(node.alt ?? '', marks);
        break;
      default:
        context.reading.dropped.push(`a ${node.type}`);
    }
  }
  return joinTexts(out);
}

function joinTexts(nodes: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    const previous = out.at(-1);
    if (
      node.type === 'text' &&
      previous?.type === 'text' &&
      JSON.stringify(previous.marks) === JSON.stringify(node.marks)
    ) {
      previous.text = `${previous.text ?? ''}${node.text ?? ''}`;
    } else out.push(node);
  }
  return out;
}

function withMark(marks: readonly RichTextMark[], mark: RichTextMark): RichTextMark[] {
  return marks.some((own) => sameMark(own, mark)) ? [...marks] : [...marks, mark];
}

/** A text's value: placeholders become mentions (or embeds), soft line breaks hard ones. */
function readText(
  value: string,
  marks: readonly RichTextMark[],
  context: Context,
  out: RichTextNode[],
  pushText: (text: string, marks: readonly RichTextMark[]) => void,
): void {
  let last = 0;
  const pushPlain = (text: string) => {
    for (const [index, line] of text.split('\n').entries()) {
      if (index > 0) out.push({ type: 'hardBreak' });
      pushText(line, marks);
    }
  };
  for (const match of value.matchAll(PLACEHOLDER)) {
    pushPlain(value.slice(last, match.index));
    last = match.index + match[0].length;
    const found = context.links[Number(match[1])];
    if (found === undefined) continue;
    const { link } = found;
    if (link.isEmbed && /\.(webp|png|jpe?g|gif|avif|svg|bmp)$/i.test(link.target)) {
      context.reading.embeds.push(link);
      continue;
    }
    const target = context.resolve(link);
    if (target === undefined) {
      context.reading.unresolved.push(link);
      pushText(link.label ?? link.target.split('/').at(-1) ?? link.target, marks);
      continue;
    }
    out.push({
      type: 'mention',
      attrs: {
        kind: target.kind,
        id: target.id,
        ...((link.label ?? target.label) === undefined ? {} : { label: link.label ?? target.label }),
        mentionSuggestionChar: '@',
      },
    });
  }
  pushPlain(value.slice(last));
}
