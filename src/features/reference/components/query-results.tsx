import { Copy, Download, TableProperties } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { ConsoleResult } from '../model/query-console';
import { CSV_FILE_NAME, toCsv } from '../query/result-csv';
import { downloadText } from './download-text';
import { ResultCell } from './result-cell';

/** Rows drawn on screen at most; Copy as CSV and Export always carry the whole result. */
export const MAX_RENDERED_ROWS = 500;

type QueryResultsProps = {
  result: ConsoleResult | null;
  error: string | null;
  runCount: number;
  /** Changes when another tab ran a query, so focus lands on the answer rather than on nothing. */
  focusRequest: number;
};

export function QueryResults({ result, error, runCount, focusRequest }: QueryResultsProps) {
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new run makes an old "Copied" message wrong.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runCount is the trigger, not a value read
  useEffect(() => setMessage(null), [runCount]);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  async function handleCopy(current: ConsoleResult) {
    try {
      await navigator.clipboard.writeText(toCsv(current.columns, current.rows));
      setMessage(`Copied ${current.rows.length} ${current.rows.length === 1 ? 'row' : 'rows'} as CSV.`);
    } catch {
      setMessage('Could not copy: the browser refused access to the clipboard. Use Export instead.');
    }
  }

  return (
    <section aria-labelledby="query-results-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="query-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-fg"
        >
          Results
        </h2>
        {result ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-fg-muted" role="status">
              {result.rows.length} result(s)
            </p>
            <Button variant="secondary" size="sm" onClick={() => handleCopy(result)}>
              <Copy aria-hidden="true" />
              Copy as CSV
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadText(CSV_FILE_NAME, 'text/csv', toCsv(result.columns, result.rows))}
            >
              <Download aria-hidden="true" />
              Export
            </Button>
          </div>
        ) : null}
      </div>
      <p role="status" className="min-h-0 text-sm text-accent-text empty:hidden">
        {message}
      </p>
      {error ? (
        <Alert>
          <h3 className="font-semibold">Error</h3>
          <p className="font-mono text-xs break-words">{error}</p>
        </Alert>
      ) : result ? (
        <ResultTable result={result} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-10 text-center text-sm text-fg-muted">
          <TableProperties aria-hidden="true" className="size-6" />
          <p>No results to display. Run a query to see data.</p>
        </div>
      )}
    </section>
  );
}

function ResultTable({ result }: { result: ConsoleResult }) {
  const shown = result.rows.slice(0, MAX_RENDERED_ROWS);
  return (
    <>
      <section
        aria-label="Query results"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; focus lets keyboards scroll it
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-xl border border-border bg-surface"
      >
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-surface-sunken">
            <tr>
              {result.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-fg">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              // Result rows have no identity of their own; their position is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-t border-border text-fg">
                {result.columns.map((column) => (
                  <ResultCell key={column} value={row[column]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {result.rows.length > shown.length ? (
        <p className="text-xs text-fg-muted">
          Showing the first {shown.length} of {result.rows.length} rows. Copy as CSV and Export include them
          all.
        </p>
      ) : null}
    </>
  );
}
