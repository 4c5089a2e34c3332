import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

// Group commit for SQLite (decision 082). With `synchronous = FULL` every COMMIT waits for the WAL to
// reach the disk, and under many writers that wait, once per transaction, was most of a write's time.
// Here transactions that queue for the one write connection share a commit: each runs in a savepoint of
// one open SQLite transaction, and the COMMIT comes when nobody is waiting any more (or the group is
// full). A transaction's `commit` answers only after that COMMIT is on disk, so nothing is acknowledged
// that a crash could lose; a COMMIT that fails fails every transaction of its group. One that throws is
// rolled back to its savepoint and leaves the others of its group alone.
//
// Reads outside a transaction go to a second connection, which sees only what is committed (WAL lets it
// read while the group is open). A read that comes while writes are running or waiting to commit takes
// its turn after them and reads once their COMMIT is on disk, so it sees every write asked for before it,
// as on one connection, and never a write a failed COMMIT could take back. Writes outside a transaction
// commit the open group first and then run on their own, as before.

/** Most transactions one COMMIT takes in; past it the next in line waits for that commit. */
export const GROUP_LIMIT = 32;

/** What the driver needs of a connection: better-sqlite3's, or one keeping its statements prepared. */
export type SqliteHandle = {
  prepare(sql: string): SQLite.Statement;
  close(): void;
  readonly inTransaction: boolean;
};

const READ = /^\s*(select|with)\b/i;
const SAVEPOINT = 'fablehold_transaction';

function run(db: SqliteHandle, query: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
}

function exec(db: SqliteHandle, text: string): void {
  db.prepare(text).run();
}

/** First come, first served; `release` hands the lock straight to the next in line. */
class WriteLock {
  #isHeld = false;
  readonly #queue: (() => void)[] = [];

  get isHeld(): boolean {
    return this.#isHeld;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  acquire(): Promise<void> {
    if (!this.#isHeld) {
      this.#isHeld = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#queue.push(resolve));
  }

  release(): void {
    const next = this.#queue.shift();
    if (next === undefined) this.#isHeld = false;
    else next();
  }
}

type Member = { resolve: () => void; reject: (error: unknown) => void };

/** One open SQLite transaction: the transactions that ended in it, and the reads waiting for its end. */
type Group = { members: Member[]; reads: (() => void)[] };

class Session implements DatabaseConnection {
  /** The savepoint of this session's transaction while it runs (it then holds the write lock). */
  savepoint: string | undefined;

  constructor(readonly driver: GroupCommitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield (await this.driver.execute(this, query)) as QueryResult<R>;
  }
}

export class GroupCommitDriver implements Driver {
  readonly #writer: SqliteHandle;
  readonly #reader: SqliteHandle;
  readonly #lock = new WriteLock();
  /** The open SQLite transaction and who waits for its COMMIT; undefined when none is open. */
  #group: Group | undefined;
  /** COMMITs run so far (for tests). */
  commits = 0;

  constructor(writer: SqliteHandle, reader: SqliteHandle) {
    this.#writer = writer;
    this.#reader = reader;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async execute(session: Session, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (session.savepoint !== undefined) return run(this.#writer, query);
    if (READ.test(query.sql) && this.#reader.prepare(query.sql).readonly) {
      if (this.#lock.isHeld || this.#group !== undefined) await this.#afterWritesBefore();
      return run(this.#reader, query);
    }
    await this.#lock.acquire();
    try {
      this.#commitGroup();
      return run(this.#writer, query);
    } finally {
      this.#lock.release();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    await this.#lock.acquire();
    try {
      if (this.#group === undefined) {
        exec(this.#writer, 'begin');
        this.#group = { members: [], reads: [] };
      }
      // One name for all: the transactions of a group run one after another, never one inside another,
      // and the same few statements stay prepared.
      exec(this.#writer, `savepoint ${SAVEPOINT}`);
      session.savepoint = SAVEPOINT;
    } catch (error) {
      this.#handOver();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    const name = session.savepoint;
    if (name === undefined) return;
    session.savepoint = undefined;
    let done: Promise<void>;
    try {
      exec(this.#writer, `release ${name}`);
      done = this.#join();
    } catch (error) {
      this.#failGroupIfLost(error);
      this.#handOver();
      throw error;
    }
    this.#handOver();
    await done;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    const name = session.savepoint;
    if (name === undefined) return;
    session.savepoint = undefined;
    try {
      exec(this.#writer, `rollback to ${name}`);
      exec(this.#writer, `release ${name}`);
    } catch (error) {
      this.#failGroupIfLost(error);
    } finally {
      this.#failGroupIfLost(new Error('SQLite rolled back the whole transaction'));
      this.#handOver();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction left open (its begin answered but neither commit nor rollback came) is undone.
    await this.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    await this.#lock.acquire();
    try {
      this.#commitGroup();
    } finally {
      // The reader first, so the last to close (it checkpoints the WAL into the database file) is the
      // connection that wrote.
      this.#reader.close();
      this.#writer.close();
    }
  }

  #join(): Promise<void> {
    const group = this.#group;
    if (group === undefined) return Promise.reject(new Error('No transaction is open to commit'));
    return new Promise<void>((resolve, reject) => group.members.push({ resolve, reject }));
  }

  /**
   * A read's wait for the writes asked for before it: its turn in the write queue (so every transaction
   * that began or waited before it has ended), then that group's COMMIT. It holds the turn only for a
   * moment, so transactions behind it still join the same group and share its commit.
   */
  async #afterWritesBefore(): Promise<void> {
    await this.#lock.acquire();
    const group = this.#group;
    const committed =
      group === undefined ? undefined : new Promise<void>((resolve) => group.reads.push(resolve));
    this.#handOver();
    await committed;
  }

  /** Commits the group now when nobody waits to join it or it is full; then lets the next one in. */
  #handOver(): void {
    const group = this.#group;
    if (group !== undefined && (this.#lock.waiting === 0 || group.members.length >= GROUP_LIMIT))
      this.#commitGroup();
    this.#lock.release();
  }

  #commitGroup(): void {
    const group = this.#group;
    if (group === undefined) return;
    this.#group = undefined;
    try {
      exec(this.#writer, 'commit');
      this.commits += 1;
    } catch (error) {
      if (this.#writer.inTransaction) {
        try {
          exec(this.#writer, 'rollback');
        } catch {
          // The connection already undid it.
        }
      }
      endGroup(group, { error });
      return;
    }
    endGroup(group, undefined);
  }

  /** When SQLite itself undid the open transaction (an I/O error, a full disk), its group is lost. */
  #failGroupIfLost(error: unknown): void {
    const group = this.#group;
    if (group === undefined || this.#writer.inTransaction) return;
    this.#group = undefined;
    endGroup(group, { error });
  }
}

/** Answers a group's transactions (failed with `failure.error` when its COMMIT did not happen), then its reads. */
function endGroup(group: Group, failure: { error: unknown } | undefined): void {
  for (const member of group.members) {
    if (failure === undefined) member.resolve();
    else member.reject(failure.error);
  }
  // A read after a failed COMMIT reads what is on disk, without the writes that were lost.
  for (const read of group.reads) read();
}

/** Kysely's SQLite dialect with the group-committing driver over a write and a read connection. */
export function groupCommitDialect(writer: SqliteHandle, reader: SqliteHandle): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new GroupCommitDriver(writer, reader),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}
