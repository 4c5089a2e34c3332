import { plainTextOf } from '../../../../common/text/plain-text';
import type { RichText } from '../../../../common/text/rich-text';
import type { SecretChange } from '../../../../common/workspace/secret-blocks';
import { secretBlocksOf } from '../../../../common/workspace/secret-blocks';
import { secretLabel } from '../../../ui/rich-text/rich-text-view';
import { SecretBlockActions, type SecretReader } from '../../../ui/secret-block-actions';

/** A block has no id: its place in reading order is what the server's route names, and its key. */
const keyOf = (index: number) => `secret-${index}`;

/** How much of a secret's words its row shows. */
const EXCERPT_CHARS = 90;

export type ChapterSecretsProps = {
  text: RichText | null;
  /** The members who can be named as readers (players and readers). */
  readers: readonly SecretReader[];
  onChange: (index: number, change: SecretChange) => Promise<unknown>;
};

/**
 * The secret blocks of a chapter's text, each with Reveal and "Who reads this" (decision 104), for an
 * editor reading a shared chapter: the text itself stays read-only, so the actions sit beside it, one row
 * a block in reading order, each opening with its first words. Nothing when the text has no secret.
 */
export function ChapterSecrets({ text, readers, onChange }: ChapterSecretsProps) {
  const blocks = secretBlocksOf(text?.doc.content);
  if (blocks.length === 0) return null;
  return (
    <section
      aria-labelledby="chapter-secrets-heading"
      className="flex flex-col gap-2 border-t border-border pt-3"
    >
      <h2 id="chapter-secrets-heading" className="text-base font-semibold text-fg">
        Secrets in this chapter
      </h2>
      <ol className="flex flex-col gap-2">
        {blocks.map((node, index) => {
          const words = plainTextOf({ type: 'doc', content: node.content ?? [] })
            .replace(/\s+/g, ' ')
            .trim();
          const excerpt = words.length > EXCERPT_CHARS ? `${words.slice(0, EXCERPT_CHARS - 1)}…` : words;
          return (
            <li
              key={keyOf(index)}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-2"
            >
              <p className="text-xs font-medium text-muted">{secretLabel(node)}</p>
              <p className="text-sm break-words text-fg">{excerpt === '' ? 'An empty secret' : excerpt}</p>
              <div className="flex flex-wrap items-center gap-2">
                <SecretBlockActions
                  node={node}
                  readers={readers}
                  onChange={(change) => onChange(index, change)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
