import { Download } from 'lucide-react';
import { type FormEvent, type RefObject, useState } from 'react';
import type { ReferenceData } from '../../../../common/domain/reference';
import { fetchImageBytes, fetchStoredWorkspace } from '../../../data/import-workspace';
import { downloadBlob } from '../../../lib/download';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { SwitchField } from '../../../ui/switch-field';
import { backupDocument, exportedMessage } from '../model/backup-file';
import { buildBackupZip } from '../model/backup-zip';
import { type ExportFormat, exportFile, exportFormats, isExportFormat } from '../model/export-formats';
import { countLabel, tableLabel } from '../model/table-label';
import { downloadText } from './download-text';

const BACKUP_ZIP_NAME = 'fablehold-export.zip';

type ExportFormProps = { data: ReferenceData; headingRef: RefObject<HTMLHeadingElement | null> };

/** Downloads the chosen tables as one JSON, CSV or SQL file, built in the browser. */
export function ExportForm({ data, headingRef }: ExportFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(data.tables.map((table) => table.name)),
  );
  const [format, setFormat] = useState<ExportFormat>('json');
  const [includeTrash, setIncludeTrash] = useState(false);
  const [includeVersions, setIncludeVersions] = useState(false);
  const [includeHistory, setIncludeHistory] = useState(false);
  const [includeImages, setIncludeImages] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function toggle(name: string, isChecked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (isChecked) next.add(name);
      else next.delete(name);
      return next;
    });
    setError(null);
    setMessage(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tables = data.tables.filter((table) => chosen.has(table.name));
    if (tables.length === 0) {
      setError('Choose at least one entity to export');
      setMessage(null);
      return;
    }
    const file = exportFile(format, tables);
    const head = (fileName: string) =>
      `Exported ${countLabel(tables.length, 'entity', 'entities')} to ${fileName}`;
    if (format !== 'json') {
      downloadText(file.fileName, file.mimeType, file.content);
      setError(null);
      setMessage(`${head(file.fileName)}.`);
      return;
    }
    // JSON is the backup: the stored records whole with everything that hangs on them (decision 050).
    setIsExporting(true);
    try {
      const workspace = await fetchStoredWorkspace({ includeTrash, includeVersions, includeHistory });
      const { document, about } = backupDocument(
        workspace,
        tables.map((table) => table.name),
        { exportedAt: new Date().toISOString(), hasImageBytes: includeImages },
      );
      const json = `${JSON.stringify(document, null, 2)}\n`;
      if (includeImages) {
        const images = ((document.images ?? []) as { id: string }[]).map((image) => image.id);
        downloadBlob(BACKUP_ZIP_NAME, await buildBackupZip(json, images, fetchImageBytes));
        setMessage(exportedMessage(head(BACKUP_ZIP_NAME), about));
      } else {
        downloadText(file.fileName, file.mimeType, json);
        setMessage(exportedMessage(head(file.fileName), about));
      }
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The export could not be made. Try again.');
      setMessage(null);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="export-heading" ref={headingRef} tabIndex={-1}>
          Export Data
        </CardTitle>
        <p className="text-sm text-fg-muted">Download your tables as one file.</p>
      </CardHeader>
      <CardContent>
        <form aria-labelledby="export-heading" onSubmit={handleSubmit} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">Entities</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {data.tables.map((table) => (
                <Checkbox
                  key={table.name}
                  label={`${tableLabel(table.name)} (${countLabel(table.rows.length, 'record')})`}
                  checked={chosen.has(table.name)}
                  onCheckedChange={(checked) => toggle(table.name, checked)}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">Format</legend>
            <div className="flex flex-wrap gap-4">
              {exportFormats.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="radio"
                    name="export-format"
                    value={option.value}
                    checked={format === option.value}
                    onChange={(event) => isExportFormat(event.target.value) && setFormat(event.target.value)}
                    className="size-4 accent-accent"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {format === 'json' ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium text-fg">Also include</legend>
              <SwitchField
                label="Include uploaded images (.zip)"
                hint="Downloads a .zip holding the JSON and every uploaded image’s bytes; JSON alone lists the images without them."
                checked={includeImages}
                onCheckedChange={setIncludeImages}
              />
              <SwitchField
                label="Include Trash"
                hint="Deleted items you can still restore."
                checked={includeTrash}
                onCheckedChange={setIncludeTrash}
              />
              <SwitchField
                label="Include text versions"
                hint="The kept versions of chapters and other long texts."
                checked={includeVersions}
                onCheckedChange={setIncludeVersions}
              />
              <SwitchField
                label="Include history"
                hint="Every change kept, with what it changed."
                checked={includeHistory}
                onCheckedChange={setIncludeHistory}
              />
            </fieldset>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <p role="status" className="text-sm text-accent-text empty:hidden">
            {message}
          </p>
          <Button type="submit" className="self-start" disabled={isExporting}>
            <Download aria-hidden="true" />
            Export Data
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
