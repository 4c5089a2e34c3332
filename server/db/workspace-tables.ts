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

/** [record field (dotted for nested: 'assets.images'), column, kind]. */
export type ColumnSpec = readonly [prop: string, column: string, kind: ColumnKind];

export type TableSpec<Record> = {
  table: string;
  columns: readonly ColumnSpec[];
  /** Type marker only: the record type the rows hold. */
  readonly record?: Record;
};

function spec<Record>(table: string, columns: readonly ColumnSpec[]): TableSpec<Record> {
  return { table, columns };
}

export const novelTable = spec<Novel>('novels', [
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

export const universeTable = spec<UniverseRow>('universes', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['lastUpdated', 'last_updated', 'text'],
  ['imageUrl', 'image_url', 'text'],
  ['isFavorite', 'is_favorite', 'bool'],
  ['version', 'version', 'version'],
]);

export const worldTable = spec<WorldRow>('worlds', [
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

export const locationTable = spec<Location>('locations', [
  ['name', 'name', 'text'],
  ['type', 'type', 'text'],
  ['description', 'description', 'text'],
  ['worldId', 'world_id', 'text'],
  ['version', 'version', 'version'],
]);

export const campaignTable = spec<CampaignRow>('campaigns', [
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

export const timelineTable = spec<TimelineRecord>('timelines', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['entityType', 'entity_type', 'text'],
  ['entityId', 'entity_id', 'text'],
  ['lastUpdated', 'last_updated', 'text'],
  ['version', 'version', 'version'],
]);

export const timelineEventTable = spec<TimelineEvent>('timeline_events', [
  ['timelineId', 'timeline_id', 'text'],
  ['title', 'title', 'text'],
  ['date', 'date', 'text'],
  ['description', 'description', 'text'],
  ['type', 'type', 'text'],
  ['characters', 'characters', 'json'],
  ['tags', 'tags', 'json'],
  ['importance', 'importance', 'text'],
  ['icon', 'icon', 'text'],
  ['version', 'version', 'version'],
]);

export const characterTable = spec<Character>('reference_characters', [
  ['name', 'name', 'text'],
  ['role', 'role', 'text'],
  ['description', 'description', 'text'],
  ['novelId', 'novel_id', 'optional'],
  ['universeId', 'universe_id', 'optional'],
  ['campaignId', 'campaign_id', 'optional'],
  ['born', 'born', 'optional'],
  ['died', 'died', 'optional'],
  ['version', 'version', 'version'],
]);

export const itemTable = spec<Item>('reference_items', [
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
export const mapTable = spec<MapRow>('maps', [
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['ownerType', 'owner_type', 'text'],
  ['ownerId', 'owner_id', 'text'],
  ['image', 'image', 'json'],
  ['scale', 'scale', 'json'],
  ['version', 'version', 'version'],
]);

export const savedQueryTable = spec<StoredSavedQuery>('saved_queries', [
  ['name', 'name', 'text'],
  ['sql', 'sql', 'text'],
  ['description', 'description', 'text'],
  ['createdAt', 'created_at', 'text'],
]);

/** One row per user (its `id` column holds the profile's own id). */
export const profileTable = spec<ProfileRecord>('profiles', [
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

export const novelSummaryTable = novelTable;
export const universeSummaryTable = universeTable;

export type Row = Record<string, unknown>;

/**
 * The workspace tables seen through their specs. Kysely checks column names against table types; these
 * tables are described by the specs above instead, so their rows are plain records of unknown values.
 */
export type WorkspaceDb = Kysely<Record<string, Row> & Database>;

/** A spec worked out once: the columns to select and each field's path split into its keys. */
type ColumnPlan = {
  /** `id` and every column of the spec: what a read selects (not `*`: a summary skips the big parts). */
  selection: readonly string[];
  fields: readonly { keys: readonly string[]; column: string; kind: ColumnKind }[];
};

const plans = new WeakMap<TableSpec<unknown>, ColumnPlan>();

// Rows are converted on every request; splitting the dotted paths once per spec keeps that cheap.
function planOf(table: TableSpec<unknown>): ColumnPlan {
  let plan = plans.get(table);
  if (plan === undefined) {
    plan = {
      selection: ['id', ...table.columns.map(([, column]) => column)],
      fields: table.columns.map(([prop, column, kind]) => ({ keys: prop.split('.'), column, kind })),
    };
    plans.set(table, plan);
  }
  return plan;
}

/** The columns a read of the spec selects: `id` and the spec's own. */
export function selectionOf(table: TableSpec<unknown>): readonly string[] {
  return planOf(table).selection;
}

function readPath(record: object, keys: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function writePath(record: Record<string, unknown>, keys: readonly string[], value: unknown): void {
  let target = record;
  const last = keys.length - 1;
  for (let index = 0; index < last; index += 1) {
    const key = keys[index] as string;
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys[last] as string] = value;
}

/** A record as a row of its table (without the owner and position). */
export function toRow<R extends { id: string }>(table: TableSpec<R>, record: R): Row {
  const row: Row = { id: record.id };
  for (const { keys, column, kind } of planOf(table).fields) {
    const value = readPath(record, keys);
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
  for (const { keys, column, kind } of planOf(table).fields) {
    const value = row[column];
    if (kind === 'json') writePath(record, keys, JSON.parse(String(value)));
    else if (kind === 'bool') writePath(record, keys, Number(value) === 1);
    else if (kind === 'int' || kind === 'version') writePath(record, keys, Number(value));
    else if (kind === 'optional') {
      if (value !== null && value !== undefined) writePath(record, keys, value);
    } else writePath(record, keys, value ?? null);
  }
  return record as R;
}
