import { cn } from '../lib/cn';
import { FallbackImage } from './fallback-image';

/** A character's portrait (decision 061): square, cropped to fill, named for the character. */
export function Portrait({ url, name, className }: { url: string; name: string; className?: string }) {
  return (
    <FallbackImage
      src={url}
      alt={`Portrait of ${name}`}
      aspectRatio="1 / 1"
      className={cn('shrink-0 overflow-hidden rounded-lg border border-border object-cover', className)}
    />
  );
}

/** A portrait above a page's fields (`PartPage` `media`), or nothing without one. */
export function portraitMedia(part: { portraitUrl?: unknown }, name: string) {
  const url = typeof part.portraitUrl === 'string' ? part.portraitUrl : '';
  if (url === '') return null;
  return (
    <div className="flex justify-center border-b border-border bg-surface-sunken p-4">
      <Portrait url={url} name={name} className="size-40 sm:size-48" />
    </div>
  );
}
