import type { Kysely } from 'kysely';
import type { StoredSavedQuery } from '../../common/api/inputs';
import type { Campaign } from '../../common/domain/campaign';
import type { MapRow } from '../../common/domain/map';
import type { WorldParts } from '../../common/domain/new-record-defaults';
import type { Novel } from '../../common/domain/novel';
import type { ProfileRecord } from '../../common/domain/profile';
import type { Character, Item } from '../../common/domain/reference';
import type { TimelineEvent, TimelineRecord } from '../../common/domain/timeline';
import type { Universe } from '../../common/domain/universe';
import type { Location, WorldRecord } from '../../common/domain/world';
import type { RecordTableName, RecordTables } from './record-schema';
import type { Database } from './schema';

// The workspace tables (migration 0002_workspace), described once so that rows and records convert in
// one place. Every table has `user_id` (the owner: the token's `sub`), `id` (a UUID, or the sample's slug)
// and `position` (list order; new records go first or last as the browser's in-memory repository puts
// them), with the primary key (user_id, id): ids are unique per user, so one user's ids can never collide
// with, and so never reveal, another's. Portable types only: text, integer (0/1 for flags), JSON as text.

/** The rows of the records that hold parts: their own fields only (parts are rows of `parts`). */
export type UniverseRow = Omit<Universe, 'worldCount'>;
export type WorldRow = Omit<WorldRecord, keyof Omit<WorldParts, 'dominantRaces' | 'notableFeatures'>>;
export type CampaignRow = Omit<Campaign, 'universe' | 'sessionsCount'>;

/**
 * How a record field is stored. `optional`: an absent field is NULL (a novel without a universe);
 * `nullable`: the field itself may be null (a campaign without a next session).
 */
/** `version`: the row's version (1 when a record arrives without one), added to by every edit. */
export type ColumnKind = 'text' | 'int' | 'bool' | 'json' | 'optional' | 'nullable' | 'version';

/** A column of a record table (not the owner, id or position, which every table has). */
export type ColumnOf<Name extends RecordTableName> = Name extends RecordTableName
  ? Exclude<keyof RecordTables[Name], 'user_id' | 'id' | 'position'> & string
  : never;

/** [record field, column, kind]. */
export type ColumnSpec = readonly [prop: string, column: string, kind: ColumnKind];

export type TableSpec<Record, Name extends RecordTableName = RecordTableName> = {
  table: Name;
  /** Checked against the record and the table by `spec`. */
  columns: readonly ColumnSpec[];
  /** Type marker only: the record type the rows hold. */
  readonly record?: Record;
};

/** A table's spec, checked by the compiler: each field is one of the record's, each column the table's. */
function spec<Record, Name extends RecordTableName = RecordTableName>(
  table: Name,
  columns: readonly (readonly [
    prop: (keyof Record & string) | 'version',
    column: ColumnOf<Name>,
    kind: ColumnKind,
  ])[],
): TableSpec<Record, Name> {
  return { table, columns };
}

/**
 * The table's name as the generic reads and writes by spec use it (workspace-store.ts): their columns
 * are the spec's, checked when the spec is declared, so the query itself is built untyped.
 */
export function nameOf(table: TableSpec<unknown>): string {
  return table.table;
}

/** A row of a record table, as read: the columns asked for (or, with none named, any). */
export type RowOf<Name extends RecordTableName, Column extends string = never> = [Column] extends [never]
  ? Partial<RecordTables[Name]>
  : Name extends RecordTableName
    ? Pick<RecordTables[Name], Column & keyof RecordTables[Name]> & {
        /** A spec of several tables (a kind's, by the registry): a column some of them lack. */
        [Missing in Exclude<Column, keyof RecordTables[Name]>]?: unknown;
      }
    : never;

export const novelTable = spec<Novel, 'novels'>('novels', [
  ['title', 'title', 'text'],
  ['status', 'status', 'text'],
  ['wordCount', 'word_count', 'int'],
  ['lastUpdated', 'last_updated', 'text'],
  ['coverUrl', 'cover_url', 'text'],
  ['description', 'description', 'text'],
  ['isFavorite', 'is_favorite', 'bool'],
  ['universeId', 'universe_id', 'optional'],
  ['version', 'version', 'version'],
]);

export const universeTable = spec<UniverseRow, 'universes'>('universes', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['lastUpdated', 'last_updated', 'text'],
  ['imageUrl', 'image_url', 'text'],
  ['isFavorite', 'is_favorite', 'bool'],
  ['version', 'version', 'version'],
]);

export const worldTable = spec<WorldRow, 'worlds'>('worlds', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['type', 'type', 'text'],
  ['universeId', 'universe_id', 'text'],
  ['imageUrl', 'image_url', 'text'],
  ['climate', 'climate', 'text'],
  ['timePeriod', 'time_period', 'text'],
  ['dominantRaces', 'dominant_races', 'json'],
  ['notableFeatures', 'notable_features', 'json'],
  ['version', 'version', 'version'],
]);

export const locationTable = spec<Location, 'locations'>('locations', [
  ['name', 'name', 'text'],
  ['type', 'type', 'text'],
  ['description', 'description', 'text'],
  ['worldId', 'world_id', 'text'],
  ['version', 'version', 'version'],
]);

export const campaignTable = spec<CampaignRow, 'campaigns'>('campaigns', [
  ['title', 'title', 'text'],
  ['status', 'status', 'text'],
  ['universeId', 'universe_id', 'text'],
  ['description', 'description', 'text'],
  ['lastUpdated', 'last_updated', 'text'],
  ['nextSessionDate', 'next_session_date', 'nullable'],
  ['coverUrl', 'cover_url', 'text'],
  ['isFavorite', 'is_favorite', 'bool'],
  ['currentWorldDate', 'current_world_date', 'optional'],
  ['version', 'version', 'version'],
]);

export const timelineTable = spec<TimelineRecord, 'timelines'>('timelines', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['entityType', 'entity_type', 'text'],
  ['entityId', 'entity_id', 'text'],
  ['lastUpdated', 'last_updated', 'text'],
  ['version', 'version', 'version'],
]);

export const timelineEventTable = spec<TimelineEvent, 'timeline_events'>('timeline_events', [
  ['timelineId', 'timeline_id', 'text'],
  ['title', 'title', 'text'],
  ['date', 'date', 'text'],
  ['description', 'description', 'text'],
  ['type', 'type', 'text'],
  ['characters', 'characters', 'json'],
  ['tags', 'tags', 'json'],
  ['importance', 'importance', 'text'],
  ['icon', 'icon', 'text'],
  ['placeId', 'place_id', 'optional'],
  ['version', 'version', 'version'],
]);

export const characterTable = spec<Character, 'reference_characters'>('reference_characters', [
  ['name', 'name', 'text'],
  ['role', 'role', 'text'],
  ['description', 'description', 'text'],
  ['novelId', 'novel_id', 'optional'],
  ['universeId', 'universe_id', 'optional'],
  ['campaignId', 'campaign_id', 'optional'],
  ['born', 'born', 'optional'],
  ['died', 'died', 'optional'],
  ['portraitUrl', 'portrait_url', 'optional'],
  ['race', 'race', 'optional'],
  ['class', 'class', 'optional'],
  ['version', 'version', 'version'],
]);

export const itemTable = spec<Item, 'reference_items'>('reference_items', [
  ['name', 'name', 'text'],
  ['type', 'type', 'text'],
  ['rarity', 'rarity', 'text'],
  ['description', 'description', 'text'],
  ['location', 'location', 'text'],
  ['campaigns', 'campaign_ids', 'json'],
  ['universeId', 'universe_id', 'optional'],
  ['version', 'version', 'version'],
]);

/** A map (migration 0029, decision 059): its picture and its scale as JSON (`null` when unset). */
export const mapTable = spec<MapRow, 'maps'>('maps', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['ownerType', 'owner_type', 'text'],
  ['ownerId', 'owner_id', 'text'],
  ['image', 'image', 'json'],
  ['scale', 'scale', 'json'],
  ['version', 'version', 'version'],
]);

export const savedQueryTable = spec<StoredSavedQuery, 'saved_queries'>('saved_queries', [
  ['name', 'name', 'text'],
  ['sql', 'sql', 'text'],
  ['description', 'description', 'text'],
  ['createdAt', 'created_at', 'text'],
]);

/** One row per user (its `id` column holds the profile's own id). */
export const profileTable = spec<ProfileRecord, 'profiles'>('profiles', [
  ['name', 'name', 'text'],
  ['username', 'username', 'text'],
  ['email', 'email', 'text'],
  ['avatar', 'avatar', 'text'],
  ['bio', 'bio', 'text'],
  ['joined', 'joined', 'text'],
  ['recentProjects', 'recent_projects', 'json'],
  ['notifications', 'notifications', 'json'],
  ['socials', 'socials', 'json'],
]);

/** Every record table's spec: a record kind's is found by the table its declaration names (kinds.ts). */
export const tableSpecs: readonly TableSpec<unknown>[] = [
  novelTable,
  universeTable,
  worldTable,
  locationTable,
  campaignTable,
  timelineTable,
  timelineEventTable,
  characterTable,
  itemTable,
  mapTable,
];

export const novelSummaryTable = novelTable;
export const universeSummaryTable = universeTable;

export type Row = Record<string, unknown>;

/**
 * The workspace tables seen through their specs. Kysely checks column names against table types; these
 * tables are described by the specs above instead, so their rows are plain records of unknown values.
 */
export type WorkspaceDb = Kysely<Record<string, Row> & Database>;

/** The columns a read of the spec selects: `id` and every column of the spec (not `*`: a summary skips the big parts). */
const selections = new WeakMap<TableSpec<unknown>, readonly string[]>();
export function selectionOf(table: TableSpec<unknown>): readonly string[] {
  let selection = selections.get(table);
  if (selection === undefined) {
    selection = ['id', ...table.columns.map(([, column]) => column)];
    selections.set(table, selection);
  }
  return selection;
}

/** A record as a row of its table (without the owner and position). */
export function toRow<R extends { id: string }>(table: TableSpec<R>, record: R): Row {
  const row: Row = { id: record.id };
  const fields = record as unknown as Record<string, unknown>;
  for (const [prop, column, kind] of table.columns) {
    const value = fields[prop];
    if (kind === 'json') row[column] = JSON.stringify(value);
    else if (kind === 'bool') row[column] = value === true ? 1 : 0;
    else if (kind === 'version') row[column] = typeof value === 'number' ? value : 1;
    else row[column] = value ?? null;
  }
  return row;
}

/** A row back into its record; numbers from PostgreSQL's bigint counts arrive as text and are fixed here. */
export function fromRow<R>(table: TableSpec<R>, row: Row): R {
  const record: Record<string, unknown> = { id: row.id };
  for (const [prop, column, kind] of table.columns) {
    const value = row[column];
    if (kind === 'json') record[prop] = JSON.parse(String(value));
    else if (kind === 'bool') record[prop] = Number(value) === 1;
    else if (kind === 'int' || kind === 'version') record[prop] = Number(value);
    else if (kind === 'optional') {
      if (value !== null && value !== undefined) record[prop] = value;
    } else record[prop] = value ?? null;
  }
  return record as R;
}
