import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { buildReferenceData } from '../../../data/reference-tables';
import { builtInSavedQueries } from '../../../data/saved-queries';
import { runQuery } from '../query/run-query';
import { browseQuery, exampleChips, exampleQueries, INITIAL_QUERY, JOIN_EXAMPLE } from './example-queries';
import { toQueryDatabase } from './query-database';

// The sample workspace stands in for "the workspace's tables": every query the screens offer must answer.
const database = toQueryDatabase(buildReferenceData(sampleWorkspace));

describe('the queries the screens offer', () => {
  it('shows five example chips', () => {
    expect(exampleChips()).toHaveLength(5);
    expect(exampleChips()).toEqual(exampleQueries.slice(0, 5));
  });

  it('answers every example, the join, the initial query and the saved queries with rows', () => {
    const sources = [
      INITIAL_QUERY,
      JOIN_EXAMPLE,
      ...exampleQueries.map((example) => example.sql),
      ...builtInSavedQueries.map((query) => query.sql),
    ];
    for (const source of sources) {
      const result = runQuery(source, database);
      expect(result, source).toMatchObject({ ok: true });
      expect(result.ok && result.rows.length > 0, source).toBe(true);
    }
  });

  it('browses ten rows of a table', () => {
    const result = runQuery(browseQuery('events'), database);
    expect(result.ok && result.rows.length).toBe(10);
  });
});
