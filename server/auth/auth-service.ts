import { createHash } from 'node:crypto';
import { jsonBytes, METADATA_MAX_BYTES } from '../../common/api/limits';
import type { SessionRecord, SessionRepository } from '../db/session-repository';
import type { ThrottleStore } from '../db/throttle-store';
import { EmailTakenError, type UserRecord, type UserRepository } from '../db/user-repository';
import { type AccessTokenClaims, issueAccessToken, verifyAccessToken } from './access-token';
import { authErrors } from './auth-error';
import { getDummyHash, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { type PresentedSession, type PresentedUser, presentSession, presentUser } from './presenters';
import {
  decideRefresh,
  deriveChildToken,
  generateRefreshToken,
  generateSessionSecret,
  hashRefreshToken,
  sessionExpiry,
} from './refresh-token';
import {
  addressGroup,
  delayAfter,
  liveFailures,
  retryAfterSeconds,
  signInWait,
  type ThrottleRules,
} from './sign-in-throttle';
import type { KeyRing } from './signing-keys';

export type AuthSettings = {
  enableSignup: boolean;
  accessTokenLifetimeSeconds: number;
  sessionInactivityTimeoutSeconds: number;
  sessionMaxLifetimeSeconds: number;
  refreshTokenReuseIntervalSeconds: number;
};

export type AuthServiceDeps = {
  users: UserRepository;
  sessions: SessionRepository;
  keyRing: KeyRing;
  settings: AuthSettings;
  /** `<site>/auth/v1`; a function because the address is known only once the server listens. */
  issuer: () => string;
  throttle: ThrottleStore;
  throttleRules: ThrottleRules;
  now?: () => number;
  /**
   * Whether an invitation link's token is live (decision 057): its holder may sign up even when open
   * sign-up is off. Absent: no invitations (hosted auth, tests of auth alone).
   */
  isLiveInvitation?: (token: string) => Promise<boolean>;
};

/** Where a sign-up carries an invitation's token: `data.invitation` (never kept in the user's metadata). */
export const INVITATION_METADATA_KEY = 'invitation';

export type ClientInfo = { ip: string; userAgent: string | null };
export type Authenticated = { user: UserRecord; session: SessionRecord };
export type LogoutScope = 'global' | 'local' | 'others';
export type UserUpdate = {
  email?: string;
  phone?: string;
  password?: string;
  /** Required with `password`: the password the user signs in with now (GoTrue's `current_password`). */
  currentPassword?: string;
  data?: Record<string, unknown>;
};

/** How many verified access tokens are remembered (the oldest go first): one per active client. */
const VERIFIED_TOKEN_CACHE_SIZE = 5_000;

/** How far down a session's chain a re-presented token is followed to find the current one. */
const MAX_CHAIN_WALK = 16;

/** Throttle keys are hashes: the table holds no email or address, and a 5,000-character email is 43. */
function throttleKey(kind: 'address' | 'pair' | 'email' | 'refresh', ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}

/** How many failed sign-ins pass between two prunings of forgotten throttle counters. */
const PRUNE_EVERY_FAILURES = 200;

/** Every auth decision lives here; routes only parse requests and shape answers. */
export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? Date.now;
  const { users, sessions, settings, throttle, throttleRules: rules } = deps;
  let failuresSincePrune = 0;

  /** Counts a sign-in or sign-up request from this address; refuses it when the window is full. */
  async function countRequest(ip: string, kind: 'address' | 'refresh' = 'address'): Promise<void> {
    const at = now();
    const counter = await throttle.hit(throttleKey(kind, addressGroup(ip)), at, {
      by: 'first',
      before: at - rules.requestWindowMs,
    });
    const limit = kind === 'refresh' ? rules.refreshesPerAddress : rules.requestsPerAddress;
    if (counter.hits > limit) {
      throw authErrors.rateLimited(retryAfterSeconds(counter.firstAt + rules.requestWindowMs - at));
    }
  }

  /**
   * Refuses a password sign-in that must wait (sign-in-throttle.ts), and otherwise counts it as a failure
   * of this email from this address before the password is checked, so that a burst of parallel guesses
   * cannot all pass before the first failure is written; a success removes the count again.
   */
  async function admitSignIn(email: string, ip: string): Promise<{ pair: string; email: string }> {
    const keys = {
      address: throttleKey('address', addressGroup(ip)),
      pair: throttleKey('pair', email, addressGroup(ip)),
      email: throttleKey('email', email),
    };
    const at = now();
    const counters = await throttle.read([keys.address, keys.pair, keys.email]);
    const wait = signInWait(
      { address: counters.get(keys.address), pair: counters.get(keys.pair), email: counters.get(keys.email) },
      at,
      rules,
    );
    if (wait > 0) throw authErrors.rateLimited(retryAfterSeconds(wait));
    await countRequest(ip);
    const before = liveFailures(counters.get(keys.pair), at, rules);
    const after = await throttle.hit(keys.pair, at, { by: 'last', before: at - rules.failureMemoryMs });
    // Another try of this pair landed between the read and the hit: it is the one that waits.
    const raced = delayAfter(after.hits - 1, rules.freeFailuresPerAddress, rules);
    if (after.hits - 1 > before && raced > 0) throw authErrors.rateLimited(retryAfterSeconds(raced));
    return keys;
  }

  async function checkCurrentPassword(
    user: UserRecord,
    currentPassword: string | undefined,
    client: ClientInfo,
  ): Promise<void> {
    if (currentPassword === undefined || currentPassword === '') throw authErrors.currentPasswordRequired();
    const keys = await admitSignIn(user.email, client.ip);
    if (!(await verifyPassword(user.encryptedPassword, currentPassword))) {
      const at = now();
      await throttle.hit(keys.email, at, { by: 'last', before: at - rules.failureMemoryMs });
      throw authErrors.currentPasswordInvalid();
    }
    await throttle.remove(keys.pair);
  }

  // Checking an ES256 signature costs more than the rest of a data request, and a client sends the same
  // access token with every request until it refreshes. A token whose signature and claims were checked
  // once is remembered with its claims until it expires; the expiry is checked again on every use, so a
  // remembered token is accepted exactly when a fresh check would accept it (our signing keys do not
  // change while the server runs). Only the signature check is remembered: the session is still looked up
  // on every request, so signing out ends access at once, in this process and in any other.
  const verifiedTokens = new Map<string, AccessTokenClaims>();
  async function verifiedClaims(bearer: string): Promise<AccessTokenClaims> {
    const remembered = verifiedTokens.get(bearer);
    if (remembered !== undefined && remembered.exp > Math.floor(now() / 1000)) return remembered;
    if (remembered !== undefined) verifiedTokens.delete(bearer);
    const claims = await verifyAccessToken(deps.keyRing, bearer, now());
    if (claims.exp > 0) {
      verifiedTokens.set(bearer, claims);
      if (verifiedTokens.size > VERIFIED_TOKEN_CACHE_SIZE) {
        const oldest = verifiedTokens.keys().next();
        if (oldest.done !== true) verifiedTokens.delete(oldest.value);
      }
    }
    return claims;
  }

  async function answerWithSession(
    user: UserRecord,
    session: Pick<SessionRecord, 'id' | 'amr'>,
    refreshToken: string,
  ): Promise<PresentedSession> {
    const at = now();
    const { token, expiresAt } = await issueAccessToken({
      keyRing: deps.keyRing,
      issuer: deps.issuer(),
      user,
      sessionId: session.id,
      amr: session.amr,
      lifetimeSeconds: settings.accessTokenLifetimeSeconds,
      now: at,
    });
    return presentSession({ accessToken: token, expiresAt, now: at, refreshToken, user });
  }

  async function startSession(user: UserRecord, client: ClientInfo): Promise<PresentedSession> {
    const at = now();
    const iso = new Date(at).toISOString();
    const refreshToken = generateRefreshToken();
    const session = {
      id: crypto.randomUUID(),
      userId: user.id,
      now: iso,
      notAfter: new Date(at + settings.sessionMaxLifetimeSeconds * 1000).toISOString(),
      amr: [{ method: 'password', timestamp: Math.floor(at / 1000) }],
      refreshSecret: generateSessionSecret(),
      userAgent: client.userAgent,
      ip: client.ip,
    };
    await sessions.create(session, hashRefreshToken(refreshToken));
    await users.recordSignIn(user.id, iso);
    return answerWithSession({ ...user, lastSignInAt: iso }, session, refreshToken);
  }

  return {
    async signInWithPassword(email: string, password: string, client: ClientInfo): Promise<PresentedSession> {
      const emailKey = email.trim().toLowerCase();
      const keys = await admitSignIn(emailKey, client.ip);

      const user = await users.findByEmail(emailKey);
      // Unknown email: verify against a dummy hash so both failures cost the same time.
      const isValid = await verifyPassword(user?.encryptedPassword ?? (await getDummyHash()), password);
      if (!user || !isValid) {
        const at = now();
        await throttle.hit(keys.email, at, { by: 'last', before: at - rules.failureMemoryMs });
        failuresSincePrune += 1;
        if (failuresSincePrune >= PRUNE_EVERY_FAILURES) {
          failuresSincePrune = 0;
          await throttle.prune(at - Math.max(rules.failureMemoryMs, rules.requestWindowMs));
        }
        throw authErrors.invalidCredentials();
      }
      await throttle.remove(keys.pair);
      return startSession(user, client);
    },

    async signUp(
      email: string,
      password: string,
      data: Record<string, unknown>,
      client: ClientInfo,
    ): Promise<PresentedSession> {
      const { [INVITATION_METADATA_KEY]: invitation, ...metadata } = data;
      await countRequest(client.ip);
      if (!settings.enableSignup) {
        const isInvited =
          typeof invitation === 'string' && (await deps.isLiveInvitation?.(invitation)) === true;
        if (!isInvited) throw authErrors.signupDisabled();
      }
      const problem = passwordProblem(password);
      if (problem) throw authErrors.weakPassword(problem);
      checkMetadataSize(metadata, {});
      try {
        const user = await users.create({
          email,
          encryptedPassword: await hashPassword(password),
          userMetadata: metadata,
          now: new Date(now()).toISOString(),
        });
        return await startSession(user, client);
      } catch (error) {
        if (error instanceof EmailTakenError) throw authErrors.userAlreadyExists();
        throw error;
      }
    },

    async refresh(refreshToken: string, client: ClientInfo): Promise<PresentedSession> {
      // Per address, and generous: a 429 on refresh signs out a client whose access token has expired.
      await countRequest(client.ip, 'refresh');
      const presentedHash = hashRefreshToken(refreshToken);
      const found = await sessions.findRefreshToken(presentedHash);
      if (!found) throw authErrors.refreshTokenNotFound();

      // Decide inside one transaction with the session locked; errors that end the session are
      // returned rather than thrown so that the deletion commits.
      const outcome = await sessions.withSessionLocked(found.sessionId, async (repository) => {
        const token = await repository.findRefreshToken(presentedHash);
        const session = await repository.findSession(found.sessionId);
        if (!token || !session) return { error: authErrors.refreshTokenNotFound() };
        const at = now();
        const expiry = sessionExpiry(
          {
            createdAt: Date.parse(session.createdAt),
            refreshedAt: session.refreshedAt === null ? null : Date.parse(session.refreshedAt),
            notAfter: Date.parse(session.notAfter),
          },
          at,
          settings.sessionInactivityTimeoutSeconds * 1000,
        );
        if (expiry) {
          await repository.deleteSession(session.id);
          return { error: authErrors.sessionExpired(expiry) };
        }

        // Follow the derived chain from the presented token to the session's current token.
        let current: string | null = null;
        let distance: number | null = null;
        if (token.revokedAt !== null) {
          let candidate = refreshToken;
          for (let step = 1; step <= MAX_CHAIN_WALK; step += 1) {
            candidate = deriveChildToken(session.refreshSecret, candidate);
            const row = await repository.findRefreshToken(hashRefreshToken(candidate));
            if (!row) break;
            if (row.revokedAt === null) {
              current = candidate;
              distance = step;
              break;
            }
          }
        }

        const decision = decideRefresh({
          revokedAt: token.revokedAt === null ? null : Date.parse(token.revokedAt),
          currentTokenDistance: distance,
          now: at,
          reuseIntervalMs: settings.refreshTokenReuseIntervalSeconds * 1000,
        });
        const iso = new Date(at).toISOString();
        switch (decision.kind) {
          case 'reuse-detected':
            await repository.deleteSession(session.id);
            return { error: authErrors.refreshTokenAlreadyUsed() };
          case 'reissue-current':
            await repository.markRefreshed(session.id, iso);
            return { session, refreshToken: current ?? refreshToken };
          case 'rotate': {
            const child = deriveChildToken(session.refreshSecret, refreshToken);
            await repository.rotate(token, hashRefreshToken(child), iso);
            await repository.markRefreshed(session.id, iso);
            return { session, refreshToken: child };
          }
        }
      });
      if ('error' in outcome) throw outcome.error;
      const user = await users.findById(outcome.session.userId);
      if (!user) throw authErrors.refreshTokenNotFound();
      return answerWithSession(user, outcome.session, outcome.refreshToken);
    },

    /** The user and live session behind a bearer access token. */
    async authenticate(bearer: string | undefined): Promise<Authenticated> {
      if (bearer === undefined || bearer === '') throw authErrors.noAuthorization();
      const claims = await verifiedClaims(bearer);
      const session = await sessions.findSession(claims.session_id);
      if (!session || session.userId !== claims.sub) throw authErrors.sessionNotFound();
      if (now() >= Date.parse(session.notAfter)) throw authErrors.sessionNotFound();
      const user = await users.findById(claims.sub);
      if (!user) throw authErrors.userNotFound();
      return { user, session };
    },

    async logout(auth: Authenticated, scope: LogoutScope): Promise<void> {
      if (scope === 'local') await sessions.deleteSession(auth.session.id);
      else if (scope === 'global') await sessions.deleteUserSessions(auth.user.id);
      else await sessions.deleteUserSessions(auth.user.id, auth.session.id);
    },

    /**
     * A password change needs the current password, as GoTrue with UpdatePasswordRequireCurrentPassword:
     * a borrowed, unlocked session must not be enough to take the account over. Wrong current passwords
     * are throttled like wrong sign-ins, so this is no side door for guessing.
     */
    async updateUser(auth: Authenticated, update: UserUpdate, client: ClientInfo): Promise<PresentedUser> {
      const { user } = auth;
      if (update.phone !== undefined && update.phone !== '') throw authErrors.phoneUnsupported();
      if (update.email !== undefined && update.email.trim().toLowerCase() !== user.email) {
        throw authErrors.emailChangeUnsupported();
      }
      const iso = new Date(now()).toISOString();
      if (update.password !== undefined) {
        const problem = passwordProblem(update.password);
        if (problem) throw authErrors.weakPassword(problem);
        await checkCurrentPassword(user, update.currentPassword, client);
        if (await verifyPassword(user.encryptedPassword, update.password)) throw authErrors.samePassword();
        await users.updatePassword(user.id, await hashPassword(update.password), iso);
        // A changed password ends every other session: whoever knew the old one is out.
        await sessions.deleteUserSessions(user.id, auth.session.id);
      }
      if (update.data !== undefined) {
        const merged = mergeMetadata(user.userMetadata, update.data);
        checkMetadataSize(merged, user.userMetadata);
        await users.updateMetadata(user.id, merged, iso);
      }
      const updated = await users.findById(user.id);
      if (!updated) throw authErrors.userNotFound();
      return presentUser(updated);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * User metadata travels in every access token, so in every request's Authorization header: past
 * METADATA_MAX_BYTES it is refused (a user already past it, from before the limit, may still shrink it).
 */
function checkMetadataSize(metadata: Record<string, unknown>, current: Record<string, unknown>): void {
  const size = jsonBytes(metadata);
  if (size > METADATA_MAX_BYTES && size >= jsonBytes(current)) {
    throw authErrors.validationFailed(`User metadata may be at most ${METADATA_MAX_BYTES / 1024} KB`);
  }
}

/** GoTrue's merge: keys in `patch` replace, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
