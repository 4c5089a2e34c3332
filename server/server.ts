import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { MAP_IMAGE_MAX_BYTES } from '../common/api/images';
import { apiErrorBody, apiErrors } from './api/api-error';
import { createApiRoutes } from './api/api-routes';
import { CO_EDIT_PREFIX, type CoEditHub, createCoEditHub } from './api/co-editing-hub';
import { coEditUpgrade } from './api/co-editing-socket';
import { createLiveHub } from './api/live-hub';
import { chapterTextPath, MAX_CHAPTER_TEXT_BYTES } from './api/routes/chapter-text';
import { MAX_IMAGE_REQUEST_BYTES } from './api/routes/images';
import { mapPicturePath } from './api/routes/maps';
import { createTileSigner } from './api/tile-links';
import { embeddedTokenVerifier, remoteTokenVerifier } from './api/token-verifier';
import { buildApp } from './app';
import { createAuthRoutes } from './auth/auth-routes';
import { createAuthService } from './auth/auth-service';
import { getDummyHash, hashPassword } from './auth/passwords';
import { DEFAULT_THROTTLE_RULES } from './auth/sign-in-throttle';
import { createDatabaseKeyStore, createFileKeyStore, loadKeyRing } from './auth/signing-keys';
import { type Config, ConfigError } from './config';
import { createDatabaseBlobStore } from './db/blob-store';
import { acquireDataDirLock } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { listenForEvents, notifyPresence, PRESENCE_PREFIX } from './db/live-feed';
import { findLiveInvitation } from './db/membership-store';
import { migrateToLatest } from './db/migrations';
import { createS3BlobStore } from './db/s3-blob-store';
import type { Database } from './db/schema';
import { ensureSearchIndex } from './db/search-rebuild';
import { createSessionRepository } from './db/session-repository';
import { createThrottleStore } from './db/throttle-store';
import { createUserRepository } from './db/user-repository';
import { createInvitationMailer } from './http/invitation-mail';

export type RunningServer = {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  db: Kysely<Database>;
  /** The HTTP app as mounted, for tests that read its routes (docs/data-api.md's route list). */
  app: Hono;
  /** Co-editing's documents (decision 073): tests store them at once, the bench reads their size. */
  coEdit: CoEditHub;
  close: () => Promise<void>;
};

export type StartOptions = {
  /** Clock for the auth rules (tests move time forward). */
  now?: () => number;
  log?: (line: string) => void;
  /** Told after each slice of a replacing restore (decision 080): tests make others' requests there. */
  onRestoreSlice?: () => Promise<void>;
  /** Told between two slices of an export (decision 093): tests make others' requests there. */
  onExportSlice?: () => Promise<void>;
};

/**
 * Starts Fablehold: lock → database + migrations → signing keys → demo account → HTTP app → listen.
 * `GET /auth/v1/health` can answer only once listening, that is once everything before is ready.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };

  try {
    // One process per SQLite data directory. PostgreSQL is shared on purpose: no lock.
    if (config.databaseUrl === undefined) {
      const lock = acquireDataDirLock(config.dataDir, 'server');
      cleanups.push(() => lock.release());
    }

    const database = openDatabase(config);
    cleanups.push(() => database.db.destroy());
    const applied = await migrateToLatest(database.db);
    const isFreshDatabase = applied.includes('0001_auth');
    // Stored workspaces from before the search index (or an older index) are indexed before serving.
    if (await ensureSearchIndex(database.db, database.kind)) log('Search index built for stored workspaces');

    const keyRing = await loadKeyRing(
      database.kind === 'postgres' ? createDatabaseKeyStore(database.db) : createFileKeyStore(config.dataDir),
    );

    const users = createUserRepository(database.db);
    if (config.demo.enabled) {
      if (isFreshDatabase) {
        await users.create({
          email: config.demo.email,
          encryptedPassword: await hashPassword(config.demo.password),
          userMetadata: { full_name: 'Demo User' },
          now: new Date().toISOString(),
        });
        log(`Demo account created: email ${config.demo.email}  password ${config.demo.password}`);
      } else if (await users.findByEmail(config.demo.email)) {
        log(`Demo account ${config.demo.email} exists (password as set when it was created).`);
      }
    }

    // Computed now so that the first unknown-email sign-in is not slower than later ones.
    await getDummyHash();

    let issuer = '';
    const service = createAuthService({
      users,
      sessions: createSessionRepository(database.db, database.kind),
      keyRing,
      settings: { enableSignup: config.enableSignup, ...config.auth },
      issuer: () => issuer,
      throttle: createThrottleStore(database.db),
      throttleRules: {
        ...DEFAULT_THROTTLE_RULES,
        requestsPerAddress: config.auth.signInPerIpPer5Min,
        freeFailuresPerEmail: config.auth.signInFailuresPerEmailPer5Min,
        refreshesPerAddress: config.auth.refreshPerIpPer5Min,
      },
      ...(options.now ? { now: options.now } : {}),
      isLiveInvitation: async (token) =>
        (await findLiveInvitation(database.db, token, (options.now ?? Date.now)())) !== undefined,
    });

    // Live updates (decision 062): one reader of the change feed for this server; with PostgreSQL it
    // also hears other servers' commits through LISTEN.
    const live = createLiveHub({
      db: database.db,
      log,
      // Presence is shared the same way (decision 062, presence).
      ...(config.databaseUrl === undefined
        ? {}
        : { publishPresence: (payload: string) => notifyPresence(database.db, payload) }),
    });
    cleanups.push(() => live.close());
    // Co-editing a chapter (decision 073): its shared documents, stored on close.
    const coEdit = createCoEditHub({
      db: database.db,
      kind: database.kind,
      log,
      ...(options.now ? { now: options.now } : {}),
      ...(config.databaseUrl === undefined
        ? {}
        : { publish: (payload: string) => notifyPresence(database.db, payload, '') }),
    });
    cleanups.push(() => coEdit.close());
    // A shared state deleted under an open document (an import) retires it (decision 086).
    live.observe((batch) => coEdit.heard(batch));
    if (config.databaseUrl !== undefined) {
      const stopListening = listenForEvents(
        config.databaseUrl,
        (payload) =>
          payload?.startsWith(PRESENCE_PREFIX) === true
            ? live.hearPresence(payload.slice(PRESENCE_PREFIX.length))
            : payload?.startsWith(CO_EDIT_PREFIX) === true
              ? coEdit.hear(payload)
              : live.poke(),
        log,
      );
      cleanups.push(stopListening);
    }

    const app = buildApp({
      auth: createAuthRoutes({
        service,
        keyRing,
        enableSignup: config.enableSignup,
        trustProxy: config.trustProxy,
      }),
      api: createApiRoutes({
        db: database.db,
        blobs:
          config.objectStore.kind === 's3'
            ? createS3BlobStore(config.objectStore)
            : createDatabaseBlobStore(database.db),
        kind: database.kind,
        tiles: createTileSigner(keyRing.derivedSecret('fablehold map tile links')),
        verifyToken: config.hostedAuth
          ? remoteTokenVerifier({ ...config.hostedAuth, ...(options.now ? { now: options.now } : {}) })
          : embeddedTokenVerifier((bearer) => service.authenticate(bearer)),
        ...(options.now ? { now: options.now } : {}),
        log,
        quotaBytes: config.userQuotaBytes,
        importBackupMaxBytes: config.importBackupMaxBytes,
        onRestoreSlice: options.onRestoreSlice,
        onExportSlice: options.onExportSlice,
        live,
        sharedTexts: coEdit,
        ...(config.mail === undefined ? {} : { mailer: createInvitationMailer(config.mail, log) }),
        ...(config.siteUrl === undefined ? {} : { siteUrl: config.siteUrl }),
      }),
      apiBodyTooLarge: (c) =>
        c.json(
          apiErrorBody(
            c.req.path === '/api/v1/import'
              ? apiErrors.payloadTooLarge(`${config.importRequestMaxBytes / (1024 * 1024)} MB`)
              : chapterTextPath.test(c.req.path)
                ? apiErrors.payloadTooLarge(`${MAX_CHAPTER_TEXT_BYTES / 1_000_000} MB`)
                : c.req.path === '/api/v1/images'
                  ? apiErrors.payloadTooLarge('10 MB (an image)')
                  : mapPicturePath.test(c.req.path)
                    ? apiErrors.payloadTooLarge('64 MB (a map picture)')
                    : apiErrors.payloadTooLarge(),
          ),
          413,
        ),
      apiMaxBodyBytes: (path) =>
        path === '/api/v1/import'
          ? config.importRequestMaxBytes
          : path === '/api/v1/import/backup'
            ? // The route counts its body as it writes it to disk (decision 069).
              Number.POSITIVE_INFINITY
            : chapterTextPath.test(path)
              ? MAX_CHAPTER_TEXT_BYTES
              : path === '/api/v1/images'
                ? MAX_IMAGE_REQUEST_BYTES
                : mapPicturePath.test(path)
                  ? MAP_IMAGE_MAX_BYTES
                  : undefined,
      corsOrigins: config.corsOrigins,
      allowedHosts: config.allowedHosts,
      trustProxy: config.trustProxy,
      connectOrigins: config.hostedAuth ? [new URL(config.hostedAuth.jwksUrl).origin] : [],
      staticDir: config.serveStatic ? config.staticDir : null,
    });

    const { server, address } = await listen(app.fetch, config.port, config.host);
    // The co-editing socket is the one upgrade this server takes; the rest of the API is plain HTTP.
    const upgrades = coEditUpgrade({
      hub: coEdit,
      db: database.db,
      kind: database.kind,
      now: options.now ?? Date.now,
      log,
    });
    server.on('upgrade', upgrades.handleUpgrade);
    cleanups.push(() => upgrades.close());
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive connections would hold close() open.
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    );
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;
    issuer = `${config.siteUrl ?? url}/auth/v1`;
    log(
      `Fablehold listening on ${url} (database: ${database.kind === 'sqlite' ? database.description : `PostgreSQL ${database.description}`})`,
    );

    let closing: Promise<void> | null = null;
    return {
      url,
      port: address.port,
      db: database.db,
      app,
      coEdit,
      close: () => {
        closing ??= cleanUp();
        return closing;
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info) => resolve({ server, address: info }));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new ConfigError(`Port ${port} on ${hostname} is already in use; set PORT to another port`));
      } else reject(error);
    });
  });
}
