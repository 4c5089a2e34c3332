import { History } from 'lucide-react';
import { Button } from '../../../ui/button';
import { historyLabel } from '../query/query-history';

type QueryHistoryProps = { history: readonly string[]; onRun: (source: string) => void; onClear: () => void };

/** The last successful queries, newest first; shown once there is one. A click runs one again. */
export function QueryHistory({ history, onRun, onClear }: QueryHistoryProps) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="history-heading" className="flex items-center gap-2 text-sm font-semibold text-fg">
          <History aria-hidden="true" className="size-4 text-fg-muted" />
          History
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear history
        </Button>
      </div>
      <ul aria-label="Query history" className="flex flex-col gap-1">
        {history.map((query) => (
          <li key={query}>
            <button
              type="button"
              title={query}
              onClick={() => onRun(query)}
              className="w-full rounded-md border break-all border-border bg-surface px-2.5 py-1.5 text-left font-mono text-xs text-fg hover:bg-surface-raised"
            >
              {historyLabel(query)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
