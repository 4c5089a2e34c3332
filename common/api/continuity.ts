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
 * A scope's settings are kept as a row of the dismissals' table (no migration; they travel in the export's
 * `continuityDismissals` and come back with the import), under an id no finding has (finding ids start with
 * their check's name) and a fixed fingerprint; the reason holds the settings as JSON.
 */
const SETTINGS_PREFIX = 'settings:';
const SETTINGS_FINGERPRINT = '00000000';

export const continuitySettingsId = (kind: ContinuityScopeKind, id: string) =>
  `${SETTINGS_PREFIX}${kind}:${id}`;

export const isSettingsRow = (dismissal: Pick<Dismissal, 'findingId'>) =>
  dismissal.findingId.startsWith(SETTINGS_PREFIX);

export function settingsRow(
  kind: ContinuityScopeKind,
  id: string,
  settings: ScopeContinuitySettings,
): DismissalInput {
  return {
    findingId: continuitySettingsId(kind, id),
    fingerprint: SETTINGS_FINGERPRINT,
    reason: JSON.stringify(settings),
  };
}

/** The scope's settings from the stored rows; the defaults for what is missing or unreadable (an edited file). */
export function settingsOf(
  dismissals: readonly Dismissal[],
  kind: ContinuityScopeKind,
  id: string,
): ScopeContinuitySettings {
  const row = dismissals.find((dismissal) => dismissal.findingId === continuitySettingsId(kind, id));
  if (row === undefined) return { ...defaultScopeContinuitySettings };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.reason);
  } catch {
    return { ...defaultScopeContinuitySettings };
  }
  const read = continuitySettingsInputSchema.safeParse(parsed);
  return read.success ? read.data : { ...defaultScopeContinuitySettings };
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
