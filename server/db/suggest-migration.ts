import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './migration-support';

// 0025_suggest_index (decision 053): the @ menu's suggestions read indexes instead of scanning every
// name with LIKE '%q%'.
// - `suggest_words`: one row per word start of each indexed name (the lower-cased name from that word
//   on), so "names starting with", "a word starting with" and "these words" are a range of one B-tree.
//   Rows belong to the search index's 'main' row of the entity and go with it (on delete cascade).
// - Names that hold what was typed inside a word: a trigram index over the search index's names (FTS5's
//   trigram tokenizer on SQLite, pg_trgm's GIN on PostgreSQL).
// - Search on PostgreSQL in one round trip: `search_pass`, one pass of the engine over the GIN indexes
//   (names only, or names and texts) with the sequential scan turned off for it alone, where a search
//   used to open a transaction to say so (server/db/search-index.ts `runEngines`).
// - Search's forgiving of a mistyped first letter: the names' words (search_terms) by all but their
//   first letter, so words that differ only there are one lookup away (server/db/search-index.ts).
// The tables start empty: the search index's version goes up with this release, so the server rebuilds
// every stored workspace's index (and these rows with it) when it starts, as it did for 0014.
export const suggestMigration: Migration = {
  async up(db: AnyDb) {
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('suggest_words')
      .addColumn('entry', isPostgres ? 'bigint' : 'integer', (c) =>
        c.notNull().references('search_entries.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      // Byte order, so a prefix is one range whatever the database's collation.
      .addColumn('tail', isPostgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
      .addColumn('name_length', 'integer', (c) => c.notNull())
      .addColumn('is_first', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('suggest_words_pkey', ['entry', 'tail'])
      .execute();
    await db.schema
      .createIndex('suggest_words_tail_idx')
      .on('suggest_words')
      .columns(['user_id', 'is_first', 'tail'])
      .execute();
    // Shortest names first: for a prefix that many names share (one letter), reading names in length
    // order and keeping those that match stops after a few; the planner picks the index that fits.
    await db.schema
      .createIndex('suggest_words_length_idx')
      .on('suggest_words')
      .columns(['user_id', 'is_first', 'name_length'])
      .execute();

    // Byte order on PostgreSQL too, so a prefix of the rest is one range whatever the collation.
    await sql`create index search_terms_rest_idx on search_terms
      (user_id, ${sql.raw(isPostgres ? '(substr(term, 2) collate "C")' : 'substr(term, 2)')})`.execute(db);
    if (isPostgres) {
      await sql`create index search_terms_bytes_idx on search_terms (user_id, (term collate "C"))`.execute(
        db,
      );
    }

    if (isPostgres) {
      // The GIN index, always: the planner's guess of how many rows a word matches is often far off, and
      // a scan of every row to find a rare word (or a phrase) costs a hundred times the index's answer.
      // A function's own SET applies while it runs and is never inlined away.
      await sql`create function search_pass(
          p_user text, p_query text, p_is_names boolean, p_kind text, p_containers text[],
          p_scope_kind text, p_scope_id text, p_bound integer)
        returns table (id bigint, kind text, entry_id text, field text, name text, parent_kind text,
          parent_id text, score real)
        language sql stable
        set enable_seqscan = off
        as $$
          (select e.id, e.kind, e.entry_id, e.field, e.name, e.parent_kind, e.parent_id,
              -ts_rank(e.name_doc, q)
            from search_entries e, to_tsquery('simple', p_query) q
            where p_is_names and e.name_doc @@ q and e.user_id = p_user
              and (p_kind is null or e.kind = p_kind)
              and (p_containers is null or e.parent_id = any(p_containers)
                or (e.kind = p_scope_kind and e.entry_id = p_scope_id))
            limit p_bound)
          union all
          (select e.id, e.kind, e.entry_id, e.field, e.name, e.parent_kind, e.parent_id,
              -ts_rank(e.doc, q)
            from search_entries e, to_tsquery('simple', p_query) q
            where not p_is_names and e.doc @@ q and e.user_id = p_user
              and (p_kind is null or e.kind = p_kind)
              and (p_containers is null or e.parent_id = any(p_containers)
                or (e.kind = p_scope_kind and e.entry_id = p_scope_id))
            limit p_bound)
        $$`.execute(db);
      // Trusted since PostgreSQL 13: a database owner may create it. Without it, inside-word matches
      // fall back to a scan of the user's names.
      const available = await sql<{ name: string }>`
        select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
      if (available.rows.length > 0) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index search_entries_name_trgm_idx on search_entries
          using gin (lower(name) gin_trgm_ops) where field = 'main'`.execute(db);
      }
    } else {
      // External content: the trigrams of the names of 'main' rows, the names themselves stay in
      // search_entries. The owner is a column of its own, so every query names it inside the match.
      await sql`create virtual table suggest_grams using fts5(
        owner, name, content='search_entries', content_rowid='id', tokenize='trigram'
      )`.execute(db);
      await sql`create trigger suggest_grams_ai after insert on search_entries
        when new.field = 'main' begin
        insert into suggest_grams(rowid, owner, name) values (new.id, new.owner, new.name);
      end`.execute(db);
      await sql`create trigger suggest_grams_ad after delete on search_entries
        when old.field = 'main' begin
        insert into suggest_grams(suggest_grams, rowid, owner, name)
          values ('delete', old.id, old.owner, old.name);
      end`.execute(db);
      await sql`create trigger suggest_grams_au after update of name on search_entries
        when old.field = 'main' begin
        insert into suggest_grams(suggest_grams, rowid, owner, name)
          values ('delete', old.id, old.owner, old.name);
        insert into suggest_grams(rowid, owner, name) values (new.id, new.owner, new.name);
      end`.execute(db);
      await sql`insert into suggest_grams(rowid, owner, name)
        select id, owner, name from search_entries where field = 'main'`.execute(db);
    }
  },
};
