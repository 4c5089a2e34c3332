import { Users } from 'lucide-react';
import type { AutosaveStatus } from '../../../data/autosave-state';
import { formatWordCount } from '../model/novel-format';
import { DayProgress } from './day-progress';
import { SaveStatus } from './save-status';

/**
 * The line under a chapter's title: its words, its save state, and today's progress. Written together
 * (decision 086), the save state is the shared text's and the line says the text is shared; with others
 * here but the shared text out of reach, it says the page writes alone meanwhile. Alone, it is as it was.
 */
export function ChapterWriteStatus({
  novelId,
  wordCount,
  status,
  message,
  together,
}: {
  novelId: string;
  wordCount: number;
  status: AutosaveStatus;
  message: string | null;
  together: 'on' | 'unreachable' | 'off';
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border pb-2">
      <p className="text-sm text-fg-muted tabular-nums">{formatWordCount(wordCount)}</p>
      <SaveStatus status={status} message={message} />
      {together === 'on' ? (
        <p
          className="inline-flex items-center gap-1.5 text-sm text-fg-muted"
          title="Others who have this chapter open see your caret and your words as you type"
        >
          <Users aria-hidden="true" className="size-4" />
          Writing together
        </p>
      ) : null}
      {together === 'unreachable' ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
          <Users aria-hidden="true" className="size-4" />
          Writing alone — others' words arrive when the connection is back
        </p>
      ) : null}
      <DayProgress novelId={novelId} className="sm:ml-auto" />
    </div>
  );
}
