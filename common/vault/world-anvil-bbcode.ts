import type { RichText } from '../text/rich-text';
import { richTextFromKankaHtml } from './kanka-html';

// World Anvil's article text (its BBCode-like markup, decision 081) as a rich-text document. The tags
// World Anvil documents become the small HTML the Kanka entry reader already reads (decision 066), so one
// reader builds every imported document and its checks hold for both: [b] [i] [s] [code], [url:…] /
// [url=…] / [url], [h1]–[h4] (with or without an `|anchor`), [p], [br], [hr], [ul] [ol] [li] (and
// [list] [*]), [quote]. `@[Name](type:id)` mentions become mentions where `mention` knows the article;
// their name otherwise. Every other tag ([section:…], [container:…], [tooltip:…], [spoiler], [center],
// [u]…) is dropped and its text kept; an inline image ([img:…]) is dropped. What was dropped is said.

/** A World Anvil article as Fablehold knows it (the article's id as World Anvil writes it). */
export type WorldAnvilMention = (articleId: string) => { kind: string; id: string; name: string } | undefined;

export type WorldAnvilText = {
  text: RichText;
  /** Tags dropped with their text kept, by name ("section", "u"), in the order first met. */
  droppedTags: string[];
  /** How many inline images were dropped. */
  images: number;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SIMPLE: Readonly<Record<string, string>> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  s: 's',
  strike: 's',
  code: 'code',
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  quote: 'blockquote',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h3',
  h: 'h2',
};

/** A tag (`[name…]` / `[/name]`) or a mention (`@[Name](type:id)`). */
const TOKEN =
  /@\[([^\]\n]{1,200})\]\(([A-Za-z]+):([A-Za-z0-9_-]{1,100})\)|\[(\/?)([A-Za-z][A-Za-z0-9]*|\*)((?:[:=|][^\]\n]*)?)\]/g;

export function richTextFromWorldAnvil(bbcode: string, mention: WorldAnvilMention): WorldAnvilText {
  const dropped = new Set<string>();
  let images = 0;
  // Mentions are handed to the reader as `[wamention:N|Name]`, N an index into this list.
  const targets: ({ kind: string; id: string; name: string } | undefined)[] = [];
  const source = bbcode.replace(/\r\n?/g, '\n').replace(/\[url\]([^[\]\n]*)\[\/url\]/gi, '[url:$1]$1[/url]');
  const out: string[] = [];
  let last = 0;
  let skipping = 0;
  const lists: { html: string; itemOpen: boolean }[] = [];
  const text = (raw: string) => {
    if (skipping > 0) return;
    // A blank line starts a new paragraph; a line break stays one.
    out.push(
      escapeHtml(raw)
        .replace(/\n[ \t]*\n\s*/g, '<p>')
        .replace(/\n/g, '<br>'),
    );
  };
  for (const match of source.matchAll(TOKEN)) {
    text(source.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    if (skipping > 0 && !(match[4] === '/' && match[5]?.toLowerCase() === 'img')) continue;
    if (match[1] !== undefined) {
      const name = match[1].trim();
      targets.push(mention(match[3] as string));
      out.push(`[wamention:${targets.length - 1}|${escapeHtml(name.replace(/\|/g, '/'))}]`);
      continue;
    }
    const closing = match[4] === '/';
    const tag = (match[5] as string).toLowerCase();
    const attrs = match[6] ?? '';
    if (tag === 'img') {
      // `[img:12]` stands alone; `[img]…[/img]` holds an address: both are pictures in the text.
      if (closing) skipping = 0;
      else {
        images += 1;
        if (attrs === '') skipping = 1;
      }
      continue;
    }
    if (tag === 'br' || tag === 'hr') {
      if (!closing) out.push(`<${tag}>`);
      continue;
    }
    if (tag === 'list') {
      // `[list]` items (`[*]`) have no end tag: each closes the one before, as the list's end does.
      if (!closing) {
        const html = attrs.startsWith('=1') || attrs.startsWith('=a') ? 'ol' : 'ul';
        lists.push({ html, itemOpen: false });
        out.push(`<${html}>`);
      } else {
        const list = lists.pop();
        if (list !== undefined) out.push(`${list.itemOpen ? '</li>' : ''}</${list.html}>`);
      }
      continue;
    }
    if (tag === '*') {
      const list = lists.at(-1);
      if (!closing && list !== undefined) {
        out.push(`${list.itemOpen ? '</li>' : ''}<li>`);
        list.itemOpen = true;
      }
      continue;
    }
    if (tag === 'url') {
      if (closing) out.push('</a>');
      else {
        const href = attrs.slice(1).trim().replace(/"/g, '%22');
        out.push(`<a href="${escapeHtml(href)}">`);
      }
      continue;
    }
    const html = SIMPLE[tag];
    if (html !== undefined) {
      out.push(`<${closing ? '/' : ''}${html}>`);
      continue;
    }
    dropped.add(tag);
  }
  text(source.slice(last));
  const rich = richTextFromKankaHtml(out.join(''), (index) => targets[Number(index)]);
  return { text: rich, droppedTags: [...dropped], images };
}
