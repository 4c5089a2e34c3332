import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Era, eraCounts } from '../../../../common/time/calendar';
import { Button, IconButton } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import {
  type CalendarDraft,
  freshName,
  numberFromText,
  removeAt,
  renameMonth,
  replaceAt,
  textOfNumber,
} from '../model/calendar-draft';

export type DraftProps = { draft: CalendarDraft; onChange: (draft: CalendarDraft) => void };

/** One list of the editor: a legend, its rows, and a button that adds a row. */
function ListSection({
  legend,
  addLabel,
  onAdd,
  children,
}: {
  legend: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-fg">{legend}</legend>
      {children}
      <div>
        <Button size="sm" variant="ghost" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

function Row({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="flex flex-wrap items-end gap-3 border-b border-border pb-3 last:border-b-0 last:pb-0">
      {children}
      <IconButton
        aria-label={removeLabel}
        icon={<Trash2 aria-hidden="true" />}
        size="sm"
        onClick={onRemove}
      />
    </li>
  );
}

const numberInput = (value: number | undefined, onValue: (value: number) => void) => (
  <Input
    inputMode="numeric"
    value={textOfNumber(value)}
    onChange={(event) => onValue(numberFromText(event.target.value))}
  />
);

export function MonthsEditor({ draft, onChange }: DraftProps) {
  const setMonth = (index: number, change: Partial<CalendarDraft['months'][number]>) =>
    onChange({
      ...draft,
      months: replaceAt(draft.months, index, { ...draft.months[index], ...change } as never),
    });
  return (
    <ListSection
      legend="Months"
      addLabel="Add month"
      onAdd={() =>
        onChange({
          ...draft,
          months: [
            ...draft.months,
            {
              name: freshName(
                'Month',
                draft.months.map((month) => month.name),
              ),
              length: 30,
              isIntercalary: false,
              yearOffset: 0,
            },
          ],
        })
      }
    >
      <ol className="flex flex-col gap-3">
        {draft.months.map((month, index) => {
          const label = `Month ${index + 1}`;
          return (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its names change as typed
              key={index}
              removeLabel={`Remove ${month.name || label}`}
              onRemove={() => onChange({ ...draft, months: removeAt(draft.months, index) })}
            >
              <Field label={`${label} name`} className="min-w-40 flex-1">
                <Input
                  value={month.name}
                  onChange={(event) => onChange(renameMonth(draft, index, event.target.value))}
                />
              </Field>
              <Field label="Days" className="w-20">
                {numberInput(month.length, (length) => setMonth(index, { length }))}
              </Field>
              <Field label="Every (years)" className="w-28">
                {numberInput(month.everyYears ?? 1, (every) =>
                  // Every year is the default, kept as no rule at all (so presets round-trip unchanged).
                  setMonth(index, { everyYears: every === 1 ? undefined : every }),
                )}
              </Field>
              {month.everyYears !== undefined && month.everyYears !== 1 ? (
                <Field label="Counting from year" className="w-32">
                  {numberInput(month.yearOffset, (yearOffset) => setMonth(index, { yearOffset }))}
                </Field>
              ) : null}
              <Checkbox
                label="Festival days"
                className="h-9"
                checked={month.isIntercalary}
                onCheckedChange={(isIntercalary) => setMonth(index, { isIntercalary })}
              />
            </Row>
          );
        })}
      </ol>
    </ListSection>
  );
}

export function WeekdaysEditor({ draft, onChange }: DraftProps) {
  return (
    <ListSection
      legend="Weekdays"
      addLabel="Add weekday"
      onAdd={() => onChange({ ...draft, weekdays: [...draft.weekdays, freshName('Day', draft.weekdays)] })}
    >
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {draft.weekdays.map((weekday, index) => (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its names change as typed
            key={index}
            removeLabel={`Remove ${weekday || `weekday ${index + 1}`}`}
            onRemove={() => onChange({ ...draft, weekdays: removeAt(draft.weekdays, index) })}
          >
            <Field label={`Weekday ${index + 1}`} className="min-w-32 flex-1">
              <Input
                value={weekday}
                onChange={(event) =>
                  onChange({ ...draft, weekdays: replaceAt(draft.weekdays, index, event.target.value) })
                }
              />
            </Field>
          </Row>
        ))}
      </ol>
      <Field label="The weekday of the first day of year 1" className="max-w-xs">
        <Select
          value={String(draft.firstWeekday)}
          options={draft.weekdays.map((weekday, index) => ({
            value: String(index),
            label: weekday || `Weekday ${index + 1}`,
          }))}
          onChange={(event) => onChange({ ...draft, firstWeekday: Number(event.target.value) })}
        />
      </Field>
    </ListSection>
  );
}

export function LeapRulesEditor({ draft, onChange }: DraftProps) {
  const everyYear = draft.months.filter((month) => month.everyYears === undefined || month.everyYears === 1);
  const setLeap = (index: number, change: Partial<CalendarDraft['leapDays'][number]>) =>
    onChange({
      ...draft,
      leapDays: replaceAt(draft.leapDays, index, { ...draft.leapDays[index], ...change } as never),
    });
  return (
    <ListSection
      legend="Leap rules"
      addLabel="Add leap rule"
      onAdd={() =>
        onChange({
          ...draft,
          leapDays: [
            ...draft.leapDays,
            { month: everyYear[0]?.name ?? '', rule: '4', days: 1, yearOffset: 0 },
          ],
        })
      }
    >
      {draft.leapDays.length === 0 ? <p className="text-sm text-fg-muted">No leap years.</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.leapDays.map((leap, index) => (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its names change as typed
            key={index}
            removeLabel={`Remove leap rule ${index + 1}`}
            onRemove={() => onChange({ ...draft, leapDays: removeAt(draft.leapDays, index) })}
          >
            <Field label={`Leap rule ${index + 1} month`} className="min-w-40 flex-1">
              <Select
                value={leap.month}
                options={everyYear.map((month) => ({ value: month.name, label: month.name }))}
                onChange={(event) => setLeap(index, { month: event.target.value })}
              />
            </Field>
            <Field
              label="Rule"
              hint="400,!100,4: the first divisor that divides the year decides"
              className="min-w-40 flex-1"
            >
              <Input value={leap.rule} onChange={(event) => setLeap(index, { rule: event.target.value })} />
            </Field>
            <Field label="Days added" className="w-24">
              {numberInput(leap.days, (days) => setLeap(index, { days }))}
            </Field>
            <Field label="Counting from year" className="w-32">
              {numberInput(leap.yearOffset, (yearOffset) => setLeap(index, { yearOffset }))}
            </Field>
          </Row>
        ))}
      </ol>
    </ListSection>
  );
}

const countLabels: Record<Era['count'], string> = {
  continue: 'Continues the count',
  restart: 'Restarts at year 1',
  countdown: 'Counts down to the next era',
};

export function ErasEditor({ draft, onChange }: DraftProps) {
  const setEra = (index: number, era: Era) => onChange({ ...draft, eras: replaceAt(draft.eras, index, era) });
  return (
    <ListSection
      legend="Eras"
      addLabel="Add era"
      onAdd={() => {
        const name = freshName(
          'Era',
          draft.eras.map((era) => era.name),
        );
        const last = draft.eras.at(-1)?.start ?? 0;
        const era: Era =
          draft.eras.length === 0
            ? { name, abbreviation: 'E', count: 'continue' }
            : { name, abbreviation: `E${draft.eras.length + 1}`, start: last + 100, count: 'restart' };
        onChange({ ...draft, eras: [...draft.eras, era] });
      }}
    >
      {draft.eras.length === 0 ? (
        <p className="text-sm text-fg-muted">No eras: years are counted plainly.</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {draft.eras.map((era, index) => (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its names change as typed
            key={index}
            removeLabel={`Remove ${era.name || `era ${index + 1}`}`}
            onRemove={() => onChange({ ...draft, eras: removeAt(draft.eras, index) })}
          >
            <Field label={`Era ${index + 1} name`} className="min-w-40 flex-1">
              <Input
                value={era.name}
                onChange={(event) => setEra(index, { ...era, name: event.target.value })}
              />
            </Field>
            <Field label="Abbreviation" className="w-28">
              <Input
                value={era.abbreviation}
                onChange={(event) => setEra(index, { ...era, abbreviation: event.target.value })}
              />
            </Field>
            {index === 0 ? null : (
              <Field label="Starts in year" className="w-28">
                {numberInput(era.start, (start) => setEra(index, { ...era, start }))}
              </Field>
            )}
            <Field label="Years" className="min-w-48">
              <Select
                value={era.count}
                options={eraCounts.map((count) => ({ value: count, label: countLabels[count] }))}
                onChange={(event) => setEra(index, { ...era, count: event.target.value as Era['count'] })}
              />
            </Field>
          </Row>
        ))}
      </ol>
    </ListSection>
  );
}

export function MoonsEditor({ draft, onChange }: DraftProps) {
  const setMoon = (index: number, change: Partial<CalendarDraft['moons'][number]>) =>
    onChange({
      ...draft,
      moons: replaceAt(draft.moons, index, { ...draft.moons[index], ...change } as never),
    });
  return (
    <ListSection
      legend="Moons"
      addLabel="Add moon"
      onAdd={() =>
        onChange({
          ...draft,
          moons: [
            ...draft.moons,
            {
              name: freshName(
                'Moon',
                draft.moons.map((moon) => moon.name),
              ),
              cycleDays: 28,
              offsetDays: 0,
            },
          ],
        })
      }
    >
      {draft.moons.length === 0 ? <p className="text-sm text-fg-muted">No moons.</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.moons.map((moon, index) => (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its names change as typed
            key={index}
            removeLabel={`Remove ${moon.name || `moon ${index + 1}`}`}
            onRemove={() => onChange({ ...draft, moons: removeAt(draft.moons, index) })}
          >
            <Field label={`Moon ${index + 1} name`} className="min-w-40 flex-1">
              <Input value={moon.name} onChange={(event) => setMoon(index, { name: event.target.value })} />
            </Field>
            <Field label="Cycle in days" className="w-28">
              {numberInput(moon.cycleDays, (cycleDays) => setMoon(index, { cycleDays }))}
            </Field>
            <Field label="First new moon (day)" className="w-36">
              {numberInput(moon.offsetDays, (offsetDays) => setMoon(index, { offsetDays }))}
            </Field>
          </Row>
        ))}
      </ol>
    </ListSection>
  );
}
