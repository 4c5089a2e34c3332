import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './migration-support';

// 0056_search_phrase_pairs (decision 103), PostgreSQL only (SQLite's FTS5 keeps positions in its index
// and needs none of it):
// - `search_pairs(title, body)`: every two neighbouring words of an index row's folded name and text as
//   one lexeme ("grey_wind"), in a GIN index on that expression. GIN keeps no positions, so a
//   phrase used to be checked against the stored `doc` of every row holding all its words (tens of
//   thousands for two common words that rarely stand together); now the pairs index finds the rows that
//   hold each pair and only those are checked. Folded text is letters and digits separated by single
//   spaces (common/search/normalize.ts), so `_` never occurs in a word. A row of more than
//   PAIRS_MAX_BYTES of text holds the one lexeme `*` instead (working out its pairs would cost a long
//   chapter's every save more than its search gains), and every phrase query asks for `*` too, so such a
//   row is still checked the old way and never missed.
// - `doc` and `name_doc` are stored MAIN: kept in the row, where the engine reads them for every match,
//   and not moved to the TOAST table (an index read and two page reads more per row) before the long
//   `text` and `body`, which only a page of hits reads.
// - `search_phrase_pass`: a text pass of a query with a phrase, through the pairs.
export const PAIRS_MAX_BYTES = 20_000;

export const phrasePairsMigration: Migration = {
  async up(db: AnyDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`alter table search_entries alter column doc set storage main,
      alter column name_doc set storage main`.execute(db);
    // Words i and i + 1 of the folded name and text, joined by `_`: the words split on single spaces and
    // paired by position. PL/pgSQL, whose statements are planned once per session: a SQL function here is
    // planned again for every row written (ten times to_tsvector's cost), and a regular expression over
    // the text cost four times to_tsvector's.
    await sql`create function search_pairs(p_title text, p_body text) returns tsvector
      language plpgsql immutable strict parallel safe
      as $$
        declare
          words text[];
          pairs text[] := '{}';
        begin
          if octet_length(p_title) + octet_length(p_body) > ${sql.lit(PAIRS_MAX_BYTES)} then
            return array_to_tsvector('{*}');
          end if;
          words := string_to_array(btrim(p_title || ' ' || p_body), ' ');
          for i in 1 .. cardinality(words) - 1 loop
            pairs := pairs || (words[i] || '_' || words[i + 1]);
          end loop;
          return array_to_tsvector(pairs);
        end
      $$`.execute(db);
    // An index on the expression, not a stored column: a query never reads a row's pairs (a search of
    // lexemes alone needs no recheck), so the rows stay as they were, no larger.
    await sql`create index search_entries_pairs_idx on search_entries
      using gin (search_pairs(title, body))`.execute(db);
    // A phrase's text pass: the rows the pairs index finds (a subquery the planner cannot merge, so
    // `doc` is checked on those rows only). A function of its own, so `search_pass` and its plans stay as
    // 0025 made them.
    await sql`create function search_phrase_pass(
        p_user text, p_query text, p_kind text, p_containers text[],
        p_scope_kind text, p_scope_id text, p_bound integer, p_pairs text)
      returns table (id bigint, kind text, entry_id text, field text, name text, parent_kind text,
        parent_id text, score real)
      language sql stable
      set enable_seqscan = off
      as $$
        select e.id, e.kind, e.entry_id, e.field, e.name, e.parent_kind, e.parent_id,
            -ts_rank(e.doc, q)
          from (select * from search_entries p
              where search_pairs(p.title, p.body) @@ p_pairs::tsquery and p.user_id = p_user offset 0) e,
            to_tsquery('simple', p_query) q
          where e.doc @@ q
            and (p_kind is null or e.kind = p_kind)
            and (p_containers is null or e.parent_id = any(p_containers)
              or (e.kind = p_scope_kind and e.entry_id = p_scope_id))
          limit p_bound
      $$`.execute(db);
  },
};
