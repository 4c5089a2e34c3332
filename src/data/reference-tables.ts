import type {
  ReferenceData,
  ReferenceField,
  ReferenceFieldType,
  ReferenceRow,
  ReferenceTableName,
} from '../../common/domain/reference';
import type { Workspace } from '../../common/domain/workspace';
import { referenceRelationships } from '../../common/workspace/links';
import { toCampaign, toTimeline, toUniverse, toWorld } from './derive';

function field(name: string, type: ReferenceFieldType): ReferenceField {
  return { name, type, isPrimaryKey: name === 'id' };
}

function foreignKey(name: string, table: ReferenceTableName): ReferenceField {
  return { name, type: 'string', isPrimaryKey: false, references: { table, field: 'id' } };
}

const id = field('id', 'string');

/** The columns of each table, in display order. Lists (tags, campaign ids) become comma-separated text. */
const fieldsByTable: Record<ReferenceTableName, ReferenceField[]> = {
  novels: [
    id,
    field('title', 'string'),
    field('status', 'string'),
    field('wordCount', 'number'),
    field('description', 'string'),
    field('isFavorite', 'boolean'),
    field('lastUpdated', 'string'),
    foreignKey('universeId', 'universes'),
  ],
  universes: [
    id,
    field('name', 'string'),
    field('description', 'string'),
    field('worldCount', 'number'),
    field('isFavorite', 'boolean'),
    field('lastUpdated', 'string'),
  ],
  worlds: [
    id,
    field('name', 'string'),
    field('type', 'string'),
    field('description', 'string'),
    field('climate', 'string'),
    field('locationCount', 'number'),
    foreignKey('universeId', 'universes'),
  ],
  campaigns: [
    id,
    field('title', 'string'),
    field('status', 'string'),
    field('description', 'string'),
    field('sessionsCount', 'number'),
    field('nextSessionDate', 'string'),
    field('isFavorite', 'boolean'),
    field('lastUpdated', 'string'),
    foreignKey('universeId', 'universes'),
  ],
  characters: [
    id,
    field('name', 'string'),
    field('role', 'string'),
    field('description', 'string'),
    foreignKey('novelId', 'novels'),
    foreignKey('universeId', 'universes'),
    foreignKey('campaignId', 'campaigns'),
  ],
  locations: [
    id,
    field('name', 'string'),
    field('type', 'string'),
    field('description', 'string'),
    foreignKey('worldId', 'worlds'),
  ],
  items: [
    id,
    field('name', 'string'),
    field('type', 'string'),
    field('rarity', 'string'),
    field('description', 'string'),
    field('location', 'string'),
    field('campaigns', 'string'),
    foreignKey('universeId', 'universes'),
  ],
  timelines: [
    id,
    field('name', 'string'),
    field('description', 'string'),
    field('entityType', 'string'),
    field('entityId', 'string'),
    field('entityName', 'string'),
    field('eventCount', 'number'),
    field('lastUpdated', 'string'),
  ],
  events: [
    id,
    foreignKey('timelineId', 'timelines'),
    field('title', 'string'),
    field('date', 'string'),
    field('description', 'string'),
    field('type', 'string'),
    field('importance', 'string'),
    field('icon', 'string'),
    field('tags', 'string'),
    field('characters', 'string'),
  ],
  relations: [
    id,
    field('fromKind', 'string'),
    field('fromId', 'string'),
    field('type', 'string'),
    field('toKind', 'string'),
    field('toId', 'string'),
    field('variant', 'string'),
    field('customLabel', 'string'),
    field('customInverse', 'string'),
    field('attitude', 'number'),
    field('note', 'string'),
    field('starts', 'string'),
    field('ends', 'string'),
  ],
  mentions: [
    field('sourceKind', 'string'),
    field('sourceId', 'string'),
    field('field', 'string'),
    field('position', 'number'),
    field('targetKind', 'string'),
    field('targetId', 'string'),
    field('snippet', 'string'),
  ],
};

/** Tables listed only when they hold rows: a connected world's, not the spec's. */
const LINK_TABLES: ReadonlySet<ReferenceTableName> = new Set(['relations', 'mentions']);

/** One row of the mention index as the data API lists it (`GET /api/v1/mentions`). */
export type MentionRow = {
  sourceKind: string;
  sourceId: string;
  field: string;
  position: number;
  targetKind: string;
  targetId: string;
  snippet: string;
};

// Read off the workspace core's links table, the one deletes and import follow too.
const relationships = referenceRelationships();

/** Keeps exactly the table's fields, in order; an absent optional value becomes null. */
function rowOf(table: ReferenceTableName, record: object): ReferenceRow {
  const source = record as Record<string, unknown>;
  const row: ReferenceRow = {};
  for (const { name } of fieldsByTable[table]) {
    const value = source[name];
    if (Array.isArray(value)) row[name] = value.join(', ');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      row[name] = value;
    } else row[name] = null;
  }
  return row;
}

export function buildReferenceData(
  workspace: Workspace,
  mentions: readonly MentionRow[] = [],
): ReferenceData {
  const records: Record<ReferenceTableName, object[]> = {
    novels: workspace.novels,
    universes: workspace.universes.map((universe) => toUniverse(universe, workspace)),
    worlds: workspace.worlds.map((world) => toWorld(world, workspace)),
    campaigns: workspace.campaigns.map((campaign) => toCampaign(campaign, workspace)),
    characters: workspace.characters,
    locations: workspace.locations,
    items: workspace.items,
    timelines: workspace.timelines.map((timeline) => toTimeline(timeline, workspace)),
    events: workspace.events,
    // A relation's ends are a kind and an id each: flat columns, joinable to any table by id.
    relations: (workspace.relations ?? []).map(({ from, to, ...rest }) => ({
      ...rest,
      fromKind: from.kind,
      fromId: from.id,
      toKind: to.kind,
      toId: to.id,
    })),
    mentions: [...mentions],
  };
  // The spec's nine tables are always there; relations and mentions join them once the workspace has
  // any (decision 027), so a workspace without them shows the References tables the spec describes.
  const names = (Object.keys(fieldsByTable) as ReferenceTableName[]).filter(
    (name) => !LINK_TABLES.has(name) || records[name].length > 0,
  );
  return {
    tables: names.map((name) => ({
      name,
      fields: structuredClone(fieldsByTable[name]),
      rows: records[name].map((record) => rowOf(name, record)),
    })),
    relationships: structuredClone(relationships),
  };
}
