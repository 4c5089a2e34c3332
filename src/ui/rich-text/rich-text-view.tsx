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

/** What a walk carries: how far headings move down, and the next secret block's place in reading order. */
type Walk = { offset: number; secrets: { next: number } };

function renderNodes(nodes: readonly RichTextNode[] | undefined, walk: Walk): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, walk));
}

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderNode(node: RichTextNode, key: number, walk: Walk): ReactNode {
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
      return <p key={key}>{renderNodes(node.content, walk)}</p>;
    case 'heading': {
      const stored = Number(node.attrs?.level);
      const level = stored === 1 || stored === 3 ? stored : 2;
      // Under a page's own headings the text's move down, and look their new rank.
      const Tag = HEADING_TAGS[Math.min(5, level - 1 + walk.offset)] ?? 'h6';
      return <Tag key={key}>{renderNodes(node.content, walk)}</Tag>;
    }
    case 'blockquote':
      return <blockquote key={key}>{renderNodes(node.content, walk)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{renderNodes(node.content, walk)}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return (
        <ol key={key} start={Number.isFinite(start) ? start : 1}>
          {renderNodes(node.content, walk)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{renderNodes(node.content, walk)}</li>;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'secret': {
      // Counted before its content, as `secretBlocksOf` counts (common/workspace/secret-blocks.ts).
      const index = walk.secrets.next;
      walk.secrets.next += 1;
      return (
        <SecretBlock key={key} node={node} index={index}>
          {renderNodes(node.content, walk)}
        </SecretBlock>
      );
    }
    default:
      return null;
  }
}

/**
 * What a secret block offers beside its label, to whoever may change the text (Reveal, who reads it):
 * given the block's place among the text's secret blocks in reading order. Without a provider, nothing.
 */
export const SecretActionsContext = createContext<((index: number, node: RichTextNode) => ReactNode) | null>(
  null,
);

/** A secret block, marked for whoever reads it: the owner and editors, or a member it names. */
function SecretBlock({ node, index, children }: { node: RichTextNode; index: number; children: ReactNode }) {
  const actions = useContext(SecretActionsContext);
  return (
    <div className="rich-text-secret" role="note" aria-label={secretLabel(node)}>
      {actions === null ? (
        <p className="rich-text-secret-label">{secretLabel(node)}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="rich-text-secret-label">{secretLabel(node)}</p>
          <div className="flex flex-wrap items-center gap-1 font-sans">{actions(index, node)}</div>
        </div>
      )}
      {children}
    </div>
  );
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
  const walk: Walk = { offset: headingOffset, secrets: { next: 0 } };
  return <div className={cn('rich-text', className)}>{renderNodes(text.doc.content, walk)}</div>;
}
