import { Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { type CalendarFileImported, useUndoCalendarFileImport } from '../../../data/calendar-file-import';
import { Alert } from '../../../ui/alert';
import { Button, IconButton } from '../../../ui/button';

/**
 * What a calendar import from another tool stored (decision 054), each event the server refused, and
 * its Undo: the calendar deleted, the events (or the timeline it made) put in the Trash.
 */
export function ImportedNotice({
  result,
  onDismiss,
  onUndone,
}: {
  result: CalendarFileImported;
  onDismiss: () => void;
  onUndone: (message: string) => void;
}) {
  const { undo, isPending } = useUndoCalendarFileImport();
  const [error, setError] = useState<string | null>(null);
  const events =
    result.timelineName === undefined
      ? ''
      : ` with ${result.added} ${result.added === 1 ? 'event' : 'events'} on the timeline "${result.timelineName}"`;

  async function handleUndo() {
    setError(null);
    try {
      await undo(result);
      const taken =
        result.createdTimelineId !== undefined
          ? ` and the timeline "${result.timelineName}" is in the Trash`
          : result.eventIds.length > 0
            ? ` and its ${result.eventIds.length === 1 ? 'event is' : 'events are'} in the Trash`
            : '';
      const calendar =
        result.previous === undefined
          ? `the calendar "${result.stored.calendar.name}" is deleted`
          : `the calendar "${result.previous.name}" is back`;
      onUndone(`The import was undone: ${calendar}${taken}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The import could not be undone');
    }
  }

  return (
    <Alert tone={result.failed.length > 0 || error ? 'danger' : 'info'} className="relative pr-10">
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
      {error ? <p className="mt-1 font-medium">Not undone: {error}</p> : null}
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        disabled={isPending}
        onClick={() => void handleUndo()}
      >
        <Undo2 aria-hidden="true" />
        {isPending ? 'Undoing…' : 'Undo import'}
      </Button>
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
