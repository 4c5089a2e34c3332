import { Play } from 'lucide-react';
import { useSavedQueries } from '../../../data/saved-queries';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { SavedQueryForm } from '../components/saved-query-form';
import type { ReferenceTabProps } from './tab-props';

/** The saved queries (a click on the SQL or 'Use' runs one in the editor) and the form to add one. */
export function SavedQueriesTab({ onRunInEditor }: ReferenceTabProps) {
  const saved = useSavedQueries();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
      <section aria-labelledby="saved-queries-heading" className="flex flex-col gap-3">
        <h2 id="saved-queries-heading" className="text-base font-semibold text-fg">
          Saved Queries
        </h2>
        {saved.isPending ? (
          <Spinner label="Loading saved queries…" />
        ) : saved.isError ? (
          <Alert>{saved.error.message}</Alert>
        ) : (
          <ul aria-label="Saved queries" className="grid gap-3 xl:grid-cols-2">
            {saved.data.map((query) => (
              <li key={query.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <CardTitle as="h3">{query.name}</CardTitle>
                    {query.description ? <p className="text-sm text-fg-muted">{query.description}</p> : null}
                  </CardHeader>
                  <CardContent className="flex-1">
                    <button
                      type="button"
                      aria-label={`Run ${query.name}`}
                      title="Run in the Query Editor"
                      onClick={() => onRunInEditor(query.sql)}
                      className="w-full rounded-md border border-border bg-surface-sunken px-3 py-2 text-left font-mono text-xs break-words text-fg hover:border-accent"
                    >
                      {query.sql}
                    </button>
                  </CardContent>
                  <CardFooter>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Use ${query.name}`}
                      onClick={() => onRunInEditor(query.sql)}
                    >
                      <Play aria-hidden="true" />
                      Use
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SavedQueryForm />
    </div>
  );
}
