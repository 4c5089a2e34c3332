import type { TabLink } from '../../ui/tab-links';

/** The novel workspace's sections, each a sub-route of /novels/{id} (Overview is the empty sub-path). */
export const novelTabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
  { path: 'characters', label: 'Characters' },
  { path: 'story-arcs', label: 'Story Arcs' },
  // A part's page sits under its data API segment: a novel's images, documents and music belong to
  // Assets (novelSegmentTab). An old address of a novel's own event (events/{id}) leads to Timeline.
  { path: 'timelines', label: 'Timeline', alsoMatches: ['events'] },
  { path: 'assets', label: 'Assets', alsoMatches: ['images', 'documents', 'music'] },
] as const satisfies readonly TabLink[];
