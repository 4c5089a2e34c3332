import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NovelDetail } from '../../../../common/domain/novel';
import { useDeletePlan } from '../../../data/delete-plan';
import { useDeleteNovel } from '../../../data/novels';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';

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
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Trash2 aria-hidden="true" />
          Delete Novel
        </Button>
      </DialogTrigger>
      {isOpen ? <DeleteNovelConfirmation novel={novel} onDeleting={onDeleting} /> : null}
    </Dialog>
  );
}

function DeleteNovelConfirmation({ novel, onDeleting }: DeleteNovelButtonProps) {
  const navigate = useNavigate();
  const plan = useDeletePlan('novel', novel.id, true);
  const deleteNovel = useDeleteNovel();
  const [failure, setFailure] = useState<string | null>(null);
  const isRefused = plan.data?.isRefused === true;
  const canDelete = plan.isSuccess && !isRefused && !deleteNovel.isPending;

  async function handleDelete() {
    setFailure(null);
    onDeleting(true);
    try {
      await deleteNovel.mutateAsync(novel.id);
      navigate('/novels', { replace: true });
    } catch (error) {
      onDeleting(false);
      setFailure(error instanceof Error ? error.message : 'The novel could not be deleted.');
    }
  }

  return (
    <DialogContent
      role="alertdialog"
      size="sm"
      title={`Delete "${novel.title}"?`}
      description="The novel and everything written in it are deleted. This cannot be undone."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={!canDelete} onClick={handleDelete}>
            {deleteNovel.isPending ? 'Deleting…' : 'Delete Novel'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        {plan.isPending ? (
          <p role="status" className="flex items-center gap-2 text-fg-muted">
            <Spinner />
            Checking what goes with it…
          </p>
        ) : null}
        {plan.isError ? <Alert>{plan.error.message}</Alert> : null}
        {plan.data && !isRefused ? <p className="text-fg">{plan.data.summary}</p> : null}
        {plan.data && isRefused ? <Alert>{plan.data.summary}</Alert> : null}
        {failure ? <Alert>{failure}</Alert> : null}
      </div>
    </DialogContent>
  );
}
