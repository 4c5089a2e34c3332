import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { NovelDetail } from '../../../../common/domain/novel';
import {
  type CharacterMovePlan,
  useCharacterMove,
  useMoveCharacters,
  useUndoCharacterMove,
} from '../../../data/character-move';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  movedMessage,
  moveOfferLabel,
  moveOfferNotice,
  moveStepLine,
  undoneMessage,
} from '../model/character-move-words';

/**
 * On a novel's Characters tab, once the novel is in a universe and some of its characters are still
 * its own: an offer to move them in, a dialog saying what will happen to each, and an Undo once done.
 */
export function CharacterMoveOffer({ novel }: { novel: NovelDetail }) {
  const isInUniverse = typeof novel.universeId === 'string' && novel.universeId !== '';
  const plan = useCharacterMove(novel.id, novel.universeId ?? undefined, novel.characters.length > 0);
  const move = useMoveCharacters();
  const undo = useUndoCharacterMove();
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState<CharacterMovePlan | undefined>();
  const [said, setSaid] = useState<string | undefined>();
  const [undoFailure, setUndoFailure] = useState<string | undefined>();

  async function handleMove() {
    const result = await move.mutateAsync(novel.id);
    setSaid(undefined);
    setDone(result);
  }

  async function handleUndo(moved: CharacterMovePlan) {
    setUndoFailure(undefined);
    try {
      const result = await undo.mutateAsync({ novelId: novel.id, steps: moved.steps });
      setDone(undefined);
      setSaid(undoneMessage(result.undone, result.kept));
    } catch (error) {
      setUndoFailure(`Not undone. ${error instanceof Error ? error.message : ''}`.trim());
    }
  }

  const offered = plan.data;
  const hasOffer = isInUniverse && offered !== undefined && offered.steps.length > 0 && done === undefined;
  return (
    <>
      {done === undefined ? null : (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised p-4 text-sm text-fg"
        >
          <span>{movedMessage(done)}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleUndo(done)}
            disabled={undo.isPending}
          >
            <Undo2 aria-hidden="true" />
            {undo.isPending ? 'Undoing…' : 'Undo'}
          </Button>
        </div>
      )}
      {undoFailure === undefined ? null : <Alert>{undoFailure}</Alert>}
      {said === undefined ? null : (
        <p role="status" className="text-sm text-fg-muted">
          {said}
        </p>
      )}
      {hasOffer ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-4">
          <p className="max-w-prose text-sm text-fg-muted">{moveOfferNotice(offered)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="h-auto max-w-full justify-start whitespace-normal py-1.5 text-left"
            onClick={() => setIsOpen(true)}
          >
            {moveOfferLabel(offered)}
          </Button>
        </div>
      ) : null}
      {offered === undefined ? null : (
        <ConfirmDialog
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          title={`${moveOfferLabel(offered)}?`}
          message="Each becomes one character wherever it appears. You can undo this right after."
          confirmLabel="Move characters"
          confirmVariant="primary"
          pendingLabel="Moving…"
          failureMessage="Not moved."
          onConfirm={handleMove}
        >
          <ul className="list-disc space-y-1 pl-5">
            {offered.steps.map((step) => (
              <li key={step.partId}>{moveStepLine(step, offered.universeName)}</li>
            ))}
          </ul>
          {offered.kept.length === 0 ? null : (
            <>
              <p className="font-medium">Staying as they are:</p>
              <ul className="list-disc space-y-1 pl-5">
                {offered.kept.map((kept) => (
                  <li key={kept.partId}>{kept.reason}</li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
