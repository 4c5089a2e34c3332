import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { Button } from '../../../ui/button';

/**
 * "Comment" (on the selected passage; Ctrl+Alt+M from the text) and the panel's toggle with the count of
 * open threads. Comment stays in the tab order while nothing is selected, and says what it needs.
 */
export function ChapterCommentButtons({
  canComment,
  canStart,
  isOpen,
  openCount,
  onStart,
  onToggle,
}: {
  canComment: boolean;
  canStart: boolean;
  isOpen: boolean;
  openCount: number;
  onStart: () => void;
  onToggle: () => void;
}) {
  return (
    <>
      {canComment ? (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={!canStart}
          title={
            canStart ? 'Comment on the selected passage (Ctrl+Alt+M)' : 'Select a passage to comment on it'
          }
          onMouseDown={(event) => event.preventDefault()}
          onClick={onStart}
          className={canStart ? undefined : 'opacity-60'}
        >
          <MessageSquarePlus aria-hidden="true" />
          Comment
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" aria-expanded={isOpen} onClick={onToggle}>
        <MessagesSquare aria-hidden="true" />
        {openCount > 0 ? `Comments (${openCount})` : 'Comments'}
      </Button>
    </>
  );
}
