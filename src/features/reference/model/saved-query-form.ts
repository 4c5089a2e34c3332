import { parseQuery } from '../query/run-query';

export type SavedQueryDraft = { name: string; sql: string; description: string };
export type SavedQueryErrors = { name?: string; sql?: string };

export const emptySavedQueryDraft: SavedQueryDraft = { name: '', sql: '', description: '' };

/**
 * The 'Create a Saved Query' form's check: a name and SQL are required, and the SQL must be a query the
 * console can run (the parser's own message otherwise). Empty when the draft can be saved.
 */
export function validateSavedQueryDraft(draft: SavedQueryDraft): SavedQueryErrors {
  const errors: SavedQueryErrors = {};
  if (draft.name.trim() === '') errors.name = 'Query name is required';
  if (draft.sql.trim() === '') {
    errors.sql = 'SQL query is required';
  } else {
    const parsed = parseQuery(draft.sql);
    if (!parsed.ok) errors.sql = parsed.error;
  }
  return errors;
}

export function hasErrors(errors: SavedQueryErrors): boolean {
  return errors.name !== undefined || errors.sql !== undefined;
}
