import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new, unpredictable refresh token: 32 random bytes, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new per-session secret from which the session's successive refresh tokens are derived. */
export function generateSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token. Tokens carry 256 random bits, so a fast hash suffices. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The successor of `token` in its session: HMAC-SHA256 keyed with the session's secret. Deriving it
 * (rather than drawing it at random) lets the server answer a second refresh of the same token with
 * the same successor while storing only hashes.
 */
export function deriveChildToken(sessionSecret: string, token: string): string {
  return createHmac('sha256', Buffer.from(sessionSecret, 'base64url')).update(token).digest('base64url');
}

export type RefreshDecision =
  /** The presented token is current: revoke it and hand out its successor. */
  | { kind: 'rotate' }
  /** Already rotated, but legitimately presented again: answer with the session's current token. */
  | { kind: 'reissue-current' }
  /** An old token came back: assume it was stolen and end the session. */
  | { kind: 'reuse-detected' };

export type RefreshFacts = {
  /** When the presented token was rotated, or null if it is still the current one. */
  revokedAt: number | null;
  /**
   * How many rotations lie between the presented token and the session's current token (1: the
   * presented token is its parent), or null when the current token does not descend from it.
   */
  currentTokenDistance: number | null;
  now: number;
  reuseIntervalMs: number;
};

/**
 * GoTrue's rule: a current token rotates; the parent of the current token is answered with the
 * current token (two tabs refreshing at once); an older token within the reuse interval is also
 * answered with the current token; anything else is reuse and ends the session.
 */
export function decideRefresh(facts: RefreshFacts): RefreshDecision {
  if (facts.revokedAt === null) return { kind: 'rotate' };
  if (facts.currentTokenDistance === 1) return { kind: 'reissue-current' };
  if (facts.currentTokenDistance !== null && facts.now - facts.revokedAt < facts.reuseIntervalMs) {
    return { kind: 'reissue-current' };
  }
  return { kind: 'reuse-detected' };
}

export type SessionTimes = {
  createdAt: number;
  refreshedAt: number | null;
  notAfter: number;
};

/** Why a session has ended by time alone, or null while it is alive. */
export function sessionExpiry(
  session: SessionTimes,
  now: number,
  inactivityTimeoutMs: number,
): 'inactivity' | 'lifetime' | null {
  if (now >= session.notAfter) return 'lifetime';
  if (now - (session.refreshedAt ?? session.createdAt) >= inactivityTimeoutMs) return 'inactivity';
  return null;
}
