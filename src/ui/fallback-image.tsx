import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { isAllowedImageUrl } from '../../common/domain/safe-urls';
import { cn } from '../lib/cn';
import { useImageSource } from './image-services';

export type FallbackImageProps = {
  src: string;
  alt: string;
  /** CSS aspect-ratio of the box, kept whether the image loads or not. */
  aspectRatio?: string;
  className?: string;
};

/**
 * An image in a fixed-ratio box, cropped to fill it. If there is none (an empty `src`) or it fails to
 * load, or it is an outside address (decision 025), the same box shows 'Image unavailable' so the
 * layout does not jump. A stored image
 * (`/api/v1/images/...`) is shown through the app's `ImageServicesProvider`, which reads it with the
 * token; while it is read the box stays empty.
 */
export function FallbackImage({ src: given, alt, aspectRatio = '16 / 9', className }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Only the workspace's own images and the built-in ones load: never an outside address.
  const src = useImageSource(isAllowedImageUrl(given) ? given : '');
  if (src === undefined) {
    return (
      <div
        aria-hidden="true"
        className={cn('relative overflow-hidden bg-surface-raised', className)}
        style={{ aspectRatio }}
      />
    );
  }
  // An empty src would ask the page's own address for an image: there is simply none.
  const hasFailed = src.trim() === '' || failedSrc === src;

  return (
    <div className={cn('relative overflow-hidden bg-surface-raised', className)} style={{ aspectRatio }}>
      {hasFailed ? (
        <div
          role="img"
          aria-label={alt ? `${alt}: Image unavailable` : 'Image unavailable'}
          className="flex size-full flex-col items-center justify-center gap-2 text-fg-muted"
        >
          <ImageOff aria-hidden="true" className="size-6" />
          <span aria-hidden="true" className="text-xs">
            Image unavailable
          </span>
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
