import type { TabLink } from '../../ui/tab-links';

/** The novel workspace's sections, each a sub-route of /novels/{id} (Overview is the empty sub-path). */
export const novelTabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
  { path: 'characters', label: 'Characters' },
  { path: 'story-arcs', label: 'Story Arcs' },
  { path: 'timelines', label: 'Timeline' },
  { path: 'assets', label: 'Assets' },
] as const satisfies readonly TabLink[];
