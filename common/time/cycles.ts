// Exact integer arithmetic for calendar cycles: floor division that never rounds wrong, counts of the
// years in a cycle (every N years, leap rules like `400,!100,4`) in closed form, so a day count costs the
// same for year 5 as for year 5,000,000.

/** Floor of a / b for integers (b > 0), exact: `%` is exact on integers, so no float rounding creeps in. */
export function floorDiv(a: number, b: number): number {
  const remainder = mod(a, b);
  return (a - remainder) / b;
}

/** The remainder in [0, b) for b > 0, also for negative a. */
export function mod(a: number, b: number): number {
  const remainder = a % b;
  return remainder < 0 ? remainder + b : remainder === 0 ? 0 : remainder;
}

/** Beyond this a period is treated as "never repeats within the supported years" (its lcm overflowed). */
const HUGE_PERIOD = 2 ** 52;

/**
 * How many years y in [0, year) satisfy (y - offset) ≡ 0 (mod period); negative for years before 0
 * (minus the count in [year, 0)), so that sums over these counts give signed day offsets from year 0.
 */
export function countInCycle(year: number, period: number, offset: number): number {
  return countBelow(year, period, offset) - countBelow(0, period, offset);
}

/** The number of k with k * period + offset < year, up to a constant that cancels in `countInCycle`. */
function countBelow(year: number, period: number, offset: number): number {
  if (period >= HUGE_PERIOD) return year - offset > 0 ? 1 : 0;
  return -floorDiv(offset - year, period);
}

/** Whether a year falls on its cycle. */
export function isOnCycle(year: number, period: number, offset: number): boolean {
  if (period >= HUGE_PERIOD) return year === offset;
  return mod(year - offset, period) === 0;
}

/** One term of a leap rule: divisible by `divisor` means leap (`isLeap`) or not leap (`!`). */
export type LeapTerm = { divisor: number; isLeap: boolean };

export const MAX_LEAP_TERMS = 6;
export const MAX_LEAP_DIVISOR = 100_000;

/**
 * Reads a leap rule such as `400,!100,4`: the first term whose divisor divides the year decides; a year no
 * term divides is common. Returns a message instead when the text is not such a rule.
 */
export function parseLeapRule(rule: string): LeapTerm[] | string {
  const parts = rule.split(',').map((part) => part.trim());
  if (parts.length > MAX_LEAP_TERMS) return `a leap rule has at most ${MAX_LEAP_TERMS} terms`;
  const terms: LeapTerm[] = [];
  for (const part of parts) {
    const match = /^(!?)(\d{1,6})$/.exec(part);
    const divisor = match ? Number(match[2]) : Number.NaN;
    if (!match || divisor < 1 || divisor > MAX_LEAP_DIVISOR) {
      return `"${rule}" is not a leap rule: write divisors from 1 to ${MAX_LEAP_DIVISOR.toLocaleString('en')} separated by commas, "!" before one that makes a year common (e.g. 400,!100,4)`;
    }
    terms.push({ divisor, isLeap: match[1] !== '!' });
  }
  return terms;
}

/** Whether a year is leap under a parsed rule (years counted from `offset`). */
export function isLeapYear(terms: readonly LeapTerm[], year: number, offset: number): boolean {
  for (const term of terms) {
    if (isOnCycle(year, term.divisor, offset)) return term.isLeap;
  }
  return false;
}

/** A signed sum of cycles: the leap years of a rule are Σ coefficient × (years on the cycle of period). */
export type CycleSum = { period: number; coefficient: number }[];

/**
 * Turns a leap rule into a signed sum of plain cycles by inclusion–exclusion: the years decided by term i
 * are those on its divisor and on none of the earlier ones. Terms with equal periods merge, so the
 * Gregorian rule becomes +4 −100 +400 and a count costs one floor division per period.
 */
export function leapRuleAsCycles(terms: readonly LeapTerm[]): CycleSum {
  const byPeriod = new Map<number, number>();
  terms.forEach((term, index) => {
    if (!term.isLeap) return;
    const earlier = terms.slice(0, index).map((other) => other.divisor);
    for (let subset = 0; subset < 2 ** earlier.length; subset += 1) {
      let period = term.divisor;
      let sign = 1;
      earlier.forEach((divisor, bit) => {
        if (subset & (2 ** bit)) {
          period = lcm(period, divisor);
          sign = -sign;
        }
      });
      byPeriod.set(period, (byPeriod.get(period) ?? 0) + sign);
    }
  });
  return [...byPeriod]
    .filter(([, coefficient]) => coefficient !== 0)
    .map(([period, coefficient]) => ({ period, coefficient }));
}

/** How many leap years of a rule lie in [0, year), signed as in `countInCycle`. */
export function countLeapYears(cycles: CycleSum, year: number, offset: number): number {
  let count = 0;
  for (const { period, coefficient } of cycles) count += coefficient * countInCycle(year, period, offset);
  return count;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function lcm(a: number, b: number): number {
  if (a >= HUGE_PERIOD || b >= HUGE_PERIOD) return HUGE_PERIOD;
  const result = (a / gcd(a, b)) * b;
  return result >= HUGE_PERIOD ? HUGE_PERIOD : result;
}
