import type { ComparisonOperator, Condition, FieldRef, Literal, Operand } from './ast';
import type { Getter, Scope } from './scope';
import { columnOf, fieldGetter } from './scope';
import {
  compileLike,
  equalityKey,
  isNull,
  numericValue,
  scalarCompare,
  scalarEquals,
  someElement,
} from './values';

export type Predicate = (l: number, r: number) => boolean;

const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  '=': '=',
  '>': '<',
  '<': '>',
  '>=': '<=',
  '<=': '>=',
};

/** Which sides a condition reads: decides whether it can run before the join. */
export function conditionSides(condition: Condition, scope: Scope): Set<0 | 1> {
  const sides = new Set<0 | 1>();
  const visit = (operand: Operand) => {
    if (operand.kind === 'field') sides.add(scope.resolve(operand).side);
  };
  switch (condition.kind) {
    case 'compare':
      visit(condition.left);
      visit(condition.right);
      break;
    case 'like':
    case 'in':
    case 'is-null':
      visit(condition.subject);
      break;
    default:
      assertNever(condition);
  }
  return sides;
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case ${JSON.stringify(value)}`);
}

function scalarTest(operator: ComparisonOperator, left: unknown, right: unknown): boolean {
  if (operator === '=') return scalarEquals(left, right);
  const order = scalarCompare(left, right);
  if (order === null) return false;
  switch (operator) {
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    default:
      return assertNever(operator);
  }
}

/** A test of one field's value, by row index into that field's column. */
type RowTest = (index: number) => boolean;

/** Case-insensitive equality with an ASCII literal, without allocating a lower-cased copy per row. */
function equalsAsciiIgnoringCase(value: string, wanted: string): boolean | null {
  if (value.length !== wanted.length) return false;
  for (let i = 0; i < value.length; i += 1) {
    let code = value.charCodeAt(i);
    // Only Unicode text can lower-case onto ASCII in surprising ways (the Kelvin sign); leave it to the rule.
    if (code > 127) return null;
    if (code >= 65 && code <= 90) code += 32;
    if (code !== wanted.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Compiles a field-against-literal comparison into a test over the field's column, with typed fast paths:
 * plain numbers compare directly and text equality avoids the general rules; anything else (lists,
 * numeric text, NULL) takes the general path, so a fast path never changes a result.
 */
function compileColumnVersusLiteral(
  column: readonly unknown[],
  operator: ComparisonOperator,
  literal: Literal['value'],
): RowTest {
  if (literal === null) return () => false;
  const slow = (value: unknown) => someElement(value, (scalar) => scalarTest(operator, scalar, literal));
  const n = numericValue(literal);
  if (n !== null) {
    switch (operator) {
      case '=':
        return (i) => {
          const value = column[i];
          return typeof value === 'number' ? value === n : slow(value);
        };
      case '>':
        return (i) => {
          const value = column[i];
          return typeof value === 'number' ? value > n : slow(value);
        };
      case '<':
        return (i) => {
          const value = column[i];
          return typeof value === 'number' ? value < n : slow(value);
        };
      case '>=':
        return (i) => {
          const value = column[i];
          return typeof value === 'number' ? value >= n : slow(value);
        };
      case '<=':
        return (i) => {
          const value = column[i];
          return typeof value === 'number' ? value <= n : slow(value);
        };
      default:
        return assertNever(operator);
    }
  }
  if (operator === '=' && typeof literal === 'boolean') {
    return (i) => {
      const value = column[i];
      return typeof value === 'boolean' ? value === literal : slow(value);
    };
  }
  if (operator === '=' && typeof literal === 'string') {
    const wanted = literal.toLowerCase();
    const isAscii = Array.from(literal).every((char) => (char.codePointAt(0) ?? 0) < 128);
    return (i) => {
      const value = column[i];
      if (typeof value !== 'string') return slow(value);
      if (value === literal) return true;
      if (isAscii) {
        const equal = equalsAsciiIgnoringCase(value, wanted);
        if (equal !== null) return equal;
      }
      return value.toLowerCase() === wanted;
    };
  }
  return (i) => slow(column[i]);
}

/** A test of one field's values (LIKE, IN, IS NULL, or a comparison with a literal). */
function compileColumnTest(condition: Condition, column: readonly unknown[]): RowTest | null {
  switch (condition.kind) {
    case 'compare': {
      const { left, right, operator } = condition;
      if (left.kind === 'field' && right.kind === 'literal') {
        return compileColumnVersusLiteral(column, operator, right.value);
      }
      if (left.kind === 'literal' && right.kind === 'field') {
        return compileColumnVersusLiteral(column, FLIPPED[operator], left.value);
      }
      return null;
    }
    case 'like': {
      const matches = compileLike(condition.pattern);
      return (i) => {
        const value = column[i];
        return Array.isArray(value) ? someElement(value, matches) : matches(value);
      };
    }
    case 'in': {
      const keys = new Set<string | number>();
      for (const literal of condition.values) {
        const key = equalityKey(literal.value);
        if (key !== null) keys.add(key);
      }
      if (keys.size === 0) return () => false;
      const has = (scalar: unknown) => {
        const key = equalityKey(scalar);
        return key !== null && keys.has(key);
      };
      return (i) => {
        const value = column[i];
        return typeof value === 'number' ? keys.has(value) : someElement(value, has);
      };
    }
    case 'is-null':
      return condition.isNegated ? (i) => !isNull(column[i]) : (i) => isNull(column[i]);
    default:
      return assertNever(condition);
  }
}

/** The one field a condition tests, when it tests exactly one against literals. */
function subjectField(condition: Condition): FieldRef | null {
  switch (condition.kind) {
    case 'compare': {
      const { left, right } = condition;
      if (left.kind === 'field' && right.kind === 'literal') return left;
      if (left.kind === 'literal' && right.kind === 'field') return right;
      return null;
    }
    case 'like':
    case 'in':
    case 'is-null':
      return condition.subject.kind === 'field' ? condition.subject : null;
    default:
      return assertNever(condition);
  }
}

/**
 * Compiles one WHERE condition. `isPair` says whether rows arrive as (FROM row, joined row); otherwise
 * the row index is `l` and belongs to the table of the condition's field.
 */
export function compileCondition(condition: Condition, scope: Scope, isPair: boolean): Predicate {
  const field = subjectField(condition);
  if (field) {
    const bound = scope.resolve(field);
    const test = compileColumnTest(condition, columnOf(bound.scope.table, bound.field.name));
    if (test) {
      // A joined side that found no row reads as index -1, whose value is undefined: NULL.
      return !isPair || bound.side === 0 ? test : (_l, r) => test(r);
    }
  }
  const operandGetter = (operand: Operand): Getter => {
    if (operand.kind === 'field') return fieldGetter(scope.resolve(operand), isPair);
    const value = operand.value;
    return () => value;
  };
  const test =
    (get: Getter, matches: (scalar: unknown) => boolean): Predicate =>
    (l, r) =>
      someElement(get(l, r), matches);
  switch (condition.kind) {
    case 'compare': {
      const { operator } = condition;
      const getLeft = operandGetter(condition.left);
      const getRight = operandGetter(condition.right);
      return (l, r) => {
        const x = getLeft(l, r);
        const y = getRight(l, r);
        return someElement(x, (p) => someElement(y, (q) => scalarTest(operator, p, q)));
      };
    }
    case 'like':
      return test(operandGetter(condition.subject), compileLike(condition.pattern));
    case 'in': {
      const keys = new Set(
        condition.values.map((literal) => equalityKey(literal.value)).filter((key) => key !== null),
      );
      return test(operandGetter(condition.subject), (scalar) => {
        const key = equalityKey(scalar);
        return key !== null && keys.has(key);
      });
    }
    case 'is-null': {
      const get = operandGetter(condition.subject);
      return condition.isNegated ? (l, r) => !isNull(get(l, r)) : (l, r) => isNull(get(l, r));
    }
    default:
      return assertNever(condition);
  }
}

/** All conditions must hold (AND); an empty list accepts every row. */
export function allOf(predicates: readonly Predicate[]): Predicate | null {
  const [first, second, third] = predicates;
  if (!first) return null;
  if (!second) return first;
  if (!third) return (l, r) => first(l, r) && second(l, r);
  return (l, r) => {
    for (const predicate of predicates) if (!predicate(l, r)) return false;
    return true;
  };
}
