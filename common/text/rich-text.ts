import { z } from 'zod';

// The rich-text document every long text is stored as (chapter text, descriptions, lore, notes, session
// logs): the editor framework's JSON (ProseMirror's node tree, as Tiptap writes it) restricted to the
// nodes and marks Fablehold's editor offers, with a schema version. The server checks every stored
// document against this schema; the plain text for counts and search is derived from it
// (plain-text.ts). Nothing here renders HTML: read-only views walk the same tree.

/** Bumped when the node set changes in a way stored documents must be migrated for. */
export const RICH_TEXT_VERSION = 1;

/** The deepest nesting a document may have (lists in quotes in lists...): far beyond any real text. */
export const RICH_TEXT_MAX_DEPTH = 24;

// Any base works: only whether an app path stays on it matters.
const PROBE_ORIGIN = 'https://fablehold.invalid';

/**
 * Where a link may lead: the web, mail, or a place inside Fablehold. Never `javascript:` or `data:`. A
 * path inside Fablehold is parsed as a URL against the origin, as a browser will read it, and must stay
 * there: `/\evil.example` and `/<tab>/evil.example` are `//evil.example` to a browser.
 */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') || trimmed.startsWith('#')) {
    try {
      return new URL(trimmed, PROBE_ORIGIN).origin === PROBE_ORIGIN;
    } catch {
      return false;
    }
  }
  return /^(https?:\/\/|mailto:)/i.test(trimmed);
}

const linkMark = z.object({
  type: z.literal('link'),
  attrs: z.object({
    href: z
      .string()
      .max(2000, 'A link must be at most 2000 characters')
      .refine(isSafeHref, 'A link must start with https://, http://, mailto: or /'),
    // Tiptap writes these; only the href is kept meaningful.
    target: z.string().nullable().optional(),
    rel: z.string().nullable().optional(),
    class: z.string().nullable().optional(),
  }),
});

const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('code') }),
  linkMark,
]);

const textNode = z.object({
  type: z.literal('text'),
  text: z.string().min(1, 'A text node may not be empty'),
  marks: z.array(mark).max(8).optional(),
});

export type RichTextMark = z.infer<typeof mark>;

/** A node of the document; `content` holds its children (checked recursively). */
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  content?: RichTextNode[] | undefined;
  text?: string | undefined;
  marks?: RichTextMark[] | undefined;
};

/**
 * A mention of a record or part of the workspace (issue 13): stored by its kind and id, so renaming the
 * target never breaks it; `label` is its name when it was written, shown only when the target cannot
 * be read now (screens show the current name). The kind is checked against the workspace's kinds where
 * mentions are resolved (common/workspace/mentions.ts); here only its shape.
 */
const mentionNode = z.object({
  type: z.literal('mention'),
  attrs: z.object({
    kind: z
      .string()
      .max(60)
      // A user's kind ends in its id (`universes/k-3f2a…`, decision 085).
      .regex(/^[a-z]+(?:[-/][a-z0-9]+)*$/, 'A mention names a kind of record'),
    id: z.string().min(1, 'A mention names a record').max(100),
    label: z.string().max(200).nullable().optional(),
    // Tiptap writes the character that started the suggestion ('@').
    mentionSuggestionChar: z.string().max(2).nullable().optional(),
  }),
});

const inlineNode: z.ZodType<RichTextNode> = z.union([
  textNode,
  z.object({ type: z.literal('hardBreak') }),
  mentionNode,
]);

const block: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: z.array(inlineNode).optional() }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
      content: z.array(inlineNode).optional(),
    }),
    z.object({ type: z.literal('blockquote'), content: z.array(block).min(1) }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItem).min(1) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z
        .object({ start: z.number().int().min(0).max(100_000), type: z.string().nullable().optional() })
        .optional(),
      content: z.array(listItem).min(1),
    }),
    // A scene break.
    z.object({ type: z.literal('horizontalRule') }),
    // A secret block (issue 28): read by the owner and editors only, or also by the named members
    // (user ids); every other member's read leaves it out (common/workspace/secret-blocks.ts).
    z.object({
      type: z.literal('secret'),
      attrs: z.object({
        level: z.enum(['editors', 'named'], { error: 'A secret block is for editors or named members' }),
        named: z.array(z.string().min(1).max(100)).max(200),
      }),
      content: z.array(block).min(1),
    }),
  ]),
);

const listItem: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(block).min(1) }),
);

export const richTextDocSchema = z.object({
  type: z.literal('doc'),
  content: z.array(block).min(1),
});
export type RichTextDoc = { type: 'doc'; content: RichTextNode[] };

/** A stored long text: the document and the version of the schema it was written in. */
export const richTextSchema = z.object({
  version: z.literal(RICH_TEXT_VERSION),
  doc: richTextDocSchema,
});
export type RichText = { version: typeof RICH_TEXT_VERSION; doc: RichTextDoc };

/** The most nodes a document may hold: a 250,000-word chapter written in the editor stays far below it. */
export const RICH_TEXT_MAX_NODES = 100_000;

/** The most mentions one text may hold: a mention every few sentences of the longest chapter. */
export const RICH_TEXT_MAX_MENTIONS = 2_000;

/**
 * Why the document's tree is too large to check (too deep, too many nodes or mentions), or undefined.
 * Walks without recursion and reads `content` only where it is an array of objects, so a `null` node or
 * a node that is not an object is left to the schema, which names it: the limits bound the schema's
 * work, and nothing here can throw on a malformed tree.
 */
export function richTextSizeProblem(doc: unknown): string | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: doc, depth: 1 }];
  let nodes = 0;
  let mentions = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (typeof node !== 'object' || node === null) continue;
    nodes += 1;
    if (nodes > RICH_TEXT_MAX_NODES) {
      return `A text may hold at most ${RICH_TEXT_MAX_NODES.toLocaleString('en')} paragraphs, words in other styles and mentions; split it in two`;
    }
    if ((node as { type?: unknown }).type === 'mention') {
      mentions += 1;
      if (mentions > RICH_TEXT_MAX_MENTIONS) {
        return `A text may hold at most ${RICH_TEXT_MAX_MENTIONS.toLocaleString('en')} mentions`;
      }
    }
    const content = (node as { content?: unknown }).content;
    if (!Array.isArray(content) || content.length === 0) continue;
    if (depth + 1 > RICH_TEXT_MAX_DEPTH) return `A text may nest at most ${RICH_TEXT_MAX_DEPTH} levels deep`;
    for (const child of content) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}

/**
 * The document in `input` when it is one Fablehold stores, else the reason it is not, worded for a
 * person ('A link must start with https://, ...'). Too large a tree is refused before the schema walks
 * it; any other shape, however malformed (a `null` node, a string for a node), gets the schema's message.
 */
export function parseRichText(
  input: unknown,
): { ok: true; value: RichText } | { ok: false; message: string } {
  const doc = typeof input === 'object' && input !== null ? (input as { doc?: unknown }).doc : undefined;
  const tooLarge = richTextSizeProblem(doc);
  if (tooLarge !== undefined) return { ok: false, message: tooLarge };
  const parsed = richTextSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data as RichText };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.message ?? 'Not a text Fablehold can store' };
}

/** A document of plain paragraphs, one per line of `text` (what a plain string becomes). */
export function richTextFromPlain(text: string): RichText {
  const paragraphs = text
    .split(/\r?\n/)
    .map(
      (line): RichTextNode =>
        line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] },
    );
  return { version: RICH_TEXT_VERSION, doc: { type: 'doc', content: paragraphs } };
}

/** The largest stored document of a part's long field, as JSON text (its plain text has its own limit). */
export const PART_RICH_TEXT_MAX_CHARS = 500_000;

/**
 * A long field's document as the data API, import and storage take it: checked by `parseRichText` (depth
 * first, so a hostile file cannot overflow the stack) and capped in size; the message names the problem.
 */
export const storedRichTextSchema = z.unknown().transform((value, ctx): RichText => {
  if (JSON.stringify(value ?? null).length > PART_RICH_TEXT_MAX_CHARS) {
    ctx.issues.push({ code: 'custom', message: 'The text is too long to store', input: value });
    return z.NEVER;
  }
  const parsed = parseRichText(value);
  if (!parsed.ok) {
    ctx.issues.push({ code: 'custom', message: parsed.message, input: value });
    return z.NEVER;
  }
  return parsed.value;
});
