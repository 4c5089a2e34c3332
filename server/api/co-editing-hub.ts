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
  CLOSE_STALE,
  GENERATION_KEY,
  generationOf,
  MESSAGE_AWARENESS,
  MESSAGE_SAVED,
  MESSAGE_STALE,
  MESSAGE_SYNC,
  SHARED_META_FIELD,
  STALE_COPY_VERSION_NAME,
  STALE_FIELD_COPY_VERSION_NAME,
} from '../../common/api/co-editing';
import { docFieldOf } from '../../common/domain/shared';
import { plainTextOf } from '../../common/text/plain-text';
import { RICH_TEXT_VERSION, type RichTextDoc, richTextFromPlain } from '../../common/text/rich-text';
import { countWords } from '../../common/text/word-count';
import { readRichText, SHARED_TEXT_FIELD, writeRichText } from '../../common/text/y-rich-text';
import {
  mayCoEdit,
  mayCoEditField,
  type SharedChapter,
  type SharedPartField,
} from '../../common/workspace/co-editing';
import { WorkspaceError } from '../../common/workspace/errors';
import type { LiveMembership } from '../../common/workspace/live-events';
import { readChapterText, saveChapterText } from '../../common/workspace/operations/chapter-text';
import { changePart } from '../../common/workspace/operations/part-commands';
import { keepTextCopy } from '../../common/workspace/operations/text-versions';
import { findPartKind, type PartKind } from '../../common/workspace/part-kinds';
import { createChapterTextStore } from '../db/chapter-text-store';
import type { DatabaseKind } from '../db/database';
import { membershipsOf } from '../db/live-feed';
import type { Database } from '../db/schema';
import {
  hasSharedText,
  insertSharedText,
  readSharedText,
  type SharedTextKey,
  storedTextHash,
  storeSharedText,
} from '../db/shared-text-store';
import { createWorkspaceStore } from '../db/workspace-store';
import { checkAfterWrite } from './continuity-cache';
import { storesOf } from './routes/parts';

// Co-editing a chapter (issue 29, decision 073), and any long field of a part (decision 105: a quest's
// description, a lore entry's content), each through its own adapter (`Target`): one Yjs document per text open on this server,
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

/** A text written together: a chapter's, or one long field of a part (decision 105). */
export type SharedText = SharedChapter | SharedPartField;

export type CoEditHub = {
  /** Whether `userId` may open the text's shared text now (it exists and the policy allows). */
  mayJoin(userId: string, chapter: SharedText): Promise<boolean>;
  /**
   * Adds an authorised socket to the chapter's document. `generation` is the one its copy kept on the
   * device belongs to: an older one's copy is kept as a version instead of merged (decision 086).
   */
  join(
    socket: CoEditSocket,
    who: { userId: string; name: string },
    chapter: SharedText,
    generation?: string,
  ): Promise<void>;
  /**
   * The chapter's stored text was replaced by a route (`doc`, already saved): a restored version, or a
   * save by a writer not sharing. It becomes the shared text of everyone writing it, as one edit, rather
   * than being overwritten by their next save (a save racing their unstored keystrokes is kept as a
   * version instead: decision 086).
   */
  replaced(chapter: SharedText, doc: RichTextDoc, reason: ReplaceReason): Promise<void>;
  /** The change feed's events (decision 062): a shared state deleted under an open document retires it. */
  heard(events: readonly { ownerId: string; table: string; entityId: string | null; op: string }[]): void;
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

/**
 * What the hub needs of one kind of shared text (decision 088's plan, decision 105): whether it is there,
 * its stored JSON, the core's save of a derived JSON, and a version kept of a stale copy. The rest of the
 * hub (sync, awareness, storing, NOTIFY, generations) is the same for every kind.
 */
type Target = {
  /** `${ownerId}:${textId}`: the room's key, and what a NOTIFY names. */
  key: string;
  ownerId: string;
  /** The chapter's id, or `${partId}/${field}`. */
  textId: string;
  stored: SharedTextKey;
  /** The policy's answer for this caller with these memberships (read now). */
  allows(userId: string, memberships: readonly LiveMembership[]): boolean;
  exists(): Promise<boolean>;
  /** The stored JSON document; undefined for a text never written. */
  read(): Promise<RichTextDoc | undefined>;
  /** Saves the JSON through the core's command; a WorkspaceError 'conflict' is tried again. */
  derive(doc: RichTextDoc, keepVersion: boolean): Promise<void>;
  /** Keeps a copy of an older generation as a named version. */
  keepCopy(doc: RichTextDoc): Promise<void>;
};

type Room = {
  key: string;
  chapter: Target;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  members: Set<Member>;
  /** The JSON last derived or read, serialised: a save is skipped when nothing changed. */
  lastDerived: string;
  isDirty: boolean;
  firstDirtyAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  saving: Promise<void> | null;
  /** The stored JSON's hash once a restore was written in: recorded with the next stored state. */
  restoredHash: string | undefined;
  /** Its stored state was deleted (an import, a delete): it is never stored again. */
  isGone: boolean;
  /** The next derive keeps the stored text as a version first (a concurrent save it replaces). */
  keepVersion: boolean;
};

/** Why a route replaced a chapter's stored text: a version restored, or a save by a writer not sharing. */
export type ReplaceReason = 'restore' | 'save';

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

const isChapter = (text: SharedText): text is SharedChapter => 'chapterId' in text;
const textIdOf = (text: SharedText) => (isChapter(text) ? text.chapterId : `${text.partId}/${text.field}`);
const roomKey = (text: SharedText) => `${text.ownerId}:${textIdOf(text)}`;

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

  const iso = () => new Date(now()).toISOString();

  function chapterTarget(chapter: SharedChapter): Target {
    const store = () => createChapterTextStore(createWorkspaceStore(db, kind, chapter.ownerId));
    return {
      key: roomKey(chapter),
      ownerId: chapter.ownerId,
      textId: chapter.chapterId,
      stored: chapter,
      allows: (userId, memberships) => mayCoEdit(userId, chapter, memberships),
      async exists() {
        try {
          await readChapterText(store(), chapter.novelId, chapter.chapterId);
          return true;
        } catch (error) {
          if (error instanceof WorkspaceError && error.reason === 'not_found') return false;
          throw error;
        }
      },
      async read() {
        return (await store().getText(chapter.chapterId))?.text?.doc ?? undefined;
      },
      async derive(doc, keepVersion) {
        const chapters = store();
        const current = await chapters.getText(chapter.chapterId);
        await saveChapterText(chapters, {
          novelId: chapter.novelId,
          chapterId: chapter.chapterId,
          text: { version: RICH_TEXT_VERSION, doc },
          version: current?.version ?? 0,
          now: iso(),
          day: iso().slice(0, 10),
          ...(keepVersion ? { keepVersion: 'always' as const } : {}),
        });
      },
      async keepCopy(doc) {
        await keepTextCopy(store(), {
          novelId: chapter.novelId,
          chapterId: chapter.chapterId,
          text: { version: RICH_TEXT_VERSION, doc },
          name: STALE_COPY_VERSION_NAME,
          now: iso(),
        });
      },
    };
  }

  /** A part's long field (decision 105): the part's row says its kind and parent; the core's part change saves it. */
  function fieldTarget(text: SharedPartField): Target {
    const workspace = () => createWorkspaceStore(db, kind, text.ownerId);
    const docField = docFieldOf(text.field);
    const spec = findPartKind(text.kind);
    const readPart = async () => {
      const part = await workspace().parts().getPart(text.partId);
      return part !== undefined && part.kind === text.kind && part.parentId === text.parentId
        ? part
        : undefined;
    };
    return {
      key: roomKey(text),
      ownerId: text.ownerId,
      textId: textIdOf(text),
      stored: { ownerId: text.ownerId, partId: text.partId, field: text.field },
      allows: (userId, memberships) => mayCoEditField(userId, text, memberships),
      async exists() {
        const isRich =
          spec?.fields.some((field) => field.name === text.field && field.isRichText === true) ?? false;
        return isRich && (await readPart()) !== undefined;
      },
      async read() {
        const part = await readPart();
        if (part === undefined) return undefined;
        const doc = part.data[docField] as { doc?: RichTextDoc } | null | undefined;
        if (doc?.doc !== undefined) return doc.doc;
        // Written plain before rich text: its paragraphs.
        const plain = part.data[text.field];
        return typeof plain === 'string' && plain !== '' ? richTextFromPlain(plain).doc : undefined;
      },
      async derive(doc, keepVersion) {
        const current = await readPart();
        if (current === undefined) throw new WorkspaceError('not_found', 'That part is not there');
        await changePart(storesOf(workspace()), {
          kind: text.kind as PartKind,
          parentId: text.parentId,
          partId: text.partId,
          patch: { [text.field]: plainTextOf(doc), [docField]: { version: RICH_TEXT_VERSION, doc } },
          version: current.version,
          now: iso(),
          ...(keepVersion ? { keepVersion: 'always' as const } : {}),
        });
      },
      async keepCopy(doc) {
        const parts = workspace().parts();
        const part = await readPart();
        if (part === undefined) return;
        const plainText = plainTextOf(doc);
        const stored = await this.read();
        if (stored !== undefined && JSON.stringify(stored) === JSON.stringify(doc)) return;
        await parts.transaction((trx) =>
          trx.addTextVersion({
            kind: part.kind,
            partId: part.id,
            parentId: part.parentId,
            field: text.field,
            name: STALE_FIELD_COPY_VERSION_NAME,
            isNamed: true,
            text: { version: RICH_TEXT_VERSION, doc },
            plainText,
            wordCount: countWords(plainText),
            textVersion: part.version,
            createdAt: iso(),
          }),
        );
      },
    };
  }

  const targetOf = (text: SharedText): Target => (isChapter(text) ? chapterTarget(text) : fieldTarget(text));

  async function mayJoinTarget(userId: string, target: Target): Promise<boolean> {
    const memberships = (await membershipsOf(db, [userId])).get(userId) ?? [];
    return target.allows(userId, memberships) && (await target.exists());
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
    publishFor(room.chapter, type, bytes);
  }

  /** `u` an update, `a` awareness, `l` read the stored state, `s` the stored JSON was saved by a route. */
  function publishFor(chapter: Target, type: 'u' | 'a' | 'l' | 's', bytes?: Uint8Array) {
    if (options.publish === undefined) return;
    const payload = `${CO_EDIT_PREFIX}${serverId} ${chapter.ownerId} ${chapter.textId} ${type} ${
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
    if (!room.isDirty || room.isGone) return;
    room.isDirty = false;
    clearTimeout(room.timer);
    room.saving = (async () => {
      // A chapter deleted meanwhile (its text and shared state went with it) is not written back.
      if (!(await room.chapter.exists())) return;
      // Its shared state deleted under it (an import replaced the chapter): this document is of an older
      // generation, and neither it nor the JSON derived from it may overwrite what replaced it.
      if (!(await hasSharedText(db, room.chapter.stored))) {
        retire(room);
        return;
      }
      const vector = Y.encodeStateVector(room.doc);
      const state = Y.encodeStateAsUpdate(room.doc);
      const doc = readRichText(room.doc.getXmlFragment(SHARED_TEXT_FIELD));
      const json = JSON.stringify(doc);
      let derivedHash = room.restoredHash;
      room.restoredHash = undefined;
      if (json !== room.lastDerived && doc.content.length > 0) {
        derivedHash = await deriveJson(room, doc);
        if (derivedHash !== undefined) room.lastDerived = json;
      }
      await storeSharedText(db, room.chapter.stored, state, derivedHash, new Date(now()).toISOString());
      broadcast(
        room,
        frame(MESSAGE_SAVED, (encoder) => encoding.writeVarUint8Array(encoder, vector)),
      );
    })();
    try {
      await room.saving;
    } catch (error) {
      // Kept in memory and tried again: what was typed is never dropped for a failed write.
      log(`Co-editing save of ${room.key} failed: ${String(error)}`);
      schedule(room);
    } finally {
      room.saving = null;
    }
  }

  /** Saves the JSON through the core's save of its kind; the stored JSON's hash, or undefined if refused. */
  async function deriveJson(room: Room, doc: ReturnType<typeof readRichText>): Promise<string | undefined> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await room.chapter.derive(doc, room.keepVersion);
        room.keepVersion = false;
        // The owner's continuity reports the server keeps are checked again, whoever typed (decision 099).
        checkAfterWrite(createWorkspaceStore(db, kind, room.chapter.ownerId));
        return await storedTextHash(db, room.chapter.stored);
      } catch (error) {
        if (!(error instanceof WorkspaceError)) throw error;
        // Another server saved in between: read its version and save again.
        if (error.reason === 'conflict') continue;
        // A text the core refuses (too long) stays shared, and the stored one stays as it was.
        log(`Co-editing: ${room.key} not derived: ${error.message}`);
        return undefined;
      }
    }
    return undefined;
  }

  async function loadRoom(chapter: Target): Promise<Room> {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment(SHARED_TEXT_FIELD);
    const stored = await chapter.read();
    const hash = await storedTextHash(db, chapter.stored);
    let row = await readSharedText(db, chapter.stored);
    let isDirty = false;
    if (row === undefined) {
      // A chapter never written in starts as one empty paragraph that every writer binds to (an empty
      // document would have each editor add its own first paragraph).
      writeRichText(fragment, stored ?? { type: 'doc', content: [{ type: 'paragraph' }] });
      // A new generation: a copy kept on a device from an earlier shared state is never merged into it.
      doc.getMap(SHARED_META_FIELD).set(GENERATION_KEY, randomUUID());
      const seeded = { state: Y.encodeStateAsUpdate(doc), derivedHash: hash };
      if (!(await insertSharedText(db, chapter.stored, seeded, new Date(now()).toISOString()))) {
        // Another server seeded it first: take its document, not a second copy of the text.
        row = await readSharedText(db, chapter.stored);
        const fresh = new Y.Doc();
        if (row !== undefined) Y.applyUpdate(fresh, row.state, 'load');
        return makeRoom(chapter, fresh, false);
      }
    } else {
      Y.applyUpdate(doc, row.state, 'load');
      // A state stored before generations were given gets one.
      if (generationOf(doc) === undefined) {
        doc.getMap(SHARED_META_FIELD).set(GENERATION_KEY, randomUUID());
        isDirty = true;
      }
      // The stored text was changed without the shared one (a restored version, an import): written in
      // as an edit of this document, so that what a writer typed offline still merges into it.
      if (row.derivedHash !== hash && stored !== undefined) {
        writeRichText(fragment, stored);
        isDirty = true;
      }
    }
    return makeRoom(chapter, doc, isDirty);
  }

  function makeRoom(chapter: Target, doc: Y.Doc, isDirty: boolean): Room {
    const awareness = new awarenessProtocol.Awareness(doc);
    awareness.setLocalState(null);
    const room: Room = {
      key: chapter.key,
      chapter,
      doc,
      awareness,
      members: new Set(),
      lastDerived: JSON.stringify(readRichText(doc.getXmlFragment(SHARED_TEXT_FIELD))),
      isDirty: false,
      firstDirtyAt: 0,
      timer: undefined,
      saving: null,
      restoredHash: undefined,
      isGone: false,
      keepVersion: false,
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

  async function openRoom(chapter: Target): Promise<Room> {
    const key = chapter.key;
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
    if (room.isGone) return;
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

  /**
   * A socket whose copy belongs to an older generation: it is asked for its whole copy (a step 1 from an
   * empty document), whose text is kept as a version of the chapter, never merged into the shared text
   * (it would come back as a second copy of every paragraph). Then it is closed: the browser starts afresh.
   */
  function takeStaleCopy(room: Room, member: Member): (bytes: Uint8Array) => void {
    const copy = new Y.Doc();
    let isTaken = false;
    send(
      member,
      frame(MESSAGE_STALE, (encoder) => encoding.writeVarString(encoder, generationOf(room.doc) ?? '')),
    );
    send(
      member,
      frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, copy)),
    );
    // A socket that never sends its copy is not held open.
    setTimeout(() => {
      if (!isTaken) member.socket.close(CLOSE_RENEW, 'no copy sent');
    }, 30_000).unref?.();
    return (bytes) => {
      const decoder = decoding.createDecoder(bytes);
      if (isTaken || decoding.readVarUint(decoder) !== MESSAGE_SYNC) return;
      const kind = syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), copy, 'copy');
      if (kind === syncProtocol.messageYjsSyncStep1) return;
      isTaken = true;
      const doc = readRichText(copy.getXmlFragment(SHARED_TEXT_FIELD));
      void room.chapter.keepCopy(doc).then(
        () => member.socket.close(CLOSE_STALE, 'kept as a version'),
        (error: unknown) => {
          // Not kept: the browser keeps its copy and tries again later.
          log(`Co-editing: an older copy of ${room.key} not kept: ${String(error)}`);
          member.socket.close(1011, 'copy not kept');
        },
      );
    };
  }

  async function join(
    socket: CoEditSocket,
    who: { userId: string; name: string },
    text: SharedText,
    generation?: string,
  ) {
    const chapter = targetOf(text);
    const buffered: Uint8Array[] = [];
    let room: Room | undefined;
    let takeCopy: ((bytes: Uint8Array) => void) | undefined;
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
        if (takeCopy !== undefined) takeCopy(bytes);
        else handleMessage(open, member, bytes);
      } catch (error) {
        log(`Co-editing: a malformed message closed a socket: ${String(error)}`);
        socket.close(1007, 'malformed message');
      }
    };
    room = await openRoom(chapter);
    if (isClosed) return;
    if (generation !== undefined && generation !== generationOf(room.doc)) {
      takeCopy = takeStaleCopy(room, member);
      for (const bytes of buffered.splice(0)) dispatch(room, bytes);
      return;
    }
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

  /**
   * A document whose stored state was deleted under it (an import replaced the chapter, or it was deleted):
   * dropped unstored, and its sockets closed; they come back to the new generation, their copies kept.
   */
  function retire(room: Room) {
    if (room.isGone) return;
    room.isGone = true;
    clearTimeout(room.timer);
    if (rooms.get(room.key) === room) rooms.delete(room.key);
    for (const member of [...room.members]) member.socket.close(CLOSE_RENEW, 'replaced');
    room.members.clear();
    room.awareness.destroy();
    room.doc.destroy();
  }

  /** The document as the shared text reads it back (attribute order and all), for comparing. */
  function asShared(doc: RichTextDoc): string {
    const scratch = new Y.Doc();
    const fragment = scratch.getXmlFragment(SHARED_TEXT_FIELD);
    writeRichText(fragment, doc);
    const read = JSON.stringify(readRichText(fragment));
    scratch.destroy();
    return read;
  }

  /** A stored text replaced while `room` is open here: see `replaced`. */
  async function replaceInRoom(room: Room, doc: RichTextDoc, reason: ReplaceReason): Promise<void> {
    const fragment = room.doc.getXmlFragment(SHARED_TEXT_FIELD);
    if (asShared(doc) === JSON.stringify(readRichText(fragment))) return;
    if (reason === 'save' && (room.isDirty || room.saving !== null)) {
      // Saved by a writer not yet writing together, against keystrokes of those who are that are not
      // stored yet: both moved. Theirs stays the shared text; the save is kept as a version by the next
      // derive, and its writer's next save is a conflict, which their page lets them settle.
      room.keepVersion = true;
      schedule(room);
      return;
    }
    // One transaction: every writer sees the text at once, as one edit (sent, published and stored as any
    // other), so that what someone types offline meanwhile still merges into it.
    const hash = await storedTextHash(db, room.chapter.stored);
    room.doc.transact(() => writeRichText(fragment, doc), 'restore');
    room.lastDerived = JSON.stringify(readRichText(fragment));
    // Stored with the next save the edit scheduled, the JSON's hash with it: the route need not wait.
    room.restoredHash = hash;
  }

  async function replaced(text: SharedText, doc: RichTextDoc, reason: ReplaceReason): Promise<void> {
    const chapter = targetOf(text);
    const room = rooms.get(chapter.key) ?? (await loading.get(chapter.key));
    if (room !== undefined && !room.isGone) return replaceInRoom(room, doc, reason);
    // An autosave is the common case, and a chapter is rarely open together: the servers that have it
    // open are told (PostgreSQL) and read the stored text; its shared state is mended when next opened.
    if (reason === 'save') return publishFor(chapter, 's');
    const hash = await storedTextHash(db, chapter.stored);
    // Open on no socket here: written into the stored state, and the other servers told to read it.
    const row = await readSharedText(db, chapter.stored);
    if (row === undefined) return;
    const shared = new Y.Doc();
    Y.applyUpdate(shared, row.state);
    const before = Y.encodeStateVector(shared);
    writeRichText(shared.getXmlFragment(SHARED_TEXT_FIELD), doc);
    await storeSharedText(
      db,
      chapter.stored,
      Y.encodeStateAsUpdate(shared, before),
      hash,
      new Date(now()).toISOString(),
    );
    shared.destroy();
    publishFor(chapter, 'l');
  }

  function heard(events: readonly { ownerId: string; table: string; entityId: string | null; op: string }[]) {
    for (const event of events) {
      if (event.table !== 'chapter_ydocs' || event.op !== 'delete' || event.entityId === null) continue;
      const room = rooms.get(`${event.ownerId}:${event.entityId}`);
      if (room === undefined) continue;
      // A chapter deleted is the policy's recheck's to close (refused); one replaced is retired here.
      void (async () =>
        !(await hasSharedText(db, room.chapter.stored)) && (await room.chapter.exists()))().then(
        (isReplaced) => {
          if (isReplaced) retire(room);
        },
        (error: unknown) => log(`Co-editing: a deleted shared text not checked: ${String(error)}`),
      );
    }
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
            isAllowed = await mayJoinTarget(member.userId, room.chapter);
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
      else if (type === 's') {
        void room.chapter
          .read()
          .then((stored) => {
            if (stored !== undefined) return replaceInRoom(room, stored, 'save');
          })
          .catch((error: unknown) => log(`Co-editing: another server's save not taken in: ${String(error)}`));
      } else if (type === 'l') {
        void readSharedText(db, room.chapter.stored).then((row) => {
          if (row !== undefined) Y.applyUpdate(room.doc, row.state, 'remote');
        });
      }
    } catch (error) {
      log(`Co-editing: another server's message was not read: ${String(error)}`);
    }
  }

  return {
    mayJoin: (userId, text) => mayJoinTarget(userId, targetOf(text)),
    join,
    // The text is saved either way: a shared state not mended now is mended when the chapter is next opened.
    replaced: (chapter, doc, reason) =>
      replaced(chapter, doc, reason).catch((error: unknown) =>
        log(`Co-editing: ${roomKey(chapter)}'s replaced text not shared: ${String(error)}`),
      ),
    heard,
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
