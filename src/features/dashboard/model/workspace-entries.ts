import type { Campaign } from '../../../../common/domain/campaign';
import type { ProjectType } from '../../../../common/domain/enums';
import type { Novel } from '../../../../common/domain/novel';
import type { Universe } from '../../../../common/domain/universe';

/** One project as the dashboard lists it: what it is, what it is called, where it lives, when it changed. */
export type ProjectEntry = {
  id: string;
  type: ProjectType;
  title: string;
  href: string;
  lastUpdated: string;
};

export type WorkspaceLists = {
  novels: readonly Novel[];
  universes: readonly Universe[];
  campaigns: readonly Campaign[];
};

/** How many entries each dashboard list shows before 'View All' expands it. */
export const COLLAPSED_COUNT = 5;

function entries({ novels, universes, campaigns }: WorkspaceLists, onlyFavorites: boolean): ProjectEntry[] {
  return [
    ...novels
      .filter((novel) => !onlyFavorites || novel.isFavorite)
      .map((n) => ({
        id: n.id,
        type: 'novel' as const,
        title: n.title,
        href: `/novels/${n.id}`,
        lastUpdated: n.lastUpdated,
      })),
    ...universes
      .filter((universe) => !onlyFavorites || universe.isFavorite)
      .map((u) => ({
        id: u.id,
        type: 'universe' as const,
        title: u.name,
        href: `/universes/${u.id}`,
        lastUpdated: u.lastUpdated,
      })),
    ...campaigns
      .filter((campaign) => !onlyFavorites || campaign.isFavorite)
      .map((c) => ({
        id: c.id,
        type: 'campaign' as const,
        title: c.title,
        href: `/campaigns/${c.id}`,
        lastUpdated: c.lastUpdated,
      })),
  ];
}

/** Newest change first; equal times keep a stable, alphabetical order. */
function byMostRecent(a: ProjectEntry, b: ProjectEntry): number {
  return Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated) || a.title.localeCompare(b.title);
}

/** Every project, most recently updated first. */
export function recentActivity(lists: WorkspaceLists): ProjectEntry[] {
  return entries(lists, false).sort(byMostRecent);
}

/** The favorited projects, most recently updated first. */
export function favoriteProjects(lists: WorkspaceLists): ProjectEntry[] {
  return entries(lists, true).sort(byMostRecent);
}

export const projectTypeLabel: Record<ProjectType, string> = {
  novel: 'Novel',
  universe: 'Universe',
  campaign: 'Campaign',
};
