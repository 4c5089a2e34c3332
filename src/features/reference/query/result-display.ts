import { displayText } from './values';

/** Result cells longer than this are cut for display (spec section 9). */
export const CELL_DISPLAY_LIMIT = 100;

export type CellDisplay = {
  /** What the table shows: cut to 100 characters plus '...' when longer. */
  text: string;
  /** The whole value as text, for a tooltip, copying and CSV. */
  fullText: string;
  isTruncated: boolean;
  isNull: boolean;
};

/** Cuts text to `limit` characters (whole characters, never half of an emoji) and appends '...'. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('')}...`;
}

/** How a result cell reads: NULL for missing values, booleans as true/false, lists joined with ", ". */
export function displayCell(value: unknown): CellDisplay {
  const fullText = displayText(value);
  const text = truncateText(fullText, CELL_DISPLAY_LIMIT);
  return { text, fullText, isTruncated: text !== fullText, isNull: value === null || value === undefined };
}
