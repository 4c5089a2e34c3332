import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import type { AmrEntry } from '../db/session-repository';
import type { UserRecord } from '../db/user-repository';
import { authErrors } from './auth-error';
import type { KeyRing } from './signing-keys';

export type AccessTokenClaims = {
  sub: string;
  session_id: string;
  exp: number;
  iat: number;
};

/** Signs GoTrue's access token for a user's session (ES256, raw r‖s as JOSE requires). */
export async function issueAccessToken(options: {
  keyRing: KeyRing;
  issuer: string;
  user: UserRecord;
  sessionId: string;
  amr: AmrEntry[];
  lifetimeSeconds: number;
  now: number;
}): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(options.now / 1000);
  const expiresAt = iat + options.lifetimeSeconds;
  const token = await new SignJWT({
    email: options.user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: options.user.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: options.amr,
    session_id: options.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: options.keyRing.signing.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setSubject(options.user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(options.keyRing.signing.privateKey);
  return { token, expiresAt };
}

/** Checks signature (by kid), expiry and audience; any failure is GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(
  keyRing: KeyRing,
  token: string,
  now: number = Date.now(),
): Promise<AccessTokenClaims> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256') throw authErrors.badJwt('unsupported algorithm');
    kid = header.kid;
  } catch (error) {
    if (error instanceof Error && error.name === 'AuthError') throw error;
    throw authErrors.badJwt('token is malformed');
  }
  const key = kid === undefined ? undefined : keyRing.verificationKey(kid);
  if (!key) throw authErrors.badJwt('unknown signing key');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      audience: 'authenticated',
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
      throw authErrors.badJwt('token is missing sub or session_id');
    }
    return {
      sub: payload.sub,
      session_id: payload.session_id,
      exp: payload.exp ?? 0,
      iat: payload.iat ?? 0,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'AuthError') throw error;
    if (error instanceof errors.JWTExpired)
      throw authErrors.badJwt('token has invalid claims: token is expired');
    throw authErrors.badJwt('signature is invalid');
  }
}
