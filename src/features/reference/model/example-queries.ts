/** The editor's text when the page opens (spec: select all from novels limit 5). */
export const INITIAL_QUERY = 'SELECT * FROM novels LIMIT 5';

export const EDITOR_PLACEHOLDER = 'SELECT * FROM novels';

/** What the Join button puts in the editor: each novel beside the universe it belongs to. */
export const JOIN_EXAMPLE =
  'SELECT n.title, n.status, u.name AS universe FROM novels n JOIN universes u ON n.universeId = u.id';

export type ExampleQuery = { label: string; sql: string };

/** Example queries; the editor shows the first five as chips (spec section 9). */
export const exampleQueries: readonly ExampleQuery[] = [
  { label: 'All tables', sql: 'SHOW TABLES' },
  {
    label: 'Long novels',
    sql: 'SELECT title, wordCount FROM novels WHERE wordCount > 50000 ORDER BY wordCount DESC',
  },
  { label: 'Campaigns by status', sql: 'SELECT status, COUNT(*) FROM campaigns GROUP BY status' },
  { label: 'Cities', sql: "SELECT name, description FROM locations WHERE type = 'city'" },
  { label: 'Character fields', sql: 'DESCRIBE characters' },
  { label: 'Legendary items', sql: "COUNT FROM items WHERE rarity = 'legendary'" },
  { label: 'Worlds by name', sql: 'SELECT name, type, climate FROM worlds ORDER BY name' },
];

export const EXAMPLE_CHIP_COUNT = 5;

export function exampleChips(): readonly ExampleQuery[] {
  return exampleQueries.slice(0, EXAMPLE_CHIP_COUNT);
}

/** The schema browser's Query and the Browse buttons: ten rows of a table (spec section 9). */
export function browseQuery(table: string): string {
  return `SELECT * FROM ${table} LIMIT 10`;
}

/** The schema browser's Structure button. */
export function structureQuery(table: string): string {
  return `DESCRIBE ${table}`;
}

/** The schema browser's Browse Data button: the whole table. */
export function wholeTableQuery(table: string): string {
  return `SELECT * FROM ${table}`;
}
