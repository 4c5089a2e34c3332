import { CalendarDays, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type CalendarPresetId, calendarPresetIds, presetCalendar } from '../../../../common/api/calendars';
import { type Calendar, parseCalendarJson } from '../../../../common/time/calendar';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { calendarSummary } from '../model/calendar-summary';

/** The largest calendar file read: far above any real calendar, well below what would stall the page. */
const MAX_FILE_BYTES = 1_000_000;

export type CalendarSetupProps = {
  ownerName: string;
  isPending: boolean;
  onPreset: (preset: CalendarPresetId) => Promise<unknown>;
  onImport: (calendar: Calendar) => Promise<unknown>;
};

/** No calendar yet: one of the three presets, or a calendar from a JSON file (checked before it is sent). */
export function CalendarSetup({ ownerName, isPending, onPreset, onImport }: CalendarSetupProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  async function run(work: () => Promise<unknown>) {
    setErrors([]);
    try {
      await work();
    } catch (error) {
      setErrors([error instanceof Error ? error.message : 'The calendar could not be saved']);
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after fixing it.
    input.value = '';
    if (file === undefined) return;
    if (file.size > MAX_FILE_BYTES) {
      setErrors([`The file is larger than 1 MB; a calendar file is far smaller`]);
      return;
    }
    const read = parseCalendarJson(await file.text());
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    await run(() => onImport(read.calendar));
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="calendar-presets" className="flex flex-col gap-3">
        <div>
          <h2 id="calendar-presets" className="text-lg font-semibold text-fg">
            Choose a calendar
          </h2>
          <p className="text-sm text-fg-muted">
            {ownerName} has no calendar yet. Start from one of these and change it to fit, or import one.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {calendarPresetIds.map((id) => {
            const calendar = presetCalendar(id);
            return (
              <li key={id}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <div className="flex items-center gap-2">
                    <CalendarDays aria-hidden="true" className="size-4 text-accent-text" />
                    <h3 className="text-base font-semibold text-fg">{calendar.name}</h3>
                  </div>
                  <p className="flex-1 text-sm text-fg-muted">{calendarSummary(calendar)}</p>
                  <Button variant="secondary" disabled={isPending} onClick={() => run(() => onPreset(id))}>
                    Use {calendar.name}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="calendar-import" className="flex flex-col gap-3">
        <h2 id="calendar-import" className="text-lg font-semibold text-fg">
          Import a calendar
        </h2>
        <p className="text-sm text-fg-muted">A calendar exported from Fablehold as JSON.</p>
        <div>
          {/* The file input stays out of the tab order: the button opens it, with the app's focus ring. */}
          <label htmlFor={inputId} className="sr-only">
            Calendar JSON file
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept="application/json,.json"
            tabIndex={-1}
            className="sr-only"
            disabled={isPending}
            onChange={(event) => void handleFile(event)}
          />
          <Button variant="secondary" disabled={isPending} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            Import JSON
          </Button>
        </div>
      </section>
      {errors.length > 0 ? (
        <Alert>
          <p className="font-medium">The calendar was not saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
