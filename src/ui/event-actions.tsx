import { Pencil, Trash2 } from 'lucide-react';
import type { TimelineEvent } from '../../common/domain/timeline';
import { cn } from '../lib/cn';
import { IconButton } from './button';

export type EventActionHandlers = {
  onEdit: (event: TimelineEvent) => void;
  onDelete: (event: TimelineEvent) => void;
};

/** What one event's row, line or card in any view is given. */
export type EventRowProps = EventActionHandlers & { event: TimelineEvent };

/**
 * Edit and delete, named with the event's title so each button is unique on the page (a timeline's
 * views and a novel's Timeline tab).
 */
export function EventActions({ event, onEdit, onDelete, className }: EventRowProps & { className?: string }) {
  return (
    <div className={cn('flex shrink-0 items-center', className)}>
      <IconButton
        size="sm"
        aria-label={`Edit ${event.title}`}
        title="Edit event"
        icon={<Pencil aria-hidden="true" />}
        onClick={() => onEdit(event)}
      />
      <IconButton
        size="sm"
        aria-label={`Delete ${event.title}`}
        title="Delete event"
        icon={<Trash2 aria-hidden="true" />}
        className="hover:text-danger-text"
        onClick={() => onDelete(event)}
      />
    </div>
  );
}
