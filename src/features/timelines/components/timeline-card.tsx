import { Eye, GitCommitVertical, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Timeline } from '../../../../common/domain/timeline';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { Button, IconButton } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { entityPath, entityTypeLabel, eventCountLabel } from '../model/timeline-list';

export type TimelineCardProps = {
  timeline: Timeline;
  onDelete: (timeline: Timeline) => void;
};

export function TimelineCard({ timeline, onDelete }: TimelineCardProps) {
  const titleId = useId();
  const href = `/timelines/${encodeURIComponent(timeline.id)}`;
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-2 p-5 pb-3">
          <div className="flex min-w-0 flex-col gap-2">
            <Badge tone="neutral" className="w-fit">
              {entityTypeLabel(timeline.entityType)}
            </Badge>
            <h2 id={titleId} className="text-base font-semibold text-fg">
              {timeline.name}
            </h2>
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            {/* A link, not a button: it goes somewhere, so it opens in a new tab like any link. */}
            <Link
              to={href}
              aria-label="View timeline"
              title="View timeline"
              className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted transition-colors duration-150 hover:bg-surface-raised hover:text-fg"
            >
              <Eye aria-hidden="true" className="size-4" />
            </Link>
            <IconButton
              aria-label="Delete timeline"
              title="Delete timeline"
              size="sm"
              icon={<Trash2 aria-hidden="true" />}
              className="hover:text-danger-text"
              onClick={() => onDelete(timeline)}
            />
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 px-5 pb-4">
          <p className="line-clamp-3 text-sm text-fg-muted">{timeline.description}</p>
          <p className="text-sm text-fg">
            <span className="text-fg-muted">{entityTypeLabel(timeline.entityType)}: </span>
            {timeline.entityName ? (
              <Link
                to={entityPath(timeline.entityType, timeline.entityId)}
                className="font-medium text-accent-text underline-offset-2 hover:underline"
              >
                {timeline.entityName}
              </Link>
            ) : (
              <span className="text-fg-muted">no longer exists</span>
            )}
          </p>
          <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-muted">
            <div className="flex items-center gap-1">
              <dt className="sr-only">Events</dt>
              <GitCommitVertical aria-hidden="true" className="size-3.5" />
              <dd>{eventCountLabel(timeline.eventCount)}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>Updated</dt>
              <dd>{relativeTime(timeline.lastUpdated)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex items-center border-t border-border px-5 py-3">
          <Button asChild variant="secondary" size="sm">
            <Link to={href}>Open Timeline</Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}
