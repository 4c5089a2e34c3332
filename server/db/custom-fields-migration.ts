import type { Migration } from 'kysely';
import { installLiveTriggers } from './live-events-migration';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0033_custom_fields (issue 31, decision 063): the fields a user adds to a kind (in a container, or on one
// thing), their values keyed by field id (a renamed field keeps them), and templates of values for a kind.
// New tables only, counted by the quota's triggers like every table of a user's data.
export const customFieldsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('custom_fields')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('scope_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      // The rest of the definition (label, type, section, required, unit, choices, link kinds), as JSON.
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('custom_fields_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('custom_fields_scope_idx')
      .ifNotExists()
      .on('custom_fields')
      .columns(['user_id', 'kind', 'scope_id'])
      .execute();
    await db.schema
      .createTable('field_values')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('thing_id', 'text', (c) => c.notNull())
      .addColumn('field_id', 'text', (c) => c.notNull())
      .addColumn('thing_kind', 'text', (c) => c.notNull())
      // The value as JSON; null when a type change could not convert it (then `kept_text` holds it).
      .addColumn('value', 'text')
      .addColumn('kept_text', 'text')
      // What a list is filtered by: the value folded to lower case, and a number's amount.
      .addColumn('filter_text', 'text', (c) => c.notNull())
      .addColumn('amount', 'double precision')
      .addPrimaryKeyConstraint('field_values_pkey', ['user_id', 'thing_id', 'field_id'])
      .execute();
    await db.schema
      .createIndex('field_values_filter_idx')
      .ifNotExists()
      .on('field_values')
      // With the thing last, a filtered list is read in order from the index, its first page only.
      .columns(['user_id', 'field_id', 'filter_text', 'thing_id'])
      .execute();
    await db.schema
      .createTable('field_templates')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('scope_id', 'text', (c) => c.notNull())
      // Its name, values by field id and text, as JSON.
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('field_templates_pkey', ['user_id', 'id'])
      .execute();
    await inTransaction(db, async (trx) => {
      // Only the new tables' triggers: recreating every table's took most of this migration's time.
      const added = ['custom_fields', 'field_values', 'field_templates'];
      await installUsageTriggers(trx, added);
      // Fields, values and templates are workspace writes a page shows: live events too (decision 062).
      await installLiveTriggers(trx, added);
    });
  },
};
