import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  coEditPath,
  fieldCoEditPath,
  MESSAGE_AWARENESS,
  MESSAGE_SAVED,
  MESSAGE_STALE,
  MESSAGE_SYNC,
} from '../../common/api/co-editing';

// A co-editing socket as a test or the bench holds it (decision 073): a Yjs document kept in sync with
// a chapter's shared text over `ws`, opened with a one-use ticket as the browser opens it.

export type CoEditClient = {
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  /** Resolves once `test` holds (checked after every message), rejecting if the socket closes first. */
  waitFor(test: () => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server has stored every keystroke this client typed. */
  saved(): Promise<void>;
  /** The generation the server holds, when it said this copy's is older (decision 086). */
  staleFor(): string | undefined;
  /** The close code, once closed. */
  closed: Promise<number>;
  close(): void;
};

export async function openCoEdit(
  server: { url: string },
  token: string,
  /** A chapter, or a part's long field (decision 105). */
  chapter:
    | { novelId: string; chapterId: string; ownerId?: string }
    | { partId: string; field: string; ownerId?: string },
  /** A copy kept on a device: its state and the generation it belongs to. */
  kept: { state: Uint8Array; generation: string } | undefined = undefined,
): Promise<CoEditClient> {
  const ticketAnswer = await fetch(`${server.url}/api/v1/live/tickets`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const { ticket } = (await ticketAnswer.json()) as { ticket: string };
  const path =
    'chapterId' in chapter
      ? coEditPath(chapter.novelId, chapter.chapterId)
      : fieldCoEditPath(chapter.partId, chapter.field);
  const url = new URL(path, server.url.replace(/^http/, 'ws'));
  url.searchParams.set('ticket', ticket);
  if (chapter.ownerId !== undefined) url.searchParams.set('owner', chapter.ownerId);
  if (kept !== undefined) url.searchParams.set('generation', kept.generation);
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  const doc = new Y.Doc();
  if (kept !== undefined) Y.applyUpdate(doc, kept.state);
  let staleFor: string | undefined;
  const awareness = new awarenessProtocol.Awareness(doc);
  const checks = new Set<() => void>();
  let storedVector = new Map<number, number>();
  const changed = () => {
    for (const check of [...checks]) check();
  };
  const send = (bytes: Uint8Array) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
  };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === socket) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    send(encoding.toUint8Array(encoder));
  });
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
    if (origin === socket) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(awareness, [
        ...(added ?? []),
        ...(updated ?? []),
        ...(removed ?? []),
      ]),
    );
    send(encoding.toUint8Array(encoder));
  });
  socket.on('message', (data: ArrayBuffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, doc, socket);
      if (encoding.length(encoder) > 1) send(encoding.toUint8Array(encoder));
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), socket);
    } else if (type === MESSAGE_STALE) {
      staleFor = decoding.readVarString(decoder);
    } else if (type === MESSAGE_SAVED) {
      storedVector = Y.decodeStateVector(decoding.readVarUint8Array(decoder));
    }
    changed();
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      resolve(code);
      changed();
    });
    socket.on('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      changed();
    });
    socket.on('error', () => changed());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    void closed.then((code) => reject(new Error(`co-editing socket refused: ${code}`)));
  });
  // Step 1 of our own: the server answers with what it holds.
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  send(encoding.toUint8Array(encoder));

  const waitFor = (test: () => boolean, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        checks.delete(check);
        reject(new Error('co-editing: the awaited state never came'));
      }, timeoutMs);
      const check = () => {
        if (test()) {
          clearTimeout(timer);
          checks.delete(check);
          resolve();
        } else if (socket.readyState === WebSocket.CLOSED) {
          clearTimeout(timer);
          checks.delete(check);
          reject(new Error('co-editing socket closed'));
        }
      };
      checks.add(check);
      check();
    });
  const ownClock = () => Y.decodeStateVector(Y.encodeStateVector(doc)).get(doc.clientID) ?? 0;
  return {
    doc,
    awareness,
    waitFor,
    saved: () => waitFor(() => (storedVector.get(doc.clientID) ?? 0) >= ownClock()),
    staleFor: () => staleFor,
    closed,
    close: () => {
      socket.close();
      // Its awareness checks its peers on a timer of its own, which would keep a script (the bench) alive.
      awareness.destroy();
    },
  };
}
