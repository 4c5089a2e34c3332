import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be one of on, off, true, false, 1, 0' })
    .optional()
    .transform((value) =>
      value === undefined ? fallback : value === 'on' || value === 'true' || value === '1',
    );

const durationUnits = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses `90`, `90s`, `15m`, `12h` or `7d` into seconds; null when the text is not a duration. */
export function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const unit = (match[2] || 's') as keyof typeof durationUnits;
  return Number(match[1]) * durationUnits[unit];
}

const duration = (fallback: string, min: number) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const seconds = parseDurationSeconds(text);
      if (seconds === null || seconds < min) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration of at least ${min} s such as 30s, 15m, 12h or 7d (got "${text}")`,
        });
        return z.NEVER;
      }
      return seconds;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const originList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const origins = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    for (const origin of origins) {
      if (origin === '*') continue;
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = null;
      }
      if (parsed === null || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin such as https://app.example.com (scheme, host, optional port, no path)`,
        });
      }
    }
    return origins;
  });

const hostList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const hosts = text
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== '');
    for (const host of hosts) {
      if (host !== '*' && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${host}" is not a host name such as fablehold.example.com (no scheme, port or path)`,
        });
      }
    }
    return hosts;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  SERVE_STATIC: flag(true),
  DEMO_ACCOUNT: flag(true),
  DEMO_EMAIL: z.email().default('demo@example.com'),
  DEMO_PASSWORD: z.string().min(6).max(72).default('demo-password'),
  ENABLE_SIGNUP: flag(false),
  SQLITE_GROUP_COMMIT: flag(false),
  SITE_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  CORS_ORIGINS: originList,
  ALLOWED_HOSTS: hostList,
  TRUST_PROXY: flag(false),
  USER_QUOTA_MB: z.coerce.number().int().min(0).default(500),
  IMPORT_REQUEST_MAX_MB: positiveInt(32),
  IMPORT_BACKUP_MAX_MB: z.coerce.number().int().min(1).max(4000).default(4000),
  AUTH_RATE_LIMIT_SIGNIN: positiveInt(150),
  AUTH_RATE_LIMIT_SIGNIN_PER_EMAIL: positiveInt(30),
  AUTH_RATE_LIMIT_REFRESH: positiveInt(150),
  ACCESS_TOKEN_LIFETIME: duration('1h', 300),
  SESSION_INACTIVITY_TIMEOUT: duration('7d', 60),
  SESSION_MAX_LIFETIME: duration('30d', 60),
  SUPABASE_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  HOSTED_JWKS_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(true),
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Fablehold <no-reply@fablehold.invalid>'),
});

const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = {
  /** What one user may store (USER_QUOTA_MB); null when the quota is off (0). */
  userQuotaBytes: number | null;
  /** The largest `POST /api/v1/import` body (IMPORT_REQUEST_MAX_MB, 32 by default). */
  importRequestMaxBytes: number;
  /** The largest backup `.zip` `POST /api/v1/import/backup` takes (IMPORT_BACKUP_MAX_MB). */
  importBackupMaxBytes: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** SQLite transactions share their durable COMMITs (SQLITE_GROUP_COMMIT; decision 082). */
  groupCommit: boolean;
  staticDir: string;
  serveStatic: boolean;
  demo: { enabled: boolean; email: string; password: string };
  enableSignup: boolean;
  /** Where invitations are mailed through (SMTP_URL, MAIL_FROM; decision 083); undefined: no mail. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Public base URL of this server (no trailing slash); the token issuer is `<siteUrl>/auth/v1`. Unset: the listening address. */
  siteUrl: string | undefined;
  /** Browser origins allowed to call the APIs besides the server's own; `*` allows any. */
  corsOrigins: string[];
  /**
   * Host names the server answers to besides the loopback names and IP addresses (DNS rebinding
   * defence): ALLOWED_HOSTS, SITE_URL's host and HOST when it is a name; `*` answers any.
   */
  allowedHosts: string[];
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  auth: {
    /** Password sign-in (and sign-up) requests per 5 minutes per client address. */
    signInPerIpPer5Min: number;
    /**
     * Failed sign-ins for one email, from all addresses, before an address that failed for it too must
     * wait a growing delay (addresses that have not failed never wait for it: decision 024).
     */
    signInFailuresPerEmailPer5Min: number;
    /** Refresh-token grants per 5 minutes per client address (an IPv6 address counted by its /64). */
    refreshPerIpPer5Min: number;
    accessTokenLifetimeSeconds: number;
    sessionInactivityTimeoutSeconds: number;
    sessionMaxLifetimeSeconds: number;
    /** How long a rotated refresh token may still be presented without counting as reuse. */
    refreshTokenReuseIntervalSeconds: number;
  };
  /**
   * Where the data API's bearer tokens come from: unset, the embedded auth server; set, a hosted
   * Supabase project whose JWKS (and issuer, when known) tokens are checked against.
   */
  hostedAuth: { jwksUrl: string; issuer: string | undefined } | undefined;
  /**
   * Where map tiles are kept (decision 087): the database, or an S3-compatible object store when
   * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all set.
   */
  objectStore:
    | { kind: 'database' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
};

/** Turns the environment into a validated config; a bad variable names itself and stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=`) means "not set", as in most shells' intent.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SESSION_MAX_LIFETIME < e.ACCESS_TOKEN_LIFETIME) {
    throw new ConfigError(
      'Invalid environment:\n  SESSION_MAX_LIFETIME: must not be shorter than ACCESS_TOKEN_LIFETIME',
    );
  }
  const s3Set = s3Variables.filter((name) => e[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3Variables.length) {
    const missing = s3Variables.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: must be set with ${s3Set.join(', ')} (or none of them, to keep map tiles in the database)`).join('\n')}`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    groupCommit: e.SQLITE_GROUP_COMMIT,
    staticDir: resolve(e.STATIC_DIR),
    serveStatic: e.SERVE_STATIC,
    demo: { enabled: e.DEMO_ACCOUNT, email: e.DEMO_EMAIL.toLowerCase(), password: e.DEMO_PASSWORD },
    enableSignup: e.ENABLE_SIGNUP,
    siteUrl: e.SITE_URL,
    mail: e.SMTP_URL === undefined ? undefined : { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    corsOrigins: e.CORS_ORIGINS,
    allowedHosts: [
      ...new Set([
        ...e.ALLOWED_HOSTS,
        ...(e.SITE_URL === undefined ? [] : [new URL(e.SITE_URL).hostname.toLowerCase()]),
        ...(isIP(e.HOST) === 0 ? [e.HOST.toLowerCase()] : []),
      ]),
    ],
    trustProxy: e.TRUST_PROXY,
    userQuotaBytes: e.USER_QUOTA_MB === 0 ? null : e.USER_QUOTA_MB * 1024 * 1024,
    importRequestMaxBytes: e.IMPORT_REQUEST_MAX_MB * 1024 * 1024,
    importBackupMaxBytes: e.IMPORT_BACKUP_MAX_MB * 1024 * 1024,
    auth: {
      signInPerIpPer5Min: e.AUTH_RATE_LIMIT_SIGNIN,
      signInFailuresPerEmailPer5Min: e.AUTH_RATE_LIMIT_SIGNIN_PER_EMAIL,
      refreshPerIpPer5Min: e.AUTH_RATE_LIMIT_REFRESH,
      accessTokenLifetimeSeconds: e.ACCESS_TOKEN_LIFETIME,
      sessionInactivityTimeoutSeconds: e.SESSION_INACTIVITY_TIMEOUT,
      sessionMaxLifetimeSeconds: e.SESSION_MAX_LIFETIME,
      refreshTokenReuseIntervalSeconds: 10,
    },
    hostedAuth:
      e.HOSTED_JWKS_URL !== undefined
        ? { jwksUrl: e.HOSTED_JWKS_URL, issuer: e.SUPABASE_URL && `${e.SUPABASE_URL}/auth/v1` }
        : e.SUPABASE_URL !== undefined
          ? {
              jwksUrl: `${e.SUPABASE_URL}/auth/v1/.well-known/jwks.json`,
              issuer: `${e.SUPABASE_URL}/auth/v1`,
            }
          : undefined,
    objectStore:
      e.S3_ENDPOINT !== undefined &&
      e.S3_BUCKET !== undefined &&
      e.S3_ACCESS_KEY_ID !== undefined &&
      e.S3_SECRET_ACCESS_KEY !== undefined
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'database' },
  };
}

/** A configuration problem the operator must fix; its message is meant to be printed as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
