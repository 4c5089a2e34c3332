import type { LiveEvent } from './live-events';

// Presence (issue 29, decision 062): who is on a page. A tab reports the page it shows; the server keeps
// it in memory with the tab's live stream and tells those who may see that page (the same policy as
// the change feed, `mayReceive`) who is there. It ends when the stream closes.

/** A page, named as the change feed names what it shows (the owner's row). */
export type PresencePage = {
  ownerId: string;
  table: string;
  kind: string | null;
  entityId: string;
  parentId: string | null;
};

/** One tab on a page. `tab` tells two tabs of one person apart. */
export type PresencePerson = { userId: string; name: string; tab: string };

/** The `presence` message of the live stream: everyone on one page now. */
export type PresenceMessage = { page: string; people: PresencePerson[] };

/** A tab's id: letters, digits, `-` and `_`, as the browser makes it. */
export const TAB_PATTERN = /^[\w-]{8,64}$/;

export const pageKey = (page: PresencePage) =>
  [page.ownerId, page.table, page.kind ?? '', page.entityId, page.parentId ?? ''].join(':');

/** The page as the change-feed event `mayReceive` decides on: whoever may see the row may see who is there. */
export const pageAsEvent = (page: PresencePage): LiveEvent => ({
  ...page,
  id: 0,
  op: 'update',
  version: null,
});

/** The name shown for a person: their address's local part, never anything a client typed. */
export function presenceName(email: string | undefined, fallback = 'Someone'): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local === '' ? fallback : local.charAt(0).toUpperCase() + local.slice(1);
}

/** Up to two letters for an avatar: the first of the first two words ("ana.silva" → "AS"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => word !== '');
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0] ?? '')
      .join('') || '?'
  ).toUpperCase();
}

/**
 * The others on a page, one entry per tab but this one. Another tab of one's own counts (it is
 * another place the chapter is open).
 */
export function othersOn(people: readonly PresencePerson[], myTab: string): PresencePerson[] {
  return people.filter((person) => person.tab !== myTab);
}

/** "Ana is here", "Ana and Ben are here", "Ana, Ben and 2 others are here" (one name per person). */
export function presenceSentence(people: readonly PresencePerson[], what: 'here' | 'writing here'): string {
  const names = [...new Set(people.map((person) => person.name))];
  if (names.length === 0) return '';
  const verb = names.length === 1 ? 'is' : 'are';
  const listed =
    names.length <= 2
      ? names.join(' and ')
      : `${names.slice(0, 2).join(', ')} and ${names.length - 2} other${names.length === 3 ? '' : 's'}`;
  return `${listed} ${verb} ${what}`;
}
