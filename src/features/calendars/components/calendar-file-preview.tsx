import { FileCheck2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CalendarOwner, StoredCalendar } from '../../../../common/api/calendars';
import {
  type CalendarSource,
  calendarSourceLabels,
  calendarSources,
  readCalendarFile,
} from '../../../../common/time/calendar-import';
import {
  type CalendarFileImported,
  type ImportedEventsTarget,
  useImportCalendarFile,
} from '../../../data/calendar-file-import';
import { linkedTimelines, useTimelines } from '../../../data/timelines';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { importSummary } from '../model/import-summary';

/** A file chosen for import: its text, its name, and the tool the user says made it (when they said). */
export type ChosenCalendarFile = { text: string; fileName: string; source: CalendarSource | undefined };

const NEW_TIMELINE = '__new__';
const NO_TIMELINE = '__none__';

/** A name from a file's name, for a calendar whose file has none: "golarion-calendar.json" → "Golarion calendar". */
function nameFromFile(fileName: string): string {
  const words = fileName
    .replace(/\.json$/i, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The preview of a calendar from another tool (decision 054): which tool made it (recognised, or
 * chosen), what will be made, the timeline its events go onto, and — before anything is written —
 * everything the file holds that cannot be carried or is carried differently. Import writes; Cancel
 * leaves everything as it was.
 */
export function CalendarFilePreview({
  owner,
  file,
  replacing,
  onSourceChange,
  onCancel,
  onImported,
}: {
  owner: CalendarOwner;
  file: ChosenCalendarFile;
  /** The owner's own calendar, which the file's calendar replaces when given. */
  replacing?: StoredCalendar | undefined;
  onSourceChange: (source: CalendarSource) => void;
  onCancel: () => void;
  onImported: (result: CalendarFileImported) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const read = useMemo(
    () => readCalendarFile(file.text, { source: file.source, fallbackName: nameFromFile(file.fileName) }),
    [file],
  );
  const imported = read.ok ? read.value : undefined;
  const timelines = useTimelines();
  const ownTimelines = useMemo(
    () => linkedTimelines(timelines.data ?? [], owner.ownerKind, owner.ownerId),
    [timelines.data, owner],
  );
  const [targetChoice, setTargetChoice] = useState(NEW_TIMELINE);
  // null until the name is edited: the suggested name follows the calendar until then.
  const [newName, setNewName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { importFile, isPending } = useImportCalendarFile(owner);
  const defaultName = imported ? `${imported.calendar.name} events`.slice(0, 200) : '';
  const timelineName = newName ?? defaultName;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const target: ImportedEventsTarget =
    targetChoice === NO_TIMELINE
      ? { kind: 'none' }
      : targetChoice === NEW_TIMELINE
        ? { kind: 'new', name: timelineName.trim() }
        : {
            kind: 'timeline',
            timelineId: targetChoice,
            name: ownTimelines.find((timeline) => timeline.id === targetChoice)?.name ?? '',
          };
  const nameError =
    imported && imported.events.length > 0 && target.kind === 'new' && target.name === ''
      ? 'Name the new timeline'
      : null;

  async function handleImport() {
    if (!imported || nameError) return;
    setError(null);
    try {
      const result = await importFile({
        calendar: imported.calendar,
        events: imported.events,
        target,
        sourceLabel: calendarSourceLabels[imported.source],
        replacing,
      });
      onImported(result);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The calendar could not be saved');
    }
  }

  const source = read.source ?? file.source;
  return (
    <Card className="flex flex-col gap-5 p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold text-fg"
          >
            <FileCheck2 aria-hidden="true" className="size-5 text-accent-text" />
            Import preview
          </h2>
          <p className="text-sm break-words text-fg-muted">
            {file.fileName}
            {imported
              ? ` — ${calendarSourceLabels[imported.source]} calendar "${imported.calendar.name}"`
              : ''}
            . Nothing is saved until you import it.
            {replacing
              ? ` It replaces the calendar "${replacing.calendar.name}"; Undo puts that one back.`
              : ''}
          </p>
        </div>
        <Field
          label="Made with"
          hint={
            file.source === undefined && source
              ? 'Recognised from the file; choose another tool if it is wrong.'
              : undefined
          }
          className="max-w-xs"
        >
          <Select
            value={source ?? ''}
            {...(source === undefined ? { placeholder: 'Choose the tool' } : {})}
            options={calendarSources.map((value) => ({ value, label: calendarSourceLabels[value] }))}
            onChange={(event) => onSourceChange(event.currentTarget.value as CalendarSource)}
          />
        </Field>
        {read.ok ? null : (
          <Alert>
            <p className="font-medium">This file cannot be imported as it is:</p>
            <ul className="mt-1 list-disc pl-5">
              {read.errors.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {imported ? (
          <>
            <div className="flex flex-col gap-2">
              <h3 className="text-base font-semibold text-fg">What will be made</h3>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[8rem_1fr] sm:gap-y-2">
                {importSummary(imported).map((row) => (
                  <div key={row.label} className="flex flex-col gap-0.5 sm:contents">
                    <dt className="font-medium text-fg-muted">{row.label}</dt>
                    <dd className="break-words text-fg">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {imported.events.length > 0 ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <Field
                  label={
                    imported.events.length === 1
                      ? 'Put the event on'
                      : `Put the ${imported.events.length} events on`
                  }
                  className="sm:w-72"
                >
                  <Select
                    value={targetChoice}
                    onChange={(event) => setTargetChoice(event.currentTarget.value)}
                    options={[
                      { value: NEW_TIMELINE, label: 'A new timeline' },
                      ...ownTimelines.map((timeline) => ({ value: timeline.id, label: timeline.name })),
                      { value: NO_TIMELINE, label: 'Nowhere (leave the events out)' },
                    ]}
                  />
                </Field>
                {targetChoice === NEW_TIMELINE ? (
                  <Field label="New timeline's name" error={nameError} className="sm:flex-1">
                    <Input
                      value={timelineName}
                      maxLength={200}
                      onChange={(event) => setNewName(event.currentTarget.value)}
                    />
                  </Field>
                ) : null}
              </div>
            ) : null}
            <ImportNotesList
              title="Not carried"
              empty="Everything in the file is carried."
              items={imported.notCarried}
            />
            {imported.changed.length > 0 ? (
              <ImportNotesList title="Carried differently" empty="" items={imported.changed} />
            ) : null}
          </>
        ) : null}
        {error ? <Alert>{`Not imported: ${error}`}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button onClick={() => void handleImport()} disabled={!imported || isPending || nameError !== null}>
            {isPending ? 'Importing…' : 'Import calendar'}
          </Button>
        </div>
      </section>
    </Card>
  );
}

function ImportNotesList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: readonly string[];
}) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="list-disc space-y-1 pl-5 text-sm text-fg">
          {[...new Set(items)].map((item) => (
            <li key={item} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
