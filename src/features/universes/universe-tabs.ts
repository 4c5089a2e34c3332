import type { TabLink } from '../../ui/tab-links';

/** The universe page's sections, each a sub-route (the spec's order and labels). */
export const universeTabs: readonly TabLink[] = [
  { path: '', label: 'Overview' },
  { path: 'worlds', label: 'Worlds' },
  { path: 'locations', label: 'Locations' },
  { path: 'time-periods', label: 'Time Periods' },
  { path: 'magic-systems', label: 'Magic Systems' },
  { path: 'factions', label: 'Factions' },
  { path: 'cultures', label: 'Cultures' },
  { path: 'characters', label: 'Characters' },
  // A technology's own page sits under the data API's segment, technologies/{id}.
  { path: 'technology', label: 'Technology', alsoMatches: ['technologies'] },
  { path: 'races', label: 'Races' },
  { path: 'items', label: 'Items' },
  { path: 'lore', label: 'Lore' },
];
