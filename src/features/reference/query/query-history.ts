import { truncateText } from './result-display';

/** How many queries the console remembers, and how much of each a history entry shows (spec section 9). */
export const HISTORY_LIMIT = 10;
export const HISTORY_LABEL_LIMIT = 40;

/**
 * The history after a query ran successfully: newest first, no duplicates (a re-run moves to the top),
 * at most 10. Queries that differ only in surrounding whitespace are the same query.
 */
export function addToHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim();
  if (entry === '') return [...history];
  return [entry, ...history.filter((previous) => previous.trim() !== entry)].slice(0, HISTORY_LIMIT);
}

/** A history entry as listed: on one line, cut at 40 characters plus '...'. */
export function historyLabel(query: string): string {
  return truncateText(query.trim().replace(/\s+/g, ' '), HISTORY_LABEL_LIMIT);
}
