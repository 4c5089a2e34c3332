import type { QueryKey } from '@tanstack/react-query';
import { recordKind, recordKindOfCollection, recordKindOfTable } from '../../common/workspace/kinds';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import { workspaceKey } from './query-helpers';
import { recordFamily } from './records';

// Which cached reads a live event makes stale (decision 062): the lists, pages and counts that show the
// row written, and nothing else: a chapter's text is read again only when that chapter's text changed,
// so a writing view is never refreshed by someone renaming a quest. Pure, tested beside it.

const key = (...segments: string[]): QueryKey => [...workspaceKey, ...segments];

/** Reads that derive from every record and part: names, counts, search, the References tables. */
const derived = [
  'search',
  'entities',
  'reference',
  'profile',
  'relations',
  'continuity',
  'history',
  'delete-plan',
];

/** The key families that show a row of each record family (a universe's page lists its worlds, ...). */
const shownIn: Record<string, readonly string[]> = {
  novels: ['novels', 'universes', 'characters', 'timelines', 'manuscript'],
  universes: ['universes', 'novels', 'worlds', 'campaigns', 'locations', 'calendars'],
  worlds: ['worlds', 'universes', 'locations', 'maps'],
  locations: ['locations', 'worlds', 'campaigns', 'maps'],
  campaigns: ['campaigns', 'universes', 'characters', 'items', 'timelines'],
  timelines: ['timelines', 'novels', 'universes', 'campaigns', 'worlds'],
  characters: ['characters', 'novels', 'campaigns', 'universes'],
  items: ['items', 'campaigns', 'characters'],
  maps: ['maps', 'worlds', 'locations'],
};

/** A record table's family, or undefined for a table that holds no record kind. */
export function familyOfTable(table: string): string | undefined {
  const kind = recordKindOfTable(table);
  return kind === undefined ? undefined : recordFamily(kind);
}

/**
 * What else shows a row of a family: a kind the lists above do not name is shown in its own family and
 * in the families of the records it links to (a relic of a universe, on the universe's page).
 */
function shownInOf(family: string): readonly string[] {
  const listed = shownIn[family];
  if (listed !== undefined) return listed;
  const kind = recordKindOfCollection(family);
  if (kind === undefined) return [family];
  const linked = recordKind(kind).links.map((link) => recordFamily(link.to));
  return [...new Set([family, ...linked])];
}

/** A part kind's family: its record's ('campaigns/quests' → campaigns). */
const familyOfPart = (kind: string | null) => (kind === null ? undefined : kind.split('/')[0]);

/** The keys one event makes stale; an event of a table this does not know refreshes the workspace. */
export function liveInvalidations(event: LiveWireEvent): QueryKey[] {
  // A member's view of a shared container is one read per container.
  const shared = key('shared', event.ownerId);
  const records = (family: string | undefined) =>
    family === undefined
      ? [workspaceKey]
      : [...shownInOf(family).map((name) => key(name)), ...derived.map((name) => key(name)), shared];
  switch (event.table) {
    case 'parts':
    case 'part_texts':
    case 'relations':
      return records(event.table === 'relations' ? undefined : familyOfPart(event.kind));
    case 'chapter_texts': {
      const novelId = event.parentId ?? '';
      const chapterId = event.entityId ?? '';
      return [
        key('chapter-text', novelId, chapterId),
        key('text-versions', novelId, chapterId),
        key('manuscript', novelId),
        key('writing-goal', novelId),
        key('novels'),
        ...derived.map((name) => key(name)),
        shared,
      ];
    }
    // A chapter's shared text (decision 073): its co-editors hear it on their own socket, and the stored
    // text derived from it comes as a `chapter_texts` event of its own.
    case 'chapter_ydocs':
      return [];
    case 'text_versions':
      return event.kind === 'novels/chapters'
        ? [key('text-versions', event.parentId ?? '', event.entityId ?? '')]
        : [key('part-text-versions')];
    case 'calendars':
      return [key('calendars'), key('timelines')];
    case 'writing_goals':
    case 'writing_days':
      return [key('writing-goal'), key('profile')];
    case 'trash':
    case 'trash_settings':
      return [key('trash')];
    case 'images':
      return [key('usage')];
    case 'profiles':
      return [key('profile')];
    case 'saved_queries':
      return [key('saved-queries')];
    case 'continuity_dismissals':
    case 'continuity_settings':
      return [key('continuity')];
    case 'comments':
      return [key('comments')];
    case 'members':
    case 'invitations':
    case 'visibility':
      return [key('shared')];
    default: {
      const family = familyOfTable(event.table);
      return family === undefined ? [workspaceKey] : records(family);
    }
  }
}

/** The keys a batch of events makes stale, each once. */
export function liveInvalidationsOf(events: readonly LiveWireEvent[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const event of events) {
    for (const each of liveInvalidations(event)) keys.set(JSON.stringify(each), each);
  }
  return [...keys.values()];
}
