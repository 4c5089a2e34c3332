import {
  type ContinuityReport,
  type ContinuityScopeSegment,
  continuityScopeSegments,
  withDismissals,
} from '../../common/api/continuity';
import { checkContinuity } from '../../common/continuity/continuity-index';
import { type ContinuityScope, calendarOfScope, gatherContinuityInput } from '../../common/continuity/gather';
import { defaultContinuitySettings } from '../../common/continuity/input';
import { type Calendar, calendarSchema } from '../../common/time/calendar';
import { createContinuityStore } from '../db/continuity-store';
import { readWorkspace, type WorkspaceStore } from '../db/workspace-store';
import { campaignTable, novelTable, type TableSpec, universeTable } from '../db/workspace-tables';
import { apiErrors } from './api-error';

// A novel's, campaign's or universe's continuity report (decision 060): the workspace read once, its
// dates in the scope's calendar, every check, and the stored dismissals laid over the findings.

const scopeTables = {
  novels: { table: novelTable, label: 'Novel' },
  campaigns: { table: campaignTable, label: 'Campaign' },
  universes: { table: universeTable, label: 'Universe' },
} as const;

async function readCalendars(store: WorkspaceStore) {
  const rows = await store.db
    .selectFrom('calendars')
    .select(['owner_kind', 'owner_id', 'data'])
    .where('user_id', '=', store.userId)
    .execute();
  return rows.map((row) => ({
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
    calendar: calendarSchema.parse(JSON.parse(row.data)) as Calendar,
  }));
}

export async function readContinuityReport(
  store: WorkspaceStore,
  segment: ContinuityScopeSegment,
  id: string,
  toleranceDays: number | undefined,
): Promise<ContinuityReport> {
  const { table, label } = scopeTables[segment];
  if (!(await store.exists(table as TableSpec<unknown>, id))) throw apiErrors.notFound(label);
  const scope: ContinuityScope = { kind: continuityScopeSegments[segment], id };
  const [workspace, calendars, dismissals] = await Promise.all([
    readWorkspace(store),
    readCalendars(store),
    createContinuityStore(store).list(),
  ]);
  const settings = { ...defaultContinuitySettings };
  if (toleranceDays !== undefined) settings.birthAfterParentDeathDays = toleranceDays;
  const input = gatherContinuityInput({ workspace, calendars }, scope, settings);
  const findings = withDismissals(checkContinuity(input), dismissals);
  const dismissed = findings.filter((finding) => finding.dismissal !== null).length;
  return {
    scope,
    hasCalendar: calendarOfScope({ workspace, calendars }, scope) !== undefined,
    findings,
    counts: { open: findings.length - dismissed, dismissed },
  };
}
