import { Hono } from 'hono';
import sharp, { type OutputInfo } from 'sharp';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_REFUSED,
  IMAGE_UPLOAD_MAX_BYTES,
  STORED_IMAGE_URL_PREFIX,
  sniffImageType,
} from '../../../common/api/images';
import { openImageData, putImage, readImageRow } from '../../db/image-bytes';
import { ApiError } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { readId } from '../validate';

/** The longest side an image is kept at: sharp enough for a full-width cover, light to serve. */
const DISPLAY_SIZE = 1600;
/** Larger pictures are refused before they are decoded (a small file can unpack into a huge bitmap). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The request body may carry a whole file plus its multipart wrapping. */
export const MAX_IMAGE_REQUEST_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

const invalid = (message: string) =>
  new ApiError(422, 'validation_failed', message, [{ field: 'file', message }]);

/**
 * `/api/v1/images`: `POST` a multipart form with `file` (PNG, JPEG, WebP or GIF up to 10 MB, told by its
 * bytes; SVG and everything else refused) answers 201 `{ id, url, type, width, height, size }`: the image
 * turned upright, its metadata (camera, place) dropped, resized to fit 1600 px and stored as WebP
 * (animated GIFs stay animated), its bytes in the bucket when there is one (decision 090). `GET /:id`
 * serves it to its owner only, `nosniff`, cached for a year (an image never changes under its id).
 */
export function imageRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/', async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw invalid('Send the image as a form with a file field');
    });
    const file = form.file;
    if (!(file instanceof File)) throw invalid('Choose an image file to upload');
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      throw new ApiError(413, 'payload_too_large', IMAGE_TOO_LARGE);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (type === undefined) throw invalid(IMAGE_TYPE_REFUSED);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(bytes, {
        animated: type === 'image/gif' || type === 'image/webp',
        limitInputPixels: MAX_INPUT_PIXELS,
      })
        .rotate()
        .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw invalid('The file could not be read as an image, or it is larger than 50 megapixels');
    }
    const id = newId();
    const height = output.info.pageHeight ?? output.info.height;
    const image = { id, mime: 'image/webp', width: output.info.width, height, created_at: isoNow(deps) };
    await putImage(c.var.store, c.var.blobs, image, output.data);
    const url = `${STORED_IMAGE_URL_PREFIX}${id}`;
    c.header('Location', url);
    return c.json(
      { id, url, type: 'image/webp', width: output.info.width, height, size: output.data.length },
      201,
    );
  });

  routes.get('/:id', async (c) => {
    const row = await readImageRow(c.var.store, readId(c));
    // Its bytes from wherever they are (decision 090): the row itself, or the bucket.
    const body = row === undefined ? undefined : await openImageData(c.var.blobs, row.data);
    if (row === undefined || body === undefined) throw new ApiError(404, 'not_found', 'Image not found');
    return c.body(body.stream, 200, {
      'Content-Type': row.mime,
      ...(body.size > 0 ? { 'Content-Length': String(body.size) } : {}),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  });

  return routes;
}
