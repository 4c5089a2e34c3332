import type { Condition, JoinClause, TableRef } from './ast';
import { allOf, compileCondition, conditionSides, type Predicate } from './compile-condition';
import { hashJoin } from './hash-join';
import { invalidJoin, joinTableNotFound, QueryError, tableNotFound } from './query-error';
import { findTable, type QueryDatabase } from './query-table';
import { columnOf, type Getter, Scope, type ScopeTable } from './scope';

/**
 * The rows a statement works on after FROM, JOIN and WHERE: `count` of them; result position `i` is FROM
 * row `left[i]` paired with joined row `right[i]` (none where it is -1, and no `right` at all without a
 * join). `left` is null when every FROM row is taken in table order (no join, no WHERE): position `i` is
 * row `i`, and no array of 100,000 positions is built and collected for a whole-table GROUP BY or sort.
 */
export type Source = {
  scope: Scope;
  isPair: boolean;
  count: number;
  left: number[] | null;
  right: number[] | null;
};

export type SourceClauses = { from: TableRef; join: JoinClause | null; where: Condition[] };

/** The rows that pass, in table order; the scan stops once `wanted` have passed (a LIMIT with no order). */
function filterRows(count: number, predicate: Predicate | null, wanted = count): number[] {
  const selection: number[] = [];
  if (predicate === null) {
    const end = Math.min(count, wanted);
    for (let i = 0; i < end; i += 1) selection.push(i);
    return selection;
  }
  for (let i = 0; i < count && selection.length < wanted; i += 1) {
    if (predicate(i, -1)) selection.push(i);
  }
  return selection;
}

/** The key columns of `a.x = b.y`, FROM side first, or "Invalid join clause" when it does not join the two. */
function joinKeys(join: JoinClause, scope: Scope): [readonly unknown[], readonly unknown[]] {
  const sideOf = (qualifier: string | null, position: JoinClause['left']['position']) => {
    try {
      return scope.tableFor({ qualifier, position });
    } catch (error) {
      if (error instanceof QueryError) throw invalidJoin();
      throw error;
    }
  };
  const first = sideOf(join.left.qualifier, join.left.position);
  const second = sideOf(join.right.qualifier, join.right.position);
  if (first.side === second.side) throw invalidJoin();
  const a = scope.resolve(join.left);
  const b = scope.resolve(join.right);
  const columnA = columnOf(a.scope.table, a.field.name);
  const columnB = columnOf(b.scope.table, b.field.name);
  return first.side === 0 ? [columnA, columnB] : [columnB, columnA];
}

/**
 * `wanted`: how many rows the statement can use at most, when it reads them in table order (a LIMIT
 * without ORDER BY, GROUP BY or COUNT); the FROM table's scan then stops there. Joined rows are always
 * all produced (their order is the join's).
 */
export function openSource(
  clauses: SourceClauses,
  database: QueryDatabase,
  wanted: number | null = null,
): Source {
  const leftTable = findTable(database, clauses.from.name);
  if (!leftTable) throw tableNotFound(clauses.from.name);
  const tables: ScopeTable[] = [{ table: leftTable, ref: clauses.from, side: 0 }];
  const join = clauses.join;
  if (join) {
    const rightTable = findTable(database, join.table.name);
    if (!rightTable) throw joinTableNotFound(join.table.name);
    tables.push({ table: rightTable, ref: join.table, side: 1 });
  }
  const scope = new Scope(tables);

  if (!join) {
    const predicate = allOf(clauses.where.map((condition) => compileCondition(condition, scope, false)));
    const count = leftTable.rows.length;
    if (predicate === null) {
      return { scope, isPair: false, count: Math.min(count, wanted ?? count), left: null, right: null };
    }
    const left = filterRows(count, predicate, wanted ?? count);
    return { scope, isPair: false, count: left.length, left, right: null };
  }

  const [leftKey, rightKey] = joinKeys(join, scope);
  const rightCount = (tables[1] as ScopeTable).table.rows.length;
  const isLeftJoin = join.type === 'left';
  // Conditions on one side only run before the join (fewer rows to hash and probe); a LEFT JOIN keeps its
  // joined-side conditions for afterwards, where they also drop the rows that found no match.
  const leftOnly: Predicate[] = [];
  const rightOnly: Predicate[] = [];
  const afterJoin: Predicate[] = [];
  for (const condition of clauses.where) {
    const sides = conditionSides(condition, scope);
    if (sides.size === 0 || (sides.size === 1 && sides.has(0))) {
      leftOnly.push(compileCondition(condition, scope, false));
    } else if (sides.size === 1 && !isLeftJoin) {
      rightOnly.push(compileCondition(condition, scope, false));
    } else {
      afterJoin.push(compileCondition(condition, scope, true));
    }
  }
  const joined = hashJoin(
    { selection: filterRows(leftTable.rows.length, allOf(leftOnly)), keys: leftKey },
    { selection: filterRows(rightCount, allOf(rightOnly)), keys: rightKey },
    isLeftJoin,
  );
  const post = allOf(afterJoin);
  if (post) {
    const left: number[] = [];
    const right: number[] = [];
    for (let i = 0; i < joined.left.length; i += 1) {
      const l = joined.left[i] as number;
      const r = joined.right[i] as number;
      if (post(l, r)) {
        left.push(l);
        right.push(r);
      }
    }
    return { scope, isPair: true, count: left.length, left, right };
  }
  return { scope, isPair: true, count: joined.left.length, left: joined.left, right: joined.right };
}

/** A reader for "the value of this getter at result position p" over a source. */
export function positionReader(source: Source, getter: Getter): (position: number) => unknown {
  const { left, right } = source;
  if (left === null) return (position) => getter(position, -1);
  if (right === null) return (position) => getter(left[position] as number, -1);
  return (position) => getter(left[position] as number, right[position] as number);
}
