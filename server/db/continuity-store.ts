import {
  type ContinuitySetting,
  type Dismissal,
  isLegacySettingsRow,
  legacySettingsOf,
} from '../../common/api/continuity';
import type { ContinuityScopeKind } from '../../common/continuity/gather';
import type { WorkspaceStore } from './workspace-store-type';

// The continuity findings a user dismissed (migration 0030, decision 060), and what they set for a
// scope's checks (migration 0052, decision 099), in the store's transaction. Every query names the user.

export type ContinuityStore = {
  list(): Promise<Dismissal[]>;
  /** Writes the dismissal, replacing one of the same finding. */
  put(dismissal: Dismissal): Promise<void>;
  /** False when the finding was not dismissed. */
  remove(findingId: string): Promise<boolean>;
  /** Removes every dismissal (a replacing import that carries its own). */
  clear(): Promise<void>;
  /** Every scope's settings the user set. */
  listSettings(): Promise<ContinuitySetting[]>;
  /** One scope's settings; undefined when none were set (the defaults hold). */
  settings(kind: ContinuityScopeKind, id: string): Promise<ContinuitySetting | undefined>;
  /** Writes a scope's settings, replacing what was set. */
  putSettings(setting: ContinuitySetting): Promise<void>;
  /** False when none were set. */
  removeSettings(kind: ContinuityScopeKind, id: string): Promise<boolean>;
  /** Removes every scope's settings (a replacing import that carries its own). */
  clearSettings(): Promise<void>;
};

type SettingRow = { scope_kind: string; scope_id: string; tolerance_days: number; updated_at: string };

const settingOf = (row: SettingRow): ContinuitySetting => ({
  scopeKind: row.scope_kind as ContinuityScopeKind,
  scopeId: row.scope_id,
  toleranceDays: Number(row.tolerance_days),
  updatedAt: row.updated_at,
});

export function createContinuityStore(store: Pick<WorkspaceStore, 'db' | 'userId'>): ContinuityStore {
  const { db, userId } = store;
  return {
    async list() {
      const rows = await db
        .selectFrom('continuity_dismissals')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('finding_id')
        .execute();
      return rows.map((row) => ({
        findingId: row.finding_id,
        fingerprint: row.fingerprint,
        reason: row.reason,
        dismissedAt: row.dismissed_at,
      }));
    },

    async put(dismissal) {
      const values = {
        fingerprint: dismissal.fingerprint,
        reason: dismissal.reason,
        dismissed_at: dismissal.dismissedAt,
      };
      await db
        .insertInto('continuity_dismissals')
        .values({ user_id: userId, finding_id: dismissal.findingId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'finding_id']).doUpdateSet(values))
        .execute();
    },

    async remove(findingId) {
      const result = await db
        .deleteFrom('continuity_dismissals')
        .where('user_id', '=', userId)
        .where('finding_id', '=', findingId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clear() {
      await db.deleteFrom('continuity_dismissals').where('user_id', '=', userId).execute();
    },

    async listSettings() {
      const rows = await db
        .selectFrom('continuity_settings')
        .select(['scope_kind', 'scope_id', 'tolerance_days', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('scope_kind')
        .orderBy('scope_id')
        .execute();
      return rows.map(settingOf);
    },

    async settings(kind, id) {
      const row = await db
        .selectFrom('continuity_settings')
        .select(['scope_kind', 'scope_id', 'tolerance_days', 'updated_at'])
        .where('user_id', '=', userId)
        .where('scope_kind', '=', kind)
        .where('scope_id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : settingOf(row);
    },

    async putSettings(setting) {
      const values = { tolerance_days: setting.toleranceDays, updated_at: setting.updatedAt };
      await db
        .insertInto('continuity_settings')
        .values({ user_id: userId, scope_kind: setting.scopeKind, scope_id: setting.scopeId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'scope_kind', 'scope_id']).doUpdateSet(values))
        .execute();
    },

    async removeSettings(kind, id) {
      const result = await db
        .deleteFrom('continuity_settings')
        .where('user_id', '=', userId)
        .where('scope_kind', '=', kind)
        .where('scope_id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clearSettings() {
      await db.deleteFrom('continuity_settings').where('user_id', '=', userId).execute();
    },
  };
}

/**
 * Writes a backup's dismissals and settings (decision 099), each replacing the stored one of its finding
 * or scope. A file made before migration 0052 carries a scope's settings as a dismissal under the id
 * `settings:{kind}:{id}`: it is written as that scope's settings (unless the file carries them in
 * `continuitySettings` too, which win), and one that does not read is left out (its defaults held).
 */
export async function writeContinuityBackup(
  store: Pick<WorkspaceStore, 'db' | 'userId'>,
  file: { continuityDismissals: readonly Dismissal[]; continuitySettings: readonly ContinuitySetting[] },
): Promise<void> {
  const continuity = createContinuityStore(store);
  const scopeKey = (setting: Pick<ContinuitySetting, 'scopeKind' | 'scopeId'>) =>
    `${setting.scopeKind}:${setting.scopeId}`;
  const carried = new Set(file.continuitySettings.map(scopeKey));
  for (const dismissal of file.continuityDismissals) {
    if (!isLegacySettingsRow(dismissal)) {
      await continuity.put(dismissal);
      continue;
    }
    const setting = legacySettingsOf(dismissal);
    if (setting === undefined || carried.has(scopeKey(setting))) continue;
    await continuity.putSettings({ ...setting, updatedAt: dismissal.dismissedAt });
  }
  for (const setting of file.continuitySettings) await continuity.putSettings(setting);
}

/** Every dismissal and every scope's settings of the user, as stored at one moment. */
export type ContinuityRows = { dismissals: Dismissal[]; settings: ContinuitySetting[] };

/** What an import did to the continuity rows (decision 099): all of them before and after it. */
export type ContinuityImported = { before: ContinuityRows; after: ContinuityRows };

export async function readContinuityRows(
  store: Pick<WorkspaceStore, 'db' | 'userId'>,
): Promise<ContinuityRows> {
  const continuity = createContinuityStore(store);
  return { dismissals: await continuity.list(), settings: await continuity.listSettings() };
}

const dismissalKey = (dismissal: Dismissal) => dismissal.findingId;
const settingKey = (setting: ContinuitySetting) => `${setting.scopeKind}:${setting.scopeId}`;
const sameRow = (a: object | undefined, b: object | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An import's Undo for the continuity rows (decision 099): each dismissal and setting as the import left
 * it goes back to what it was before (written back, or removed when the import brought it); one changed
 * since the import (dismissed again, shown again, a tolerance set) is the author's later word and stays.
 */
export async function undoContinuityImport(
  store: Pick<WorkspaceStore, 'db' | 'userId'>,
  imported: ContinuityImported,
): Promise<void> {
  const continuity = createContinuityStore(store);
  const now = await readContinuityRows(store);
  const sides = <T>(key: (row: T) => string, pick: (rows: ContinuityRows) => T[]) => {
    const byKey = (rows: ContinuityRows) => new Map(pick(rows).map((row) => [key(row), row]));
    return { before: byKey(imported.before), after: byKey(imported.after), now: byKey(now) };
  };
  const dismissals = sides(dismissalKey, (rows) => rows.dismissals);
  for (const id of new Set([...dismissals.before.keys(), ...dismissals.after.keys()])) {
    const before = dismissals.before.get(id);
    if (!sameRow(dismissals.now.get(id), dismissals.after.get(id)) || sameRow(before, dismissals.now.get(id)))
      continue;
    if (before === undefined) await continuity.remove(id);
    else await continuity.put(before);
  }
  const settings = sides(settingKey, (rows) => rows.settings);
  for (const key of new Set([...settings.before.keys(), ...settings.after.keys()])) {
    const before = settings.before.get(key);
    const current = settings.now.get(key) ?? settings.after.get(key);
    if (!sameRow(settings.now.get(key), settings.after.get(key)) || sameRow(before, settings.now.get(key)))
      continue;
    if (before !== undefined) await continuity.putSettings(before);
    else if (current !== undefined) await continuity.removeSettings(current.scopeKind, current.scopeId);
  }
}
