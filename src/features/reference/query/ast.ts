import type { SourcePosition } from './query-error';

/** A field as written: `title`, `n.title` or `` `order` ``. */
export type FieldRef = {
  kind: 'field';
  /** The table alias or name before the dot, as written. */
  qualifier: string | null;
  name: string;
  position: SourcePosition;
};

export type Literal = {
  kind: 'literal';
  value: string | number | boolean | null;
  position: SourcePosition;
};

export type Operand = FieldRef | Literal;

export type ComparisonOperator = '=' | '>' | '<' | '>=' | '<=';

export type Condition =
  | { kind: 'compare'; operator: ComparisonOperator; left: Operand; right: Operand }
  | { kind: 'like'; subject: Operand; pattern: string; position: SourcePosition }
  | { kind: 'in'; subject: Operand; values: Literal[] }
  | { kind: 'is-null'; subject: Operand; isNegated: boolean };

export type SelectItem =
  | { kind: 'all'; qualifier: string | null; position: SourcePosition }
  | { kind: 'field'; field: FieldRef; alias: string | null }
  | { kind: 'count'; alias: string | null; position: SourcePosition };

export type TableRef = { name: string; alias: string | null; position: SourcePosition };

export type JoinClause = {
  type: 'inner' | 'left';
  table: TableRef;
  left: FieldRef;
  right: FieldRef;
};

export type OrderBy = { field: FieldRef; direction: 'asc' | 'desc' };

export type SelectStatement = {
  kind: 'select';
  items: SelectItem[];
  from: TableRef;
  join: JoinClause | null;
  where: Condition[];
  groupBy: FieldRef | null;
  orderBy: OrderBy | null;
  limit: number | null;
};

/** `count from t` and `count(*) from t`: the number of matching rows in a column named `count`. */
export type CountStatement = {
  kind: 'count';
  from: TableRef;
  join: JoinClause | null;
  where: Condition[];
};

export type ShowTablesStatement = { kind: 'show-tables' };

export type DescribeStatement = { kind: 'describe'; table: TableRef };

export type Statement = SelectStatement | CountStatement | ShowTablesStatement | DescribeStatement;
