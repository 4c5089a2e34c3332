import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer the client is meant to see: GoTrue's status, snake_case code and message. Anything else
 * thrown while handling a request becomes a bare 500 without details.
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this answer. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  validationFailed: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: (why: 'inactivity' | 'lifetime') =>
    new AuthError(
      400,
      'session_expired',
      why === 'inactivity'
        ? 'Invalid Refresh Token: Session Expired (Inactivity)'
        : 'Invalid Refresh Token: Session Expired',
    ),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  weakPassword: (message: string) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } }),
  // GoTrue's codes for a password change without the current password (UpdatePasswordRequireCurrentPassword).
  currentPasswordRequired: () =>
    new AuthError(400, 'current_password_required', 'Current password required when setting new password.'),
  currentPasswordInvalid: () =>
    new AuthError(400, 'current_password_invalid', 'The current password is not correct.'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailChangeUnsupported: () =>
    new AuthError(
      422,
      'email_change_not_supported',
      'Changing the email address is not supported by this server; ask an administrator',
    ),
  phoneUnsupported: () =>
    new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled on this server'),
  /** Always says when to try again: a 429 without Retry-After leaves clients guessing. */
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  payloadTooLarge: () => new AuthError(413, 'request_too_large', 'Request body is larger than 1 MB'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
};
