import {
  type ContinuityReport,
  continuityScopeSegments,
  continuitySettingsInputSchema,
  type Dismissal,
  dismissalInputSchema,
  type ScopeContinuitySettings,
  settingsOf,
  withDismissals,
} from '../../common/api/continuity';
import { checkContinuity } from '../../common/continuity/continuity-index';
import { gatherContinuityInput } from '../../common/continuity/gather';
import type { Workspace } from '../../common/domain/workspace';
import { ValidationError } from './errors';
import type { WorkspaceRepository } from './workspace-repository';

// Continuity of the in-memory workspace (decision 060), by the data API's rules: the checks over the
// workspace in the scope's calendar, and dismissals kept while the finding's data is unchanged.

type ContinuityMethods = Pick<
  WorkspaceRepository,
  'getContinuity' | 'dismissFinding' | 'undismissFinding' | 'setContinuitySettings'
>;

const lists = { novels: 'novels', campaigns: 'campaigns', universes: 'universes' } as const;

export function createInMemoryContinuity(deps: {
  workspace: () => Promise<Workspace>;
  getCalendar: WorkspaceRepository['getCalendar'];
  now: () => string;
}): ContinuityMethods {
  const dismissals = new Map<string, Dismissal>();
  /** Each scope's settings, by `kind:id` (the server keeps them in a table of their own, decision 099). */
  const settingsByScope = new Map<string, ScopeContinuitySettings>();
  return {
    async getContinuity(segment, id): Promise<ContinuityReport | null> {
      const workspace = await deps.workspace();
      if (!workspace[lists[segment]].some((record) => record.id === id)) return null;
      const kind = continuityScopeSegments[segment];
      // The scope's own calendar, else its universe's, as the server reads them (decision 060).
      const own = await deps.getCalendar({ ownerKind: kind, ownerId: id });
      const record = workspace[lists[segment]].find((one) => one.id === id) as { universeId?: string | null };
      const universeId = kind === 'universe' ? undefined : (record.universeId ?? undefined);
      const ofUniverse =
        own !== null || universeId === undefined
          ? null
          : await deps.getCalendar({ ownerKind: 'universe', ownerId: universeId });
      const calendars = [
        ...(own === null ? [] : [{ ownerKind: kind, ownerId: id, calendar: own.calendar }]),
        ...(ofUniverse === null || universeId === undefined
          ? []
          : [{ ownerKind: 'universe', ownerId: universeId, calendar: ofUniverse.calendar }]),
      ];
      const stored = own ?? ofUniverse;
      const settings = settingsOf(settingsByScope.get(`${kind}:${id}`));
      const input = gatherContinuityInput(
        { workspace, calendars },
        { kind, id },
        {
          birthAfterParentDeathDays: settings.toleranceDays,
        },
      );
      const findings = withDismissals(checkContinuity(input), [...dismissals.values()]);
      const dismissed = findings.filter((finding) => finding.dismissal !== null).length;
      return {
        scope: { kind, id },
        settings,
        hasCalendar: stored !== null,
        findings,
        counts: { open: findings.length - dismissed, dismissed },
      };
    },
    async dismissFinding(input) {
      const parsed = dismissalInputSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? 'Invalid dismissal', String(issue?.path[0] ?? ''));
      }
      const dismissal = { ...parsed.data, dismissedAt: deps.now() };
      dismissals.set(dismissal.findingId, dismissal);
      return dismissal;
    },
    async undismissFinding(findingId) {
      dismissals.delete(findingId);
    },
    async setContinuitySettings(segment, id, input) {
      const parsed = continuitySettingsInputSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? 'Invalid settings', String(issue?.path[0] ?? ''));
      }
      settingsByScope.set(`${continuityScopeSegments[segment]}:${id}`, parsed.data);
      return parsed.data;
    },
  };
}
