import sharp from 'sharp';
import { call, type TestServer } from '../test/test-server';

export type ApiAnswer<T = unknown> = { status: number; headers: Headers; body: T; text: string };

/** A raw data API request, as the browser's HTTP repository will make it. */
export async function api<T = unknown>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== null && options.token !== undefined)
    headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** Signs up a new user (the server must run with ENABLE_SIGNUP=true) and returns their access token. */
export async function newUserToken(server: Pick<TestServer, 'authUrl'>, name = 'user'): Promise<string> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await call(server, 'POST', '/signup', { body: { email, password: 'a-long-password' } });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
  return (answer.body as { access_token: string }).access_token;
}

/** The error body every refusal carries. */
export type ErrorBody = {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
};

/** The backup's extras of an export (decision 050): calendars, goals, days, images, saved queries, settings. */
export function backupExtrasOf(exported: object): Record<string, unknown> {
  const keys = [
    'calendars',
    'writingGoals',
    'writingDays',
    'images',
    'savedQueries',
    'settings',
    'members',
    'invitations',
    'visibility',
    'partAuthors',
    'continuityDismissals',
    'continuitySettings',
    'customFields',
    'fieldValues',
    'fieldTemplates',
    'comments',
    'customKinds',
    'kindThings',
  ];
  return Object.fromEntries(Object.entries(exported).filter(([key]) => keys.includes(key)));
}

/** The user id an access token is for (its `sub` claim), read without checking its signature. */
export function userIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

/** A PNG of one colour, `red` telling pictures of one size apart. */
export function solidPng(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}
