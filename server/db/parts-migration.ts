import { createHash } from 'node:crypto';
import { type Kysely, type Migration, sql, type Transaction } from 'kysely';

// 0003_parts: every part a row of its own. The previous release kept a record's parts (chapters,
// factions, sessions, ...) as JSON lists in the record's row. This migration creates `parts` and
// `part_texts`, moves every user's lists into them (one transaction per user; on PostgreSQL the whole
// migration is one transaction), gives every record a version, and finally drops the JSON columns.
//
// Frozen like every shipped migration: it names the old columns and the kinds itself rather than
// reading today's registry, so later changes to the registry cannot change what it did.
//
// Idempotent: a user's lists are emptied ('[]') in the same transaction that writes their rows, so a
// run that stopped half-way (SQLite cannot roll DDL back with the data) moves nothing twice when it runs
// again; tables, indexes and columns are created only when missing.

/** [parent table, old JSON column, part kind]. */
const LISTS: readonly (readonly [string, string, string])[] = [
  ['novels', 'chapters', 'novels/chapters'],
  ['novels', 'characters', 'novels/characters'],
  ['novels', 'story_arcs', 'novels/story-arcs'],
  ['novels', 'timeline_events', 'novels/events'],
  ['novels', 'asset_images', 'novels/images'],
  ['novels', 'asset_documents', 'novels/documents'],
  ['novels', 'asset_music', 'novels/music'],
  ['universes', 'time_periods', 'universes/time-periods'],
  ['universes', 'magic_systems', 'universes/magic-systems'],
  ['universes', 'factions', 'universes/factions'],
  ['universes', 'cultures', 'universes/cultures'],
  ['universes', 'technologies', 'universes/technologies'],
  ['universes', 'races', 'universes/races'],
  ['universes', 'items', 'universes/items'],
  ['universes', 'lore', 'universes/lore'],
  ['worlds', 'settlements', 'worlds/settlements'],
  ['worlds', 'creatures', 'worlds/creatures'],
  ['worlds', 'cultures', 'worlds/cultures'],
  ['worlds', 'magic_systems', 'worlds/magic-systems'],
  ['worlds', 'factions', 'worlds/factions'],
  ['worlds', 'items', 'worlds/items'],
  ['worlds', 'lore', 'worlds/lore'],
  ['campaigns', 'sessions', 'campaigns/sessions'],
  ['campaigns', 'characters', 'campaigns/characters'],
  ['campaigns', 'quests', 'campaigns/quests'],
  ['campaigns', 'encounters', 'campaigns/encounters'],
  ['campaigns', 'locations', 'campaigns/locations'],
  ['campaigns', 'items', 'campaigns/items'],
  ['campaigns', 'notes', 'campaigns/notes'],
];

const PARENTS = ['novels', 'universes', 'worlds', 'campaigns'] as const;

/** Fields of free prose: stored in part_texts. */
const LONG_FIELDS = new Set(['description', 'content', 'summary']);

/** Records that get a version for the optimistic check of their writes. */
const VERSIONED = [
  'novels',
  'universes',
  'worlds',
  'campaigns',
  'locations',
  'timelines',
  'timeline_events',
  'reference_characters',
  'reference_items',
];

// biome-ignore lint/suspicious/noExplicitAny: a migration works on tables no longer described by types
type AnyDb = Kysely<any>;

/** A UUID made from a part's place, for a part whose id another part of the user already has. */
export function derivedPartId(parentId: string, kind: string, id: string): string {
  const hex = createHash('sha256').update(`${parentId}\u0000${kind}\u0000${id}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function columnsOf(db: AnyDb, table: string): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  const found = tables.find((entry) => entry.name === table);
  return new Set(found?.columns.map((column) => column.name) ?? []);
}

async function createTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('parts')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('parts_pkey', ['user_id', 'id'])
    .execute();
  // A tab reads one parent's parts of one kind in list order.
  await db.schema
    .createIndex('parts_parent_idx')
    .ifNotExists()
    .on('parts')
    .columns(['user_id', 'parent_id', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('part_texts')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('part_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('part_texts_pkey', ['user_id', 'part_id', 'field'])
    .execute();
  await db.schema
    .createIndex('part_texts_parent_idx')
    .ifNotExists()
    .on('part_texts')
    .columns(['user_id', 'parent_id'])
    .execute();

  for (const table of VERSIONED) {
    if (!(await columnsOf(db, table)).has('version')) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
  }
}

type PartRow = {
  user_id: string;
  id: string;
  kind: string;
  parent_id: string;
  position: number;
  version: number;
  data: string;
  created_at: string;
  updated_at: string;
};
type TextRow = { user_id: string; part_id: string; parent_id: string; field: string; body: string };

/** Moves one user's lists into rows and empties the lists, in the caller's transaction. */
async function moveUser(db: AnyDb, userId: string, present: Map<string, Set<string>>, now: string) {
  const used = new Set<string>(
    (await db.selectFrom('parts').select('id').where('user_id', '=', userId).execute()).map((row) => row.id),
  );
  for (const parent of PARENTS) {
    const columns = LISTS.filter(([table, column]) => table === parent && present.get(parent)?.has(column));
    if (columns.length === 0) continue;
    const stamped = parent !== 'worlds';
    const records = await db
      .selectFrom(parent)
      .select(['id', ...(stamped ? ['last_updated'] : []), ...columns.map(([, column]) => column)])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const record of records) {
      const parts: PartRow[] = [];
      const texts: TextRow[] = [];
      const stamp = stamped ? String(record.last_updated) : now;
      for (const [, column, kind] of columns) {
        const list = JSON.parse(String(record[column] ?? '[]')) as ({ id: string } & Record<
          string,
          unknown
        >)[];
        list.forEach(({ id, ...fields }, position) => {
          const partId = used.has(id) ? derivedPartId(record.id, kind, id) : id;
          used.add(partId);
          const short: Record<string, unknown> = {};
          for (const [field, value] of Object.entries(fields)) {
            if (LONG_FIELDS.has(field) && typeof value === 'string') {
              if (value !== '')
                texts.push({ user_id: userId, part_id: partId, parent_id: record.id, field, body: value });
            } else short[field] = value;
          }
          parts.push({
            user_id: userId,
            id: partId,
            kind,
            parent_id: record.id,
            position,
            version: 1,
            data: JSON.stringify(short),
            created_at: stamp,
            updated_at: stamp,
          });
        });
      }
      for (let index = 0; index < parts.length; index += 90) {
        await db
          .insertInto('parts')
          .values(parts.slice(index, index + 90))
          .execute();
      }
      for (let index = 0; index < texts.length; index += 150) {
        await db
          .insertInto('part_texts')
          .values(texts.slice(index, index + 150))
          .execute();
      }
      const emptied = Object.fromEntries(columns.map(([, column]) => [column, '[]']));
      await db
        .updateTable(parent)
        .set(emptied)
        .where('user_id', '=', userId)
        .where('id', '=', record.id)
        .execute();
    }
  }
}

function inTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<unknown>) => work(trx as AnyDb));
}

export const partsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db);
    const present = new Map<string, Set<string>>();
    for (const parent of PARENTS) present.set(parent, await columnsOf(db, parent));

    const users = new Set<string>();
    for (const parent of PARENTS) {
      const rows = await db.selectFrom(parent).select('user_id').distinct().execute();
      for (const row of rows) users.add(String(row.user_id));
    }
    const now = new Date().toISOString();
    for (const userId of [...users].sort()) {
      await inTransaction(db, (trx) => moveUser(trx, userId, present, now));
    }

    // Every list is in rows now; the old columns go (SQLite 3.35+ and PostgreSQL both drop columns).
    for (const [table, column] of LISTS) {
      if (present.get(table)?.has(column)) {
        await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN ${sql.ref(column)}`.execute(db);
      }
    }
  },
};
