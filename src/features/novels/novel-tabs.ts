import type { TabLink } from '../../ui/tab-links';

/** The novel workspace's sections, each a sub-route of /novels/{id} (Overview is the empty sub-path). */
export const novelTabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
  { path: 'characters', label: 'Characters' },
  { path: 'story-arcs', label: 'Story Arcs' },
  // A part's page sits under its data API segment: a novel's events belong to Timeline, its images,
  // documents and music to Assets (novelSegmentTab).
  { path: 'timelines', label: 'Timeline', alsoMatches: ['events'] },
  { path: 'assets', label: 'Assets', alsoMatches: ['images', 'documents', 'music'] },
] as const satisfies readonly TabLink[];
