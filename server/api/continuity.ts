import {
  type ContinuityReport,
  type ContinuityScopeSegment,
  continuityScopeSegments,
  type ScopeContinuitySettings,
  settingsOf,
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

async function existingScope(
  store: WorkspaceStore,
  segment: ContinuityScopeSegment,
  id: string,
): Promise<ContinuityScope> {
  const { table, label } = scopeTables[segment];
  if (!(await store.exists(table as TableSpec<unknown>, id))) throw apiErrors.notFound(label);
  return { kind: continuityScopeSegments[segment], id };
}

/** Stores a novel's, campaign's or universe's settings (in the store's transaction). */
export async function writeContinuitySettings(
  store: WorkspaceStore,
  segment: ContinuityScopeSegment,
  id: string,
  settings: ScopeContinuitySettings,
  now: string,
): Promise<ScopeContinuitySettings> {
  const scope = await existingScope(store, segment, id);
  await createContinuityStore(store).putSettings({
    scopeKind: scope.kind,
    scopeId: id,
    toleranceDays: settings.toleranceDays,
    updatedAt: now,
  });
  return settings;
}

export async function readContinuityReport(
  store: WorkspaceStore,
  segment: ContinuityScopeSegment,
  id: string,
  toleranceDays: number | undefined,
): Promise<ContinuityReport> {
  const scope = await existingScope(store, segment, id);
  const continuity = createContinuityStore(store);
  const dismissals = await continuity.list();
  // A query's tolerance wins over the stored one (a one-off look); else the scope's stored settings.
  const stored = settingsOf(await continuity.settings(scope.kind, id));
  const scopeSettings = toleranceDays === undefined ? stored : { ...stored, toleranceDays };
  const settings = { ...defaultContinuitySettings, birthAfterParentDeathDays: scopeSettings.toleranceDays };
  const { index, calendar } = await continuityIndexOf(store, scope, settings);
  const findings = withDismissals(index.findings(), dismissals);
  const dismissed = findings.filter((finding) => finding.dismissal !== null).length;
  return {
    scope,
    settings: scopeSettings,
    hasCalendar: calendar !== undefined,
    findings,
    counts: { open: findings.length - dismissed, dismissed },
  };
}
