import { AwsClient } from 'aws4fetch';
import type { BlobStore } from './blob-store';

// An S3-compatible object store as the blob store (decision 087): AWS S3, MinIO, or anything speaking
// its API. Requests are signed with AWS Signature Version 4 by `aws4fetch` and sent with Node's fetch;
// listing reads ListObjectsV2's XML for its keys. The secret key is kept in the signer only and never
// put in a message.

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO, s3rver) rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
};

/** How many objects are written or deleted at once. */
const PARALLEL = 8;

export class BlobStoreError extends Error {
  override name = 'BlobStoreError';
}

const xmlText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The `<Key>`s of a ListObjectsV2 answer and its continuation token, if truncated. */
export function parseListObjects(xml: string): { keys: string[]; next: string | undefined } {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1] ?? ''));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, next: truncated && token !== undefined ? xmlText(token) : undefined };
}

/** Each path segment of a key percent-encoded as S3 expects (slashes kept). */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const urlOf = (key: string) => `${base}/${encodeKey(key)}`;

  /** A refusal named by what was asked and the store's status, never by a credential. */
  const failure = async (what: string, response: Response) => {
    await response.body?.cancel();
    return new BlobStoreError(`The object store refused to ${what} (HTTP ${response.status})`);
  };

  const put = async (key: string, bytes: Uint8Array) => {
    const response = await client.fetch(urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Length': String(bytes.length), 'Content-Type': 'application/octet-stream' },
    });
    if (!response.ok) throw await failure('store an object', response);
    await response.body?.cancel();
  };

  return {
    kind: 's3',
    put,
    async putAll(entries) {
      for (let index = 0; index < entries.length; index += PARALLEL) {
        await Promise.all(entries.slice(index, index + PARALLEL).map((entry) => put(entry.key, entry.bytes)));
      }
    },
    async open(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || response.body === null) throw await failure('read an object', response);
      return { stream: response.body, size: Number(response.headers.get('Content-Length') ?? 0) };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure('delete an object', response);
      await response.body?.cancel();
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (token !== undefined) query.set('continuation-token', token);
        const response = await client.fetch(`${base}/?${query}`, { method: 'GET' });
        if (!response.ok) throw await failure('list objects', response);
        const page = parseListObjects(await response.text());
        yield* page.keys;
        token = page.next;
      } while (token !== undefined);
    },
  };
}
