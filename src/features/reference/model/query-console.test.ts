import { describe, expect, it } from 'vitest';
import type { QueryDatabase } from '../query/query-table';
import { INITIAL_QUERY } from './example-queries';
import { type ConsoleState, consoleReducer, initialConsoleState, isRunShortcut } from './query-console';

const database: QueryDatabase = [
  {
    name: 'novels',
    fields: [
      { name: 'id', type: 'string', primaryKey: true },
      { name: 'title', type: 'string' },
    ],
    rows: [
      { id: 'n1', title: 'The Ashen Crown' },
      { id: 'n2', title: 'Skyward Tithe' },
    ],
  },
];

function run(state: ConsoleState, source?: string): ConsoleState {
  return consoleReducer(
    state,
    source === undefined ? { kind: 'run', database } : { kind: 'run', database, source },
  );
}

describe('the query console', () => {
  it('opens with the spec initial query, no result, no error and no history', () => {
    expect(initialConsoleState).toMatchObject({
      text: INITIAL_QUERY,
      result: null,
      error: null,
      history: [],
    });
  });

  it('runs the editor text and remembers it', () => {
    const state = run(initialConsoleState);
    expect(state.result?.rows).toEqual([
      { id: 'n1', title: 'The Ashen Crown' },
      { id: 'n2', title: 'Skyward Tithe' },
    ]);
    expect(state.history).toEqual([INITIAL_QUERY]);
  });

  it('puts a query run from elsewhere into the editor', () => {
    const state = run(initialConsoleState, 'SELECT title FROM novels');
    expect(state.text).toBe('SELECT title FROM novels');
    expect(state.result?.columns).toEqual(['title']);
  });

  it('clears the results on an error, shows the message and keeps errors out of the history', () => {
    const ok = run(initialConsoleState);
    const failed = run(ok, 'SELECT * FROM dragons');
    expect(failed.result).toBeNull();
    expect(failed.error).toBe("Table 'dragons' not found");
    expect(failed.history).toEqual([INITIAL_QUERY]);
  });

  it('drops the error after a successful run', () => {
    const state = run(run(initialConsoleState, 'DROP TABLE novels'), 'SHOW TABLES');
    expect(state.error).toBeNull();
    expect(state.result?.rows).toEqual([{ table: 'novels', rows: 2 }]);
  });

  it('keeps the history distinct and newest first, moving a re-run to the top', () => {
    let state = run(initialConsoleState, 'SELECT id FROM novels');
    state = run(state, 'SELECT title FROM novels');
    state = run(state, 'SELECT id FROM novels');
    expect(state.history).toEqual(['SELECT id FROM novels', 'SELECT title FROM novels']);
  });

  it('keeps the ten most recent successful queries', () => {
    let state = initialConsoleState;
    for (let limit = 1; limit <= 12; limit += 1) state = run(state, `SELECT * FROM novels LIMIT ${limit}`);
    expect(state.history).toHaveLength(10);
    expect(state.history[0]).toBe('SELECT * FROM novels LIMIT 12');
    expect(state.history.at(-1)).toBe('SELECT * FROM novels LIMIT 3');
  });

  it('Clear resets results, error and the editor text, but not the history', () => {
    const state = consoleReducer(run(initialConsoleState), { kind: 'clear' });
    expect(state).toMatchObject({ text: '', result: null, error: null, history: [INITIAL_QUERY] });
    const afterError = consoleReducer(run(state, 'nonsense'), { kind: 'clear' });
    expect(afterError.error).toBeNull();
  });

  it('clears the history on request', () => {
    expect(consoleReducer(run(initialConsoleState), { kind: 'clear-history' }).history).toEqual([]);
  });

  it('formats the editor text with capital keywords and single spaces, leaving quoted text alone', () => {
    const state = consoleReducer(
      { ...initialConsoleState, text: "select   title\nfrom novels where title = 'the  sea'" },
      { kind: 'format' },
    );
    expect(state.text).toBe("SELECT title FROM novels WHERE title = 'the  sea'");
  });

  it('counts runs so the same answer twice is still news', () => {
    expect(run(run(initialConsoleState)).runCount).toBe(2);
  });
});

describe('isRunShortcut', () => {
  it('takes Ctrl+Enter and Cmd+Enter, not a plain Enter', () => {
    expect(isRunShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isRunShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
