import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './migration-support';

// 0013_relations_and_mentions (issue 13, decision 027): typed relations between any two records or
// parts (one row read from both ends), the mention index (what each rich text mentions, with a snippet,
// kept in the transaction that writes the text), and each part's name in a column of its own (from
// its `title` or `name`) for finding parts by name without reading their JSON. Two new tables and one
// derived column: every stored workspace reads as it did.
export const relationsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('relations')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('from_kind', 'text', (c) => c.notNull())
      .addColumn('from_id', 'text', (c) => c.notNull())
      .addColumn('to_kind', 'text', (c) => c.notNull())
      .addColumn('to_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('variant', 'text')
      .addColumn('custom_label', 'text', (c) => c.notNull())
      .addColumn('custom_inverse', 'text', (c) => c.notNull())
      .addColumn('attitude', 'integer')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('starts', 'text', (c) => c.notNull())
      .addColumn('ends', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('relations_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('relations_from_idx')
      .on('relations')
      .columns(['user_id', 'from_id'])
      .execute();
    await db.schema.createIndex('relations_to_idx').on('relations').columns(['user_id', 'to_id']).execute();

    await db.schema
      .createTable('mentions')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('source_field', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('snippet', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mentions_pkey', ['user_id', 'source_id', 'source_field', 'position'])
      .execute();
    await db.schema
      .createIndex('mentions_target_idx')
      .on('mentions')
      .columns(['user_id', 'target_id'])
      .execute();

    await db.schema
      .alterTable('parts')
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // The name is the part's `title` or `name`; both databases read JSON text alike here.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`update parts set name = coalesce(data::jsonb ->> 'title', data::jsonb ->> 'name', '')`.execute(
        db,
      );
    } else {
      await sql`update parts set name = coalesce(json_extract(data, '$.title'), json_extract(data, '$.name'), '')`.execute(
        db,
      );
    }
    await db.schema.createIndex('parts_name_idx').on('parts').columns(['user_id', 'name']).execute();
  },
};
