import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Kysely } from 'kysely';
import { WebSocketServer } from 'ws';
import { coEditPathPattern, fieldCoEditPathPattern } from '../../common/api/co-editing';
import { ID_PATTERN } from '../../common/api/limits';
import { presenceName } from '../../common/workspace/presence';
import type { DatabaseKind } from '../db/database';
import { redeemLiveTicket } from '../db/live-feed';
import type { Database } from '../db/schema';
import { createWorkspaceStore } from '../db/workspace-store';
import type { CoEditHub, SharedText } from './co-editing-hub';

// The co-editing socket (decision 073): `GET /api/v1/live/novels/:novelId/chapters/:chapterId?ticket=`
// upgraded to a WebSocket. A browser's WebSocket cannot send the Authorization header, and a token in a
// URL ends up in logs: it is opened with a one-use ticket from `POST /api/v1/live/tickets`, as the live
// stream is. `&owner=` names the owner of a shared novel. An unknown ticket is 401; a chapter the caller
// may not co-edit is 404, as one that is not there. `&generation=` names the shared text's generation a
// copy kept on the device belongs to (decision 086). A part's long field is
// `GET /api/v1/live/parts/:partId/texts/:field` (decision 105): its kind and parent are read from the
// owner's part, so a caller names nothing the policy then has to trust.

/** A generation is a UUID the server gave (decision 086). */
const GENERATION_PATTERN = /^[0-9a-f-]{36}$/;

/** The largest message a socket takes: a whole chapter pasted at once, with room for its encoding. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function coEditUpgrade(deps: {
  hub: CoEditHub;
  db: Kysely<Database>;
  kind: DatabaseKind;
  now: () => number;
  log: (line: string) => void;
}): { handleUpgrade: UpgradeHandler; close: () => void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const handleUpgrade: UpgradeHandler = (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://socket.invalid');
    const match = coEditPathPattern.exec(url.pathname) ?? fieldCoEditPathPattern.exec(url.pathname);
    const isField = match !== null && url.pathname.startsWith('/api/v1/live/parts/');
    const firstId = decodeURIComponent(match?.[1] ?? '');
    const secondId = decodeURIComponent(match?.[2] ?? '');
    const ticket = url.searchParams.get('ticket');
    const owner = url.searchParams.get('owner');
    const generation = url.searchParams.get('generation');
    if (match === null || !ID_PATTERN.test(firstId) || !ID_PATTERN.test(secondId)) {
      return refuse(socket, 404, 'Not Found');
    }
    if (ticket === null || (owner !== null && !ID_PATTERN.test(owner)))
      return refuse(socket, 401, 'Unauthorized');
    if (generation !== null && !GENERATION_PATTERN.test(generation))
      return refuse(socket, 400, 'Bad Request');
    void (async () => {
      const userId = await redeemLiveTicket(deps.db, ticket, deps.now());
      if (userId === undefined) return refuse(socket, 401, 'Unauthorized');
      const ownerId = owner ?? userId;
      let chapter: SharedText;
      if (isField) {
        // The part as stored: a part not there answers as one the caller may not write together.
        const part = await createWorkspaceStore(deps.db, deps.kind, ownerId).parts().getPart(firstId);
        if (part === undefined) return refuse(socket, 404, 'Not Found');
        chapter = { ownerId, kind: part.kind, parentId: part.parentId, partId: firstId, field: secondId };
      } else {
        chapter = { ownerId, novelId: firstId, chapterId: secondId };
      }
      if (!(await deps.hub.mayJoin(userId, chapter))) return refuse(socket, 404, 'Not Found');
      const user = await deps.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      sockets.handleUpgrade(request, socket, head, (webSocket) => {
        void deps.hub
          .join(webSocket, { userId, name: presenceName(user?.email) }, chapter, generation ?? undefined)
          .catch((error: unknown) => {
            deps.log(`Co-editing: a socket could not join: ${String(error)}`);
            webSocket.close(1011, 'could not open the chapter');
          });
      });
    })().catch((error: unknown) => {
      deps.log(`Co-editing: an upgrade failed: ${String(error)}`);
      refuse(socket, 500, 'Internal Server Error');
    });
  };
  return { handleUpgrade, close: () => sockets.close() };
}
