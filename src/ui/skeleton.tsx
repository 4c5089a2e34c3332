import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A placeholder block in the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-surface-raised', className)}
      {...props}
    />
  );
}
