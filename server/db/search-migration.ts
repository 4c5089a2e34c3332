import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './migration-support';

// 0014_search_index (issue 14, decision 030): the search index beside the workspace. One row per
// record or part ('main': its name and its texts) and per chapter text ('text'), holding the text as
// written (for snippets) and folded (for matching); the database's own full-text engine over the folded
// columns: an FTS5 table kept by triggers on SQLite, a stored generated tsvector with a GIN index on
// PostgreSQL. `search_terms` is the vocabulary of names (for forgiving typing mistakes) and
// `search_meta` says which version of the index was built. The tables start empty: the server builds
// the index for every stored workspace when it starts on a database whose index is not current
// (server/db/search-index.ts `ensureSearchIndex`), so nothing stored is missed.
export const searchMigration: Migration = {
  async up(db: AnyDb) {
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('search_entries')
      .addColumn('id', isPostgres ? 'bigint' : 'integer', (c) =>
        isPostgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey(),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('parent_kind', 'text')
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addUniqueConstraint('search_entries_entry_key', ['user_id', 'kind', 'entry_id', 'field'])
      .execute();
    await db.schema
      .createIndex('search_entries_parent_idx')
      .on('search_entries')
      .columns(['user_id', 'parent_id'])
      .execute();
    await db.schema
      .createIndex('search_entries_entry_idx')
      .on('search_entries')
      .columns(['user_id', 'entry_id'])
      .execute();

    if (isPostgres) {
      // 'simple': the text is folded already (common/search/normalize.ts); names weigh A, texts D.
      await sql`alter table search_entries add column doc tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'D')
      ) stored`.execute(db);
      await sql`create index search_entries_doc_idx on search_entries using gin (doc)`.execute(db);
      // Names alone, for the names-first pass: a weight in a query is checked row by row, not by the index.
      await sql`alter table search_entries add column name_doc tsvector generated always as (
        to_tsvector('simple', title)
      ) stored`.execute(db);
      await sql`create index search_entries_name_doc_idx on search_entries using gin (name_doc)`.execute(db);
    } else {
      // External content: the words are indexed, the text lives once in search_entries. The owner is a
      // column of its own, so every query names it inside the match. Prefix indexes for typing.
      await sql`create virtual table search_fts using fts5(
        owner, title, body,
        content='search_entries', content_rowid='id',
        tokenize='unicode61 remove_diacritics 0', prefix='1 2 3'
      )`.execute(db);
      await sql`insert into search_fts(search_fts, rank) values ('rank', 'bm25(0.0, 10.0, 1.0)')`.execute(db);
      await sql`create trigger search_entries_ai after insert on search_entries begin
        insert into search_fts(rowid, owner, title, body) values (new.id, new.owner, new.title, new.body);
      end`.execute(db);
      await sql`create trigger search_entries_ad after delete on search_entries begin
        insert into search_fts(search_fts, rowid, owner, title, body)
          values ('delete', old.id, old.owner, old.title, old.body);
      end`.execute(db);
      await sql`create trigger search_entries_au after update on search_entries begin
        insert into search_fts(search_fts, rowid, owner, title, body)
          values ('delete', old.id, old.owner, old.title, old.body);
        insert into search_fts(rowid, owner, title, body) values (new.id, new.owner, new.title, new.body);
      end`.execute(db);
    }

    await db.schema
      .createTable('search_terms')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('term', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_terms_pkey', ['user_id', 'term'])
      .execute();
    await db.schema
      .createTable('search_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
