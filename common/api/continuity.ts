import { z } from 'zod';
import type { Finding } from '../continuity/finding';
import { FINDING_ID_MAX } from '../continuity/finding';
import type { ContinuityScopeKind } from '../continuity/gather';
import { defaultContinuitySettings } from '../continuity/input';

// The continuity API (issue 32, decision 060): a novel's, campaign's or universe's findings, each with
// its dismissal when the author dismissed it and the data it rests on is unchanged since.

export const continuityScopeSegments = {
  novels: 'novel',
  campaigns: 'campaign',
  universes: 'universe',
} as const;
export type ContinuityScopeSegment = keyof typeof continuityScopeSegments;

export const continuityScopeSegmentNames = Object.keys(continuityScopeSegments) as ContinuityScopeSegment[];

export const DISMISSAL_REASON_MAX = 500;
/** The most days after a parent's death a child may be born that an author may allow (a century). */
export const TOLERANCE_DAYS_MAX = 36_500;

/** `GET /continuity/{novels|campaigns|universes}/:id?toleranceDays=N`. */
export const continuityQuerySchema = z.strictObject({
  toleranceDays: z
    .string()
    .regex(/^\d{1,5}$/, `toleranceDays must be a whole number of days from 0 to ${TOLERANCE_DAYS_MAX}`)
    .transform(Number)
    .refine((days) => days <= TOLERANCE_DAYS_MAX, `toleranceDays must be at most ${TOLERANCE_DAYS_MAX}`)
    .optional(),
});

const findingIdSchema = z
  .string({ error: 'findingId is required' })
  .min(1, 'findingId is required')
  .max(FINDING_ID_MAX, `findingId must be at most ${FINDING_ID_MAX} characters`);

/** `PUT /continuity/dismissals`: dismiss a finding as it is now (its fingerprint), with a reason. */
export const dismissalInputSchema = z.strictObject({
  findingId: findingIdSchema,
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'fingerprint must be the finding’s fingerprint (8 hex digits)'),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(DISMISSAL_REASON_MAX, `A reason must be at most ${DISMISSAL_REASON_MAX} characters`),
});
export type DismissalInput = z.output<typeof dismissalInputSchema>;

/** `DELETE /continuity/dismissals?findingId=`: show a dismissed finding again. */
export const dismissalDeleteQuerySchema = z.strictObject({ findingId: findingIdSchema });

/** A stored dismissal (also a backup's row). */
export type Dismissal = DismissalInput & { dismissedAt: string };

/** A finding as the API answers it: dismissed when a dismissal of the same data is stored. */
export type ContinuityFinding = Finding & { dismissal: Dismissal | null };

/** What an author sets for one novel, campaign or universe's checks. */
export type ScopeContinuitySettings = {
  /** How many days after a parent's death a child may still be born (the kinship check). */
  toleranceDays: number;
};

export const defaultScopeContinuitySettings: ScopeContinuitySettings = {
  toleranceDays: defaultContinuitySettings.birthAfterParentDeathDays,
};

/** `PUT /continuity/{novels|campaigns|universes}/:id/settings`. */
export const continuitySettingsInputSchema = z.strictObject({
  toleranceDays: z
    .number({ error: 'The tolerance must be a whole number of days' })
    .int('The tolerance must be a whole number of days')
    .min(0, 'The tolerance cannot be negative')
    .max(TOLERANCE_DAYS_MAX, `The tolerance must be at most ${TOLERANCE_DAYS_MAX} days`),
});

/**
 * A scope's settings as stored (migration 0052, decision 099) and as a backup carries them
 * (`continuitySettings`): one row per novel, campaign or universe whose settings the author set.
 */
export type ContinuitySetting = ScopeContinuitySettings & {
  scopeKind: ContinuityScopeKind;
  scopeId: string;
  updatedAt: string;
};

/** The scope's settings: the stored ones, else the defaults. */
export function settingsOf(
  stored: Pick<ContinuitySetting, 'toleranceDays'> | undefined,
): ScopeContinuitySettings {
  return stored === undefined
    ? { ...defaultScopeContinuitySettings }
    : { toleranceDays: stored.toleranceDays };
}

const LEGACY_SETTINGS_PREFIX = 'settings:';

/**
 * Until migration 0052 a scope's settings were a row of the dismissals under the id
 * `settings:{kind}:{id}`, with a fixed fingerprint and the settings as JSON in the reason (decision 060,
 * 2026-11-28); a backup file of then carries them so, in `continuityDismissals`. No finding id starts so
 * (finding ids start with their check's name).
 */
export const isLegacySettingsRow = (dismissal: Pick<Dismissal, 'findingId'>) =>
  dismissal.findingId.startsWith(LEGACY_SETTINGS_PREFIX);

/**
 * The scope and settings such a row held; undefined when it does not read (an edited file: the defaults
 * held, as they do with no row).
 */
export function legacySettingsOf(
  row: Pick<Dismissal, 'findingId' | 'reason'>,
): (ScopeContinuitySettings & { scopeKind: ContinuityScopeKind; scopeId: string }) | undefined {
  if (!isLegacySettingsRow(row)) return undefined;
  const rest = row.findingId.slice(LEGACY_SETTINGS_PREFIX.length);
  const colon = rest.indexOf(':');
  const scopeKind = rest.slice(0, colon);
  const scopeId = rest.slice(colon + 1);
  if (colon < 0 || !Object.values(continuityScopeSegments).some((kind) => kind === scopeKind))
    return undefined;
  if (scopeId === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.reason);
  } catch {
    return undefined;
  }
  const read = continuitySettingsInputSchema.safeParse(parsed);
  return read.success ? { scopeKind: scopeKind as ContinuityScopeKind, scopeId, ...read.data } : undefined;
}

export type ContinuityReport = {
  scope: { kind: ContinuityScopeKind; id: string };
  /** The settings the report was made with (the stored ones, or a query's tolerance). */
  settings: ScopeContinuitySettings;
  /** Whether a calendar reads the scope's dates (without one, no date is compared). */
  hasCalendar: boolean;
  findings: ContinuityFinding[];
  /** Findings not dismissed, and dismissed. */
  counts: { open: number; dismissed: number };
};

/**
 * The findings with their dismissals: a dismissal holds while the finding's fingerprint is the one it
 * was dismissed at; a finding whose data changed is open again. Open ones first (problems before
 * information), each group in the checks' order.
 */
export function withDismissals(
  findings: readonly Finding[],
  dismissals: readonly Dismissal[],
): ContinuityFinding[] {
  const byId = new Map(dismissals.map((dismissal) => [dismissal.findingId, dismissal]));
  const rank = (finding: ContinuityFinding) =>
    (finding.dismissal === null ? 0 : 2) + (finding.level === 'info' ? 1 : 0);
  return findings
    .map((finding) => {
      const dismissal = byId.get(finding.id);
      return { ...finding, dismissal: dismissal?.fingerprint === finding.fingerprint ? dismissal : null };
    })
    .sort((a, b) => rank(a) - rank(b));
}
