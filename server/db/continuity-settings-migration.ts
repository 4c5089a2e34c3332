import type { Migration } from 'kysely';
import { legacySettingsOf } from '../../common/api/continuity';
import { installLiveTriggers } from './live-events-migration';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0052_continuity_settings (issue 32, decision 099): what an author sets for one novel's, campaign's or
// universe's continuity checks (the kinship tolerance), in a table of its own. Until now it was a row of
// `continuity_dismissals` under the id `settings:{kind}:{id}` with the settings as JSON in `reason`
// (decision 060, 2026-11-28): each such row moves here and leaves the dismissals. A row whose JSON does
// not read (an edited file once imported) held the default, which a missing row means too: it goes.

const SETTINGS_PREFIX = 'settings:';

export const continuitySettingsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('continuity_settings')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('scope_kind', 'text', (c) => c.notNull())
      .addColumn('scope_id', 'text', (c) => c.notNull())
      .addColumn('tolerance_days', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('continuity_settings_pkey', ['user_id', 'scope_kind', 'scope_id'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['continuity_settings']);
      await installLiveTriggers(trx, ['continuity_settings']);
      const rows = await trx
        .selectFrom('continuity_dismissals')
        .select(['user_id', 'finding_id', 'reason', 'dismissed_at'])
        .where('finding_id', 'like', `${SETTINGS_PREFIX}%`)
        .execute();
      for (const row of rows) {
        const setting = legacySettingsOf({ findingId: String(row.finding_id), reason: String(row.reason) });
        if (setting !== undefined) {
          await trx
            .insertInto('continuity_settings')
            .values({
              user_id: row.user_id,
              scope_kind: setting.scopeKind,
              scope_id: setting.scopeId,
              tolerance_days: setting.toleranceDays,
              updated_at: row.dismissed_at,
            })
            .execute();
        }
        await trx
          .deleteFrom('continuity_dismissals')
          .where('user_id', '=', row.user_id)
          .where('finding_id', '=', row.finding_id)
          .execute();
      }
    });
  },
};
