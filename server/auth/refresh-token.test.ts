import { describe, expect, it } from 'vitest';
import {
  decideRefresh,
  deriveChildToken,
  generateRefreshToken,
  generateSessionSecret,
  hashRefreshToken,
  sessionExpiry,
} from './refresh-token';

describe('refresh token values', () => {
  it('are 32 random bytes, base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateRefreshToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are stored as a hash that does not contain the token', () => {
    const token = generateRefreshToken();
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toContain(token);
    expect(hashRefreshToken(token)).not.toBe(hashRefreshToken(generateRefreshToken()));
  });

  it('derive the same successor for the same session secret only', () => {
    const token = generateRefreshToken();
    const secret = generateSessionSecret();
    const child = deriveChildToken(secret, token);
    expect(deriveChildToken(secret, token)).toBe(child);
    expect(deriveChildToken(generateSessionSecret(), token)).not.toBe(child);
    expect(deriveChildToken(secret, child)).not.toBe(child);
    expect(Buffer.from(child, 'base64url')).toHaveLength(32);
  });
});

describe('decideRefresh', () => {
  const now = 1_000_000;
  const reuseIntervalMs = 10_000;

  it('rotates a token that is still current', () => {
    expect(decideRefresh({ revokedAt: null, currentTokenDistance: null, now, reuseIntervalMs })).toEqual({
      kind: 'rotate',
    });
  });

  it('answers the parent of the current token with the current token, however late', () => {
    expect(
      decideRefresh({ revokedAt: now - 3_600_000, currentTokenDistance: 1, now, reuseIntervalMs }).kind,
    ).toBe('reissue-current');
  });

  it('answers an older token with the current one within the reuse interval', () => {
    expect(
      decideRefresh({ revokedAt: now - 9_999, currentTokenDistance: 3, now, reuseIntervalMs }).kind,
    ).toBe('reissue-current');
  });

  it('treats an older token after the reuse interval as reuse', () => {
    expect(
      decideRefresh({ revokedAt: now - 10_000, currentTokenDistance: 2, now, reuseIntervalMs }).kind,
    ).toBe('reuse-detected');
  });

  it('treats a rotated token without a live successor as reuse', () => {
    expect(decideRefresh({ revokedAt: now - 1, currentTokenDistance: null, now, reuseIntervalMs }).kind).toBe(
      'reuse-detected',
    );
  });
});

describe('sessionExpiry', () => {
  const hour = 3_600_000;
  const session = { createdAt: 0, refreshedAt: null, notAfter: 100 * hour };

  it('keeps a session alive while it is used', () => {
    expect(sessionExpiry({ ...session, refreshedAt: 50 * hour }, 60 * hour, 24 * hour)).toBeNull();
  });

  it('ends a session left unused for the inactivity timeout', () => {
    expect(sessionExpiry(session, 24 * hour, 24 * hour)).toBe('inactivity');
    expect(sessionExpiry({ ...session, refreshedAt: 10 * hour }, 34 * hour, 24 * hour)).toBe('inactivity');
  });

  it('ends any session at its maximum lifetime', () => {
    expect(sessionExpiry({ ...session, refreshedAt: 99 * hour }, 100 * hour, 24 * hour)).toBe('lifetime');
  });
});
