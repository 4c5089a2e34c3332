import {
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_REFUSED,
  IMAGE_UPLOAD_MAX_BYTES,
  STORED_IMAGE_URL_PREFIX,
  sniffImageType,
  storedImageId,
} from '../../common/api/images';
import { NotFoundError, ValidationError } from './errors';
import type { UploadedImage, WorkspaceRepository } from './workspace-repository';

/**
 * Uploaded images kept in memory, refused as the data API refuses them (too large, or not a PNG, JPEG,
 * WebP or GIF by its bytes). They are kept as sent: no resizing, and no width or height (0).
 */
export function createInMemoryImages(
  newId: () => string,
): Pick<WorkspaceRepository, 'uploadImage' | 'fetchImage'> {
  const images = new Map<string, Blob>();
  return {
    async uploadImage(file) {
      if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw new Error(IMAGE_TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (type === undefined) throw new ValidationError(IMAGE_TYPE_REFUSED, 'file');
      const id = newId();
      images.set(id, new Blob([bytes], { type }));
      const image: UploadedImage = {
        id,
        url: `${STORED_IMAGE_URL_PREFIX}${id}`,
        type,
        width: 0,
        height: 0,
        size: bytes.length,
      };
      return image;
    },
    async fetchImage(url) {
      const image = images.get(storedImageId(url) ?? '');
      if (image === undefined) throw new NotFoundError('Image not found');
      return image;
    },
  };
}
