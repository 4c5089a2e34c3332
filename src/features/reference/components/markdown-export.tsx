import { FileText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ReferenceData } from '../../../../common/domain/reference';
import { fetchMarkdownVault } from '../../../data/import-workspace';
import { downloadBlob } from '../../../lib/download';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { MARKDOWN_VAULT_NAME, markdownScopes, markdownVaultMessage } from '../model/markdown-vault';

/**
 * Beside the spec's export form: the workspace, or one novel, universe or campaign, as a `.zip` of
 * Markdown notes that Obsidian opens as a vault (decision 056), made by the server a note at a time.
 */
export function MarkdownExport({ data }: { data: ReferenceData }) {
  const selectId = useId();
  const scopes = markdownScopes(data);
  const [scope, setScope] = useState('workspace');
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsExporting(true);
    setError(null);
    setMessage(null);
    try {
      downloadBlob(MARKDOWN_VAULT_NAME, await fetchMarkdownVault(scope === 'workspace' ? undefined : scope));
      setMessage(markdownVaultMessage(scopes.find((option) => option.value === scope)?.label ?? ''));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The vault could not be made. Try again.');
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="markdown-export-heading">Markdown vault</CardTitle>
        <p className="text-sm text-fg-muted">
          A folder of Markdown notes that Obsidian opens as a vault: one note per record and part, fields as
          properties, mentions and relations as links, uploaded images beside them. It imports back here.
        </p>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="markdown-export-heading"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-fg">
              What to export
            </label>
            <Select
              id={selectId}
              value={scope}
              options={scopes}
              onChange={(event) => {
                setScope(event.target.value);
                setMessage(null);
              }}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={isExporting}>
            <FileText aria-hidden="true" />
            {isExporting ? 'Making the vault…' : 'Download Markdown (.zip)'}
          </Button>
        </form>
        {error ? (
          <div className="mt-3">
            <Alert>{error}</Alert>
          </div>
        ) : null}
        <p role="status" className="mt-3 text-sm text-accent-text empty:hidden">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}
