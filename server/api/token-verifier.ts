import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Authenticated } from '../auth/auth-service';
import { apiErrors } from './api-error';

/** Whose workspace a request may touch: the token's subject. */
export type Caller = { userId: string; email: string | undefined };

/** Turns the bearer of a request into its caller, or throws a 401/403 ApiError. */
export type TokenVerifier = (bearer: string | undefined) => Promise<Caller>;

/**
 * Tokens of the embedded auth server: the auth service checks the signature against our own keys (the
 * keys the JWKS publishes), the expiry, and that the session is still alive, so that signing out ends
 * data access at once rather than when the token expires.
 */
export function embeddedTokenVerifier(
  authenticate: (bearer: string) => Promise<Authenticated>,
): TokenVerifier {
  return async (bearer) => {
    if (bearer === undefined) throw apiErrors.unauthorized();
    try {
      const { user } = await authenticate(bearer);
      return { userId: user.id, email: user.email };
    } catch (error) {
      if (error instanceof Error && error.name === 'AuthError') {
        throw apiErrors.unauthorized('Your session has expired or is not valid: sign in again');
      }
      throw error;
    }
  };
}

/**
 * Tokens of a hosted Supabase project, checked against the project's published keys (fetched and
 * cached by jose; an unknown `kid` refetches them, so key rotation needs no restart).
 */
export function remoteTokenVerifier(options: {
  jwksUrl: string;
  issuer: string | undefined;
  now?: () => number;
}): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  const now = options.now ?? Date.now;
  return async (bearer) => {
    if (bearer === undefined) throw apiErrors.unauthorized();
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(bearer, keys, {
        algorithms: ['ES256', 'RS256'],
        ...(options.issuer === undefined ? {} : { issuer: options.issuer }),
        currentDate: new Date(now()),
      }));
    } catch (error) {
      // The project's keys could not be fetched: our failure (500, logged), not the caller's.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw error;
      throw apiErrors.unauthorized('Your session has expired or is not valid: sign in again');
    }
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || payload.sub === '') {
      throw apiErrors.forbidden('This token does not belong to a signed-in user');
    }
    return { userId: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
  };
}

/** `Authorization: Bearer <token>` → the token; anything else → undefined. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
