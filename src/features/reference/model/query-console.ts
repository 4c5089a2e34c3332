import { formatQuery } from '../query/format-query';
import { addToHistory } from '../query/query-history';
import type { QueryDatabase } from '../query/query-table';
import { runQuery } from '../query/run-query';
import { INITIAL_QUERY } from './example-queries';

export type ConsoleResult = { columns: string[]; rows: Record<string, unknown>[] };

/** The query console's state: what the editor holds, the last answer (a result or an error), the history. */
export type ConsoleState = {
  text: string;
  result: ConsoleResult | null;
  error: string | null;
  /** Successful queries, newest first, distinct, at most 10. */
  history: string[];
  /** Counts runs, so a re-run of the same query still announces its result. */
  runCount: number;
};

export const initialConsoleState: ConsoleState = {
  text: INITIAL_QUERY,
  result: null,
  error: null,
  history: [],
  runCount: 0,
};

/** Every console command as data: buttons, keys, history, chips and other tabs all dispatch these. */
export type ConsoleCommand =
  | { kind: 'edit'; text: string }
  /** Runs `source` (the editor's text when absent); a source from elsewhere also lands in the editor. */
  | { kind: 'run'; database: QueryDatabase; source?: string }
  | { kind: 'clear' }
  | { kind: 'clear-history' }
  | { kind: 'format' };

export function consoleReducer(state: ConsoleState, command: ConsoleCommand): ConsoleState {
  switch (command.kind) {
    case 'edit':
      return { ...state, text: command.text };
    case 'run': {
      const source = command.source ?? state.text;
      const outcome = runQuery(source, command.database);
      const runCount = state.runCount + 1;
      if (!outcome.ok) {
        // The spec: an error clears the results and shows the message; the history keeps only successes.
        return { ...state, text: source, result: null, error: outcome.error, runCount };
      }
      return {
        text: source,
        result: { columns: outcome.columns, rows: outcome.rows },
        error: null,
        history: addToHistory(state.history, source),
        runCount,
      };
    }
    case 'clear':
      // Clear empties the editor too (docs/decisions/011-references-screens.md); the history stays.
      return { ...state, text: '', result: null, error: null };
    case 'clear-history':
      return { ...state, history: [] };
    case 'format':
      return { ...state, text: formatQuery(state.text) };
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled console command: ${JSON.stringify(value)}`);
}

/** Ctrl+Enter, and Cmd+Enter on a Mac, run the query from the editor. */
export function isRunShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
