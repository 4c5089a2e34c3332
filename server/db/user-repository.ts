import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from './schema';

export type UserRecord = {
  id: string;
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  identityId: string;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewUser = {
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  now: string;
};

/** Users as the auth routes and the CLI need them; emails are compared lower-case. */
export type UserRepository = {
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  create(user: NewUser): Promise<UserRecord>;
  updateMetadata(id: string, metadata: Record<string, unknown>, now: string): Promise<void>;
  updatePassword(id: string, encryptedPassword: string, now: string): Promise<void>;
  recordSignIn(id: string, now: string): Promise<void>;
  list(): Promise<UserRecord[]>;
  /** True when a user was removed. Their sessions and tokens go with them. */
  deleteByEmail(email: string): Promise<boolean>;
  count(): Promise<number>;
};

/** The email already belongs to a user. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

function parseMetadata(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function toRecord(row: Selectable<UserTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    encryptedPassword: row.encrypted_password,
    userMetadata: parseMetadata(row.user_metadata),
    identityId: row.identity_id,
    emailConfirmedAt: row.email_confirmed_at,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // SQLite (better-sqlite3) and PostgreSQL (23505) spell it differently.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function createUserRepository(db: Kysely<Database>): UserRepository {
  return {
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async findById(id) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async create(user) {
      const row = {
        id: crypto.randomUUID(),
        email: user.email.toLowerCase(),
        encrypted_password: user.encryptedPassword,
        user_metadata: JSON.stringify(user.userMetadata),
        identity_id: crypto.randomUUID(),
        // Accounts are created by an operator or by open sign-up with auto-confirmation: no mailer.
        email_confirmed_at: user.now,
        last_sign_in_at: null,
        created_at: user.now,
        updated_at: user.now,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error))
          throw new EmailTakenError(`A user with email ${row.email} already exists`);
        throw error;
      }
      return toRecord(row);
    },
    async updateMetadata(id, metadata, now) {
      await db
        .updateTable('users')
        .set({ user_metadata: JSON.stringify(metadata), updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async updatePassword(id, encryptedPassword, now) {
      await db
        .updateTable('users')
        .set({ encrypted_password: encryptedPassword, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async recordSignIn(id, now) {
      await db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', id).execute();
    },
    async list() {
      const rows = await db.selectFrom('users').selectAll().orderBy('email').execute();
      return rows.map(toRecord);
    },
    async deleteByEmail(email) {
      const result = await db.deleteFrom('users').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async count() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
