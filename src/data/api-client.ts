import { apiErrorBodySchema } from '../../common/api/errors';
import {
  ConflictError,
  isChapterTextView,
  isPartView,
  isStoredRelation,
  NotFoundError,
  SessionEndedError,
  ValidationError,
} from './errors';
import { noteOwnWrite } from './own-writes';

/** Where the access token of the person signed in comes from; `null` when nobody is. */
export type AccessTokenSource = () => Promise<string | null>;

export type ApiClientOptions = {
  /** The data API's root; the same origin as the app unless told otherwise. */
  baseUrl?: string;
  getAccessToken: AccessTokenSource;
  /** Tests pass a fake; the app uses the browser's. */
  fetch?: typeof fetch;
};

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the base URL, with its parameters already encoded (see `apiPath`). */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as JSON, or as it is when a `FormData` (multipart: the browser sets its content type) or a `Blob`. */
  body?: unknown;
  /** `blob` answers the body as a `Blob` (an image) instead of reading it as JSON. */
  responseType?: 'json' | 'blob';
  /** Extra request headers (`If-Match` naming the version a change is based on). */
  headers?: Record<string, string>;
  /** Abandons the request (a stale search); it then rejects with the signal's `AbortError`. */
  signal?: AbortSignal | undefined;
  /** Called with an accepted answer's headers (a delete's `X-Trash-Entry`) before its body is read. */
  onHeaders?: (headers: Headers) => void;
  /**
   * Sent as the page goes (closed, reloaded, hidden): the browser completes it after the page is gone.
   * Browsers take such a body up to 64 KiB; a larger one is sent plainly (the text stays on the device).
   */
  isLeaving?: boolean;
};

/** The largest body sent with `keepalive` (the browsers' limit is 64 KiB for all of a page's in flight). */
export const KEEPALIVE_BODY_MAX = 60_000;

export type ApiClient = {
  /**
   * Sends one request and answers its JSON body (`undefined` for 204), or its `Blob` when asked for;
   * refusals reject as below.
   */
  request(request: ApiRequest): Promise<unknown>;
};

export const DEFAULT_API_BASE_URL = '/api/v1';

// Messages for failures the server could not word itself: shown on screen as they are.
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const SIGNED_OUT_MESSAGE = 'Your session has ended. Sign in again to continue.';
export const UNREADABLE_ANSWER_MESSAGE = 'The server sent an answer the app could not read. Try again.';

/** Builds a path from literal segments and ids, encoding the ids: `apiPath('novels', id)`. */
export function apiPath(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

function withQuery(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The first segment of the API's dotted field path ('socials.website' → 'socials'), as forms name fields. */
function formField(path: string | undefined): string | undefined {
  if (path === undefined || path === '') return undefined;
  return path.split('.')[0];
}

/**
 * Turns a refusal into the errors the in-memory repository throws, so pages cannot tell them apart:
 * 401 → SessionEndedError, 404 → NotFoundError, 422 → ValidationError naming the first field, 409 naming the stored part or
 * chapter text (a version conflict) → ConflictError carrying it, anything else an Error with the
 * API's message (worded for the user), or a plain description when the body is not the API's.
 */
async function refusal(response: Response): Promise<Error> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = apiErrorBodySchema.safeParse(body);
  if (response.status === 401) return new SessionEndedError(SIGNED_OUT_MESSAGE);
  if (!parsed.success) {
    return new Error(`The server could not complete the request (HTTP ${response.status}). Try again.`);
  }
  const { message, details, current } = parsed.data.error;
  if (response.status === 404) return new NotFoundError(message);
  if (response.status === 409 && isPartView(current)) return new ConflictError(message, current);
  if (response.status === 409 && isChapterTextView(current)) return new ConflictError(message, current);
  if (response.status === 409 && isStoredRelation(current)) return new ConflictError(message, current);
  if (response.status === 422) return new ValidationError(message, formField(details?.[0]?.field));
  return new Error(message);
}

/** A small fetch wrapper for the workspace data API: bearer token, JSON in and out, errors mapped. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  // Looked up on each call: tests and the app may install their fetch after the client is created.
  const send = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  // The last token used. A request sent as the page goes uses it at once: a page being closed runs no
  // further task, so waiting for the session (it may wait on a lock) would mean never sending at all.
  let lastToken: string | null = null;

  return {
    async request({
      method = 'GET',
      path,
      query,
      body,
      headers: extraHeaders,
      responseType = 'json',
      signal,
      onHeaders,
      isLeaving = false,
    }) {
      const token = isLeaving && lastToken !== null ? lastToken : await options.getAccessToken();
      if (token === null) throw new SessionEndedError(SIGNED_OUT_MESSAGE);
      lastToken = token;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: responseType === 'blob' ? '*/*' : 'application/json',
        ...extraHeaders,
      };
      const init: RequestInit = signal === undefined ? { method, headers } : { method, headers, signal };
      if (body instanceof FormData) {
        init.body = body;
      } else if (body instanceof Blob) {
        // A file sent as it is (a map's picture).
        headers['Content-Type'] = 'application/octet-stream';
        init.body = body;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      if (isLeaving && !(body instanceof FormData)) {
        const size = typeof init.body === 'string' ? new TextEncoder().encode(init.body).length : 0;
        if (size <= KEEPALIVE_BODY_MAX) init.keepalive = true;
      }
      let response: Response;
      try {
        response = await send(`${baseUrl}${withQuery(path, query)}`, init);
      } catch (error) {
        if (signal?.aborted) throw error;
        // fetch rejects only when no answer arrived at all (offline, server down, connection reset).
        throw new Error(NETWORK_ERROR_MESSAGE);
      }
      if (!response.ok) throw await refusal(response);
      onHeaders?.(response.headers);
      if (response.status === 204) return undefined;
      try {
        if (responseType === 'blob') return await response.blob();
        const answer: unknown = await response.json();
        // Its live event is not read back (own-writes.ts).
        if (method !== 'GET') noteOwnWrite(answer);
        return answer;
      } catch {
        throw new Error(UNREADABLE_ANSWER_MESSAGE);
      }
    },
  };
}
