import { type ReactNode, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';
import { ScrollHints } from './scroll-hint';

export type TabLink = {
  /** The sub-path under `base`: '' for the overview tab, 'chapters' for /base/chapters. */
  path: string;
  label: string;
  icon?: ReactNode;
  /**
   * Other sub-paths whose pages belong to this tab: a part's page lives under the data API's segment
   * (`events/{id}`), which may not be the tab's path (`timelines`).
   */
  alsoMatches?: readonly string[];
};

export type TabLinksProps = {
  /** The detail page's own URL, e.g. `/novels/${novelId}`. */
  base: string;
  tabs: readonly TabLink[];
  /** Names the navigation landmark, e.g. "Novel sections". */
  label: string;
  className?: string;
};

/** Joins a base URL and a tab's sub-path without doubling or dropping slashes. */
export function tabHref(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  return trimmedPath ? `${trimmedBase}/${trimmedPath}` : trimmedBase || '/';
}

/**
 * Whether a tab is the current one at `pathname`: the overview tab ('') only at the base URL itself,
 * any other tab at its own path or one of its `alsoMatches`, and at the paths nested under them
 * (case-insensitive, a trailing slash ignored, as router links match).
 */
export function isTabCurrent(pathname: string, base: string, tab: Pick<TabLink, 'path' | 'alsoMatches'>) {
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return [tab.path, ...(tab.alsoMatches ?? [])].some((path) => {
    const href = tabHref(base, path).toLowerCase();
    if (path === '') return here === href;
    return here === href || here.startsWith(`${href}/`);
  });
}

/**
 * A row of links to a detail page's sub-routes; the current one is marked aria-current="page". The
 * overview tab matches only its exact URL, the others also their nested paths and those of `alsoMatches`.
 * On a narrow screen the row scrolls, and fading edges show that it hides tabs.
 */
export function TabLinks({ base, tabs, label, className }: TabLinksProps) {
  const { pathname } = useLocation();
  const scrollerRef = useRef<HTMLElement>(null);
  return (
    <div className={cn('relative -mx-1', className)}>
      <nav
        ref={scrollerRef}
        aria-label={label}
        className="overflow-x-auto overflow-y-hidden border-b border-border [scrollbar-width:thin]"
      >
        <ul className="flex min-w-max gap-1 px-1">
          {tabs.map((tab) => {
            const isCurrent = isTabCurrent(pathname, base, tab);
            return (
              <li key={tab.path}>
                <Link
                  to={tabHref(base, tab.path)}
                  {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
                  className={cn(
                    '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors duration-150 [&_svg]:size-4',
                    isCurrent
                      ? 'border-accent text-fg'
                      : 'border-transparent text-fg-muted hover:border-border-strong hover:text-fg',
                  )}
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ScrollHints scrollerRef={scrollerRef} />
    </div>
  );
}
