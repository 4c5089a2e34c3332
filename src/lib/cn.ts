export type ClassValue = string | false | null | undefined | 0;

/** Joins the truthy class names with single spaces, so conditional classes read inline. */
export function cn(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ');
}
