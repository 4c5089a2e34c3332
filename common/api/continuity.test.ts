import { describe, expect, it } from 'vitest';
import {
  continuitySettingsInputSchema,
  isLegacySettingsRow,
  legacySettingsOf,
  settingsOf,
  TOLERANCE_DAYS_MAX,
  withDismissals,
} from './continuity';

// A scope's continuity settings (decision 099): the stored ones or the defaults; and the rows beside the
// dismissals that held them before migration 0052 (decision 060, 2026-11-28), as older backups carry them.

const legacy = (findingId: string, reason: string) => ({
  findingId,
  fingerprint: '00000000',
  reason,
  dismissedAt: '2026-11-28T01:00:00.000Z',
});

describe('continuity settings', () => {
  it('reads what was set, and the defaults when nothing was', () => {
    expect(settingsOf({ toleranceDays: 400 })).toEqual({ toleranceDays: 400 });
    expect(settingsOf(undefined)).toEqual({ toleranceDays: 300 });
  });

  it('reads an older file’s settings row, and never takes it for a dismissal of a finding', () => {
    const row = legacy('settings:campaign:c-1:x', '{"toleranceDays":0}');
    expect(isLegacySettingsRow(row)).toBe(true);
    expect(legacySettingsOf(row)).toEqual({ scopeKind: 'campaign', scopeId: 'c-1:x', toleranceDays: 0 });
    expect(legacySettingsOf(legacy('acts-after-death:c-1', '{"toleranceDays":0}'))).toBeUndefined();
    const finding = {
      id: 'impossible-kinship:campaign:c-1:x',
      check: 'impossible-kinship',
      level: 'problem',
      explanation: 'x',
      involved: [] as never[],
      fingerprint: row.fingerprint,
    } as const;
    expect(withDismissals([finding], [row])[0]?.dismissal).toBeNull();
  });

  it('reads nothing from an edited row (the defaults held), nor from another scope kind', () => {
    expect(legacySettingsOf(legacy('settings:novel:n-1', '{"toleranceDays":-4}'))).toBeUndefined();
    expect(legacySettingsOf(legacy('settings:novel:n-1', 'not json'))).toBeUndefined();
    expect(legacySettingsOf(legacy('settings:world:w-1', '{"toleranceDays":4}'))).toBeUndefined();
    expect(legacySettingsOf(legacy('settings:novel:', '{"toleranceDays":4}'))).toBeUndefined();
    expect(legacySettingsOf(legacy('settings:novel', '{"toleranceDays":4}'))).toBeUndefined();
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
