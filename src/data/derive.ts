import type { Campaign, CampaignDetail, CampaignRecord } from '../../common/domain/campaign';
import type { Novel, NovelRecord } from '../../common/domain/novel';
import type { Profile } from '../../common/domain/profile';
import type { Timeline, TimelineRecord } from '../../common/domain/timeline';
import type { Universe, UniverseDetail, UniverseRecord } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import type { World, WorldRecord } from '../../common/domain/world';

// Counts and linked names are computed here, on every read, from the records they describe, so they can
// never disagree with the workspace. Every function returns new objects: callers may keep or change them.

export function toNovel(record: NovelRecord): Novel {
  const { chapters, characters, storyArcs, assets, ...novel } = record;
  return structuredClone(novel);
}

export function toUniverse(record: UniverseRecord, workspace: Workspace): Universe {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    worldCount: workspace.worlds.filter((world) => world.universeId === record.id).length,
    lastUpdated: record.lastUpdated,
    imageUrl: record.imageUrl,
    isFavorite: record.isFavorite,
  };
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
  return {
    ...structuredClone(record),
    universe: workspace.universes.find((universe) => universe.id === record.universeId)?.name ?? '',
    sessionsCount: record.sessions.length,
  };
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
  switch (record.entityType) {
    case 'novel':
      return workspace.novels.find((novel) => novel.id === record.entityId)?.title ?? '';
    case 'universe':
      return workspace.universes.find((universe) => universe.id === record.entityId)?.name ?? '';
    case 'campaign':
      return workspace.campaigns.find((campaign) => campaign.id === record.entityId)?.title ?? '';
  }
}

export function toTimeline(record: TimelineRecord, workspace: Workspace): Timeline {
  return {
    ...record,
    entityName: entityNameOf(record, workspace),
    eventCount: workspace.events.filter((event) => event.timelineId === record.id).length,
  };
}

export function toProfile(workspace: Workspace): Profile {
  const { recentProjects, ...profile } = structuredClone(workspace.profile);
  return {
    ...profile,
    stats: {
      novels: workspace.novels.length,
      universes: workspace.universes.length,
      campaigns: workspace.campaigns.length,
    },
    // A project that was deleted drops out of the list instead of showing a dead link; the newest change
    // comes first.
    recentProjects: recentProjects
      .flatMap(({ id, type }) => {
        const record =
          type === 'novel'
            ? workspace.novels.find((novel) => novel.id === id)
            : type === 'universe'
              ? workspace.universes.find((universe) => universe.id === id)
              : workspace.campaigns.find((campaign) => campaign.id === id);
        if (!record) return [];
        const title = 'title' in record ? record.title : record.name;
        return [{ id, type, title, lastModified: record.lastUpdated }];
      })
      .sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified)),
  };
}
