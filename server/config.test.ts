import { describe, expect, it } from 'vitest';
import { loadConfig, parseDurationSeconds } from './config';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      groupCommit: false,
      serveStatic: true,
      demo: { enabled: true, email: 'demo@example.com', password: 'demo-password' },
      enableSignup: false,
      corsOrigins: [],
      auth: {
        signInPerIpPer5Min: 150,
        signInFailuresPerEmailPer5Min: 30,
        refreshPerIpPer5Min: 150,
        accessTokenLifetimeSeconds: 3600,
        sessionInactivityTimeoutSeconds: 7 * 86_400,
        sessionMaxLifetimeSeconds: 30 * 86_400,
        refreshTokenReuseIntervalSeconds: 10,
      },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns SQLite group commit on only when asked', () => {
    expect(loadConfig({ SQLITE_GROUP_COMMIT: 'off' }).groupCommit).toBe(false);
    expect(loadConfig({ SQLITE_GROUP_COMMIT: 'on' }).groupCommit).toBe(true);
    expect(() => loadConfig({ SQLITE_GROUP_COMMIT: 'sometimes' })).toThrow(/SQLITE_GROUP_COMMIT/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/fablehold',
      DEMO_ACCOUNT: 'off',
      DEMO_EMAIL: 'Owner@Example.com',
      ENABLE_SIGNUP: 'true',
      SITE_URL: 'https://fablehold.example.com/',
      CORS_ORIGINS: 'https://a.example.com, http://localhost:5173',
      TRUST_PROXY: 'on',
      AUTH_RATE_LIMIT_SIGNIN: '10000',
      SESSION_INACTIVITY_TIMEOUT: '12h',
      SESSION_MAX_LIFETIME: '90d',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/fablehold',
      demo: { enabled: false, email: 'owner@example.com' },
      enableSignup: true,
      siteUrl: 'https://fablehold.example.com',
      corsOrigins: ['https://a.example.com', 'http://localhost:5173'],
      trustProxy: true,
      auth: {
        signInPerIpPer5Min: 10000,
        sessionInactivityTimeoutSeconds: 43_200,
        sessionMaxLifetimeSeconds: 7_776_000,
      },
    });
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['DEMO_ACCOUNT', 'maybe'],
    ['DEMO_PASSWORD', 'short'],
    ['DEMO_EMAIL', 'not-an-email'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['CORS_ORIGINS', 'https://a.example.com/path'],
    ['AUTH_RATE_LIMIT_SIGNIN', '0'],
    ['SESSION_INACTIVITY_TIMEOUT', 'forever'],
    ['ACCESS_TOKEN_LIFETIME', '10s'],
    ['ALLOWED_HOSTS', 'https://fablehold.example.com'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `));
  });

  it('answers to ALLOWED_HOSTS, the site URL host and a named HOST besides the loopback names', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(
      loadConfig({
        ALLOWED_HOSTS: 'Notes.Example.com, fablehold.lan',
        SITE_URL: 'https://fablehold.example.com',
        HOST: 'workstation.lan',
      }).allowedHosts,
    ).toEqual(['notes.example.com', 'fablehold.lan', 'fablehold.example.com', 'workstation.lan']);
    expect(loadConfig({ ALLOWED_HOSTS: '*', HOST: '0.0.0.0' }).allowedHosts).toEqual(['*']);
  });

  it('refuses a session lifetime shorter than the access token lifetime', () => {
    expect(() => loadConfig({ SESSION_MAX_LIFETIME: '10m', ACCESS_TOKEN_LIFETIME: '1h' })).toThrow(
      /SESSION_MAX_LIFETIME/,
    );
  });

  it('keeps map tiles in the database unless every S3 setting is given, and never names the secret', () => {
    expect(loadConfig({}).objectStore).toEqual({ kind: 'database' });
    const s3 = {
      S3_ENDPOINT: 'http://minio.lan:9000',
      S3_BUCKET: 'fablehold',
      S3_ACCESS_KEY_ID: 'fablehold-key',
      S3_SECRET_ACCESS_KEY: 'very-secret-value',
    };
    expect(loadConfig(s3).objectStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio.lan:9000',
      bucket: 'fablehold',
      region: 'us-east-1',
      accessKeyId: 'fablehold-key',
      secretAccessKey: 'very-secret-value',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'off' }).objectStore,
    ).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    const { S3_BUCKET: _bucket, ...partial } = s3;
    let message = '';
    try {
      loadConfig(partial);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /S3_BUCKET: must be set with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(message).not.toContain('very-secret-value');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio.lan' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43_200],
    ['7d', 604_800],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', '1w', '-5m', '1.5h', 'h'])('"%s" is not a duration', (text) => {
    expect(parseDurationSeconds(text)).toBeNull();
  });
});
