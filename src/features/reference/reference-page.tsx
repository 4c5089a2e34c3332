import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReferenceData } from '../../data/reference';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { ScrollingTabsList } from '../../ui/scrolling-tabs-list';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsTrigger } from '../../ui/tabs';
import { consoleReducer, initialConsoleState } from './model/query-console';
import { toQueryDatabase } from './model/query-database';
import { type ReferenceTab, referenceTabs, tabFromParam } from './model/reference-tabs';
import type { ExportImportSection } from './tabs/export-import-tab';

// Each tab is its own chunk, loaded the first time it opens.
const QueryEditorTab = lazy(() =>
  import('./tabs/query-editor-tab').then((m) => ({ default: m.QueryEditorTab })),
);
const RelationshipsTab = lazy(() =>
  import('./tabs/relationships-tab').then((m) => ({ default: m.RelationshipsTab })),
);
const BrowseDataTab = lazy(() =>
  import('./tabs/browse-data-tab').then((m) => ({ default: m.BrowseDataTab })),
);
const SavedQueriesTab = lazy(() =>
  import('./tabs/saved-queries-tab').then((m) => ({ default: m.SavedQueriesTab })),
);
const ExportImportTab = lazy(() =>
  import('./tabs/export-import-tab').then((m) => ({ default: m.ExportImportTab })),
);

/** The References page: the query console and the data browser over the workspace's tables. */
export default function ReferencePage() {
  useDocumentTitle('References');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get('tab'));
  const reference = useReferenceData();
  const database = useMemo(() => (reference.data ? toQueryDatabase(reference.data) : null), [reference.data]);
  // The console lives on the page, so its text, result and history survive a visit to another tab.
  const [queryConsole, dispatch] = useReducer(consoleReducer, initialConsoleState);
  const [resultsFocus, setResultsFocus] = useState(0);
  const [sectionFocus, setSectionFocus] = useState<{ section: ExportImportSection; request: number } | null>(
    null,
  );

  function selectTab(next: ReferenceTab) {
    // Replace, not push: switching tabs is not a navigation the Back button should replay. At once, not
    // in a transition: the panel a person picked shows in the same frame as the pressed tab.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true, flushSync: true },
    );
  }

  function runInEditor(source: string) {
    if (!database) return;
    dispatch({ kind: 'run', database, source });
    selectTab('query-editor');
    setResultsFocus((count) => count + 1);
  }

  function openExportImport(section: ExportImportSection) {
    selectTab('export-import');
    setSectionFocus((current) => ({ section, request: (current?.request ?? 0) + 1 }));
  }

  const tabProps =
    reference.data && database ? { data: reference.data, database, onRunInEditor: runInEditor } : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="References"
        description="Question your whole world at once: query, browse and export the workspace's tables."
        actions={
          <>
            <Button variant="secondary" onClick={() => openExportImport('import')}>
              <Upload aria-hidden="true" />
              Import
            </Button>
            <Button variant="secondary" onClick={() => openExportImport('export')}>
              <Download aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => selectTab(tabFromParam(value))}>
        <ScrollingTabsList aria-label="References sections" className="lg:w-fit">
          {referenceTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </ScrollingTabsList>
        {reference.isError ? (
          <Alert className="mt-4">{reference.error.message}</Alert>
        ) : !tabProps ? (
          <div role="status" aria-busy="true" className="mt-4 flex flex-col gap-3">
            <span className="sr-only">Loading tables…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        ) : (
          <Suspense fallback={<Spinner label="Loading tab…" className="mt-6" />}>
            <TabsContent value="query-editor">
              <QueryEditorTab
                {...tabProps}
                console={queryConsole}
                dispatch={dispatch}
                focusRequest={resultsFocus}
              />
            </TabsContent>
            <TabsContent value="relationships">
              <RelationshipsTab {...tabProps} />
            </TabsContent>
            <TabsContent value="browse-data">
              <BrowseDataTab {...tabProps} />
            </TabsContent>
            <TabsContent value="saved-queries">
              <SavedQueriesTab {...tabProps} />
            </TabsContent>
            <TabsContent value="export-import">
              <ExportImportTab {...tabProps} focusSection={sectionFocus} />
            </TabsContent>
          </Suspense>
        )}
      </Tabs>
    </div>
  );
}
