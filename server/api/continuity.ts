import {
  type ContinuityReport,
  type ContinuityScopeSegment,
  continuityScopeSegments,
  withDismissals,
} from '../../common/api/continuity';
import type { ContinuityScope } from '../../common/continuity/gather';
import { defaultContinuitySettings } from '../../common/continuity/input';
import { createContinuityStore } from '../db/continuity-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { campaignTable, novelTable, type TableSpec, universeTable } from '../db/workspace-tables';
import { apiErrors } from './api-error';
import { continuityIndexOf } from './continuity-cache';

// A novel's, campaign's or universe's continuity report (decision 060): the scope's index (kept between
// requests and caught up with the changes since, continuity-cache.ts), and the stored dismissals laid
// over its findings.

const scopeTables = {
  novels: { table: novelTable, label: 'Novel' },
  campaigns: { table: campaignTable, label: 'Campaign' },
  universes: { table: universeTable, label: 'Universe' },
} as const;

export async function readContinuityReport(
  store: WorkspaceStore,
  segment: ContinuityScopeSegment,
  id: string,
  toleranceDays: number | undefined,
): Promise<ContinuityReport> {
  const { table, label } = scopeTables[segment];
  if (!(await store.exists(table as TableSpec<unknown>, id))) throw apiErrors.notFound(label);
  const scope: ContinuityScope = { kind: continuityScopeSegments[segment], id };
  const settings = { ...defaultContinuitySettings };
  if (toleranceDays !== undefined) settings.birthAfterParentDeathDays = toleranceDays;
  const [{ index, calendar }, dismissals] = await Promise.all([
    continuityIndexOf(store, scope, settings),
    createContinuityStore(store).list(),
  ]);
  const findings = withDismissals(index.findings(), dismissals);
  const dismissed = findings.filter((finding) => finding.dismissal !== null).length;
  return {
    scope,
    hasCalendar: calendar !== undefined,
    findings,
    counts: { open: findings.length - dismissed, dismissed },
  };
}
