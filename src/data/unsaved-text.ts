import type { RichText } from '../../common/text/rich-text';
import { loadAuthClient } from '../auth/auth-client';

// Text typed and not yet confirmed by the server, kept in the browser (IndexedDB) so that a failed or
// offline save, a closed tab, a reload or a server restart never loses it. Every edit is written here
// before it is sent; an entry goes only when the server confirms that very revision (a later edit made
// while the save was on its way stays). Keyed by user and chapter: two accounts on one browser never
// see each other's text.

export type UnsavedText = {
  key: string;
  novelId: string;
  chapterId: string;
  text: RichText;
  /** The stored version the text is based on: the save names it. */
  baseVersion: number;
  /** Which edit this is (the autosave's revision), so a confirmation clears only what it saved. */
  revision: number;
  updatedAt: string;
};

/** Where unsaved text is kept: IndexedDB in the browser, memory in unit tests. */
export interface UnsavedTextStorage {
  get(key: string): Promise<UnsavedText | undefined>;
  put(entry: UnsavedText): Promise<void>;
  /** Removes the entry if it is still `revision` (a later edit is kept). */
  clear(key: string, revision: number): Promise<void>;
}

export function unsavedTextKey(ownerId: string, novelId: string, chapterId: string): string {
  return JSON.stringify([ownerId, novelId, chapterId]);
}

export function createMemoryUnsavedTexts(): UnsavedTextStorage & { entries: Map<string, UnsavedText> } {
  const entries = new Map<string, UnsavedText>();
  return {
    entries,
    async get(key) {
      const entry = entries.get(key);
      return entry === undefined ? undefined : structuredClone(entry);
    },
    async put(entry) {
      entries.set(entry.key, structuredClone(entry));
    },
    async clear(key, revision) {
      if (entries.get(key)?.revision === revision) entries.delete(key);
    },
  };
}

const DB_NAME = 'fablehold-unsaved-text';
const STORE = 'texts';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/**
 * The browser's IndexedDB, one object store keyed by `key`. Writes are transactions of their own,
 * which IndexedDB runs in the order they were opened, so a clear never overtakes an earlier put.
 * Where IndexedDB is missing (a private window in some browsers) the text is kept in memory only.
 */
export function createIndexedDbUnsavedTexts(name = DB_NAME): UnsavedTextStorage {
  if (typeof indexedDB === 'undefined') return createMemoryUnsavedTexts();
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  return {
    async get(key) {
      const db = await open();
      return (await promised(db.transaction(STORE).objectStore(STORE).get(key))) as UnsavedText | undefined;
    },
    async put(entry) {
      const db = await open();
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(entry);
      await done(transaction);
    },
    async clear(key, revision) {
      const db = await open();
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const request = store.get(key);
      request.onsuccess = () => {
        if ((request.result as UnsavedText | undefined)?.revision === revision) store.delete(key);
      };
      await done(transaction);
    },
  };
}

// The storage and the owner the hooks use; unit tests install memory and a fixed owner.
let storage: UnsavedTextStorage | undefined;
let owner = async (): Promise<string> => {
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.user.id ?? 'signed-out';
};

export function unsavedTexts(): UnsavedTextStorage {
  storage ??= createIndexedDbUnsavedTexts();
  return storage;
}

export function unsavedTextOwner(): Promise<string> {
  return owner();
}

/** Installs where unsaved text is kept and whose it is (the app: IndexedDB and the signed-in user). */
export function setUnsavedTexts(next: UnsavedTextStorage, ownerOf?: () => Promise<string>): void {
  storage = next;
  if (ownerOf !== undefined) owner = ownerOf;
}
