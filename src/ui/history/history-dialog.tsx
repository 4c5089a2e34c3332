import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeDetail, ChangeSummary } from '../../../common/api/history';
import { diffFields, type FieldChange } from '../../../common/history/field-diff';
import { cn } from '../../lib/cn';
import { relativeTime } from '../../lib/relative-time';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog, DialogContent } from '../dialog';
import { DiffSegments } from '../diff-segments';
import { LoadingBlock } from '../loading-block';
import { changeTitle, documentOnlyLine, fieldsLine } from './history-format';
import type { HistoryServices } from './history-services';

// The History dialog (decision 039): a record's changes newest first, drawn a screenful at a time so
// ten thousand open as fast as ten, and for the one picked what it changed field by field, with
// "Restore this version" (the entity as the change left it) and "Restore the version before".

const ROW_HEIGHT = 60;

export type HistoryDialogProps = {
  services: HistoryServices;
  recordId: string;
  /** Only the changes of this one part of the record. */
  entityId?: string | undefined;
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function HistoryDialog({
  services,
  recordId,
  entityId,
  name,
  isOpen,
  onOpenChange,
}: HistoryDialogProps) {
  const history = services.useRecordHistory(recordId, entityId);
  const changes = useMemo(() => history.data?.pages.flatMap((page) => page.changes) ?? [], [history.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId ?? changes[0]?.id ?? null;

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={`History of ${name}`}
        description="Every change, newest first. Restoring a version is itself a new change."
        size="lg"
        className="max-w-5xl"
      >
        {history.isPending ? (
          <LoadingBlock label="Loading history…" />
        ) : history.isError ? (
          <Alert tone="danger">{history.error?.message ?? 'The history could not be read.'}</Alert>
        ) : changes.length === 0 ? (
          <p className="text-sm text-fg-muted">No changes yet. Edits made from now on are listed here.</p>
        ) : (
          <div className="grid min-h-0 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ChangeList
              changes={changes}
              selectedId={selected}
              onSelect={setSelectedId}
              hasMore={history.hasNextPage}
              isLoadingMore={history.isFetchingNextPage}
              onLoadMore={() => void history.fetchNextPage()}
            />
            {selected === null ? null : <ChangeView key={selected} services={services} id={selected} />}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

type ChangeListProps = {
  changes: ChangeSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

function ChangeList({ changes, selectedId, onSelect, hasMore, isLoadingMore, onLoadMore }: ChangeListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: changes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Until the list is measured, a screenful is drawn.
    initialRect: { width: 400, height: 10 * ROW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  // Scrolled near the end: the next older page is read.
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= changes.length - 5) onLoadMore();
  }, [hasMore, isLoadingMore, lastIndex, changes.length, onLoadMore]);

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <section
        ref={scrollRef}
        className="max-h-[35vh] overflow-y-auto rounded-lg border border-border md:max-h-[60vh]"
        aria-label="Changes"
      >
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const change = changes[item.index];
            if (change === undefined) return null;
            const isSelected = change.id === selectedId;
            return (
              <li
                key={change.id}
                className="absolute top-0 left-0 w-full"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <button
                  type="button"
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => onSelect(change.id)}
                  className={cn(
                    'flex h-full w-full flex-col justify-center gap-0.5 border-border border-b px-3 text-left hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
                    isSelected && 'bg-surface-raised',
                  )}
                >
                  <span className="truncate text-sm font-medium text-fg">{changeTitle(change)}</span>
                  <span className="truncate text-xs text-fg-muted">
                    <time dateTime={change.at} title={new Date(change.at).toLocaleString()}>
                      {relativeTime(change.at)}
                    </time>
                    {change.fields.length > 0 ? ` · ${fieldsLine(change.fields)}` : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {hasMore ? (
        <Button variant="ghost" size="sm" onClick={onLoadMore} disabled={isLoadingMore}>
          {isLoadingMore ? 'Loading older changes…' : 'Load older changes'}
        </Button>
      ) : null}
    </div>
  );
}

function ChangeView({ services, id }: { services: HistoryServices; id: string }) {
  const change = services.useChange(id);
  const restore = services.useRestoreChange();
  const [side, setSide] = useState<'before' | 'after' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fields = useMemo(
    () => (change.data === undefined ? [] : diffFields(change.data.before, change.data.after)),
    [change.data],
  );

  if (change.isPending) return <LoadingBlock label="Loading the change…" />;
  if (change.isError || change.data === undefined) {
    return <Alert tone="danger">{change.error?.message ?? 'The change could not be read.'}</Alert>;
  }
  const detail = change.data;

  return (
    <section
      aria-label="What changed"
      className="flex min-h-0 flex-col gap-3 overflow-y-auto md:max-h-[60vh]"
    >
      <div>
        <h3 className="text-base font-semibold text-fg">{changeTitle(detail)}</h3>
        <p className="text-xs text-fg-muted">
          {new Date(detail.at).toLocaleString()} · {detail.action}
        </p>
      </div>
      <FieldChanges detail={detail} fields={fields} />
      {notice === null ? null : (
        <p role="status" className="text-sm text-fg">
          {notice}
        </p>
      )}
      {detail.isRestorable ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={detail.after === null} onClick={() => setSide('after')}>
            Restore this version
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={detail.before === null}
            onClick={() => setSide('before')}
          >
            Restore the version before
          </Button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          {detail.entityKind === 'chapter-text'
            ? "A chapter's text is restored from its Versions, in the writing view."
            : 'Many rows changed at once are kept as counts: this change cannot be restored here.'}
        </p>
      )}
      <ConfirmDialog
        isOpen={side !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setSide(null);
        }}
        title={side === 'before' ? 'Restore the version before?' : 'Restore this version?'}
        message={`“${detail.name || 'This'}” goes back to how it was ${side === 'before' ? 'before' : 'after'} this change. What it holds now stays in its history, so you can undo the restore the same way.`}
        confirmLabel="Restore"
        pendingLabel="Restoring…"
        failureMessage="Not restored."
        onConfirm={async () => {
          await restore.mutateAsync({ id: detail.id, side: side ?? 'after' });
          setNotice('Restored. The restore is the newest change in the list.');
        }}
      />
    </section>
  );
}

function FieldChanges({ detail, fields }: { detail: ChangeDetail; fields: FieldChange[] }) {
  if (fields.length === 0) {
    const isDocumentOnly = detail.count === undefined && detail.fields.length > 0;
    return (
      <p className="text-sm text-fg-muted">
        {isDocumentOnly
          ? documentOnlyLine(detail.fields)
          : detail.count === undefined
            ? 'No field changed.'
            : ''}
      </p>
    );
  }
  return (
    <dl className="flex flex-col gap-3">
      {fields.map((field) => (
        <div key={field.field} className="flex flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{field.label}</dt>
          <dd className="text-sm break-words text-fg">
            {field.words !== undefined ? (
              <WordDiff words={field.words} />
            ) : (
              <span>
                <del className="rounded-sm bg-tone-red-bg px-1 text-tone-red-fg line-through">
                  <span className="sr-only">[was: </span>
                  {field.before === '' ? '(empty)' : field.before}
                  <span className="sr-only">]</span>
                </del>
                <span aria-hidden> → </span>
                <ins className="rounded-sm bg-tone-green-bg px-1 text-tone-green-fg no-underline">
                  <span className="sr-only">[now: </span>
                  {field.after === '' ? '(empty)' : field.after}
                  <span className="sr-only">]</span>
                </ins>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function WordDiff({ words }: { words: NonNullable<FieldChange['words']> }) {
  return (
    <span className="whitespace-pre-wrap">
      <DiffSegments segments={words} />
    </span>
  );
}
