import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Card } from './card';

export type EntryCardProps = {
  /** The entry's name, its card's h3. */
  title: string;
  /** Makes the whole card a link to this address; the title is the link's name. */
  href?: string;
  /** A small icon before the title (lucide, sized here). */
  icon?: ReactNode;
  /** A badge at the top right: type, role, rarity. */
  badge?: ReactNode;
  /** A short muted line under the title: where it is, what kind it is. */
  meta?: ReactNode;
  /** The description and anything else the entry shows. */
  children?: ReactNode;
  /** Edit, Delete and reorder buttons (`PartItemActions`), in a footer at the card's foot. */
  controls?: ReactNode;
};

/** One entry of a detail page's tab (a location, a character, a faction…) as a card in a grid. */
export function EntryCard({ title, href, icon, badge, meta, children, controls }: EntryCardProps) {
  return (
    <Card
      className={cn(
        'flex h-full flex-col gap-2 p-5',
        href !== undefined &&
          'relative transition-colors duration-150 focus-within:border-accent hover:border-border-strong',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="inline-flex items-center gap-2 text-base font-semibold text-fg">
          {icon ? (
            <span aria-hidden="true" className="inline-flex text-fg-muted [&_svg]:size-4">
              {icon}
            </span>
          ) : null}
          {href === undefined ? (
            title
          ) : (
            // The link's box stretches over the whole card, so the card is one click target.
            <Link to={href} className="after:absolute after:inset-0 after:content-['']">
              {title}
            </Link>
          )}
        </h3>
        {badge}
      </div>
      {meta ? <p className="text-xs text-fg-muted">{meta}</p> : null}
      {children}
      {controls ? (
        <div className="mt-auto flex justify-end border-t border-border pt-2">{controls}</div>
      ) : null}
    </Card>
  );
}
