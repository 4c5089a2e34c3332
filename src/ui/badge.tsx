import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'neutral' | 'blue' | 'green' | 'amber' | 'orange' | 'red' | 'violet' | 'gold';

/** A tone's colours, for a control that looks like a badge (`StatusMenu`). */
export const badgeToneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-tone-neutral-bg text-tone-neutral-fg',
  blue: 'bg-tone-blue-bg text-tone-blue-fg',
  green: 'bg-tone-green-bg text-tone-green-fg',
  amber: 'bg-tone-amber-bg text-tone-amber-fg',
  orange: 'bg-tone-orange-bg text-tone-orange-fg',
  red: 'bg-tone-red-bg text-tone-red-fg',
  violet: 'bg-tone-violet-bg text-tone-violet-fg',
  gold: 'bg-tone-gold-bg text-tone-gold-fg',
};

export type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone;
  /** The badge's text: colour never carries meaning alone. */
  children: string | number | (string | number)[];
};

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        badgeToneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
