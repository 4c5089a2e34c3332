import type { FieldRef, SelectStatement } from './ast';
import { positionReader, type Source } from './open-source';
import { queryError } from './query-error';
import { type BoundField, fieldGetter, type Getter, scopeLabel } from './scope';
import { sortOrder } from './sort-order';
import { displayText, equalityKey, isNull } from './values';

export type QueryOutput = { columns: string[]; rows: Record<string, unknown>[] };

type Column = {
  label: string;
  qualifier: string | null;
  getter: Getter;
  bound: BoundField | null;
  alias: string | null;
};

/**
 * Column names must be unique keys of a row object: a clash between tables is qualified with the table's
 * alias (`n.id`, `u.id`), and any clash left gets a counter (`title (2)`).
 */
export function uniqueNames(columns: readonly { label: string; qualifier: string | null }[]): string[] {
  const count = (names: readonly string[], name: string) => names.filter((other) => other === name).length;
  const labels = columns.map((column) => column.label);
  const qualified = columns.map((column) => {
    const clashes = count(labels, column.label) > 1;
    const qualifiers = new Set(
      columns.filter((other) => other.label === column.label).map((other) => other.qualifier),
    );
    return clashes && qualifiers.size > 1 && column.qualifier !== null
      ? `${column.qualifier}.${column.label}`
      : column.label;
  });
  const used = new Set<string>();
  return qualified.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${name} (${n})`;
    used.add(candidate);
    return candidate;
  });
}

function sameField(a: BoundField, b: BoundField): boolean {
  return a.side === b.side && a.field === b.field;
}

function toCell(value: unknown): unknown {
  return isNull(value) ? null : value;
}

function applyLimit<T>(items: T[], limit: number | null): T[] {
  return limit === null || items.length <= limit ? items : items.slice(0, limit);
}

export function executeSelect(statement: SelectStatement, source: Source): QueryOutput {
  const { scope } = source;
  const { count } = source;
  const hasCount = statement.items.some((item) => item.kind === 'count');

  if (statement.groupBy) return executeGroup(statement, source, statement.groupBy);

  if (hasCount) {
    if (statement.items.some((item) => item.kind !== 'count')) {
      const item = statement.items.find((candidate) => candidate.kind !== 'count');
      const position = item?.kind === 'field' ? item.field.position : item?.position;
      throw queryError('COUNT(*) cannot be combined with fields without GROUP BY', position);
    }
    const names = uniqueNames(
      statement.items.map((item) => ({
        label: (item.kind === 'count' && item.alias) || 'count',
        qualifier: null,
      })),
    );
    // One row needs no ordering, but a misspelt ORDER BY field is still reported.
    const orderField = statement.orderBy?.field;
    const isCountName = (name: string) => names.some((label) => label.toLowerCase() === name.toLowerCase());
    if (orderField && !(orderField.qualifier === null && isCountName(orderField.name)))
      scope.resolve(orderField);
    const row: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, count]));
    return { columns: names, rows: applyLimit([row], statement.limit) };
  }

  const columns: Column[] = [];
  for (const item of statement.items) {
    if (item.kind === 'all') {
      const tables = item.qualifier === null ? scope.tables : [scope.tableFor(item)];
      for (const table of tables) {
        for (const field of table.table.fields) {
          const bound = { side: table.side, field, scope: table };
          columns.push({
            label: field.name,
            qualifier: scopeLabel(table),
            getter: fieldGetter(bound, source.isPair),
            bound,
            alias: null,
          });
        }
      }
    } else if (item.kind === 'field') {
      const bound = scope.resolve(item.field);
      columns.push({
        label: item.alias ?? bound.field.name,
        qualifier: scopeLabel(bound.scope),
        getter: fieldGetter(bound, source.isPair),
        bound,
        alias: item.alias,
      });
    }
  }
  const names = uniqueNames(columns);

  let positions: number[] | null = null;
  if (statement.orderBy) {
    const getter = orderGetter(statement.orderBy.field, columns, source);
    positions = sortOrder(
      count,
      positionReader(source, getter),
      statement.orderBy.direction,
      statement.limit,
    );
  }
  const limit = statement.limit === null ? count : Math.min(statement.limit, count);
  const rows = new Array<Record<string, unknown>>(limit);
  const { left, right } = source;
  const getters = columns.map((column) => column.getter);
  const width = getters.length;
  // Every row starts as a copy of one template, so all rows share one shape and the stores below only
  // overwrite existing properties.
  const template: Record<string, unknown> = {};
  for (const name of names) {
    // Defined, not assigned, so a column called __proto__ is an ordinary property of every row.
    Object.defineProperty(template, name, {
      value: null,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (let i = 0; i < limit; i += 1) {
    const position = positions === null ? i : (positions[i] as number);
    const l = left === null ? position : (left[position] as number);
    const r = right === null ? -1 : (right[position] as number);
    const row: Record<string, unknown> = { ...template };
    for (let c = 0; c < width; c += 1) {
      const value = (getters[c] as Getter)(l, r);
      if (value !== undefined && !Number.isNaN(value)) row[names[c] as string] = value;
    }
    rows[i] = row;
  }
  return { columns: names, rows };
}

/** ORDER BY names a column alias first, then any field of the tables (selected or not). */
function orderGetter(ref: FieldRef, columns: readonly Column[], source: Source): Getter {
  if (ref.qualifier === null) {
    const wanted = ref.name.toLowerCase();
    const aliased = columns.find((column) => column.alias?.toLowerCase() === wanted);
    if (aliased) return aliased.getter;
  }
  return fieldGetter(source.scope.resolve(ref), source.isPair);
}

const NULL_GROUP = Symbol('null group');

/** GROUP BY: one row per distinct value (equal as WHERE's `=` is), holding the value and a count. */
function executeGroup(statement: SelectStatement, source: Source, groupRef: FieldRef): QueryOutput {
  const { scope } = source;
  const group = scope.resolve(groupRef);
  let groupLabel = group.field.name;
  let countLabel = 'count';
  for (const item of statement.items) {
    if (item.kind === 'field') {
      const bound = scope.resolve(item.field);
      if (item.alias && sameField(bound, group)) groupLabel = item.alias;
    } else if (item.kind === 'count') {
      if (item.alias) countLabel = item.alias;
    } else if (item.qualifier !== null) {
      scope.tableFor(item);
    }
  }
  const [groupName, countName] = uniqueNames([
    { label: groupLabel, qualifier: null },
    { label: countLabel, qualifier: null },
  ]) as [string, string];

  const read = positionReader(source, fieldGetter(group, source.isPair));
  const indexByKey = new Map<unknown, number>();
  // Most rows repeat a value spelt exactly as before: finding it by its raw value skips normalising it.
  const indexByRaw = new Map<unknown, number>();
  const values: unknown[] = [];
  const counts: number[] = [];
  for (let position = 0; position < source.count; position += 1) {
    const value = read(position);
    let index = indexByRaw.get(value);
    if (index === undefined) {
      let key: unknown;
      if (isNull(value)) key = NULL_GROUP;
      else if (Array.isArray(value)) key = `list:${displayText(value).toLowerCase()}`;
      else key = equalityKey(value);
      index = indexByKey.get(key);
      if (index === undefined) {
        index = values.length;
        indexByKey.set(key, index);
        values.push(toCell(value));
        counts.push(0);
      }
      if (typeof value !== 'object' || value === null) indexByRaw.set(value, index);
    }
    counts[index] = (counts[index] as number) + 1;
  }

  let order = values.map((_, index) => index);
  if (statement.orderBy) {
    const { field, direction } = statement.orderBy;
    const isCount =
      field.qualifier === null &&
      field.name.toLowerCase() === countName.toLowerCase() &&
      groupName.toLowerCase() !== countName.toLowerCase();
    const isGroupAlias = field.qualifier === null && field.name.toLowerCase() === groupName.toLowerCase();
    let valueAt: (index: number) => unknown;
    if (isCount) valueAt = (index) => counts[index];
    else if (isGroupAlias || sameField(scope.resolve(field), group)) valueAt = (index) => values[index];
    else throw queryError('ORDER BY must name the grouped field or count', field.position);
    order = sortOrder(values.length, valueAt, direction);
  }
  const rows = applyLimit(order, statement.limit).map((index) => ({
    [groupName]: values[index],
    [countName]: counts[index],
  }));
  return { columns: [groupName, countName], rows };
}
