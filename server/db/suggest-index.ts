import { sql } from 'kysely';
import { type EntityKind, foldName, nameHolds } from '../../common/workspace/entities';
import { ownerToken } from './search-owner';
import type { WorkspaceStore } from './workspace-store-type';
import type { WorkspaceDb } from './workspace-tables';

// The @ menu's index (migration 0025, decision 053): every word start of every record's and part's name,
// beside the search index's row of the entity, so suggestions read a range of a B-tree instead of
// scanning names. Written with the search index, in the same transaction.

/** What separates words of a name, as `nameMatchRank` reads them. */
const SEPARATORS = /[\s\-'’]+/g;
/** Above every character: `tail < prefix + TOP` ends the range of tails that start with the prefix. */
const TOP = '\u{10FFFF}';

/**
 * The folded name (`foldName`: lower case, no accents) from each of its word starts on: "Mira Coldwater"
 * → "mira coldwater", "coldwater"; "Élodie Brax" → "elodie brax", "brax".
 */
export function nameTails(name: string): string[] {
  const lower = foldName(name);
  const tails: string[] = [];
  let start = 0;
  for (const separator of lower.matchAll(SEPARATORS)) {
    if (separator.index > start) tails.push(lower.slice(start));
    start = separator.index + separator[0].length;
  }
  if (start < lower.length) tails.push(lower.slice(start));
  return tails;
}

/** Rows per insert: five columns each, well under both databases' bind-parameter limits. */
const BATCH = 200;

/**
 * Writes the word rows of these index rows (a 'main' row of an entity: its id and its name), replacing
 * the rows of those that are not new.
 */
export async function writeSuggestWords(
  db: WorkspaceDb,
  userId: string,
  entries: readonly { id: number; name: string; isNew: boolean }[],
): Promise<void> {
  const renamed = entries.filter((entry) => !entry.isNew).map((entry) => entry.id);
  if (renamed.length > 0) await db.deleteFrom('suggest_words').where('entry', 'in', renamed).execute();
  const rows = entries.flatMap((entry) => {
    const lower = foldName(entry.name);
    return nameTails(entry.name).map((tail) => ({
      entry: entry.id,
      user_id: userId,
      tail,
      name_length: entry.name.length,
      is_first: tail.length === lower.length ? 1 : 0,
    }));
  });
  for (let index = 0; index < rows.length; index += BATCH) {
    await db
      .insertInto('suggest_words')
      .values(rows.slice(index, index + BATCH))
      .execute();
  }
}

export type NameMatch = { kind: EntityKind; id: string; name: string };

type Row = { kind: string; entry_id: string; name: string; len: number };

/** Rows of a tier, shortest names first: at most `limit`, or all of one length when the limit is hit. */
type Tier = (length: { limit: number } | { equal: number }) => Promise<Row[]>;

/**
 * The `limit` shortest rows of a tier and every other row as long as the longest of them, so names of
 * the same length are ordered by the one rule of `rankByName`, not cut where the database happened to.
 */
async function shortest(tier: Tier, limit: number): Promise<Row[]> {
  const rows = await tier({ limit });
  const last = rows.at(-1);
  if (last === undefined || rows.length < limit) return rows;
  return [...rows, ...(await tier({ equal: Number(last.len) }))];
}

/**
 * Names that hold `typed` (trimmed, not empty; `nameHolds`), enough of them to pick the best `limit` by how they
 * match (whole name, start, a word's start, anywhere) and then by length: the names that start with it
 * (shortest first), then those with a word that starts with it, and only when those are fewer than
 * `limit`, the names that hold it inside a word (a trigram index; a scan of the user's names when what
 * was typed is shorter than a trigram).
 */
export async function namesHolding(
  store: WorkspaceStore,
  typed: string,
  limit: number,
): Promise<NameMatch[]> {
  const found = new Map<string, NameMatch>();
  const add = (rows: readonly Row[]) => {
    for (const row of rows) {
      // The indexes find candidates; what holds what was typed is decided here, one way on both databases.
      if (!nameHolds(row.name, typed)) continue;
      found.set(`${row.kind}:${row.entry_id}`, {
        kind: row.kind as EntityKind,
        id: row.entry_id,
        name: row.name,
      });
    }
  };
  // Word starts from the folded word index; inside a word, the names as written (lower-cased).
  const starts = await wordStarts(store, foldName(typed), limit);
  add(starts.filter((row) => Number(row.is_first) === 1));
  if (found.size >= limit) return [...found.values()];
  add(starts.filter((row) => Number(row.is_first) === 0));
  if (found.size >= limit) return [...found.values()];
  add(await shortest(insideWords(store, typed.toLocaleLowerCase()), limit + found.size));
  return [...found.values()];
}

/**
 * Names that start with `wanted` (the `limit` shortest) and names with a later word that starts with it
 * (twice as many: some are names already found), each with every name as long as its longest, in one
 * statement: a range of the word index each.
 */
async function wordStarts(
  store: WorkspaceStore,
  wanted: string,
  limit: number,
): Promise<(Row & { is_first: number })[]> {
  const { userId } = store;
  const end = `${wanted}${TOP}`;
  const range = (isFirst: number, alias: string) =>
    sql`${sql.ref(`${alias}.user_id`)} = ${userId} and ${sql.ref(`${alias}.is_first`)} = ${sql.lit(isFirst)}
      and ${sql.ref(`${alias}.tail`)} >= ${wanted} and ${sql.ref(`${alias}.tail`)} < ${end}`;
  const tier = (isFirst: number, count: number) => sql`
    select e.kind, e.entry_id, e.name, w.name_length as len, w.is_first
    from suggest_words w join search_entries e on e.id = w.entry
    where ${range(isFirst, 'w')} and w.name_length <= coalesce((
      select v.name_length from suggest_words v where ${range(isFirst, 'v')}
      order by v.name_length limit 1 offset ${sql.lit(count - 1)}), ${sql.lit(2_147_483_647)})`;
  const result = await sql<
    Row & { is_first: number }
  >`${tier(1, limit)} union all ${tier(0, 2 * limit)}`.execute(store.db);
  return result.rows;
}

/** LIKE's own characters in what a person typed, escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function insideWords(store: WorkspaceStore, wanted: string): Tier {
  const { db, userId } = store;
  const isTrigram = [...wanted].length >= 3;
  return async (length) => {
    const bound =
      'limit' in length
        ? sql`order by length(e.name) limit ${length.limit}`
        : sql`and length(e.name) = ${length.equal}`;
    if (store.kind === 'sqlite' && isTrigram) {
      const match = `owner : "${ownerToken(userId)}" AND name : "${wanted.replaceAll('"', '""')}"`;
      const result = await sql<Row>`
        select e.kind, e.entry_id, e.name, length(e.name) as len
        from suggest_grams join search_entries e on e.id = suggest_grams.rowid
        where suggest_grams match ${match} and e.user_id = ${userId} ${bound}`.execute(db);
      return result.rows;
    }
    // PostgreSQL's trigram index serves this LIKE when what was typed is three letters or more.
    const result = await sql<Row>`
      select e.kind, e.entry_id, e.name, length(e.name) as len from search_entries e
      where e.user_id = ${userId} and e.field = 'main' and e.name <> ''
        and lower(e.name) like ${likePattern(wanted)} escape '\\' ${bound}`.execute(db);
    return result.rows;
  };
}
