import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

export type Crumb = { label: string; to: string };

export type BreadcrumbsProps = {
  /** The way down to the current page, outermost first: the record, then its tab. */
  trail: readonly Crumb[];
  /** The current page's name (not a link; `aria-current="page"`). */
  current: string;
  className?: string;
};

/** Where a page sits: 'The Cinder Road › Quests › Deliver the embers', each level a link back. */
export function Breadcrumbs({ trail, current, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-fg-muted">
        {trail.map((crumb) => (
          <li key={crumb.to} className="inline-flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded-sm hover:text-fg hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-fg">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
