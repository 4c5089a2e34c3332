import type { TimelineEvent } from '../../../../common/domain/timeline';
import { cn } from '../../../lib/cn';
import { WorldDateReading } from '../../../ui/world-date/world-date-line';

/**
 * The event's date above its title (the row's h3), as the timeline and card views show them, with the
 * calendar's reading of it under the text when that says more (decision 051).
 */
export function EventHeading({
  event,
  className,
  titleClassName,
}: {
  event: TimelineEvent;
  /** Spacing of the pair. */
  className: string;
  /** Size and clamping of the title. */
  titleClassName: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      <p className="text-xs font-medium text-accent-text">{event.date}</p>
      <WorldDateReading text={event.date} />
      <h3 className={cn(titleClassName, 'font-semibold text-fg')}>{event.title}</h3>
    </div>
  );
}
