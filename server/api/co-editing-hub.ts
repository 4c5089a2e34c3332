import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  CLOSE_REFUSED,
  CLOSE_RENEW,
  MESSAGE_AWARENESS,
  MESSAGE_SAVED,
  MESSAGE_SYNC,
} from '../../common/api/co-editing';
import { RICH_TEXT_VERSION } from '../../common/text/rich-text';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from '../../common/text/y-rich-text';
import { mayCoEdit, type SharedChapter } from '../../common/workspace/co-editing';
import { WorkspaceError } from '../../common/workspace/errors';
import { readChapterText, saveChapterText } from '../../common/workspace/operations/chapter-text';
import { createChapterTextStore } from '../db/chapter-text-store';
import type { DatabaseKind } from '../db/database';
import { membershipsOf } from '../db/live-feed';
import type { Database } from '../db/schema';
import { insertSharedText, readSharedText, storedTextHash, storeSharedText } from '../db/shared-text-store';
import { createWorkspaceStore } from '../db/workspace-store';

// Co-editing a chapter (issue 29, decision 073): one Yjs document per chapter open on this server,
// loaded from its stored state (or seeded from the stored JSON), kept in sync between the sockets on it
// (y-protocols' sync and awareness), stored a moment after typing pauses, and derived into the JSON
// through the same core save as an autosave, so that mentions, search, counts and versions follow.
// Who may join is the one policy's answer, asked again every few seconds: a member removed, a chapter
// deleted, and the socket is closed. With PostgreSQL, updates reach the other servers as NOTIFYs.

/** What the hub needs of a socket (`ws`'s WebSocket has it). */
export type CoEditSocket = {
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  readonly bufferedAmount: number;
};

export type CoEditHub = {
  /** Whether `userId` may open `chapter`'s shared text now (the chapter exists and the policy allows). */
  mayJoin(userId: string, chapter: SharedChapter): Promise<boolean>;
  /** Adds an authorised socket to the chapter's document. */
  join(socket: CoEditSocket, who: { userId: string; name: string }, chapter: SharedChapter): Promise<void>;
  /** A NOTIFY from another server (PostgreSQL): its update or awareness of a chapter open here too. */
  hear(payload: string): void;
  /** Open documents and sockets, and the bytes of their Yjs states (the bench prints them). */
  size(): { documents: number; sockets: number; stateBytes: number };
  /** Stores every open document now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** What a NOTIFY about co-editing starts with (the feed's own are digits, presence `presence:`). */
export const CO_EDIT_PREFIX = 'coedit:';
/** NOTIFY payloads stay under PostgreSQL's 8,000 bytes: a larger update is read from the stored state. */
const MAX_NOTIFY_BYTES = 6000;
/** A socket this far behind is closed (it reconnects and syncs afresh). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

type Member = { socket: CoEditSocket; userId: string; name: string; clients: Set<number>; openedAt: number };

type Room = {
  key: string;
  chapter: SharedChapter;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  members: Set<Member>;
  /** The JSON last derived or read, serialised: a save is skipped when nothing changed. */
  lastDerived: string;
  isDirty: boolean;
  firstDirtyAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  saving: Promise<void> | null;
};

export type CoEditHubOptions = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  now?: () => number;
  log?: (line: string) => void;
  /** Another server's NOTIFY channel (PostgreSQL): absent with SQLite. */
  publish?: (payload: string) => Promise<void>;
  /** A document is stored this long after the last keystroke, and at least this often while typed in. */
  saveDelayMs?: number;
  saveAtMostMs?: number;
  /** Who is on a socket is asked again this often. */
  recheckMs?: number;
  /** A socket is closed after this long; the browser opens a new one with a new ticket (its token is checked). */
  lifetimeMs?: number;
};

const roomKey = (chapter: SharedChapter) => `${chapter.ownerId}:${chapter.chapterId}`;

function frame(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

const toBytes = (data: Buffer | ArrayBuffer | Buffer[]): Uint8Array =>
  Array.isArray(data) ? new Uint8Array(Buffer.concat(data)) : new Uint8Array(data);

export function createCoEditHub(options: CoEditHubOptions): CoEditHub {
  const { db, kind } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const saveDelayMs = options.saveDelayMs ?? 1000;
  const saveAtMostMs = options.saveAtMostMs ?? 5000;
  const lifetimeMs = options.lifetimeMs ?? 5 * 60 * 1000;
  const serverId = randomUUID();
  const rooms = new Map<string, Room>();
  const loading = new Map<string, Promise<Room>>();

  const chapterStore = (chapter: SharedChapter) =>
    createChapterTextStore(createWorkspaceStore(db, kind, chapter.ownerId));

  async function chapterExists(chapter: SharedChapter): Promise<boolean> {
    try {
      await readChapterText(chapterStore(chapter), chapter.novelId, chapter.chapterId);
      return true;
    } catch (error) {
      if (error instanceof WorkspaceError && error.reason === 'not_found') return false;
      throw error;
    }
  }

  async function mayJoin(userId: string, chapter: SharedChapter): Promise<boolean> {
    const memberships = (await membershipsOf(db, [userId])).get(userId) ?? [];
    return mayCoEdit(userId, chapter, memberships) && (await chapterExists(chapter));
  }

  function send(member: Member, message: Uint8Array) {
    if (member.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      member.socket.close(CLOSE_RENEW, 'too far behind');
      return;
    }
    try {
      member.socket.send(message);
    } catch {
      member.socket.close();
    }
  }

  function broadcast(room: Room, message: Uint8Array, except?: Member) {
    for (const member of room.members) if (member !== except) send(member, message);
  }

  function publish(room: Room, type: 'u' | 'a' | 'l', bytes?: Uint8Array) {
    if (options.publish === undefined) return;
    const payload = `${CO_EDIT_PREFIX}${serverId} ${room.chapter.ownerId} ${room.chapter.chapterId} ${type} ${
      bytes === undefined ? '' : Buffer.from(bytes).toString('base64')
    }`;
    options.publish(payload).catch((error: unknown) => log(`Co-editing NOTIFY failed: ${String(error)}`));
  }

  function schedule(room: Room) {
    if (!room.isDirty) {
      room.isDirty = true;
      room.firstDirtyAt = now();
    }
    clearTimeout(room.timer);
    const wait = Math.max(0, Math.min(saveDelayMs, room.firstDirtyAt + saveAtMostMs - now()));
    room.timer = setTimeout(() => void save(room), wait);
  }

  async function save(room: Room): Promise<void> {
    if (room.saving !== null) {
      await room.saving;
      if (room.isDirty) return save(room);
      return;
    }
    if (!room.isDirty) return;
    room.isDirty = false;
    clearTimeout(room.timer);
    room.saving = (async () => {
      // A chapter deleted meanwhile (its text and shared state went with it) is not written back.
      if (!(await chapterExists(room.chapter))) return;
      const vector = Y.encodeStateVector(room.doc);
      const state = Y.encodeStateAsUpdate(room.doc);
      const doc = readRichText(room.doc.getXmlFragment(SHARED_TEXT_FIELD));
      const json = JSON.stringify(doc);
      let derivedHash: string | undefined;
      if (json !== room.lastDerived && doc.content.length > 0) {
        derivedHash = await deriveJson(room, doc);
        if (derivedHash !== undefined) room.lastDerived = json;
      }
      await storeSharedText(db, room.chapter, state, derivedHash, new Date(now()).toISOString());
      broadcast(
        room,
        frame(MESSAGE_SAVED, (encoder) => encoding.writeVarUint8Array(encoder, vector)),
      );
    })();
    try {
      await room.saving;
    } catch (error) {
      // Kept in memory and tried again: what was typed is never dropped for a failed write.
      log(`Co-editing save of chapter ${room.chapter.chapterId} failed: ${String(error)}`);
      schedule(room);
    } finally {
      room.saving = null;
    }
  }

  /** Saves the JSON through the core's chapter save; the stored JSON's hash, or undefined if refused. */
  async function deriveJson(room: Room, doc: ReturnType<typeof readRichText>): Promise<string | undefined> {
    const store = chapterStore(room.chapter);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await store.getText(room.chapter.chapterId);
      try {
        await saveChapterText(store, {
          novelId: room.chapter.novelId,
          chapterId: room.chapter.chapterId,
          text: { version: RICH_TEXT_VERSION, doc },
          version: current?.version ?? 0,
          now: new Date(now()).toISOString(),
          day: new Date(now()).toISOString().slice(0, 10),
        });
        return await storedTextHash(db, room.chapter);
      } catch (error) {
        if (!(error instanceof WorkspaceError)) throw error;
        // Another server saved in between: read its version and save again.
        if (error.reason === 'conflict') continue;
        // A text the core refuses (too long) stays shared, and the stored one stays as it was.
        log(`Co-editing: chapter ${room.chapter.chapterId} not derived: ${error.message}`);
        return undefined;
      }
    }
    return undefined;
  }

  async function loadRoom(chapter: SharedChapter): Promise<Room> {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment(SHARED_TEXT_FIELD);
    const stored = await chapterStore(chapter).getText(chapter.chapterId);
    const hash = await storedTextHash(db, chapter);
    let row = await readSharedText(db, chapter);
    let isDirty = false;
    if (row === undefined) {
      // A chapter never written in starts as one empty paragraph that every writer binds to (an empty
      // document would have each editor add its own first paragraph).
      writeRichText(fragment, stored?.text?.doc ?? { type: 'doc', content: [{ type: 'paragraph' }] });
      const seeded = { state: Y.encodeStateAsUpdate(doc), derivedHash: hash };
      if (!(await insertSharedText(db, chapter, seeded, new Date(now()).toISOString()))) {
        // Another server seeded it first: take its document, not a second copy of the text.
        row = await readSharedText(db, chapter);
        const fresh = new Y.Doc();
        if (row !== undefined) Y.applyUpdate(fresh, row.state, 'load');
        return makeRoom(chapter, fresh, false);
      }
    } else {
      Y.applyUpdate(doc, row.state, 'load');
      // The stored text was changed without the shared one (a restored version, an import): written in
      // as an edit of this document, so that what a writer typed offline still merges into it.
      if (row.derivedHash !== hash && stored !== undefined && stored.text !== null) {
        writeRichText(fragment, stored.text.doc);
        isDirty = true;
      }
    }
    return makeRoom(chapter, doc, isDirty);
  }

  function makeRoom(chapter: SharedChapter, doc: Y.Doc, isDirty: boolean): Room {
    const awareness = new awarenessProtocol.Awareness(doc);
    awareness.setLocalState(null);
    const room: Room = {
      key: roomKey(chapter),
      chapter,
      doc,
      awareness,
      members: new Set(),
      lastDerived: JSON.stringify(readRichText(doc.getXmlFragment(SHARED_TEXT_FIELD))),
      isDirty: false,
      firstDirtyAt: 0,
      timer: undefined,
      saving: null,
    };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      const from = origin instanceof Object && 'socket' in origin ? (origin as Member) : undefined;
      broadcast(
        room,
        frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update)),
        from,
      );
      if (origin !== 'remote') {
        if (update.byteLength <= MAX_NOTIFY_BYTES) publish(room, 'u', update);
        else void save(room).then(() => publish(room, 'l'));
      }
      schedule(room);
    });
    awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const changed = [...added, ...updated, ...removed];
        const from = origin instanceof Object && 'socket' in origin ? (origin as Member) : undefined;
        if (from !== undefined) {
          for (const id of added) from.clients.add(id);
          for (const id of removed) from.clients.delete(id);
          // The name shown is the account's, never a text a client sends (as presence's, decision 062).
          for (const id of [...added, ...updated]) {
            const state = awareness.getStates().get(id) as { user?: Record<string, unknown> } | undefined;
            if (state !== undefined) state.user = { ...(state.user ?? {}), name: from.name };
          }
        }
        const update = awarenessProtocol.encodeAwarenessUpdate(awareness, changed);
        broadcast(
          room,
          frame(MESSAGE_AWARENESS, (encoder) => encoding.writeVarUint8Array(encoder, update)),
        );
        if (origin !== 'remote') publish(room, 'a', update);
      },
    );
    rooms.set(room.key, room);
    if (isDirty) schedule(room);
    return room;
  }

  async function openRoom(chapter: SharedChapter): Promise<Room> {
    const key = roomKey(chapter);
    const open = rooms.get(key);
    if (open !== undefined) return open;
    let pending = loading.get(key);
    if (pending === undefined) {
      pending = loadRoom(chapter).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  async function leave(room: Room, member: Member) {
    if (!room.members.delete(member)) return;
    awarenessProtocol.removeAwarenessStates(room.awareness, [...member.clients], 'left');
    if (room.members.size > 0) return;
    await save(room);
    // Someone may have joined while it was stored.
    if (room.members.size > 0 || rooms.get(room.key) !== room) return;
    clearTimeout(room.timer);
    rooms.delete(room.key);
    room.awareness.destroy();
    room.doc.destroy();
  }

  function handleMessage(room: Room, member: Member, data: Uint8Array) {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, room.doc, member);
      // A step 1 is answered with the step 2 the client is missing.
      if (encoding.length(encoder) > 1) send(member, encoding.toUint8Array(encoder));
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(decoder), member);
    }
  }

  async function join(socket: CoEditSocket, who: { userId: string; name: string }, chapter: SharedChapter) {
    const buffered: Uint8Array[] = [];
    let room: Room | undefined;
    let isClosed = false;
    const member: Member = {
      socket,
      userId: who.userId,
      name: who.name,
      clients: new Set(),
      openedAt: now(),
    };
    socket.on('message', (data) => {
      const bytes = toBytes(data);
      if (room === undefined) buffered.push(bytes);
      else dispatch(room, bytes);
    });
    socket.on('close', () => {
      isClosed = true;
      if (room !== undefined) void leave(room, member).catch((error: unknown) => log(String(error)));
    });
    const dispatch = (open: Room, bytes: Uint8Array) => {
      try {
        handleMessage(open, member, bytes);
      } catch (error) {
        log(`Co-editing: a malformed message closed a socket: ${String(error)}`);
        socket.close(1007, 'malformed message');
      }
    };
    room = await openRoom(chapter);
    if (isClosed) return;
    room.members.add(member);
    send(
      member,
      frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, room.doc)),
    );
    const states = [...room.awareness.getStates().keys()];
    if (states.length > 0) {
      const update = awarenessProtocol.encodeAwarenessUpdate(room.awareness, states);
      send(
        member,
        frame(MESSAGE_AWARENESS, (encoder) => encoding.writeVarUint8Array(encoder, update)),
      );
    }
    for (const bytes of buffered.splice(0)) dispatch(room, bytes);
  }

  // The policy asked again: a member removed (or a chapter deleted) loses the socket; a socket past its
  // lifetime is closed so that its browser proves its session again with a new ticket.
  let isChecking = false;
  const recheck = setInterval(async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      for (const room of rooms.values()) {
        const verdicts = new Map<string, boolean>();
        for (const member of [...room.members]) {
          let isAllowed = verdicts.get(member.userId);
          if (isAllowed === undefined) {
            isAllowed = await mayJoin(member.userId, room.chapter);
            verdicts.set(member.userId, isAllowed);
          }
          if (!isAllowed) member.socket.close(CLOSE_REFUSED, 'no longer allowed');
          else if (now() - member.openedAt > lifetimeMs) member.socket.close(CLOSE_RENEW, 'renew');
        }
      }
    } catch (error) {
      log(`Co-editing recheck failed: ${String(error)}`);
    } finally {
      isChecking = false;
    }
  }, options.recheckMs ?? 2000);
  recheck.unref?.();

  function hear(payload: string) {
    if (!payload.startsWith(CO_EDIT_PREFIX)) return;
    const [origin, ownerId, chapterId, type, data] = payload.slice(CO_EDIT_PREFIX.length).split(' ');
    if (origin === serverId || ownerId === undefined || chapterId === undefined) return;
    const room = rooms.get(`${ownerId}:${chapterId}`);
    // Nobody has that chapter open here: its stored state is what this server reads when someone does.
    if (room === undefined) return;
    const bytes = new Uint8Array(Buffer.from(data ?? '', 'base64'));
    try {
      if (type === 'u') Y.applyUpdate(room.doc, bytes, 'remote');
      else if (type === 'a') awarenessProtocol.applyAwarenessUpdate(room.awareness, bytes, 'remote');
      else if (type === 'l') {
        void readSharedText(db, room.chapter).then((row) => {
          if (row !== undefined) Y.applyUpdate(room.doc, row.state, 'remote');
        });
      }
    } catch (error) {
      log(`Co-editing: another server's message was not read: ${String(error)}`);
    }
  }

  return {
    mayJoin,
    join,
    hear,
    size() {
      let sockets = 0;
      let stateBytes = 0;
      for (const room of rooms.values()) {
        sockets += room.members.size;
        stateBytes += Y.encodeStateAsUpdate(room.doc).byteLength;
      }
      return { documents: rooms.size, sockets, stateBytes };
    },
    async flush() {
      await Promise.all([...rooms.values()].map((room) => save(room)));
    },
    async close() {
      clearInterval(recheck);
      for (const room of rooms.values())
        for (const member of room.members) member.socket.close(1001, 'closing');
      await Promise.all([...rooms.values()].map((room) => save(room).catch(() => {})));
      for (const room of rooms.values()) clearTimeout(room.timer);
    },
  };
}
