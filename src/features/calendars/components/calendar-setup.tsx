import { CalendarDays, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  type CalendarOwner,
  type CalendarPresetId,
  calendarPresetIds,
  presetCalendar,
} from '../../../../common/api/calendars';
import type { Calendar } from '../../../../common/time/calendar';
import { NOT_JSON, readCalendarFile } from '../../../../common/time/calendar-import';
import type { CalendarFileImported } from '../../../data/calendar-file-import';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { calendarSummary } from '../model/calendar-summary';
import { CalendarFilePreview, type ChosenCalendarFile } from './calendar-file-preview';

/**
 * The largest calendar file read: far above any real calendar (a Fantasy-Calendar export with hundreds of
 * events and their descriptions is a few hundred kB), well below what would stall the page.
 */
const MAX_FILE_BYTES = 5_000_000;

export type CalendarSetupProps = {
  owner: CalendarOwner;
  ownerName: string;
  isPending: boolean;
  onPreset: (preset: CalendarPresetId) => Promise<unknown>;
  onImport: (calendar: Calendar) => Promise<unknown>;
  /** A calendar from another tool's file was stored (with its events): for the page to say so. */
  onImported: (result: CalendarFileImported) => void;
};

/**
 * No calendar yet: one of the three presets, or a calendar from a JSON file (checked before it is sent).
 * A Fablehold file is stored at once, as before; a file from Fantasy-Calendar or donjon (decision 054)
 * opens a preview of what will be made and what cannot be carried, and nothing is stored until Import.
 */
export function CalendarSetup({
  owner,
  ownerName,
  isPending,
  onPreset,
  onImport,
  onImported,
}: CalendarSetupProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [chosen, setChosen] = useState<ChosenCalendarFile | null>(null);
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
      setErrors(['The file is larger than 5 MB; a calendar file is far smaller']);
      return;
    }
    const text = await file.text();
    const read = readCalendarFile(text);
    if (read.source === 'fablehold' || (!read.ok && read.errors[0] === NOT_JSON)) {
      if (read.ok) await run(() => onImport(read.value.calendar));
      else setErrors(read.errors);
      return;
    }
    setErrors([]);
    setChosen({ text, fileName: file.name, source: undefined });
  }

  if (chosen) {
    return (
      <CalendarFilePreview
        owner={owner}
        file={chosen}
        onSourceChange={(source) => setChosen({ ...chosen, source })}
        onCancel={() => setChosen(null)}
        onImported={onImported}
      />
    );
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
        <p className="text-sm text-fg-muted">
          A calendar exported as JSON from Fablehold, Fantasy-Calendar or donjon's calendar generator. Files
          from other tools are shown in a preview first.
        </p>
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
