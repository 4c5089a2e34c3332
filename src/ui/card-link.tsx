import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

export type CardLinkProps = { to: string; children: ReactNode; className?: string };

/**
 * A card's title as the link to its own page, stretched over the whole card (the nearest positioned
 * ancestor: give the card `relative`), so the card is one click target. Controls on the card stay above
 * it with `relative z-10` (`PartItemActions` and `StatusMenu` already are).
 */
export function CardLink({ to, children, className }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        'after:absolute after:inset-0 after:rounded-xl after:content-[""] hover:underline',
        className,
      )}
    >
      {children}
    </Link>
  );
}
