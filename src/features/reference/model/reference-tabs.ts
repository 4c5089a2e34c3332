/** The References page's five tabs, in the spec's order; `value` is what `?tab=` holds. */
export const referenceTabs = [
  { value: 'query-editor', label: 'Query Editor' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'browse-data', label: 'Browse Data' },
  { value: 'saved-queries', label: 'Saved Queries' },
  { value: 'export-import', label: 'Export & Import' },
] as const;

export type ReferenceTab = (typeof referenceTabs)[number]['value'];

export const DEFAULT_REFERENCE_TAB: ReferenceTab = 'query-editor';

export function isReferenceTab(value: unknown): value is ReferenceTab {
  return referenceTabs.some((tab) => tab.value === value);
}

/** The tab a `?tab=` value names; a missing or unknown value opens the Query Editor. */
export function tabFromParam(value: string | null): ReferenceTab {
  return isReferenceTab(value) ? value : DEFAULT_REFERENCE_TAB;
}
