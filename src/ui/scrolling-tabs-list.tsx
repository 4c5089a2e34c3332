import type { ComponentProps } from 'react';
import { useRef } from 'react';
import { cn } from '../lib/cn';
import { ScrollHints } from './scroll-hint';
import { TabsList } from './tabs';

/**
 * A TabsList that may not fit a phone: it scrolls, and fading edges show that it hides tabs. Kept apart
 * from tabs.tsx so that the login screen's two tabs do not carry it.
 */
export function ScrollingTabsList({ className, ...props }: ComponentProps<typeof TabsList>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  return (
    <div className={cn('relative max-w-full', className)}>
      <TabsList ref={scrollerRef} className="[scrollbar-width:none]" {...props} />
      <ScrollHints scrollerRef={scrollerRef} tone="sunken" />
    </div>
  );
}
