import type { AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '../../../common/text/rich-text';
import { MentionNode } from './mention-node';
import { SecretNode } from './secret-node';

/**
 * The editor's nodes and marks: exactly the stored document's (common/text/rich-text.ts), so whatever
 * the editor holds, the server takes. Headings 1–3, bold, italic, strike, inline code, lists, quotes,
 * links, scene breaks (horizontal rules) and hard breaks; undo and redo, Markdown-style input rules and
 * the usual shortcuts come with StarterKit. No code blocks or underline (the stored shape has none).
 * Pasted HTML is parsed through this schema, so anything it does not know (scripts, event handlers,
 * styles, images) never enters a document; a link that is not to the web, mail or the app is dropped.
 * Mentions of records and parts (`mention-node.ts`) load and paste; the editor adds the @ menu. Secret
 * blocks (`secret-node.ts`) wrap blocks only editors or named members read.
 */
export function createRichTextExtensions(mention: AnyExtension = MentionNode): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      codeBlock: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    mention,
    SecretNode,
  ];
}

/** The extension set documents load with (no @ menu): tests, and the editor before it adds its own. */
export const richTextExtensions = createRichTextExtensions();
