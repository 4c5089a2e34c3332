import type { RichText } from '../../../../common/text/rich-text';
import type { ChapterTextView } from '../../../../common/workspace/chapter-text';
import { Button } from '../../../ui/button';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';

export type ChapterConflictProps = {
  current: ChapterTextView;
  onKeepMine: () => void;
  onUseTheirs: () => void;
};

/**
 * The chapter was saved elsewhere (another tab, another device) since this view read it: both
 * versions are on screen (mine in the editor, theirs here) and nothing is saved until the writer chooses.
 */
export function ChapterConflict({ current, onKeepMine, onUseTheirs }: ChapterConflictProps) {
  const theirs: RichText | null = current.text;
  return (
    <section
      aria-labelledby="conflict-heading"
      className="flex flex-col gap-3 rounded-xl border border-danger/50 bg-surface p-4"
    >
      <h2 id="conflict-heading" className="text-base font-semibold text-fg">
        This chapter was changed elsewhere
      </h2>
      <p className="text-sm text-fg-muted">
        Your text is kept and nothing is saved until you choose. Keep mine saves your text (in the editor)
        over the other version; Use theirs replaces your text with the version below.
      </p>
      <div className="max-h-64 overflow-auto rounded-lg border border-border bg-surface-sunken p-3">
        <p className="mb-2 text-xs font-medium tracking-wide text-fg-muted uppercase">
          Their version ({current.wordCount.toLocaleString('en-US')} words)
        </p>
        {theirs === null ? <p className="text-sm text-fg-muted">No text.</p> : <RichTextView text={theirs} />}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onUseTheirs}>
          Use theirs
        </Button>
        <Button onClick={onKeepMine}>Keep mine</Button>
      </div>
    </section>
  );
}
