import { X } from 'lucide-react';
import type { CalendarFileImported } from '../../../data/calendar-file-import';
import { Alert } from '../../../ui/alert';
import { IconButton } from '../../../ui/button';

/** What a calendar import from another tool stored (decision 054), and each event the server refused. */
export function ImportedNotice({
  result,
  onDismiss,
}: {
  result: CalendarFileImported;
  onDismiss: () => void;
}) {
  const events =
    result.timelineName === undefined
      ? ''
      : ` with ${result.added} ${result.added === 1 ? 'event' : 'events'} on the timeline "${result.timelineName}"`;
  return (
    <Alert tone={result.failed.length > 0 ? 'danger' : 'info'} className="relative pr-10">
      <p>
        Imported the calendar "{result.stored.calendar.name}"{events}.
      </p>
      {result.failed.length > 0 ? (
        <>
          <p className="mt-1 font-medium">Not imported:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.failed.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </>
      ) : null}
      <IconButton
        aria-label="Dismiss"
        icon={<X aria-hidden="true" />}
        size="sm"
        className="absolute top-1.5 right-1.5"
        onClick={onDismiss}
      />
    </Alert>
  );
}
