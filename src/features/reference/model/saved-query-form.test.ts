import { describe, expect, it } from 'vitest';
import { hasErrors, validateSavedQueryDraft } from './saved-query-form';

describe('validateSavedQueryDraft', () => {
  it('accepts a named query that parses', () => {
    const errors = validateSavedQueryDraft({
      name: 'Drafts',
      sql: "select * from novels where status = 'draft'",
      description: '',
    });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires a name and SQL, whitespace counting as empty', () => {
    expect(validateSavedQueryDraft({ name: '  ', sql: '\n', description: 'x' })).toEqual({
      name: 'Query name is required',
      sql: 'SQL query is required',
    });
  });

  it("shows the parser's own message for SQL that does not parse", () => {
    expect(
      validateSavedQueryDraft({ name: 'Broken', sql: 'SELECT title novels', description: '' }).sql,
    ).toMatch(/^Query error: .+ at line 1, column \d+$/);
    expect(validateSavedQueryDraft({ name: 'Drop', sql: 'DROP TABLE novels', description: '' }).sql).toBe(
      'Unsupported query',
    );
  });

  it('does not check tables: a query over a table that does not exist yet may still be saved', () => {
    expect(validateSavedQueryDraft({ name: 'Later', sql: 'SELECT * FROM dragons', description: '' })).toEqual(
      {},
    );
  });
});
