import { describe, expect, it } from 'vitest';
import {
  continuitySettingsInputSchema,
  dismissalInputSchema,
  isSettingsRow,
  settingsOf,
  settingsRow,
  TOLERANCE_DAYS_MAX,
  withDismissals,
} from './continuity';

// A scope's continuity settings (decision 060, 2026-11-28): kept as a row beside the dismissals, read back
// per novel, campaign or universe, defaults for what is missing or unreadable.

const stored = (row: ReturnType<typeof settingsRow>) => ({ ...row, dismissedAt: '2026-11-28T01:00:00.000Z' });

describe('continuity settings', () => {
  it('reads back what was set for one scope, and the defaults for another', () => {
    const rows = [stored(settingsRow('novel', 'n-1', { toleranceDays: 400 }))];
    expect(settingsOf(rows, 'novel', 'n-1')).toEqual({ toleranceDays: 400 });
    expect(settingsOf(rows, 'novel', 'n-2')).toEqual({ toleranceDays: 300 });
    expect(settingsOf(rows, 'universe', 'n-1')).toEqual({ toleranceDays: 300 });
  });

  it('is a row the import accepts as a dismissal, and never dismisses a finding', () => {
    const row = settingsRow('campaign', 'c-1', { toleranceDays: 0 });
    expect(dismissalInputSchema.safeParse(row).success).toBe(true);
    expect(isSettingsRow(row)).toBe(true);
    const finding = {
      id: row.findingId.replace('settings:', 'impossible-kinship:'),
      check: 'impossible-kinship',
      level: 'problem',
      explanation: 'x',
      involved: [] as never[],
      fingerprint: row.fingerprint,
    } as const;
    expect(withDismissals([finding], [stored(row)])[0]?.dismissal).toBeNull();
  });

  it('falls back to the defaults for an edited row it cannot read', () => {
    const row = {
      ...stored(settingsRow('novel', 'n-1', { toleranceDays: 1 })),
      reason: '{"toleranceDays":-4}',
    };
    expect(settingsOf([row], 'novel', 'n-1')).toEqual({ toleranceDays: 300 });
    expect(settingsOf([{ ...row, reason: 'not json' }], 'novel', 'n-1')).toEqual({ toleranceDays: 300 });
  });

  it('refuses a tolerance that is not a whole number of days in range, with a clear message', () => {
    const message = (value: unknown) =>
      continuitySettingsInputSchema.safeParse({ toleranceDays: value }).error?.issues[0]?.message;
    expect(message(-1)).toBe('The tolerance cannot be negative');
    expect(message(1.5)).toBe('The tolerance must be a whole number of days');
    expect(message('30')).toBe('The tolerance must be a whole number of days');
    expect(message(TOLERANCE_DAYS_MAX + 1)).toBe(`The tolerance must be at most ${TOLERANCE_DAYS_MAX} days`);
    expect(message(TOLERANCE_DAYS_MAX)).toBeUndefined();
  });
});
