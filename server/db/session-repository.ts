import type { Kysely, Selectable } from 'kysely';
import type { DatabaseKind } from './database';
import type { Database, RefreshTokenTable, SessionTable } from './schema';

export type AmrEntry = { method: string; timestamp: number };

export type SessionRecord = {
  id: string;
  userId: string;
  createdAt: string;
  refreshedAt: string | null;
  notAfter: string;
  amr: AmrEntry[];
  refreshSecret: string;
};

export type RefreshTokenRecord = {
  tokenHash: string;
  sessionId: string;
  userId: string;
  parentHash: string | null;
  createdAt: string;
  revokedAt: string | null;
};

export type NewSession = {
  id: string;
  userId: string;
  now: string;
  notAfter: string;
  amr: AmrEntry[];
  refreshSecret: string;
  userAgent: string | null;
  ip: string | null;
};

/** Sessions and their refresh-token chains. Ending a session deletes it with its tokens. */
export type SessionRepository = {
  create(session: NewSession, firstTokenHash: string): Promise<void>;
  findSession(id: string): Promise<SessionRecord | undefined>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Revokes `parentHash` and records its child, in the same session. */
  rotate(parent: RefreshTokenRecord, childHash: string, now: string): Promise<void>;
  markRefreshed(sessionId: string, now: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** Ends every session of the user except `keepSessionId` (when given). */
  deleteUserSessions(userId: string, keepSessionId?: string): Promise<void>;
  /**
   * Runs `work` in one transaction in which the session row is locked, so that concurrent refreshes
   * of one session happen one after the other (SQLite's single connection already serialises them).
   */
  withSessionLocked<T>(sessionId: string, work: (repository: SessionRepository) => Promise<T>): Promise<T>;
};

function toSession(row: Selectable<SessionTable>): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    refreshedAt: row.refreshed_at,
    notAfter: row.not_after,
    amr: JSON.parse(row.amr) as AmrEntry[],
    refreshSecret: row.refresh_secret,
  };
}

function toToken(row: Selectable<RefreshTokenTable>): RefreshTokenRecord {
  return {
    tokenHash: row.token_hash,
    sessionId: row.session_id,
    userId: row.user_id,
    parentHash: row.parent_hash,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export function createSessionRepository(db: Kysely<Database>, kind: DatabaseKind): SessionRepository {
  const repository: SessionRepository = {
    async create(session, firstTokenHash) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            id: session.id,
            user_id: session.userId,
            created_at: session.now,
            updated_at: session.now,
            refreshed_at: null,
            not_after: session.notAfter,
            amr: JSON.stringify(session.amr),
            refresh_secret: session.refreshSecret,
            user_agent: session.userAgent,
            ip: session.ip,
          })
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({
            token_hash: firstTokenHash,
            session_id: session.id,
            user_id: session.userId,
            parent_hash: null,
            created_at: session.now,
            revoked_at: null,
          })
          .execute();
      });
    },
    async findSession(id) {
      const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toSession(row);
    },
    async findRefreshToken(tokenHash) {
      const row = await db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && toToken(row);
    },
    async rotate(parent, childHash, now) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('token_hash', '=', parent.tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: childHash,
          session_id: parent.sessionId,
          user_id: parent.userId,
          parent_hash: parent.tokenHash,
          created_at: now,
          revoked_at: null,
        })
        .execute();
    },
    async markRefreshed(sessionId, now) {
      await db
        .updateTable('sessions')
        .set({ refreshed_at: now, updated_at: now })
        .where('id', '=', sessionId)
        .execute();
    },
    async deleteSession(id) {
      // Tokens first: do not rely on ON DELETE CASCADE being enabled on every connection.
      await db.deleteFrom('refresh_tokens').where('session_id', '=', id).execute();
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteUserSessions(userId, keepSessionId) {
      let tokens = db.deleteFrom('refresh_tokens').where('user_id', '=', userId);
      let sessions = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepSessionId !== undefined) {
        tokens = tokens.where('session_id', '!=', keepSessionId);
        sessions = sessions.where('id', '!=', keepSessionId);
      }
      await tokens.execute();
      await sessions.execute();
    },
    async withSessionLocked(sessionId, work) {
      return db.transaction().execute(async (trx) => {
        if (kind === 'postgres') {
          await trx.selectFrom('sessions').select('id').where('id', '=', sessionId).forUpdate().execute();
        }
        return work(createSessionRepository(trx, kind));
      });
    },
  };
  return repository;
}
