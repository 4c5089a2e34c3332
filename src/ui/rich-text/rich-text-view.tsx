import { createContext, type ReactNode, useContext } from 'react';
import { mentionText } from '../../../common/text/plain-text';
import {
  isSafeHref,
  type RichText,
  type RichTextMark,
  type RichTextNode,
} from '../../../common/text/rich-text';
import { cn } from '../../lib/cn';

// A stored document shown read-only, walked into React elements: no HTML string is ever built from
// what the user wrote, so nothing in it can run. Unknown nodes are skipped; a link that is not to the
// web, mail or the app is shown as plain text.

function withMark(mark: RichTextMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'link':
      return isSafeHref(mark.attrs.href) ? (
        <a key={key} href={mark.attrs.href} rel="noopener noreferrer nofollow">
          {child}
        </a>
      ) : (
        child
      );
  }
}

/** How a secret block is marked: who reads it. */
export function secretLabel(node: RichTextNode): string {
  return node.attrs?.level === 'named' ? 'Secret: named members only' : 'Secret: editors only';
}

function renderNodes(nodes: readonly RichTextNode[] | undefined, offset: number): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, offset));
}

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderNode(node: RichTextNode, key: number, offset: number): ReactNode {
  switch (node.type) {
    case 'text':
      return (node.marks ?? []).reduce<ReactNode>(
        (child, mark) => withMark(mark, child, key),
        node.text ?? '',
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'mention':
      return (
        <Mention
          key={key}
          kind={String(node.attrs?.kind ?? '')}
          id={String(node.attrs?.id ?? '')}
          label={mentionText(node)}
        />
      );
    case 'paragraph':
      return <p key={key}>{renderNodes(node.content, offset)}</p>;
    case 'heading': {
      const stored = Number(node.attrs?.level);
      const level = stored === 1 || stored === 3 ? stored : 2;
      // Under a page's own headings the text's move down, and look their new rank.
      const Tag = HEADING_TAGS[Math.min(5, level - 1 + offset)] ?? 'h6';
      return <Tag key={key}>{renderNodes(node.content, offset)}</Tag>;
    }
    case 'blockquote':
      return <blockquote key={key}>{renderNodes(node.content, offset)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{renderNodes(node.content, offset)}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return (
        <ol key={key} start={Number.isFinite(start) ? start : 1}>
          {renderNodes(node.content, offset)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{renderNodes(node.content, offset)}</li>;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'secret':
      // Marked for whoever reads it: the owner and editors, or a member it names.
      return (
        <div key={key} className="rich-text-secret" role="note" aria-label={secretLabel(node)}>
          <p className="rich-text-secret-label">{secretLabel(node)}</p>
          {renderNodes(node.content, offset)}
        </div>
      );
    default:
      return null;
  }
}

/** A mention as stored: what it points at, and the name it was written with. */
export type MentionAttrs = { kind: string; id: string; label: string };

/**
 * How mentions are shown: a provider above the view gives the current name, the link and the preview
 * (src/ui/mentions); without one a mention is its written name.
 */
export const MentionRendererContext = createContext<((mention: MentionAttrs) => ReactNode) | null>(null);

function Mention(mention: MentionAttrs) {
  const render = useContext(MentionRendererContext);
  return render === null ? <span className="mention">{mention.label}</span> : render(mention);
}

export type RichTextViewProps = {
  text: RichText | null;
  className?: string;
  /** Levels the text's headings move down (2 under a page's h1 and a chapter's h2). */
  headingOffset?: number;
};

/** A stored rich text, read-only, in the prose face. */
export function RichTextView({ text, className, headingOffset = 0 }: RichTextViewProps) {
  if (text === null) return null;
  return <div className={cn('rich-text', className)}>{renderNodes(text.doc.content, headingOffset)}</div>;
}
