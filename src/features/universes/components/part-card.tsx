import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';

export type PartCardProps = {
  /** The part's name: the card's h3 and the link to its page, stretched over the card. */
  title: string;
  href: string;
  /** A badge at the top right: rarity. */
  badge?: ReactNode;
  /** The part's Edit, Delete and reorder controls, in the card's footer. */
  controls: ReactNode;
  /** Tighter spacing, for cards of a name and a description. */
  isCompact?: boolean;
  /** The frame's colour, when it says something (a legendary item). */
  className?: string | undefined;
  children?: ReactNode;
};

/** One part of a universe as a card in the tab grid: the whole card opens the part's page. */
export function PartCard({ title, href, badge, controls, isCompact, className, children }: PartCardProps) {
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-5 pb-3 transition-colors duration-150 focus-within:border-accent hover:border-border-strong',
        isCompact ? 'gap-2' : 'gap-3',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">
          <CardLink to={href}>{title}</CardLink>
        </h3>
        {badge}
      </div>
      {children}
      <div className="mt-auto flex justify-end border-t border-border pt-2">{controls}</div>
    </Card>
  );
}
