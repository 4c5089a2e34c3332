import type { UserRecord } from '../db/user-repository';

/** GoTrue's user object; `phone` is '' (never null) because auth-js expects a string. */
export function presentUser(user: UserRecord) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.emailConfirmedAt,
    phone: '',
    confirmed_at: user.emailConfirmedAt,
    last_sign_in_at: user.lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: true, phone_verified: false },
        provider: 'email',
        last_sign_in_at: user.lastSignInAt,
        created_at: user.createdAt,
        updated_at: user.updatedAt,
        email: user.email,
      },
    ],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;

export function presentSession(options: {
  accessToken: string;
  expiresAt: number;
  now: number;
  refreshToken: string;
  user: UserRecord;
}) {
  return {
    access_token: options.accessToken,
    token_type: 'bearer',
    expires_in: options.expiresAt - Math.floor(options.now / 1000),
    expires_at: options.expiresAt,
    refresh_token: options.refreshToken,
    user: presentUser(options.user),
  };
}

export type PresentedSession = ReturnType<typeof presentSession>;
