import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

export type TabLink = {
  /** The sub-path under `base`: '' for the overview tab, 'chapters' for /base/chapters. */
  path: string;
  label: string;
  icon?: ReactNode;
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
 * A row of links to a detail page's sub-routes. NavLink marks the current one aria-current="page";
 * the overview tab matches only its exact URL, the others also match their nested paths.
 */
export function TabLinks({ base, tabs, label, className }: TabLinksProps) {
  return (
    <nav aria-label={label} className={cn('-mx-1 overflow-x-auto border-b border-border', className)}>
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tabHref(base, tab.path)}
              end={tab.path === ''}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors duration-150 [&_svg]:size-4',
                  isActive
                    ? 'border-accent text-fg'
                    : 'border-transparent text-fg-muted hover:border-border-strong hover:text-fg',
                )
              }
            >
              {tab.icon}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
