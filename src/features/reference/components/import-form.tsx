import { Upload } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useImportPreview, useImportWorkspace } from '../../../data/import-workspace';
import { useIsImportUndone } from '../../../data/trash-notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import {
  type AlsoRow,
  checkImportFile,
  fileProblems,
  IMPORT_HINT,
  type ImportOptions,
  importDoneMessage,
  importRequest,
  isEmptyImport,
  type PreviewRow,
  parseImportFile,
  parseImportZip,
  previewAlsoRows,
  previewNotes,
  previewRows,
  reportProblems,
  requestSizeProblem,
  type ShownProblem,
} from '../model/import-form';
import type { ImportSchemaTable, ParsedImport } from '../model/import-records';
import { vaultNotCarried } from '../model/markdown-vault';
import { FileField } from './file-field';
import { ImportPreview } from './import-preview';
import { VaultFolders } from './vault-folders';

type ImportFormProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The References tables' columns and types, by which CSV and SQL values are read. */
  schema: readonly ImportSchemaTable[];
};

type Preview = {
  fileName: string;
  parsed: ParsedImport;
  rows: PreviewRow[];
  also?: AlsoRow[];
  notes?: ReturnType<typeof previewNotes>;
  problems: ShownProblem[];
};

/**
 * The import form of the spec. 'Import Data' reads the file in the browser (JSON, CSV or SQL; SQL is
 * parsed, never run), asks the server for a preview, and only 'Confirm Import' writes, all or nothing.
 * Nothing here clears the chosen file or options, so a failure can be retried as it is.
 */
export function ImportForm({ headingRef, schema }: ImportFormProps) {
  const inputId = useId();
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ImportOptions>({ replaceExisting: false, skipDuplicates: true });
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The applied import's Undo (offered in the notices): once used, the message says so.
  const [batchId, setBatchId] = useState<string | undefined>();
  const isUndone = useIsImportUndone(batchId);
  const [preview, setPreview] = useState<Preview | null>(null);
  // A vault's folders of untyped notes and the kind each becomes (decision 056).
  const [mapping, setMapping] = useState<Readonly<Record<string, string>>>({});
  const [isReading, setIsReading] = useState(false);
  const previewImport = useImportPreview();
  const runImport = useImportWorkspace();

  useEffect(() => {
    if (preview) previewHeadingRef.current?.focus();
  }, [preview]);

  /** The preview answers for one file and one set of options: changing either asks again. */
  function reset() {
    setPreview(null);
    setError(null);
    setMessage(null);
    setBatchId(undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    setMapping({});
    await previewFile({});
  }

  /** Reads the file (a vault with its folders' kinds as chosen) and asks the server for the preview. */
  async function previewFile(folderKinds: Readonly<Record<string, string>>) {
    const check = checkImportFile(file);
    if (!check.ok || !file) {
      setError(check.ok ? 'Choose a file to import' : check.error);
      return;
    }
    setIsReading(true);
    try {
      const parsed =
        check.format === 'zip'
          ? await parseImportZip(new Uint8Array(await file.arrayBuffer()), folderKinds)
          : parseImportFile(check.format, await file.text(), schema);
      if (parsed.problems.length > 0) {
        setPreview({ fileName: file.name, parsed, rows: [], problems: fileProblems(parsed.problems) });
        return;
      }
      if (isEmptyImport(parsed)) {
        setError(`"${file.name}" holds no tables to import`);
        return;
      }
      const request = importRequest(parsed, options, true);
      const sizeProblem = requestSizeProblem(file.name, new Blob([JSON.stringify(request)]).size);
      if (sizeProblem !== null) {
        setError(sizeProblem);
        return;
      }
      const report = await previewImport.mutateAsync(request);
      setPreview({
        fileName: file.name,
        parsed,
        rows: previewRows(report, parsed),
        also: previewAlsoRows(report),
        notes: previewNotes(report, options),
        problems: reportProblems(report, parsed),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The file could not be read');
    } finally {
      setIsReading(false);
    }
  }

  function handleFolderKind(folder: string, kind: string) {
    const next = { ...mapping, [folder]: kind };
    setMapping(next);
    void previewFile(next);
  }

  async function handleConfirm() {
    if (!preview) return;
    setError(null);
    try {
      const report = await runImport.mutateAsync(importRequest(preview.parsed, options, false));
      setMessage(importDoneMessage(preview.fileName, previewRows(report, preview.parsed)));
      setBatchId(report.undo?.batchId);
      setPreview(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Nothing was imported. Try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="import-heading" ref={headingRef} tabIndex={-1}>
          Import Data
        </CardTitle>
        <p className="text-sm text-fg-muted">Bring records in from a file.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form
          aria-labelledby="import-heading"
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-5"
        >
          <FileField
            id={inputId}
            label="Upload a file"
            hint={IMPORT_HINT}
            accept=".json,.csv,.sql,.zip,application/json,text/csv,application/sql,application/zip"
            onFile={(chosen) => {
              setFile(chosen);
              reset();
            }}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">Options</legend>
            <Checkbox
              label="Replace existing data"
              checked={options.replaceExisting}
              onCheckedChange={(state) => {
                setOptions((current) => ({ ...current, replaceExisting: state === true }));
                reset();
              }}
            />
            <Checkbox
              label="Skip duplicate records"
              checked={options.skipDuplicates}
              onCheckedChange={(state) => {
                setOptions((current) => ({ ...current, skipDuplicates: state === true }));
                reset();
              }}
            />
          </fieldset>
          {error ? <Alert>{error}</Alert> : null}
          <p role="status" className="text-sm text-accent-text empty:hidden">
            {isUndone ? 'The import was undone: what it added is in the Trash.' : message}
          </p>
          <Button type="submit" className="self-start" disabled={isReading || runImport.isPending}>
            <Upload aria-hidden="true" />
            {isReading ? 'Checking…' : 'Import Data'}
          </Button>
        </form>
        {preview?.parsed.vault !== undefined && preview.parsed.vault.folders.length > 0 ? (
          <VaultFolders
            folders={preview.parsed.vault.folders}
            isReading={isReading}
            onChange={handleFolderKind}
          />
        ) : null}
        {preview ? (
          <ImportPreview
            fileName={preview.fileName}
            rows={preview.rows}
            also={preview.also ?? []}
            notCarried={[...(preview.notes?.notCarried ?? []), ...vaultNotCarried(preview.parsed.vault)]}
            replacing={preview.notes?.replacing ?? null}
            problems={preview.problems}
            headingRef={previewHeadingRef}
            isImporting={runImport.isPending}
            onConfirm={handleConfirm}
            onCancel={reset}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
