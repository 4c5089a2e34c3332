import type { Campaign, CampaignDetail, CampaignRecord } from '../../common/domain/campaign';
import type { Novel, NovelRecord } from '../../common/domain/novel';
import type { Profile } from '../../common/domain/profile';
import type { Timeline, TimelineRecord } from '../../common/domain/timeline';
import type { Universe, UniverseDetail, UniverseRecord } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import type { World, WorldRecord } from '../../common/domain/world';
import {
  displayName,
  toProfile as profileOf,
  toTimeline as timelineOf,
  toUniverse as universeOf,
  withCampaignCounts,
} from '../../common/workspace/derive';
import { recordKind } from '../../common/workspace/kinds';

// Counts and linked names are computed here, on every read, from the records they describe, so they can
// never disagree with the workspace. Every function returns new objects: callers may keep or change them.

export function toNovel(record: NovelRecord): Novel {
  const { chapters, characters, storyArcs, assets, ...novel } = record;
  return structuredClone(novel);
}

export function toUniverse(record: UniverseRecord, workspace: Workspace): Universe {
  return universeOf(record, workspace.worlds.filter((world) => world.universeId === record.id).length);
}

export function toWorld(record: WorldRecord, workspace: Workspace): World {
  return {
    ...structuredClone(record),
    universeName: workspace.universes.find((universe) => universe.id === record.universeId)?.name ?? '',
    locationCount: workspace.locations.filter((location) => location.worldId === record.id).length,
  };
}

export function toUniverseDetail(record: UniverseRecord, workspace: Workspace): UniverseDetail {
  return {
    ...structuredClone(record),
    worldCount: workspace.worlds.filter((world) => world.universeId === record.id).length,
    worlds: workspace.worlds
      .filter((world) => world.universeId === record.id)
      .map((world) => {
        const { id, name, description, type, imageUrl, locationCount } = toWorld(world, workspace);
        return { id, name, description, type, imageUrl, locationCount };
      }),
    novels: workspace.novels
      .filter((novel) => novel.universeId === record.id)
      .map(({ id, title, status }) => ({ id, title, status })),
    campaigns: workspace.campaigns
      .filter((campaign) => campaign.universeId === record.id)
      .map(({ id, title, status }) => ({ id, title, status })),
  };
}

export function toCampaignDetail(record: CampaignRecord, workspace: Workspace): CampaignDetail {
  const universe = workspace.universes.find((each) => each.id === record.universeId);
  return withCampaignCounts(structuredClone(record), universe?.name, record.sessions.length);
}

export function toCampaign(record: CampaignRecord, workspace: Workspace): Campaign {
  const { sessions, characters, quests, encounters, locations, items, notes, ...campaign } = toCampaignDetail(
    record,
    workspace,
  );
  return campaign;
}

/** The title or name of the record a timeline is for, or '' if it is gone. */
export function entityNameOf(record: Pick<TimelineRecord, 'entityType' | 'entityId'>, workspace: Workspace) {
  const { collection } = recordKind(record.entityType);
  const records = workspace[collection as 'novels' | 'universes' | 'campaigns'] as readonly { id: string }[];
  const found = records.find((each) => each.id === record.entityId);
  return found === undefined ? '' : displayName(found);
}

export function toTimeline(record: TimelineRecord, workspace: Workspace): Timeline {
  const eventCount = workspace.events.filter((event) => event.timelineId === record.id).length;
  return timelineOf(record, entityNameOf(record, workspace), eventCount);
}

export function toProfile(workspace: Workspace): Profile {
  const projects = (records: readonly (Record<string, unknown> & { id: string; lastUpdated: string })[]) =>
    new Map(
      records.map((record) => [record.id, { title: displayName(record), lastUpdated: record.lastUpdated }]),
    );
  return profileOf(structuredClone(workspace.profile), {
    novel: projects(workspace.novels),
    universe: projects(workspace.universes),
    campaign: projects(workspace.campaigns),
  });
}
