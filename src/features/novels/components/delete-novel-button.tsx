import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NovelDetail } from '../../../../common/domain/novel';
import { useDeletePlan } from '../../../data/delete-plan';
import { useDeleteNovel } from '../../../data/novels';
import { Button } from '../../../ui/button';
import { RecordDeleteDialog } from '../../../ui/record-delete-dialog';
import { useTrashSentence } from '../../../ui/trash-retention';

export type DeleteNovelButtonProps = {
  novel: NovelDetail;
  /** Told when the delete starts (true) and if it is refused (false), so the page can wait for the list. */
  onDeleting: (isDeleting: boolean) => void;
};

/**
 * The header's 'Delete Novel': a confirmation naming the novel and what goes with it (the data API's
 * delete plan, asked when it opens), then the delete and the way back to the novels list. A refused
 * delete says why and cannot be confirmed.
 */
export function DeleteNovelButton({ novel, onDeleting }: DeleteNovelButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const plan = useDeletePlan('novel', novel.id, isOpen);
  const deleteNovel = useDeleteNovel();
  const trashSentence = useTrashSentence();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete Novel
      </Button>
      <RecordDeleteDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        name={novel.title}
        message={`The novel and everything written in it are deleted. ${trashSentence}`}
        confirmLabel="Delete Novel"
        plan={plan}
        onDelete={() => deleteNovel.mutateAsync(novel.id)}
        onDeletingChange={onDeleting}
        onDeleted={() => navigate('/novels', { replace: true })}
      />
    </>
  );
}
