// The storage quota (decision 025): what `GET /api/v1/usage` answers and how screens word it.

/** What the quota counts, each category apart (decision 049). */
export const usageCategories = [
  'records',
  'parts',
  'texts',
  'versions',
  'history',
  'trash',
  'relations',
  'images',
  'calendars',
  'writingGoals',
  'savedQueries',
] as const;
export type UsageCategory = (typeof usageCategories)[number];

/** How the settings page names each category. */
export const usageCategoryLabels: Record<UsageCategory, string> = {
  records: 'Records',
  parts: 'Parts',
  texts: 'Texts and documents',
  versions: 'Text versions',
  history: 'History',
  trash: 'Trash',
  relations: 'Relations',
  images: 'Images',
  calendars: 'Calendars',
  writingGoals: 'Writing goals',
  savedQueries: 'Saved queries',
};

/** One category's figure: its bytes and how many stored rows make it. */
export type UsageEntry = { category: UsageCategory; bytes: number; items: number };

/**
 * `GET /api/v1/usage`: bytes stored by the caller, and the quota (null when there is none); `categories`
 * (every category, in the order above) adds up to `usedBytes`.
 */
export type Usage = { usedBytes: number; quotaBytes: number | null; categories?: UsageEntry[] };

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  const value = bytes / MB;
  return value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
}

/** '12.3 MB', '0.4 MB', '12 KB' for a category's figure (small ones in KB, so they do not read as 0). */
export function sizeLabel(bytes: number): string {
  if (bytes < 0.1 * MB) return `${Math.ceil(bytes / 1024)} KB`;
  return `${megabytes(bytes)} MB`;
}

/** '12.3 MB of 500 MB used', or '12.3 MB used' without a quota. */
export function usageLabel(usage: Usage): string {
  const used = `${megabytes(usage.usedBytes)} MB`;
  return usage.quotaBytes === null ? `${used} used` : `${used} of ${megabytes(usage.quotaBytes)} MB used`;
}

/** The refusal of a write past the quota. */
export function workspaceFullMessage(usage: Usage): string {
  return `Your workspace is full: ${usageLabel(usage)}. Delete what you no longer need (images take the most room) and empty the Trash to make space.`;
}
