import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  CLOSE_REFUSED,
  CLOSE_STALE,
  coEditPath,
  fieldCoEditPath,
  generationOf,
  MESSAGE_AWARENESS,
  MESSAGE_SAVED,
  MESSAGE_STALE,
  MESSAGE_SYNC,
} from '../../common/api/co-editing';
import { SHARED_TEXT_FIELD } from '../../common/text/y-rich-text';
import { createApiClient } from './api-client';
import type { AutosaveStatus } from './autosave-state';
import { currentAccessToken, isServerWorkspace } from './workspace';

// Co-editing a chapter in the browser (decision 073): the chapter's shared text as a Yjs document,
// kept in IndexedDB (what is typed offline survives a reload and merges on reconnect) and in sync with
// the server over a WebSocket opened with a one-use ticket (never the token in the URL). Its save state
// is the truth: "Saved" only once the server says it has stored every keystroke typed here.

export type CoEditState = {
  /** Whether the text can be shown: the server's copy arrived, or a copy kept on this device. */
  isReady: boolean;
  status: AutosaveStatus;
  /** The socket was refused (the chapter is not there, or this user may not co-edit it). */
  isRefused: boolean;
  /** The server's copy has arrived on this connection at least once (a kept copy alone is not it). */
  hasSynced: boolean;
  /** No socket has opened yet, and at least one try failed: the page writes alone meanwhile. */
  isUnreachable: boolean;
  /**
   * The copy kept here belonged to an older shared text (the chapter deleted and restored, or imported,
   * since): the server kept it as a version, and this connection is spent: open a new one (decision 086).
   */
  isSpent: boolean;
};

const NOT_READY: CoEditState = {
  isReady: false,
  status: 'saving',
  isRefused: false,
  hasSynced: false,
  isUnreachable: false,
  isSpent: false,
};

/** What the page's status says, from the socket and the clocks (pure, tested). */
export function coEditStatus(isOpen: boolean, ownClock: number, storedClock: number): AutosaveStatus {
  if (!isOpen) return ownClock > storedClock ? 'offline' : 'saved';
  return ownClock > storedClock ? 'saving' : 'saved';
}

/** Waits after a lost socket, growing to 10 s. */
const backoff = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

export type CoEditConnection = {
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  state(): CoEditState;
  subscribe(listener: () => void): () => void;
  destroy(): void;
};

function frame(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A chapter's text, or a part's long field (decision 105). */
export type CoEditTarget =
  | { novelId: string; chapterId: string; ownerId?: string | undefined }
  | { partId: string; field: string; ownerId?: string | undefined };

const isChapterTarget = (target: CoEditTarget): target is Extract<CoEditTarget, { chapterId: string }> =>
  'chapterId' in target;

export function connectCoEdit(chapter: CoEditTarget): CoEditConnection {
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  const kept = new IndexeddbPersistence(
    isChapterTarget(chapter)
      ? `fablehold-chapter:${chapter.ownerId ?? 'own'}:${chapter.chapterId}`
      : `fablehold-field:${chapter.ownerId ?? 'own'}:${chapter.partId}:${chapter.field}`,
    doc,
  );
  const path = isChapterTarget(chapter)
    ? coEditPath(chapter.novelId, chapter.chapterId)
    : fieldCoEditPath(chapter.partId, chapter.field);
  const client = createApiClient({ getAccessToken: currentAccessToken });
  const listeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let isOpen = false;
  let isSynced = false;
  let isKeptLoaded = false;
  let isRefused = false;
  let hasOpened = false;
  let hasFailed = false;
  let isStale = false;
  let isSpent = false;
  let isDestroyed = false;
  let attempt = 0;
  let storedClock = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let current: CoEditState = NOT_READY;

  const ownClock = () => Y.decodeStateVector(Y.encodeStateVector(doc)).get(doc.clientID) ?? 0;
  const changed = () => {
    const next: CoEditState = {
      // Offline, a copy kept on this device is shown (and typed in) until the server is back; a copy of
      // an older shared text is not (it is being kept as a version).
      isReady:
        !isStale &&
        (isSynced || (isKeptLoaded && !isOpen && doc.getXmlFragment(SHARED_TEXT_FIELD).length > 0)),
      status: coEditStatus(isOpen, ownClock(), storedClock),
      isRefused,
      hasSynced: isSynced,
      isUnreachable: !hasOpened && hasFailed,
      isSpent,
    };
    if ((Object.keys(next) as (keyof CoEditState)[]).every((key) => next[key] === current[key])) return;
    current = next;
    for (const listener of listeners) listener();
  };
  void kept.whenSynced.then(() => {
    isKeptLoaded = true;
    changed();
  });

  const send = (bytes: Uint8Array) => {
    // A copy of an older shared text goes up once, whole, to be kept as a version: nothing more.
    if (isStale) return;
    if (socket !== null && socket.readyState === WebSocket.OPEN)
      socket.send(bytes as Uint8Array<ArrayBuffer>);
  };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== socket || socket === null)
      send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, update)));
    changed();
  });
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
    if (origin === socket) return;
    const ids = [...(added ?? []), ...(updated ?? []), ...(removed ?? [])];
    send(
      frame(MESSAGE_AWARENESS, (e) =>
        encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, ids)),
      ),
    );
  });

  function handleMessage(opened: WebSocket, data: ArrayBuffer) {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, doc, opened);
      if (encoding.length(encoder) > 1) send(encoding.toUint8Array(encoder));
      if (kind === syncProtocol.messageYjsSyncStep2) isSynced = true;
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), opened);
    } else if (type === MESSAGE_STALE) {
      isStale = true;
    } else if (type === MESSAGE_SAVED) {
      storedClock = Y.decodeStateVector(decoding.readVarUint8Array(decoder)).get(doc.clientID) ?? 0;
    }
    changed();
  }

  async function open() {
    if (isDestroyed) return;
    // The copy kept here is read first: the server is told which shared text it belongs to.
    await kept.whenSynced;
    if (isDestroyed) return;
    const generation = generationOf(doc);
    let ticket: string;
    try {
      ticket = ((await client.request({ method: 'POST', path: '/live/tickets' })) as { ticket: string })
        .ticket;
    } catch {
      hasFailed = true;
      changed();
      return reconnect();
    }
    if (isDestroyed) return;
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', ticket);
    if (chapter.ownerId !== undefined) url.searchParams.set('owner', chapter.ownerId);
    if (generation !== undefined) url.searchParams.set('generation', generation);
    const opened = new WebSocket(url);
    opened.binaryType = 'arraybuffer';
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      isOpen = true;
      hasOpened = true;
      send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, doc)));
      // Everything typed meanwhile (offline, or kept on this device) goes up at once.
      send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, Y.encodeStateAsUpdate(doc))));
      if (awareness.getLocalState() !== null) {
        send(
          frame(MESSAGE_AWARENESS, (e) =>
            encoding.writeVarUint8Array(
              e,
              awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID]),
            ),
          ),
        );
      }
      changed();
    };
    opened.onmessage = (event: MessageEvent<ArrayBuffer>) => handleMessage(opened, event.data);
    opened.onclose = (event) => lose(opened, event.code);
  }

  /** The connection is gone (closed, or the network went): the page says so at once, and tries again. */
  function lose(lost: WebSocket, code?: number) {
    if (socket !== lost) return;
    socket = null;
    isOpen = false;
    hasFailed = true;
    // Others' carets are gone with the connection.
    awarenessProtocol.removeAwarenessStates(
      awareness,
      [...awareness.getStates().keys()].filter((id) => id !== doc.clientID),
      'connection',
    );
    if (code === CLOSE_REFUSED) isRefused = true;
    if (code === CLOSE_STALE) {
      // Kept as a version on the server: the copy here is let go, and the page opens the text afresh.
      void kept.clearData().then(() => {
        isSpent = true;
        changed();
      });
      return;
    }
    changed();
    if (!isRefused) reconnect();
  }

  function reconnect() {
    if (isDestroyed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void open(), backoff(attempt));
    attempt += 1;
  }

  // The browser says when the network comes back: no need to wait out the backoff.
  const handleOnline = () => {
    if (socket === null) {
      attempt = 0;
      clearTimeout(retry);
      void open();
    }
  };
  // Offline, a closing socket may wait long for an answer that cannot come: it is let go at once, so that
  // the page says so at once (its late close event then finds it no longer current).
  const handleOffline = () => {
    const lost = socket;
    if (lost === null) return;
    lose(lost);
    lost.close();
  };
  window.addEventListener('online', handleOnline);
  window.addEventListener('offline', handleOffline);
  void open();

  return {
    doc,
    awareness,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      isDestroyed = true;
      clearTimeout(retry);
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      awarenessProtocol.removeAwarenessStates(awareness, [doc.clientID], 'left');
      socket?.close();
      socket = null;
      void kept.destroy();
      awareness.destroy();
      doc.destroy();
    },
  };
}

/** Whether this app can co-edit (a server workspace in a browser with WebSockets). */
export function canCoEdit(): boolean {
  return isServerWorkspace() && typeof WebSocket !== 'undefined';
}

/** The text's co-editing connection while `isOn` (a chapter, or a part's long field), and its state. */
export function useCoEdit(
  chapter: CoEditTarget,
  isOn: boolean,
): { connection: CoEditConnection | null; state: CoEditState } {
  const [connection, setConnection] = useState<CoEditConnection | null>(null);
  const [state, setState] = useState<CoEditState>(NOT_READY);
  // A spent connection (its copy was of an older shared text) is followed by a fresh one.
  const [round, setRound] = useState(0);
  // One key for the effect: the target's fields, whichever kind it is.
  const key = JSON.stringify(chapter);
  useEffect(() => {
    if (state.isSpent) setRound((value) => value + 1);
  }, [state.isSpent]);
  useEffect(() => {
    if (!isOn || round < 0) return;
    const opened = connectCoEdit(JSON.parse(key) as CoEditTarget);
    setConnection(opened);
    setState(opened.state());
    const unsubscribe = opened.subscribe(() => setState(opened.state()));
    return () => {
      unsubscribe();
      opened.destroy();
      setConnection(null);
    };
  }, [isOn, key, round]);
  return { connection: isOn ? connection : null, state };
}
