export type QueryFieldType = 'number' | 'boolean' | 'string';

export type QueryField = {
  name: string;
  type: QueryFieldType;
  primaryKey?: boolean;
  foreignKey?: { table: string; field: string };
};

export type QueryRow = Readonly<Record<string, unknown>>;

/**
 * One table the console can query. Values are read from `rows[i][field.name]`; a missing key, undefined,
 * null or NaN is NULL; a list (an item's campaign ids) is allowed as a value. The engine never mutates
 * rows. A rows array is a snapshot: the engine caches its columns, so changed data must come as a new
 * array (as immutable state updates do), never as edits to the rows of an array already queried.
 */
export type QueryTable = {
  name: string;
  fields: readonly QueryField[];
  rows: readonly QueryRow[];
};

/** The tables a query runs against. Names are matched case-insensitively; the first match wins. */
export type QueryDatabase = readonly QueryTable[];

export function findTable(database: QueryDatabase, name: string): QueryTable | undefined {
  const wanted = name.toLowerCase();
  return database.find((table) => table.name.toLowerCase() === wanted);
}

export function findField(table: QueryTable, name: string): QueryField | undefined {
  const wanted = name.toLowerCase();
  return table.fields.find((field) => field.name.toLowerCase() === wanted);
}
