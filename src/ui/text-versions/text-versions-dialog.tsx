import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { type DiffSegment, sideBySide, wordDiff } from '../../../common/text/word-diff';
import { VERSION_NAME_MAX } from '../../../common/workspace/operations/text-versions';
import type { TextVersionSummary } from '../../../common/workspace/store';
import { cn } from '../../lib/cn';
import { relativeTime } from '../../lib/relative-time';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog, DialogContent } from '../dialog';
import { DiffSegments } from '../diff-segments';
import { Field } from '../field';
import { Input } from '../input';
import { Skeleton } from '../skeleton';

const numberFormat = new Intl.NumberFormat('en-US');
const formatWordCount = (count: number) => `${numberFormat.format(count)} ${count === 1 ? 'word' : 'words'}`;

/** A read as TanStack Query answers it. */
type Read<T> = { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };

/**
 * Where one text's versions come from (a chapter's, a lore entry's content): hooks over src/data, the same
 * functions on every render, so this design-system dialog never talks to the network itself.
 */
export type TextVersionSource = {
  useVersions: () => Read<TextVersionSummary[]>;
  /** One version's words; nothing is read while `versionId` is null. */
  useVersionText: (versionId: string | null) => Read<string>;
  useSaveNamed: () => { mutateAsync: (name: string) => Promise<{ name: string }>; isPending: boolean };
};

export type TextVersionsDialogProps = {
  source: TextVersionSource;
  /** What is restored, in the confirmation: "The chapter's text", "The lore entry's content". */
  textLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text in the editor now, without formatting: what a version is compared with. */
  currentPlainText: string;
  /** Restores a version (saving what waits first); rejects with the writer's words. */
  onRestore: (versionId: string) => Promise<unknown>;
  /** Saves what the editor holds, before a version is kept with a name; rejects with the writer's words. */
  onSettle?: () => Promise<void>;
};

/** A version's name as listed: its own, or 'Automatic'. */
export const versionLabel = (version: Pick<TextVersionSummary, 'name' | 'isNamed'>) =>
  version.isNamed ? version.name : 'Automatic';

/** Checks a version's name as typed: the message to show, or null. */
export function versionNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Name the version';
  if (trimmed.length > VERSION_NAME_MAX)
    return `A version's name can be at most ${VERSION_NAME_MAX} characters`;
  return null;
}

/** 'Versions' of a long text (decision 037): keep one with a name, compare one, restore it. */
export function TextVersionsDialog({ isOpen, onOpenChange, ...props }: TextVersionsDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <TextVersionsPanel {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function TextVersionsPanel({
  source,
  textLabel,
  currentPlainText,
  onRestore,
  onSettle,
  onDone,
}: Omit<TextVersionsDialogProps, 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const versions = source.useVersions();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = versions.data?.find((version) => version.id === selectedId) ?? null;

  return (
    <DialogContent
      size="lg"
      className="sm:max-w-5xl"
      title="Versions"
      description="Kept automatically after a stretch of writing, or saved now with a name. Pick one to compare it with the current text."
    >
      <div className="flex flex-col gap-5">
        <SaveVersionForm source={source} onSettle={onSettle} />
        <section aria-labelledby="versions-list-heading" className="flex flex-col gap-2">
          <h3 id="versions-list-heading" className="text-sm font-semibold text-fg">
            Kept versions
          </h3>
          {versions.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : versions.data === undefined ? (
            <Alert>{versions.error?.message ?? 'The versions could not be read'}</Alert>
          ) : versions.data.length === 0 ? (
            <p className="text-sm text-fg-muted">
              No versions yet. One is kept when you come back to write after a break, or save one now.
            </p>
          ) : (
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {versions.data.map((version) => (
                <li key={version.id}>
                  <button
                    type="button"
                    aria-pressed={version.id === selectedId}
                    onClick={() => setSelectedId(version.id)}
                    className={cn(
                      'flex w-full flex-wrap items-baseline justify-between gap-x-4 rounded-md border border-transparent px-3 py-2 text-left text-sm hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      version.id === selectedId && 'border-border bg-surface-raised',
                    )}
                  >
                    <span className="font-medium text-fg">{versionLabel(version)}</span>
                    <span className="text-fg-muted">
                      <time dateTime={version.createdAt} title={new Date(version.createdAt).toLocaleString()}>
                        {relativeTime(version.createdAt)}
                      </time>
                      {' · '}
                      {formatWordCount(version.wordCount)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected === null ? null : (
          <VersionComparison
            key={selected.id}
            source={source}
            textLabel={textLabel}
            version={selected}
            currentPlainText={currentPlainText}
            onRestore={async () => {
              await onRestore(selected.id);
              onDone();
            }}
          />
        )}
      </div>
    </DialogContent>
  );
}

function SaveVersionForm({
  source,
  onSettle,
}: {
  source: TextVersionSource;
  onSettle: (() => Promise<void>) | undefined;
}) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const save = source.useSaveNamed();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const problem = versionNameProblem(name);
    if (problem !== null) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    try {
      await onSettle?.();
      const kept = await save.mutateAsync(name.trim());
      setSaved(`Saved “${kept.name}”.`);
      setName('');
    } catch (failure) {
      // The name stays as typed, to try again.
      setError(failure instanceof Error ? failure.message : 'The version could not be saved');
      inputRef.current?.focus();
    }
  }

  return (
    <form
      id={formId}
      noValidate
      aria-label="Save version"
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label="Version name" error={error} className="min-w-48 flex-1">
        <Input
          ref={inputRef}
          name="versionName"
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save version'}
      </Button>
      <p role="status" className="w-full text-sm text-fg-muted empty:hidden">
        {saved ?? ''}
      </p>
    </form>
  );
}

function Segments({ segments }: { segments: DiffSegment[] }) {
  return (
    <div className="max-h-80 overflow-y-auto rounded-md border border-border bg-bg p-3 text-sm leading-relaxed whitespace-pre-wrap text-fg">
      <DiffSegments segments={segments} />
    </div>
  );
}

function VersionComparison({
  source,
  textLabel,
  version,
  currentPlainText,
  onRestore,
}: {
  source: TextVersionSource;
  textLabel: string;
  version: TextVersionSummary;
  currentPlainText: string;
  onRestore: () => Promise<void>;
}) {
  const read = source.useVersionText(version.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const view = useMemo(() => {
    if (read.data === undefined) return null;
    return sideBySide(wordDiff(read.data, currentPlainText));
  }, [read.data, currentPlainText]);
  const label = versionLabel(version);

  return (
    <section aria-labelledby="version-compare-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="version-compare-heading" className="text-sm font-semibold text-fg">
          {label}, {relativeTime(version.createdAt).toLowerCase()}, compared with the current text
        </h3>
        <Button onClick={() => setIsConfirming(true)} disabled={read.data === undefined}>
          Restore this version
        </Button>
      </div>
      {read.isError ? <Alert>{read.error?.message ?? 'The version could not be read'}</Alert> : null}
      {view === null ? (
        read.isError ? null : (
          <Skeleton className="h-40 w-full" />
        )
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {view.removed === 0 && view.added === 0
              ? 'The same words as the current text.'
              : `${formatWordCount(view.removed)} only in this version, ${formatWordCount(view.added)} only in the current text.`}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1">
              <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">This version</h4>
              <Segments segments={view.left} />
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">Current text</h4>
              <Segments segments={view.right} />
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title="Restore this version?"
        message={`${textLabel} becomes “${label}”. The text it replaces is kept as a version, so you can go back to it.`}
        confirmLabel="Restore"
        confirmVariant="primary"
        pendingLabel="Restoring…"
        onConfirm={onRestore}
      />
    </section>
  );
}
