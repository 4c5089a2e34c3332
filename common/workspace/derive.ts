import type { Campaign } from '../domain/campaign';
import type { Profile, ProfileRecord } from '../domain/profile';
import type { Timeline, TimelineRecord } from '../domain/timeline';
import type { Universe } from '../domain/universe';

// What is worked out from stored records on every read, so it can never disagree with them: a thing's
// name, counts, linked names, a profile's projects. The data API's presenters and the browser's test
// repository both show records through these.

/**
 * A record's or part's name: its title or name as written (whichever it has). Empty when it has none;
 * `fallback` is what a caller shows then ('Untitled' in the Trash).
 */
export function displayName(data: Readonly<Record<string, unknown>>, fallback = ''): string {
  for (const value of [data.name, data.title]) if (typeof value === 'string' && value !== '') return value;
  return fallback;
}

/** A history snapshot's name: a record's own, or a part's, inside its data. */
export function snapshotName(snapshot: Readonly<Record<string, unknown>> | null): string {
  if (snapshot === null) return '';
  return displayName(snapshot) || displayName((snapshot.data ?? {}) as Record<string, unknown>);
}

/** How many rows name each key (a universe's worlds, a timeline's events). */
export function countBy<T>(rows: readonly T[], keyOf: (row: T) => unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = String(keyOf(row));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** A universe as lists show it: its own fields and its number of worlds. */
export function toUniverse(record: Omit<Universe, 'worldCount'>, worldCount: number): Universe {
  const { id, name, description, lastUpdated, imageUrl, isFavorite } = record;
  return { id, name, description, worldCount, lastUpdated, imageUrl, isFavorite };
}

/** A campaign with its universe's name ('' when it is gone) and its number of sessions. */
export function withCampaignCounts<C extends Omit<Campaign, 'universe' | 'sessionsCount'>>(
  record: C,
  universeName: string | undefined,
  sessionsCount: number,
): C & Pick<Campaign, 'universe' | 'sessionsCount'> {
  return { ...record, universe: universeName ?? '', sessionsCount };
}

/** A timeline with the title or name of its record ('' when it is gone) and its number of events. */
export function toTimeline(
  record: TimelineRecord,
  entityName: string | undefined,
  eventCount: number,
): Timeline {
  return { ...record, entityName: entityName ?? '', eventCount };
}

type Project = { title: string; lastUpdated: string };

/**
 * A profile with its counts and its recent projects: a deleted project drops out instead of showing a
 * dead link; the newest change comes first.
 */
export function toProfile(
  record: ProfileRecord,
  projects: Record<'novel' | 'universe' | 'campaign', ReadonlyMap<string, Project>>,
): Profile {
  const { recentProjects, ...profile } = record;
  return {
    ...profile,
    stats: {
      novels: projects.novel.size,
      universes: projects.universe.size,
      campaigns: projects.campaign.size,
    },
    recentProjects: recentProjects
      .flatMap(({ id, type }) => {
        const found = projects[type].get(id);
        return found === undefined ? [] : [{ id, type, title: found.title, lastModified: found.lastUpdated }];
      })
      .sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified)),
  };
}
