import { Upload } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { checkImportFile, IMPORT_HINT, type ImportOptions, importPendingMessage } from '../model/import-form';

type ImportFormProps = { headingRef: RefObject<HTMLHeadingElement | null> };

/**
 * The import form of the spec. Importing arrives with stored workspaces: until then a submit checks the
 * file and says plainly that nothing was imported, keeping the file and the options as they are.
 */
export function ImportForm({ headingRef }: ImportFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ImportOptions>({ replaceExisting: false, skipDuplicates: true });
  const [outcome, setOutcome] = useState<{ tone: 'danger' | 'info'; text: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkImportFile(file);
    if (!check.ok || !file) {
      setOutcome({ tone: 'danger', text: check.ok ? 'Choose a file to import' : check.error });
      return;
    }
    setOutcome({ tone: 'info', text: importPendingMessage(file.name) });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="import-heading" ref={headingRef} tabIndex={-1}>
          Import Data
        </CardTitle>
        <p className="text-sm text-fg-muted">Bring records in from a file.</p>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="import-heading"
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-5"
        >
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="flex flex-col gap-0.5 text-sm font-medium text-fg">
              Upload a file
              <span className="text-xs font-normal text-fg-muted">{IMPORT_HINT}</span>
            </label>
            <input
              id={inputId}
              type="file"
              accept=".json,.csv,.sql,application/json,text/csv,application/sql"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome(null);
              }}
              className="rounded-md border border-dashed border-border-strong bg-surface-sunken p-3 text-sm text-fg file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg"
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">Options</legend>
            <Checkbox
              label="Replace existing data"
              checked={options.replaceExisting}
              onCheckedChange={(state) =>
                setOptions((current) => ({ ...current, replaceExisting: state === true }))
              }
            />
            <Checkbox
              label="Skip duplicate records"
              checked={options.skipDuplicates}
              onCheckedChange={(state) =>
                setOptions((current) => ({ ...current, skipDuplicates: state === true }))
              }
            />
          </fieldset>
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          <Button type="submit" className="self-start">
            <Upload aria-hidden="true" />
            Import Data
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
