import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from 'kysely';

// 0002_workspace: every user's stored workspace. Written out column by column and never edited once
// shipped; workspace-tables.ts maps these columns to records. No foreign keys to `users`: with a hosted
// Supabase project the owners live in that project, not in this database.

type Builder = CreateTableBuilder<string, string>;

/** The columns every workspace table shares: owner, id (unique per owner) and list order. */
function ownedTable(db: Kysely<unknown>, name: string, columns: (table: Builder) => Builder) {
  const table = db.schema
    .createTable(name)
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull());
  return columns(table).addPrimaryKeyConstraint(`${name}_pkey`, ['user_id', 'id']);
}

const required = (c: ColumnDefinitionBuilder) => c.notNull();

export const workspaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('workspace_seeds')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('seeded_at', 'text', required)
      .execute();

    await ownedTable(db, 'novels', (t) =>
      t
        .addColumn('title', 'text', required)
        .addColumn('status', 'text', required)
        .addColumn('word_count', 'integer', required)
        .addColumn('last_updated', 'text', required)
        .addColumn('cover_url', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('is_favorite', 'integer', required)
        .addColumn('universe_id', 'text')
        .addColumn('chapters', 'text', required)
        .addColumn('characters', 'text', required)
        .addColumn('story_arcs', 'text', required)
        .addColumn('timeline_events', 'text', required)
        .addColumn('asset_images', 'text', required)
        .addColumn('asset_documents', 'text', required)
        .addColumn('asset_music', 'text', required),
    ).execute();

    await ownedTable(db, 'universes', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('last_updated', 'text', required)
        .addColumn('image_url', 'text', required)
        .addColumn('is_favorite', 'integer', required)
        .addColumn('time_periods', 'text', required)
        .addColumn('magic_systems', 'text', required)
        .addColumn('factions', 'text', required)
        .addColumn('cultures', 'text', required)
        .addColumn('technologies', 'text', required)
        .addColumn('races', 'text', required)
        .addColumn('items', 'text', required)
        .addColumn('lore', 'text', required),
    ).execute();

    await ownedTable(db, 'worlds', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('type', 'text', required)
        .addColumn('universe_id', 'text', required)
        .addColumn('image_url', 'text', required)
        .addColumn('climate', 'text', required)
        .addColumn('time_period', 'text', required)
        .addColumn('dominant_races', 'text', required)
        .addColumn('notable_features', 'text', required)
        .addColumn('settlements', 'text', required)
        .addColumn('creatures', 'text', required)
        .addColumn('cultures', 'text', required)
        .addColumn('magic_systems', 'text', required)
        .addColumn('factions', 'text', required)
        .addColumn('items', 'text', required)
        .addColumn('lore', 'text', required),
    ).execute();

    await ownedTable(db, 'locations', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('type', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('world_id', 'text', required),
    ).execute();

    await ownedTable(db, 'campaigns', (t) =>
      t
        .addColumn('title', 'text', required)
        .addColumn('status', 'text', required)
        .addColumn('universe_id', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('last_updated', 'text', required)
        .addColumn('next_session_date', 'text')
        .addColumn('cover_url', 'text', required)
        .addColumn('is_favorite', 'integer', required)
        .addColumn('sessions', 'text', required)
        .addColumn('characters', 'text', required)
        .addColumn('quests', 'text', required)
        .addColumn('encounters', 'text', required)
        .addColumn('locations', 'text', required)
        .addColumn('items', 'text', required)
        .addColumn('notes', 'text', required),
    ).execute();

    await ownedTable(db, 'timelines', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('entity_type', 'text', required)
        .addColumn('entity_id', 'text', required)
        .addColumn('last_updated', 'text', required),
    ).execute();

    await ownedTable(db, 'timeline_events', (t) =>
      t
        .addColumn('timeline_id', 'text', required)
        .addColumn('title', 'text', required)
        .addColumn('date', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('type', 'text', required)
        .addColumn('characters', 'text', required)
        .addColumn('tags', 'text', required)
        .addColumn('importance', 'text', required)
        .addColumn('icon', 'text', required),
    ).execute();

    await ownedTable(db, 'reference_characters', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('role', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('novel_id', 'text')
        .addColumn('universe_id', 'text')
        .addColumn('campaign_id', 'text'),
    ).execute();

    await ownedTable(db, 'reference_items', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('type', 'text', required)
        .addColumn('rarity', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('location', 'text', required)
        .addColumn('campaign_ids', 'text', required)
        .addColumn('universe_id', 'text'),
    ).execute();

    await ownedTable(db, 'saved_queries', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('sql', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('created_at', 'text', required),
    ).execute();

    await ownedTable(db, 'profiles', (t) =>
      t
        .addColumn('name', 'text', required)
        .addColumn('username', 'text', required)
        .addColumn('email', 'text', required)
        .addColumn('avatar', 'text', required)
        .addColumn('bio', 'text', required)
        .addColumn('joined', 'text', required)
        .addColumn('recent_projects', 'text', required)
        .addColumn('notifications', 'text', required)
        .addColumn('socials', 'text', required),
    ).execute();
    // One profile per user, whatever its id.
    await db.schema.createIndex('profiles_user_id_key').unique().on('profiles').column('user_id').execute();

    // The lookups of linked records: a universe's worlds, a world's locations, a timeline's events, ...
    const links: [table: string, column: string][] = [
      ['novels', 'universe_id'],
      ['worlds', 'universe_id'],
      ['locations', 'world_id'],
      ['campaigns', 'universe_id'],
      ['timelines', 'entity_id'],
      ['timeline_events', 'timeline_id'],
    ];
    for (const [table, column] of links) {
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).columns(['user_id', column]).execute();
    }
  },
};
