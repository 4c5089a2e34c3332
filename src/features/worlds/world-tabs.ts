import type { TabLink } from '../../ui/tab-links';

/** The world page's sections, each a sub-route; /magic-systems is labelled Magic, as the spec says. */
export const worldTabs: readonly TabLink[] = [
  { path: '', label: 'Overview' },
  { path: 'locations', label: 'Locations' },
  { path: 'settlements', label: 'Settlements' },
  { path: 'cultures', label: 'Cultures' },
  // A creature's own page sits under the data API's segment, creatures/{id}.
  { path: 'fauna-flora', label: 'Fauna & Flora', alsoMatches: ['creatures'] },
  { path: 'magic-systems', label: 'Magic' },
  { path: 'factions', label: 'Factions' },
  { path: 'characters', label: 'Characters' },
  { path: 'items', label: 'Items' },
  { path: 'lore', label: 'Lore' },
];
