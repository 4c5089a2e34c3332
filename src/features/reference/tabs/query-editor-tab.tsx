import { QueryEditor } from '../components/query-editor';
import { QueryHistory } from '../components/query-history';
import { QueryResults } from '../components/query-results';
import { SchemaBrowser } from '../components/schema-browser';
import type { QueryEditorTabProps } from './tab-props';

/** The console: schema and history on the left, the editor and its results on the right. */
export function QueryEditorTab({
  data,
  database,
  console: state,
  dispatch,
  focusRequest,
}: QueryEditorTabProps) {
  const run = (source?: string) =>
    dispatch(source === undefined ? { kind: 'run', database } : { kind: 'run', database, source });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
      {/* On narrow screens the editor comes first; from lg the schema sits on its left, as the spec draws it. */}
      <div className="order-last flex flex-col gap-6 lg:order-none">
        <SchemaBrowser data={data} onRun={run} />
        <QueryHistory
          history={state.history}
          onRun={run}
          onClear={() => dispatch({ kind: 'clear-history' })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <QueryEditor
          text={state.text}
          onTextChange={(text) => dispatch({ kind: 'edit', text })}
          onRun={() => run()}
          onClear={() => dispatch({ kind: 'clear' })}
          onFormat={() => dispatch({ kind: 'format' })}
        />
        <QueryResults
          result={state.result}
          error={state.error}
          runCount={state.runCount}
          focusRequest={focusRequest}
        />
      </div>
    </div>
  );
}
