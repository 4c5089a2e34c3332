import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0028_members (decision 057): who a universe, novel or campaign is shared with, the links that invite
// them, and who may see each record and part. Three new tables keyed by the owner's `user_id` like every
// other row (so the owner's export, import, quota and account delete take them along), all empty: every
// stored workspace stays whole and private, seen by its owner alone. Counted as the owner's records
// (decision 049), so the triggers are installed again over the new tables.
export const membersMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('members')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('container_kind', 'text', (c) => c.notNull())
      .addColumn('container_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('invitation_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('members_pkey', ['user_id', 'container_kind', 'container_id', 'member_id'])
      .execute();
    // "Shared with you": a member's containers, found by the member.
    await db.schema.createIndex('members_member_idx').on('members').column('member_id').execute();

    await db.schema
      .createTable('invitations')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('container_kind', 'text', (c) => c.notNull())
      .addColumn('container_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      // SHA-256 of the link's token, hex; the token itself is never stored.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('is_reusable', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('uses', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('invitations_pkey', ['user_id', 'id'])
      .execute();

    await db.schema
      .createTable('visibility')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('entity_kind', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      // 'members', 'editors' or 'named'.
      .addColumn('level', 'text', (c) => c.notNull())
      // JSON array of member ids (for 'named'; '[]' otherwise).
      .addColumn('named', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('visibility_pkey', ['user_id', 'entity_kind', 'entity_id'])
      .execute();

    await installUsageTriggers(db);
  },
};
