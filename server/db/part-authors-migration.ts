import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0035_part_authors (issue 28, decision 083): who made a part, and which character a member plays.
// `parts.created_by` names the member who created a part in a container shared with them; NULL is the
// owner of the rows, so every stored part (all made by their owner) reads as the owner's without being
// rewritten (no live events, no quota change). `members.plays` is the id of the campaign's character the
// owner or an editor assigned to a player; NULL, none. The quota's triggers of both tables are made
// again so that they count the new columns (decision 049).
export const partAuthorsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('parts').addColumn('created_by', 'text').execute();
    await db.schema.alterTable('members').addColumn('plays', 'text').execute();
    await installUsageTriggers(db, ['parts', 'members']);
  },
};
