import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import { Card } from './card';
import { FallbackImage } from './fallback-image';
import { FavoriteToggle } from './favorite-toggle';

type ProjectItemProps = {
  /** The project's name: the item's h2 and part of its buttons' names. */
  title: string;
  /** Its detail page: the Open link goes there. */
  href: string;
  isFavorite: boolean;
  onToggleFavorite: (isFavorite: boolean) => void;
};

/** The Open link of a list item, named "Open {title}" so each one is told apart. */
export function OpenLink({ title, href }: { title: string; href: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={href} aria-label={`Open ${title}`}>
        Open
      </Link>
    </Button>
  );
}

export type ProjectCardProps = ProjectItemProps & {
  /** The cover; `alt` is '' when the picture only decorates. */
  image: { src: string; alt: string };
  /** The facts under the title. */
  children: ReactNode;
  /** Left of Open at the bottom: a status badge, a count. */
  footer?: ReactNode;
};

/** A novel, universe or campaign in a list page's grid: cover, title, star, facts, footer and Open. */
export function ProjectCard({
  title,
  href,
  isFavorite,
  onToggleFavorite,
  image,
  children,
  footer,
}: ProjectCardProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={image.src} alt={image.alt} className="rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-fg">{title}</h2>
          <FavoriteToggle
            size="sm"
            className="-mt-1 -mr-2"
            isFavorite={isFavorite}
            itemName={title}
            onToggle={onToggleFavorite}
          />
        </div>
        {children}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {footer ?? <span />}
          <OpenLink title={title} href={href} />
        </div>
      </div>
    </Card>
  );
}

export type ProjectRowProps = ProjectItemProps & {
  /** A line or two of facts under the title. */
  children: ReactNode;
  /** Beside the star: a status badge. */
  badge?: ReactNode;
  /** A small square of the cover, from the sm breakpoint. */
  thumbnailSrc?: string;
};

/** The same project as one dense row of a list page's list view. */
export function ProjectRow({
  title,
  href,
  isFavorite,
  onToggleFavorite,
  children,
  badge,
  thumbnailSrc,
}: ProjectRowProps) {
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      {thumbnailSrc === undefined ? null : (
        <FallbackImage
          src={thumbnailSrc}
          alt=""
          aspectRatio="1 / 1"
          className="hidden w-14 shrink-0 rounded-md sm:block"
        />
      )}
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <h2 className="truncate text-sm font-semibold text-fg">{title}</h2>
        {children}
      </div>
      <div className="flex items-center gap-2">
        {badge}
        <FavoriteToggle size="sm" isFavorite={isFavorite} itemName={title} onToggle={onToggleFavorite} />
        <OpenLink title={title} href={href} />
      </div>
    </Card>
  );
}
