import { type Kysely, type Migration, Migrator } from 'kysely';
import { calendarsMigration } from './calendars-migration';
import { castMigration } from './cast-migration';
import { chapterTextsMigration } from './chapter-texts-migration';
import { characterFieldsMigration } from './character-fields-migration';
import { commentEditedMigration } from './comment-edited-migration';
import { commentsMigration } from './comments-migration';
import { continuityDismissalsMigration } from './continuity-dismissals-migration';
import { continuitySettingsMigration } from './continuity-settings-migration';
import { customFieldsMigration } from './custom-fields-migration';
import { customKindsMigration } from './custom-kinds-migration';
import { eventDaysMigration, lenientEventDaysMigration } from './event-days-migration';
import { eventPlacesMigration } from './event-places-migration';
import { historyMigration } from './history-migration';
import { imagesMigration } from './images-migration';
import { importBatchesMigration } from './import-batches-migration';
import { itemMigration } from './item-migration';
import { liveEventsMigration, liveWasLayerMigration } from './live-events-migration';
import { longTextVersionsMigration } from './long-text-versions-migration';
import { mapsMigration } from './maps-migration';
import { membersMigration } from './members-migration';
import { novelEventsMigration } from './novel-events-migration';
import { partAuthorsMigration } from './part-authors-migration';
import { partTextDocsMigration } from './part-text-docs-migration';
import { partsMigration } from './parts-migration';
import { phrasePairsMigration } from './phrase-pairs-migration';
import { portraitsMigration } from './portraits-migration';
import { relationsMigration } from './relations-migration';
import type { Database } from './schema';
import { searchMigration } from './search-migration';
import { fieldTextsMigration, sharedTextsMigration } from './shared-texts-migration';
import { storedObjectsMigration } from './stored-objects-migration';
import { suggestMigration } from './suggest-migration';
import { textVersionsMigration } from './text-versions-migration';
import { trashMigration } from './trash-migration';
import { usageCountersMigration } from './usage-migration';
import { workspaceMigration } from './workspace-migration';
import { worldDatesMigration } from './world-dates-migration';
import { writingGoalsMigration } from './writing-goals-migration';

// One ordered list for SQLite and PostgreSQL alike: use only portable column types (text, integer,
// real) and portable constraints. Append new migrations at the end with the next number; never edit
// one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_auth': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('encrypted_password', 'text', (c) => c.notNull())
        .addColumn('user_metadata', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('identity_id', 'text', (c) => c.notNull())
        .addColumn('email_confirmed_at', 'text')
        .addColumn('last_sign_in_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('refreshed_at', 'text')
        .addColumn('not_after', 'text', (c) => c.notNull())
        .addColumn('amr', 'text', (c) => c.notNull())
        .addColumn('refresh_secret', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('parent_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_session_id_idx')
        .on('refresh_tokens')
        .column('session_id')
        .execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .execute();
    },
  },
  '0002_workspace': workspaceMigration,
  '0003_parts': partsMigration,
  '0004_character_appearances': castMigration,
  '0005_novel_events': novelEventsMigration,
  '0006_item_appearances': itemMigration,
  '0007_chapter_texts': chapterTextsMigration,
  '0008_images': imagesMigration,
  '0009_part_text_docs': partTextDocsMigration,
  '0010_writing_goals': writingGoalsMigration,
  '0011_auth_throttle': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('first_at', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_throttle_last_at_idx')
        .on('auth_throttle')
        .column('last_at')
        .execute();
    },
  },
  '0013_relations_and_mentions': relationsMigration,
  '0014_search_index': searchMigration,
  '0015_calendars': calendarsMigration,
  '0016_text_versions': textVersionsMigration,
  '0017_trash': trashMigration,
  '0018_history': historyMigration,
  '0019_world_dates': worldDatesMigration,
  '0020_event_days': eventDaysMigration,
  '0021_long_text_versions': longTextVersionsMigration,
  '0022_import_undo': importBatchesMigration,
  '0024_usage_counters': usageCountersMigration,
  '0025_suggest_index': suggestMigration,
  '0027_lenient_event_days': lenientEventDaysMigration,
  '0028_members': membersMigration,
  '0029_maps': mapsMigration,
  '0030_continuity_dismissals': continuityDismissalsMigration,
  '0031_portraits': portraitsMigration,
  '0032_live_events': liveEventsMigration,
  '0033_custom_fields': customFieldsMigration,
  '0034_comments': commentsMigration,
  '0035_part_authors': partAuthorsMigration,
  '0036_shared_texts': sharedTextsMigration,
  '0037_event_places': eventPlacesMigration,
  '0038_custom_kinds': customKindsMigration,
  '0044_character_race_class': characterFieldsMigration,
  '0047_stored_objects': storedObjectsMigration,
  '0048_comment_edited': commentEditedMigration,
  '0051_live_was_layer': liveWasLayerMigration,
  '0052_continuity_settings': continuitySettingsMigration,
  '0056_search_phrase_pairs': phrasePairsMigration,
  '0058_field_texts': fieldTextsMigration,
};

/**
 * The migrator over the list. A number may be taken by work that lands after a later number has shipped
 * (0035 after 0036 and 0037): a database that ran the later ones then runs the earlier one too, instead of
 * being refused as out of order. Each migration stands alone, so their order between themselves is free.
 */
function newMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
}

/** The names of every migration this version knows, in order: a database with others is from a newer one. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrations);
}

/** Applies the migrations up to and including `name` only: for tests that start from an older release. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const migrator = newMigrator(db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed: ${String(error)}`);
}

/** Brings the schema up to date and returns the names applied now; throws naming a failed one. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = newMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
