// Co-editing a chapter (issue 29, decision 073): the socket both programs speak. Its messages are
// y-protocols' (a sync step or update, an awareness update), each after a first varint naming its type,
// as y-websocket's are; the server adds `saved`: the state vector it has stored, so that a writer knows
// which of their keystrokes are safe (their own client's clock is covered).

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_SAVED = 2;
/**
 * The server's answer to a copy of an older generation of the shared text (`&generation=` not the one
 * held now: the chapter was deleted and restored, or replaced by an import, since the copy was made). It
 * carries the generation held now; the server keeps the copy's text as a version instead of merging it,
 * and closes the socket with `CLOSE_STALE` once it is kept (decision 086).
 */
export const MESSAGE_STALE = 3;

/** The key of the Y document's map holding what is not text, and of its generation in it. */
export const SHARED_META_FIELD = 'meta';
export const GENERATION_KEY = 'generation';

/** Why the server closed a socket: the browser opens a new one (with a new ticket) or gives up. */
export const CLOSE_RENEW = 4000;
export const CLOSE_REFUSED = 4403;
/** The copy sent was of an older generation and is kept as a version: the browser starts afresh. */
export const CLOSE_STALE = 4409;

/** The generation a Y document of a shared text belongs to (undefined: a copy made before there were any). */
export function generationOf(doc: {
  getMap(name: string): { get(key: string): unknown };
}): string | undefined {
  const value = doc.getMap(SHARED_META_FIELD).get(GENERATION_KEY);
  return typeof value === 'string' ? value : undefined;
}

/** The name of the version that keeps an older generation's copy (decision 086). */
export const STALE_COPY_VERSION_NAME = 'Kept from an older copy of this chapter';

/**
 * The socket's path: `?ticket=` (from `POST /live/tickets`), for a shared novel `&owner=`, and for a
 * copy kept on the device `&generation=` (the generation it belongs to).
 */
export function coEditPath(novelId: string, chapterId: string): string {
  return `/api/v1/live/novels/${encodeURIComponent(novelId)}/chapters/${encodeURIComponent(chapterId)}`;
}

export const coEditPathPattern = /^\/api\/v1\/live\/novels\/([^/?#]+)\/chapters\/([^/?#]+)$/;

/**
 * A part's long field's socket (decision 105): `?ticket=`, `&owner=` for a shared container's part,
 * `&generation=` as a chapter's. The part's kind and parent are read from the part, not named.
 */
export function fieldCoEditPath(partId: string, field: string): string {
  return `/api/v1/live/parts/${encodeURIComponent(partId)}/texts/${encodeURIComponent(field)}`;
}

export const fieldCoEditPathPattern = /^\/api\/v1\/live\/parts\/([^/?#]+)\/texts\/([^/?#]+)$/;

/** The name of the version that keeps an older generation's copy of a part's long field. */
export const STALE_FIELD_COPY_VERSION_NAME = 'Kept from an older copy of this text';
