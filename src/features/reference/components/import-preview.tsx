import { Check } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { Button } from '../../../ui/button';
import type { AlsoRow, PreviewRow, ShownProblem } from '../model/import-form';
import { previewSummary } from '../model/import-form';
import { tableLabel } from '../model/table-label';

type ImportPreviewProps = {
  fileName: string;
  rows: readonly PreviewRow[];
  /** Relations and a backup's calendars, goals, days, images and saved queries (decision 050). */
  also?: readonly AlsoRow[];
  /** What the file does not carry, in words. */
  notCarried?: readonly string[];
  /** Where what a replacing import replaces goes; null when it only adds. */
  replacing?: string | null;
  problems: readonly ShownProblem[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  isImporting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const countColumns = [
  { key: 'added', label: 'Added' },
  { key: 'replaced', label: 'Replaced' },
  { key: 'skipped', label: 'Skipped' },
  { key: 'removed', label: 'Removed' },
] as const;

/**
 * What an import would do, asked of the server without writing anything: per table what is added,
 * replaced, skipped and removed, and every problem with its row. Only a preview without problems can be
 * confirmed, and the import then happens entirely or not at all.
 */
export function ImportPreview({
  fileName,
  rows,
  also = [],
  notCarried = [],
  replacing = null,
  problems,
  headingRef,
  isImporting,
  onConfirm,
  onCancel,
}: ImportPreviewProps) {
  const headingId = useId();
  const hasProblems = problems.length > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-sunken p-4"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-fg">
        Import Preview
      </h3>
      <p className="text-sm text-fg-muted">
        {rows.length > 0 ? `"${fileName}": ${previewSummary(rows)}` : `"${fileName}"`}
      </p>
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Records per table</caption>
            <thead className="text-xs text-fg-muted">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Table
                </th>
                {countColumns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[
                ...rows.map((row) => ({ ...row, key: row.table, label: tableLabel(row.table) })),
                ...also,
              ].map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="py-1.5 pr-3 font-medium text-fg">
                    {row.label}
                  </th>
                  {countColumns.map((column) => (
                    <td key={column.key} className="px-2 py-1.5 text-right tabular-nums text-fg">
                      {row[column.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {replacing !== null && !hasProblems ? <p className="text-sm text-fg">{replacing}</p> : null}
      {notCarried.length > 0 && !hasProblems ? (
        <div className="flex flex-col gap-1">
          <h4 id={`${headingId}-missing`} className="text-sm font-semibold text-fg">
            Not in this file
          </h4>
          <ul aria-labelledby={`${headingId}-missing`} className="list-disc pl-5 text-sm text-fg-muted">
            {notCarried.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasProblems ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-tone-red-fg">
            {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: nothing will be imported
            until {problems.length === 1 ? 'it is' : 'they are'} fixed
          </h4>
          <ul aria-label="Import problems" className="flex max-h-64 flex-col gap-1 overflow-y-auto text-sm">
            {problems.map((problem) => (
              <li key={problem.key} className="rounded-md bg-tone-red-bg px-2 py-1 text-tone-red-fg">
                <span className="font-medium">{problem.place}:</span> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {hasProblems ? null : (
          <Button type="button" onClick={onConfirm} disabled={isImporting}>
            <Check aria-hidden="true" />
            {isImporting ? 'Importing…' : 'Confirm Import'}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isImporting}>
          {hasProblems ? 'Close Preview' : 'Cancel'}
        </Button>
      </div>
    </section>
  );
}
