import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { newUserToken } from './api-test-helpers';

// Image uploads: told by their bytes, resized, stored, and served to their owner only.

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

describe.each(BACKENDS)('images on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'images');
  });
  afterAll(() => server.close());

  const upload = (bytes: Uint8Array | Buffer, name: string, as = token) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/api/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}` },
      body: form,
    });
  };
  const fetchImage = (url: string, as: string | null = token) =>
    fetch(`${server.url}${url}`, as === null ? {} : { headers: { Authorization: `Bearer ${as}` } });

  it('takes a PNG, resizes it to fit 1600 px, and serves it to its owner as WebP', async () => {
    const answer = await upload(await png(3200, 1000), 'cover.png');
    expect(answer.status).toBe(201);
    const image = (await answer.json()) as {
      id: string;
      url: string;
      type: string;
      width: number;
      height: number;
    };
    expect(image).toMatchObject({ type: 'image/webp', width: 1600, height: 500 });
    expect(image.url).toBe(`/api/v1/images/${image.id}`);

    const served = await fetchImage(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 500 });
  });

  it('never enlarges a small image', async () => {
    const image = (await (await upload(await png(40, 30), 'icon.png')).json()) as { width: number };
    expect(image.width).toBe(40);
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF by its bytes, whatever its name', async () => {
    const exe = await upload(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'holiday.png');
    expect(exe.status).toBe(422);
    expect(((await exe.json()) as { error: { message: string } }).error.message).toBe(
      'Only PNG, JPEG, WebP and GIF images can be uploaded',
    );
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'map.svg',
    );
    expect(svg.status).toBe(422);
    const broken = await upload(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'broken.png',
    );
    expect(broken.status).toBe(422);
    const empty = await fetch(`${server.url}/api/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
  });

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(big, 'huge.png')).status).toBe(413);
  });

  it('serves an image to nobody but its owner', async () => {
    const image = (await (await upload(await png(20, 20), 'mine.png')).json()) as { url: string };
    const other = await newUserToken(server, 'images-other');
    expect((await fetchImage(image.url, other)).status).toBe(404);
    expect((await fetchImage(image.url, null)).status).toBe(401);
    expect((await fetchImage('/api/v1/images/nope')).status).toBe(404);
  });
});
