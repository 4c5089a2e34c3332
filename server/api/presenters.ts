import type { PartParent } from '../../common/api/parts';
import type { Campaign, CampaignDetail } from '../../common/domain/campaign';
import type { MapRecord, MapRow } from '../../common/domain/map';
import type { Novel, NovelDetail } from '../../common/domain/novel';
import type { Profile, ProfileRecord } from '../../common/domain/profile';
import type { Timeline, TimelineRecord } from '../../common/domain/timeline';
import type { Universe, UniverseDetail } from '../../common/domain/universe';
import type { World } from '../../common/domain/world';
import {
  countBy as countRows,
  displayName,
  toProfile,
  toTimeline,
  toUniverse,
  withCampaignCounts,
} from '../../common/workspace/derive';
import { joinRecord } from '../../common/workspace/record-parts';
import type { StoredPart } from '../../common/workspace/store';
import type { WorkspaceStore } from '../db/workspace-store';
import {
  type CampaignRow,
  campaignTable,
  locationTable,
  novelTable,
  type Row,
  timelineEventTable,
  type UniverseRow,
  universeTable,
  type WorldRow,
  worldTable,
} from '../db/workspace-tables';

// Stored records → the JSON the browser reads. Counts and linked names are derived here, on every read,
// from the records they describe (as src/data/derive.ts does in the browser), so they cannot go stale.
// Each presenter asks the store only for the columns it needs.

const countBy = (rows: Row[], column: string) => countRows(rows, (row) => row[column]);

async function universeNames(store: WorkspaceStore, ids?: string[]): Promise<Map<string, string>> {
  const rows = await store.rows(universeTable, ['id', 'name'], ids === undefined ? {} : { id: ids });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Records with their parts, each part carrying the version a later write must name. */
async function withParts<R extends { id: string }, D>(
  store: WorkspaceStore,
  parent: PartParent,
  records: readonly R[],
): Promise<(R & D)[]> {
  const parts =
    records.length === 1
      ? await store.parts().listParts((records[0] as R).id)
      : await store.parts().listPartsOf(records.map((record) => record.id));
  const byParent = new Map<string, StoredPart[]>();
  for (const part of parts) {
    const list = byParent.get(part.parentId);
    if (list === undefined) byParent.set(part.parentId, [part]);
    else list.push(part);
  }
  return records.map((record) => joinRecord(parent, record, byParent.get(record.id) ?? [], true) as R & D);
}

export async function presentNovelDetail(store: WorkspaceStore, record: Novel): Promise<NovelDetail> {
  const [novel] = await withParts<Novel, NovelDetail>(store, 'novels', [record]);
  if (novel === undefined) throw new Error('withParts returned no novel');
  return novel;
}

export async function presentUniverses(store: WorkspaceStore, records: UniverseRow[]): Promise<Universe[]> {
  const worldCounts = countBy(await store.rows(worldTable, ['universe_id']), 'universe_id');
  return records.map((record) => toUniverse(record, worldCounts.get(record.id) ?? 0));
}

export async function presentUniverseDetail(
  store: WorkspaceStore,
  row: UniverseRow,
): Promise<UniverseDetail> {
  const [[record], worlds, novels, campaigns] = await Promise.all([
    withParts<UniverseRow, UniverseDetail>(store, 'universes', [row]),
    store.rows(worldTable, ['id', 'name', 'description', 'type', 'image_url'], { universe_id: row.id }),
    store.rows(novelTable, ['id', 'title', 'status'], { universe_id: row.id }),
    store.rows(campaignTable, ['id', 'title', 'status'], { universe_id: row.id }),
  ]);
  const locationCounts = countBy(
    await store.rows(locationTable, ['world_id'], { world_id: worlds.map((world) => world.id) }),
    'world_id',
  );
  if (record === undefined) throw new Error('withParts returned no universe');
  return {
    ...record,
    worldCount: worlds.length,
    worlds: worlds.map((world) => ({
      id: world.id,
      name: world.name,
      description: world.description,
      type: world.type,
      imageUrl: world.image_url,
      locationCount: locationCounts.get(world.id) ?? 0,
    })),
    novels: novels.map((novel) => ({
      id: novel.id,
      title: novel.title,
      status: novel.status as Novel['status'],
    })),
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      title: campaign.title,
      status: campaign.status as Campaign['status'],
    })),
  };
}

/** A map with its pins, regions and routes (decision 059), each with its version. */
export async function presentMap(store: WorkspaceStore, row: MapRow): Promise<MapRecord> {
  const [map] = await withParts<MapRow, MapRecord>(store, 'maps', [row]);
  if (map === undefined) throw new Error('withParts returned fewer maps than it was given');
  return map;
}

/** Maps with their pins, regions and routes. */
export function presentMaps(store: WorkspaceStore, rows: readonly MapRow[]): Promise<MapRecord[]> {
  return withParts<MapRow, MapRecord>(store, 'maps', rows);
}

export async function presentWorlds(store: WorkspaceStore, rows: WorldRow[]): Promise<World[]> {
  const ids = rows.map((record) => record.id);
  const [records, names, locations] = await Promise.all([
    withParts<WorldRow, World>(store, 'worlds', rows),
    universeNames(store, [...new Set(rows.map((record) => record.universeId))]),
    store.rows(locationTable, ['world_id'], { world_id: ids }),
  ]);
  const locationCounts = countBy(locations, 'world_id');
  return records.map((record) => ({
    ...record,
    universeName: names.get(record.universeId) ?? '',
    locationCount: locationCounts.get(record.id) ?? 0,
  }));
}

export async function presentCampaignDetails(
  store: WorkspaceStore,
  rows: CampaignRow[],
): Promise<CampaignDetail[]> {
  const [records, names] = await Promise.all([
    withParts<CampaignRow, CampaignDetail>(store, 'campaigns', rows),
    universeNames(store, [...new Set(rows.map((record) => record.universeId))]),
  ]);
  return records.map((record) =>
    withCampaignCounts(record, names.get(record.universeId), record.sessions.length),
  );
}

export async function presentCampaigns(store: WorkspaceStore, records: CampaignRow[]): Promise<Campaign[]> {
  const [names, sessions] = await Promise.all([
    universeNames(store, [...new Set(records.map((record) => record.universeId))]),
    store.parts().countParts(
      'campaigns/sessions',
      records.map((record) => record.id),
    ),
  ]);
  return records.map((campaign) =>
    withCampaignCounts(campaign, names.get(campaign.universeId), sessions.get(campaign.id) ?? 0),
  );
}

/** The title or name of each timeline's record ('' when it is gone) and its number of events. */
export async function presentTimelines(
  store: WorkspaceStore,
  records: TimelineRecord[],
): Promise<Timeline[]> {
  const ids = (type: TimelineRecord['entityType']) =>
    records.filter((record) => record.entityType === type).map((record) => record.entityId);
  const [novels, universes, campaigns, events] = await Promise.all([
    store.rows(novelTable, ['id', 'title'], { id: ids('novel') }),
    store.rows(universeTable, ['id', 'name'], { id: ids('universe') }),
    store.rows(campaignTable, ['id', 'title'], { id: ids('campaign') }),
    store.rows(timelineEventTable, ['timeline_id'], { timeline_id: records.map((record) => record.id) }),
  ]);
  const names = {
    novel: new Map(novels.map((row) => [row.id, row.title])),
    universe: new Map(universes.map((row) => [row.id, row.name])),
    campaign: new Map(campaigns.map((row) => [row.id, row.title])),
  };
  const eventCounts = countBy(events, 'timeline_id');
  return records.map((record) =>
    toTimeline(record, names[record.entityType].get(record.entityId), eventCounts.get(record.id) ?? 0),
  );
}

export async function presentProfile(store: WorkspaceStore, record: ProfileRecord): Promise<Profile> {
  const [novels, universes, campaigns] = await Promise.all([
    store.rows(novelTable, ['id', 'title', 'last_updated']),
    store.rows(universeTable, ['id', 'name', 'last_updated']),
    store.rows(campaignTable, ['id', 'title', 'last_updated']),
  ]);
  const projects = (rows: readonly { id: string; last_updated: string }[]) =>
    new Map(rows.map((row) => [row.id, { title: displayName(row), lastUpdated: row.last_updated }]));
  return toProfile(record, {
    novel: projects(novels),
    universe: projects(universes),
    campaign: projects(campaigns),
  });
}
