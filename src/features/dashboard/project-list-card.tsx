import { BookOpen, Globe, type LucideIcon, Swords } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProjectType } from '../../../common/domain/enums';
import { relativeTime } from '../../lib/relative-time';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { COLLAPSED_COUNT, type ProjectEntry, projectTypeLabel } from './model/workspace-entries';

const typeIcon: Record<ProjectType, LucideIcon> = { novel: BookOpen, universe: Globe, campaign: Swords };

export type ProjectListCardProps = {
  title: string;
  entries: ProjectEntry[] | undefined;
  emptyText: string;
  /** The clock for "3 days ago"; tests pin it. */
  now?: Date;
};

/**
 * A titled list of projects linking to each. 'View All' is a disclosure: it expands the list in place
 * to every entry (the spec's button does nothing; this is the smallest useful meaning). With nothing
 * hidden it is never a greyed-out button that does nothing: pressing it says that all are shown.
 */
/** What 'View All' says when every entry already shows. */
export function allShownText(count: number): string {
  if (count === 0) return 'Nothing to show yet.';
  return count === 1 ? 'The one project here is shown.' : `All ${count} projects here are shown.`;
}

export function ProjectListCard({ title, entries, emptyText, now }: ProjectListCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [isAllShownSaid, setIsAllShownSaid] = useState(false);
  const listId = useId();
  const headingId = useId();
  const visible = entries && !isExpanded ? entries.slice(0, COLLAPSED_COUNT) : entries;
  const canExpand = (entries?.length ?? 0) > COLLAPSED_COUNT;

  return (
    <Card aria-labelledby={headingId} role="region" className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={headingId}>{title}</CardTitle>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={canExpand ? isExpanded : undefined}
          // Only a list that is there is named: while the entries load, or when there are none, there
          // is no list, and a reference to an absent id is an invalid ARIA value (axe, WCAG 4.1.2).
          aria-controls={visible !== undefined && visible.length > 0 ? listId : undefined}
          onClick={() =>
            canExpand ? setIsExpanded((value) => !value) : setIsAllShownSaid(entries !== undefined)
          }
        >
          {isExpanded ? 'Show Less' : 'View All'}
        </Button>
      </CardHeader>
      <p role="status" className={isAllShownSaid ? 'px-6 pb-1 text-xs text-fg-muted' : 'sr-only'}>
        {isAllShownSaid ? allShownText(entries?.length ?? 0) : ''}
      </p>
      <CardContent className="flex-1">
        {visible === undefined ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <p className="py-4 text-sm text-fg-muted">{emptyText}</p>
        ) : (
          <ul id={listId} className="-mx-2 flex flex-col">
            {visible.map((entry) => {
              const Icon = typeIcon[entry.type];
              return (
                <li key={`${entry.type}:${entry.id}`}>
                  <Link
                    to={entry.href}
                    className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-surface-raised"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium text-fg">{entry.title}</span>
                      <span className="text-xs text-fg-muted">
                        {projectTypeLabel[entry.type]} · Updated{' '}
                        {relativeTime(entry.lastUpdated, now).toLowerCase()}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
