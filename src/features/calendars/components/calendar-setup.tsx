import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
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
import { CalendarFileButton } from './calendar-file-button';
import { CalendarFilePreview, type ChosenCalendarFile } from './calendar-file-preview';

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

  async function run(work: () => Promise<unknown>) {
    setErrors([]);
    try {
      await work();
    } catch (error) {
      setErrors([error instanceof Error ? error.message : 'The calendar could not be saved']);
    }
  }

  async function handleText(text: string, fileName: string) {
    const read = readCalendarFile(text);
    if (read.source === 'fablehold' || (!read.ok && read.errors[0] === NOT_JSON)) {
      if (read.ok) await run(() => onImport(read.value.calendar));
      else setErrors(read.errors);
      return;
    }
    setErrors([]);
    setChosen({ text, fileName, source: undefined });
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
          <CalendarFileButton
            inputLabel="Calendar JSON file"
            isDisabled={isPending}
            onText={handleText}
            onProblem={(problem) => setErrors([problem])}
          >
            Import JSON
          </CalendarFileButton>
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
