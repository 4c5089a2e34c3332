/**
 * Whether a record matches what the user typed in a list page's search box: a case-insensitive substring
 * of any of the given fields. A blank term (only spaces, say) matches everything, so clearing the box
 * shows the whole list again; missing fields never match.
 */
export function matchesSearch(term: string, fields: ReadonlyArray<string | undefined>): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field?.toLocaleLowerCase().includes(needle) ?? false);
}
