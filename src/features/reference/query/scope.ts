import type { FieldRef, TableRef } from './ast';
import { queryError } from './query-error';
import { findField, type QueryField, type QueryRow, type QueryTable } from './query-table';

/** 0 is the FROM table, 1 the joined table. */
export type Side = 0 | 1;

export type ScopeTable = { table: QueryTable; ref: TableRef; side: Side };

export type BoundField = { side: Side; field: QueryField; scope: ScopeTable };

/**
 * Reads a value for the current row pair, given as row indexes: single-table work passes the row's index
 * as `l` (and -1 as `r`); joined work passes the FROM row's index and the joined row's (-1 when a LEFT
 * JOIN found none).
 */
export type Getter = (l: number, r: number) => unknown;

/** The tables in play and how names in the query resolve to their fields. */
export class Scope {
  constructor(readonly tables: readonly ScopeTable[]) {}

  resolve(ref: FieldRef): BoundField {
    const candidates = ref.qualifier === null ? this.tables : [this.tableFor(ref)];
    const matches: BoundField[] = [];
    for (const scope of candidates) {
      const field = findField(scope.table, ref.name);
      if (field) matches.push({ side: scope.side, field, scope });
    }
    const [first, second] = matches;
    if (second)
      throw queryError(`Field '${ref.name}' is ambiguous; qualify it with a table alias`, ref.position);
    if (first) return first;
    const names = candidates.map((scope) => `'${scope.table.name}'`);
    const where = names.length === 1 ? `table ${names[0]}` : `tables ${names.join(' and ')}`;
    throw queryError(`Unknown field '${ref.name}' in ${where}`, ref.position);
  }

  /** The table a qualifier names: an alias first, then a table name. */
  tableFor(ref: { qualifier: string | null; position: FieldRef['position'] }): ScopeTable {
    const wanted = (ref.qualifier ?? '').toLowerCase();
    const byAlias = this.tables.filter((scope) => scope.ref.alias?.toLowerCase() === wanted);
    const matches =
      byAlias.length > 0 ? byAlias : this.tables.filter((scope) => scope.table.name.toLowerCase() === wanted);
    const [first, second] = matches;
    if (second) {
      throw queryError(
        `Table alias '${ref.qualifier}' is ambiguous; give each table its own alias`,
        ref.position,
      );
    }
    if (!first) throw queryError(`Unknown table or alias '${ref.qualifier}'`, ref.position);
    return first;
  }
}

/** The name a table is shown under when column names need qualifying. */
export function scopeLabel(scope: ScopeTable): string {
  return scope.ref.alias ?? scope.table.name;
}

/**
 * Column arrays per rows array, extracted on first use. Reading `column[i]` keeps every value read in the
 * engine a plain array access, where `row[name]` with a different name per query would make one property
 * load serve every field and slow each filter, sort and join. Tables are snapshots: a changed table comes
 * as a new rows array, which gets its own columns.
 */
const columnCache = new WeakMap<readonly QueryRow[], Map<string, readonly unknown[]>>();

export function columnOf(table: QueryTable, fieldName: string): readonly unknown[] {
  let columns = columnCache.get(table.rows);
  if (!columns) {
    columns = new Map();
    columnCache.set(table.rows, columns);
  }
  let column = columns.get(fieldName);
  if (!column) {
    const rows = table.rows;
    const values = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i += 1) values[i] = (rows[i] as QueryRow)[fieldName];
    column = values;
    columns.set(fieldName, column);
  }
  return column;
}

/** A getter for a bound field, for row pairs (`isPair`) or for rows of the field's own table alone. */
export function fieldGetter(bound: BoundField, isPair: boolean): Getter {
  const column = columnOf(bound.scope.table, bound.field.name);
  if (!isPair || bound.side === 0) return (l) => column[l];
  return (_l, r) => (r < 0 ? undefined : column[r]);
}
