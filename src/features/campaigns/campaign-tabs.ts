import type { TabLink } from '../../ui/tab-links';

/** The detail page's sections in the spec's order; '' is the Overview at the campaign's own URL. */
export const campaignTabs = [
  { path: '', label: 'Overview' },
  { path: 'sessions', label: 'Sessions' },
  { path: 'characters', label: 'Characters' },
  { path: 'quests', label: 'Quests' },
  { path: 'encounters', label: 'Encounters' },
  { path: 'locations', label: 'Locations' },
  { path: 'items', label: 'Items' },
  { path: 'notes', label: 'Notes' },
] as const satisfies readonly TabLink[];
