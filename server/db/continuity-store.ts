import type { Dismissal } from '../../common/api/continuity';
import type { WorkspaceStore } from './workspace-store-type';

// The continuity findings a user dismissed (migration 0030, decision 060), in the store's transaction.
// Every query names the user.

export type ContinuityStore = {
  list(): Promise<Dismissal[]>;
  /** Writes the dismissal, replacing one of the same finding. */
  put(dismissal: Dismissal): Promise<void>;
  /** False when the finding was not dismissed. */
  remove(findingId: string): Promise<boolean>;
  /** Removes every dismissal (a replacing import that carries its own). */
  clear(): Promise<void>;
};

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
  };
}
