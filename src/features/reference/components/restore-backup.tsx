import { History } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { IMPORT_REQUEST_MAX_BYTES } from '../../../../common/api/import';
import {
  useBackupZipPreview,
  useImportPreview,
  useImportWorkspace,
  useRestoreBackupZip,
} from '../../../data/import-workspace';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import {
  fileProblems,
  importRequest,
  previewNotes,
  reportProblems,
  requestSizeProblem,
  type ShownProblem,
} from '../model/import-form';
import type { ParsedImport } from '../model/import-records';
import {
  backupDate,
  RESTORE_HINT,
  type RestoreChanges,
  readBackupFile,
  restoreChanges,
  restoredMessage,
} from '../model/restore-backup';
import { FileField } from './file-field';

const REPLACE = { replaceExisting: true, skipDuplicates: false } as const;

const isZipName = (name: string) => name.toLowerCase().endsWith('.zip');

type Preview = {
  fileName: string;
  date: string;
  parsed: ParsedImport;
  changes: RestoreChanges;
  notCarried: string[];
  trashNote: string | null;
  problems: ShownProblem[];
  /** A `.zip` larger than one import request: sent as it is to the backup door (decision 069). */
  zipFile: File | null;
};

const changeLists = [
  { key: 'replaced', label: 'Replaced by the backup’s copy' },
  { key: 'removed', label: 'Removed: the backup does not hold them' },
  { key: 'added', label: 'Added from the backup' },
] as const;

/**
 * Beside the spec's import form: restore the workspace from a backup file (issue 26 item 6, decision
 * 065). The file is read here, the server previews the replacing import without writing, the preview
 * says what will be replaced, removed and added, and only 'Restore this backup' writes — in one
 * transaction, its Undo in the notices and what it replaced in the Trash.
 */
export function RestoreBackup({
  requestMaxBytes = IMPORT_REQUEST_MAX_BYTES,
}: {
  /** What one import request may carry (the server's IMPORT_REQUEST_MAX_MB); tests make it small. */
  requestMaxBytes?: number;
} = {}) {
  const inputId = useId();
  const previewHeadingId = useId();
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [isReading, setIsReading] = useState(false);
  const previewImport = useImportPreview();
  const runImport = useImportWorkspace();
  const previewZip = useBackupZipPreview();
  const restoreZip = useRestoreBackupZip();

  useEffect(() => {
    if (preview) previewHeadingRef.current?.focus();
  }, [preview]);

  function reset() {
    setPreview(null);
    setError(null);
    setMessage(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    if (!file) {
      setError('Choose a backup file to restore');
      return;
    }
    setIsReading(true);
    try {
      const reading = readBackupFile(file.name, new Uint8Array(await file.arrayBuffer()));
      if (!reading.ok) {
        setError(reading.error);
        return;
      }
      const { parsed } = reading;
      const base = { fileName: file.name, date: backupDate(reading.exportedAt), parsed };
      const none = { replaced: [], removed: [], added: [] };
      if (parsed.problems.length > 0) {
        const problems = fileProblems(parsed.problems);
        setPreview({ ...base, changes: none, notCarried: [], trashNote: null, problems, zipFile: null });
        return;
      }
      const request = importRequest(parsed, REPLACE, true);
      const sizeProblem = requestSizeProblem(
        file.name,
        new Blob([JSON.stringify(request)]).size,
        requestMaxBytes,
      );
      // A backup .zip too large for one request goes as it is, read by the server from a file.
      const zipFile = sizeProblem !== null && isZipName(file.name) ? file : null;
      if (sizeProblem !== null && zipFile === null) {
        setError(sizeProblem);
        return;
      }
      const report =
        zipFile === null ? await previewImport.mutateAsync(request) : await previewZip.mutateAsync(zipFile);
      const notes = previewNotes(report, REPLACE);
      setPreview({
        ...base,
        changes: restoreChanges(report, parsed),
        notCarried: notes.notCarried,
        trashNote: notes.replacing,
        problems: reportProblems(report, parsed),
        zipFile,
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The file could not be read');
    } finally {
      setIsReading(false);
    }
  }

  async function handleConfirm() {
    if (!preview) return;
    setError(null);
    try {
      if (preview.zipFile === null)
        await runImport.mutateAsync(importRequest(preview.parsed, REPLACE, false));
      else await restoreZip.mutateAsync(preview.zipFile);
      setMessage(restoredMessage(preview.fileName));
      setPreview(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Nothing was restored. Try again.');
    }
  }

  const hasProblems = (preview?.problems.length ?? 0) > 0;
  const isRestoring = runImport.isPending || restoreZip.isPending;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="restore-backup-heading">Restore a backup</CardTitle>
        <p className="text-sm text-fg-muted">
          Replace the whole workspace with a backup made by Export. You see what will be replaced before
          anything changes, and what it replaces goes to the Trash.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          aria-labelledby="restore-backup-heading"
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
        >
          <FileField
            id={inputId}
            label="Backup file"
            hint={RESTORE_HINT}
            accept=".zip,.json,application/zip,application/json"
            className="flex min-w-0 flex-1 flex-col gap-1.5"
            onFile={(chosen) => {
              setFile(chosen);
              reset();
            }}
          />
          <Button type="submit" variant="secondary" disabled={isReading || isRestoring}>
            <History aria-hidden="true" />
            {isReading ? 'Checking…' : 'Preview restore'}
          </Button>
        </form>
        {error ? <Alert>{error}</Alert> : null}
        <p role="status" className="text-sm text-accent-text empty:hidden">
          {message}
        </p>
        {preview ? (
          <section
            aria-labelledby={previewHeadingId}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface-sunken p-4"
          >
            <h3
              id={previewHeadingId}
              ref={previewHeadingRef}
              tabIndex={-1}
              className="text-base font-semibold text-fg"
            >
              Restore preview
            </h3>
            <p className="text-sm text-fg">
              "{preview.fileName}", a backup {preview.date}, replaces the workspace:
            </p>
            {hasProblems ? null : (
              <>
                {changeLists.map(({ key, label }) => (
                  <div key={key} className="flex flex-col gap-1">
                    <h4 id={`${previewHeadingId}-${key}`} className="text-sm font-semibold text-fg">
                      {label}
                    </h4>
                    {preview.changes[key].length === 0 ? (
                      <p className="text-sm text-fg-muted">Nothing</p>
                    ) : (
                      <ul
                        aria-labelledby={`${previewHeadingId}-${key}`}
                        className="list-disc pl-5 text-sm text-fg"
                      >
                        {preview.changes[key].map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
                {preview.trashNote !== null ? (
                  <p className="text-sm text-fg-muted">{preview.trashNote}</p>
                ) : null}
                {preview.notCarried.length > 0 ? (
                  <div className="flex flex-col gap-1">
                    <h4 id={`${previewHeadingId}-missing`} className="text-sm font-semibold text-fg">
                      Not in this file
                    </h4>
                    <ul
                      aria-labelledby={`${previewHeadingId}-missing`}
                      className="list-disc pl-5 text-sm text-fg-muted"
                    >
                      {preview.notCarried.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </>
            )}
            {hasProblems ? (
              <>
                <h4 className="text-sm font-semibold text-tone-red-fg">
                  Nothing will be restored: the backup has{' '}
                  {preview.problems.length === 1 ? 'a problem' : `${preview.problems.length} problems`}
                </h4>
                <ul
                  aria-label="Restore problems"
                  className="flex max-h-64 flex-col gap-1 overflow-y-auto text-sm"
                >
                  {preview.problems.map((problem) => (
                    <li key={problem.key} className="rounded-md bg-tone-red-bg px-2 py-1 text-tone-red-fg">
                      <span className="font-medium">{problem.place}:</span> {problem.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {hasProblems ? null : (
                <Button type="button" onClick={handleConfirm} disabled={isRestoring}>
                  {isRestoring ? 'Restoring…' : 'Restore this backup'}
                </Button>
              )}
              <Button type="button" variant="secondary" onClick={reset}>
                Cancel
              </Button>
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
