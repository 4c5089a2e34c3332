import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TrashEntry } from '../../../common/api/trash';
import { useDeleteTrashEntry, useEmptyTrash, useRestoreTrashEntry, useTrash } from '../../data/trash';
import { relativeTime } from '../../lib/relative-time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { expiresLabel, retentionSentence } from './trash-labels';

type Outcome = { tone: 'done'; message: string } | { tone: 'failed'; message: string } | null;

function TrashRow({
  entry,
  onRestore,
  onDeleteForever,
  isBusy,
}: {
  entry: TrashEntry;
  onRestore: () => void;
  onDeleteForever: () => void;
  isBusy: boolean;
}) {
  const deleted = new Date(entry.deletedAt);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 font-medium break-words text-fg">{entry.label}</h2>
          <Badge>{entry.kindLabel}</Badge>
        </div>
        <p className="text-sm text-fg-muted">
          Deleted{' '}
          <time dateTime={entry.deletedAt} title={deleted.toLocaleString()}>
            {relativeTime(entry.deletedAt).toLowerCase()}
          </time>
          {entry.contents === '' ? null : <> · {entry.contents}</>}
        </p>
        <p className="text-xs text-fg-muted">{expiresLabel(entry.expiresAt)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={isBusy}
          aria-label={`Restore ${entry.label}`}
          onClick={onRestore}
        >
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={isBusy}
          aria-label={`Delete ${entry.label} forever`}
          onClick={onDeleteForever}
        >
          <Trash2 aria-hidden="true" />
          Delete forever
        </Button>
      </div>
    </li>
  );
}

/** `/trash` (decision 038): what deletes moved aside, restored whole or deleted for good. */
export default function TrashPage() {
  useDocumentTitle('Trash');
  const trash = useTrash();
  const restore = useRestoreTrashEntry();
  const deleteForever = useDeleteTrashEntry();
  const empty = useEmptyTrash();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [forever, setForever] = useState<TrashEntry | null>(null);
  const [isEmptying, setIsEmptying] = useState(false);
  const entries = trash.data?.entries ?? [];

  async function handleRestore(entry: TrashEntry) {
    setOutcome(null);
    try {
      const restored = await restore.mutateAsync(entry.id);
      // What held its ids since stepped aside into the Trash, restorable in turn (decision 050).
      const setAside =
        restored.setAsideEntryId === undefined
          ? ''
          : ' What held the same ids since is in the Trash as “Set aside to restore …”.';
      setOutcome({ tone: 'done', message: `“${restored.label}” restored.${setAside}` });
    } catch (error) {
      setOutcome({
        tone: 'failed',
        message: error instanceof Error ? error.message : 'It could not be restored. Try again.',
      });
    }
  }

  const header = (
    <PageHeader
      title="Trash"
      description={trash.data === undefined ? undefined : retentionSentence(trash.data.retentionDays)}
      actions={
        entries.length === 0 ? null : (
          <Button variant="danger" onClick={() => setIsEmptying(true)}>
            <Trash2 aria-hidden="true" />
            Empty trash
          </Button>
        )
      }
    />
  );

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      {header}
      <p role="status" className="text-sm text-accent-text empty:hidden">
        {outcome?.tone === 'done' ? outcome.message : ''}
      </p>
      {outcome?.tone === 'failed' ? <Alert>{outcome.message}</Alert> : null}
      {trash.isPending ? (
        <LoadingBlock label="Loading the Trash" />
      ) : trash.isError ? (
        <ListPageError message={trash.error.message} onRetry={() => void trash.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<Trash2 aria-hidden="true" className="size-8" />}
          title="The Trash is empty"
          description={
            <>
              What you delete comes here, so you can restore it.{' '}
              <Link to="/settings" className="text-accent-text underline underline-offset-2">
                Choose how long it stays
              </Link>
              .
            </>
          }
        />
      ) : (
        <ul
          aria-label="Deleted items"
          className="divide-y divide-border rounded-xl border border-border bg-surface"
        >
          {entries.map((entry) => (
            <TrashRow
              key={entry.id}
              entry={entry}
              isBusy={restore.isPending}
              onRestore={() => void handleRestore(entry)}
              onDeleteForever={() => setForever(entry)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={forever !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setForever(null);
        }}
        title={`Delete “${forever?.label ?? ''}” forever?`}
        message="It and everything that went with it are deleted for good. This cannot be undone."
        confirmLabel="Delete forever"
        pendingLabel="Deleting…"
        failureMessage="Not deleted."
        onConfirm={async () => {
          if (forever === null) return;
          await deleteForever.mutateAsync(forever.id);
          setOutcome({ tone: 'done', message: `“${forever.label}” deleted for good.` });
        }}
      />
      <ConfirmDialog
        isOpen={isEmptying}
        onOpenChange={setIsEmptying}
        title="Empty the Trash?"
        message={`${entries.length === 1 ? 'The 1 item' : `All ${entries.length} items`} in the Trash, and everything that went with them, are deleted for good. This cannot be undone.`}
        confirmLabel="Empty trash"
        pendingLabel="Emptying…"
        failureMessage="Not emptied."
        onConfirm={async () => {
          await empty.mutateAsync();
          setOutcome({ tone: 'done', message: 'The Trash is empty.' });
        }}
      />
    </div>
  );
}
