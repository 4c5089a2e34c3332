import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_LIMIT, GroupCommitDriver, groupCommitDialect } from './sqlite-group-commit';

// Group commit (decision 082): transactions share a COMMIT, and none is answered before its COMMIT is
// on disk; one that fails leaves the others of its group alone; reads outside a transaction see only
// what is committed, and every write asked for before them.

type Db = { notes: { id: number; text: string } };

let dir: string;
let file: string;
let driver: GroupCommitDriver;
let db: Kysely<Db>;

/** What a fresh connection (another process, or the server after a crash) finds on disk. */
function storedIds(): number[] {
  const other = new SQLite(file, { readonly: true });
  try {
    return (other.prepare('select id from notes order by id').all() as { id: number }[]).map((row) => row.id);
  } finally {
    other.close();
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fablehold-group-commit-'));
  file = join(dir, 'test.db');
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  const reader = new SQLite(file);
  reader.pragma('query_only = ON');
  driver = new GroupCommitDriver(writer, reader);
  db = new Kysely<Db>({ dialect: { ...groupCommitDialect(writer, reader), createDriver: () => driver } });
  await sql`create table notes (id integer primary key, text text not null check (text <> ''))`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const write = (id: number, text = `note ${id}`) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('notes').values({ id, text }).execute();
    // A second step, as a real save has (its search rows, its history): others queue meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    await trx
      .updateTable('notes')
      .set({ text: `${text}!` })
      .where('id', '=', id)
      .execute();
  });

describe('group commit on SQLite', () => {
  it('answers a transaction only once it is on disk, with concurrent ones sharing commits', async () => {
    const seenAtAnswer = new Map<number, boolean>();
    const commitsBefore = driver.commits;
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        write(i + 1).then(() => {
          seenAtAnswer.set(i + 1, storedIds().includes(i + 1));
        }),
      ),
    );
    expect(seenAtAnswer.size).toBe(80);
    expect([...seenAtAnswer.values()].every(Boolean)).toBe(true);
    expect(storedIds()).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    const commits = driver.commits - commitsBefore;
    expect(commits).toBeLessThan(80);
    expect(commits).toBeGreaterThanOrEqual(Math.ceil(80 / GROUP_LIMIT));
  });

  it('rolls back only the transaction that failed, not the others of its group', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? write(i + 1, '') : write(i + 1))),
    );
    expect(results.map((result) => result.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? 'rejected' : 'fulfilled')),
    );
    expect(storedIds()).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]);
    const texts = await db.selectFrom('notes').select('text').where('id', '=', 4).executeTakeFirstOrThrow();
    expect(texts.text).toBe('note 4!');
  });

  it('undoes a transaction whose own work throws', async () => {
    await write(1);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, text: 'undone' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(storedIds()).toEqual([1]);
  });

  it('shows a read the writes asked for before it, once their commit is on disk', async () => {
    // The first transaction ends while the second holds the write connection, so it waits in the open
    // group for its COMMIT: a read then asked for (a second move reading the list) must see it.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let secondRunning = () => {};
    const isSecondRunning = new Promise<void>((resolve) => {
      secondRunning = resolve;
    });
    const first = write(1);
    const second = db.transaction().execute(async (trx) => {
      secondRunning();
      await gate;
      await trx.insertInto('notes').values({ id: 2, text: 'second' }).execute();
    });
    await isSecondRunning;
    expect(storedIds()).toEqual([]);
    const read = db
      .selectFrom('notes')
      .select('id')
      .orderBy('id')
      .execute()
      .then((rows) => ({ seen: rows.map((row) => row.id), onDisk: storedIds() }));
    openGate();
    await Promise.all([first, second]);
    expect(await read).toEqual({ seen: [1, 2], onDisk: [1, 2] });
  });

  it('never shows a read a write that its transaction undid', async () => {
    const undone = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'undone' }).execute();
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('changed my mind');
    });
    const kept = write(2);
    const seen = db.selectFrom('notes').select('id').execute();
    await expect(undone).rejects.toThrow('changed my mind');
    await kept;
    expect((await seen).map((row) => row.id)).toEqual([2]);
  });

  it('reads at once, on its own connection, when no write is running', async () => {
    await write(1);
    const commits = driver.commits;
    expect((await db.selectFrom('notes').select('id').execute()).map((row) => row.id)).toEqual([1]);
    expect(driver.commits).toBe(commits);
  });

  it('leaves everything in the database file itself once closed (no WAL left behind)', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i + 1)));
    await db.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const copy = join(dir, 'copy.db');
    copyFileSync(file, copy);
    const alone = new SQLite(copy, { readonly: true });
    expect((alone.prepare('select count(*) as n from notes').get() as { n: number }).n).toBe(10);
    alone.close();
    db = new Kysely<Db>({ dialect: groupCommitDialect(new SQLite(file), new SQLite(file)) });
  });

  it('commits a write outside a transaction before answering it, between grouped ones', async () => {
    const answers: Promise<unknown>[] = [];
    for (let i = 1; i <= 10; i += 1) {
      answers.push(
        i === 4
          ? db
              .insertInto('notes')
              .values({ id: i, text: 'alone' })
              .execute()
              .then(() => expect(storedIds()).toContain(4))
          : write(i),
      );
    }
    await Promise.all(answers);
    expect(storedIds()).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
