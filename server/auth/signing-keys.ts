import { hkdfSync } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

export const SIGNING_KEYS_FILE_NAME = 'signing-keys.json';

export type StoredKey = { kid: string; privateJwk: JWK; createdAt: string; retiredAt: string | null };

/** Where the ES256 key pairs live: a 0600 file in DATA_DIR (SQLite) or the database (PostgreSQL). */
export type KeyStore = {
  load(): Promise<StoredKey[]>;
  add(key: StoredKey): Promise<void>;
};

export type PublicJwk = JWK & { kid: string };

export type KeyRing = {
  /** The key new tokens are signed with. */
  signing: { kid: string; privateKey: CryptoKey };
  /** Every key whose tokens may still be alive, as published at /.well-known/jwks.json. */
  publicJwks: PublicJwk[];
  verificationKey(kid: string): CryptoKey | undefined;
  /**
   * A 32-byte secret for `purpose` (HKDF-SHA-256 over the signing key's private part), the same on every
   * server that signs with this key; for the server's own HMACs (tile links, decision 106). Never logged.
   */
  derivedSecret(purpose: string): Uint8Array;
};

const storedKeySchema = z.object({
  kid: z.string().min(1),
  privateJwk: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
const keyFileSchema = z.object({ keys: z.array(storedKeySchema) });

export function createFileKeyStore(dataDir: string): KeyStore {
  const file = join(dataDir, SIGNING_KEYS_FILE_NAME);
  return {
    async load() {
      if (!existsSync(file)) return [];
      // Tighten permissions left loose by a copy or restore: this file holds private keys.
      chmodSync(file, 0o600);
      const parsed = keyFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success)
        throw new Error(`The signing key file ${file} is damaged; restore it from a backup`);
      return parsed.data.keys.map((key) => ({ ...key, privateJwk: key.privateJwk as JWK }));
    },
    async add(key) {
      const keys = [...(await this.load()), key];
      const temporary = `${file}.tmp`;
      writeFileSync(temporary, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
      renameSync(temporary, file);
    },
  };
}

export function createDatabaseKeyStore(db: Kysely<Database>): KeyStore {
  return {
    async load() {
      const rows = await db
        .selectFrom('signing_keys')
        .selectAll()
        .orderBy('created_at')
        .orderBy('kid')
        .execute();
      return rows.map((row) => ({
        kid: row.kid,
        privateJwk: JSON.parse(row.private_jwk) as JWK,
        createdAt: row.created_at,
        retiredAt: row.retired_at,
      }));
    },
    async add(key) {
      await db
        .insertInto('signing_keys')
        .values({
          kid: key.kid,
          private_jwk: JSON.stringify(key.privateJwk),
          created_at: key.createdAt,
          retired_at: key.retiredAt,
        })
        .execute();
    },
  };
}

async function createKey(now: string): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk);
  return { kid, privateJwk, createdAt: now, retiredAt: null };
}

function toPublicJwk(privateJwk: JWK, kid: string): PublicJwk {
  const { kty, crv, x, y } = privateJwk;
  return { kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true } as PublicJwk;
}

/**
 * Loads the key ring, creating the first key pair on a fresh store. With several servers on one
 * PostgreSQL database starting at once, each may add a key; all then sign with the oldest one, and
 * the others are simply published too.
 */
export async function loadKeyRing(store: KeyStore): Promise<KeyRing> {
  let keys = await store.load();
  if (!keys.some((key) => key.retiredAt === null)) {
    await store.add(await createKey(new Date().toISOString()));
    keys = await store.load();
  }
  const active = keys.filter((key) => key.retiredAt === null);
  const signingKey = active[0];
  if (!signingKey) throw new Error('No active signing key after creating one');

  const publicKeys = new Map<string, CryptoKey>();
  const publicJwks: PublicJwk[] = [];
  for (const key of keys) {
    const jwk = toPublicJwk(key.privateJwk, key.kid);
    publicJwks.push(jwk);
    publicKeys.set(key.kid, (await importJWK(jwk, 'ES256')) as CryptoKey);
  }
  return {
    signing: {
      kid: signingKey.kid,
      privateKey: (await importJWK(signingKey.privateJwk, 'ES256')) as CryptoKey,
    },
    publicJwks,
    verificationKey: (kid) => publicKeys.get(kid),
    derivedSecret: (purpose) => {
      const secret = signingKey.privateJwk.d;
      if (secret === undefined) throw new Error('The signing key has no private part');
      return new Uint8Array(
        hkdfSync('sha256', Buffer.from(secret, 'base64url'), signingKey.kid, purpose, 32),
      );
    },
  };
}
