// Co-editing a chapter (issue 29, decision 073): the socket both programs speak. Its messages are
// y-protocols' (a sync step or update, an awareness update), each after a first varint naming its type,
// as y-websocket's are; the server adds `saved`: the state vector it has stored, so that a writer knows
// which of their keystrokes are safe (their own client's clock is covered).

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_SAVED = 2;

/** Why the server closed a socket: the browser opens a new one (with a new ticket) or gives up. */
export const CLOSE_RENEW = 4000;
export const CLOSE_REFUSED = 4403;

/** The socket's path: `?ticket=` (from `POST /live/tickets`) and, for a shared novel, `&owner=`. */
export function coEditPath(novelId: string, chapterId: string): string {
  return `/api/v1/live/novels/${encodeURIComponent(novelId)}/chapters/${encodeURIComponent(chapterId)}`;
}

export const coEditPathPattern = /^\/api\/v1\/live\/novels\/([^/?#]+)\/chapters\/([^/?#]+)$/;
