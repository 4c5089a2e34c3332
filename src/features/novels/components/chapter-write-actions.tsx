import { History, Maximize2, Minimize2 } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ChapterCommentButtons } from './chapter-comment-buttons';

type CommentButtons = Parameters<typeof ChapterCommentButtons>[0];

/** The writing view's actions: Versions, focus mode, and the comment buttons (focus mode keeps only its own). */
export function ChapterWriteActions({
  isFocusMode,
  canOpenVersions,
  onOpenVersions,
  onToggleFocus,
  comments,
}: {
  isFocusMode: boolean;
  canOpenVersions: boolean;
  onOpenVersions: () => void;
  onToggleFocus: () => void;
  comments: CommentButtons;
}) {
  const FocusIcon = isFocusMode ? Minimize2 : Maximize2;
  return (
    <div className="flex flex-wrap gap-2">
      {isFocusMode ? null : (
        <Button variant="secondary" size="sm" onClick={onOpenVersions} disabled={!canOpenVersions}>
          <History aria-hidden="true" />
          Versions
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={isFocusMode}
        onClick={onToggleFocus}
        title={isFocusMode ? 'Leave focus mode (Escape)' : 'Focus mode'}
      >
        <FocusIcon aria-hidden="true" />
        {isFocusMode ? 'Leave focus mode' : 'Focus mode'}
      </Button>
      {isFocusMode ? null : <ChapterCommentButtons {...comments} />}
    </div>
  );
}
