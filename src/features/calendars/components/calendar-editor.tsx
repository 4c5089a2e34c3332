import { Save } from 'lucide-react';
import { useState } from 'react';
import type { StoredCalendar } from '../../../../common/api/calendars';
import type { Calendar } from '../../../../common/time/calendar';
import { isCalendarConflict } from '../../../data/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { type CalendarDraft, checkDraft, numberFromText, textOfNumber } from '../model/calendar-draft';
import { ErasEditor, LeapRulesEditor, MonthsEditor, MoonsEditor, WeekdaysEditor } from './editor-lists';
import { MonthView } from './month-view';

export type CalendarEditorProps = {
  stored: StoredCalendar;
  onSave: (base: StoredCalendar, calendar: Calendar) => Promise<StoredCalendar>;
};

type Notice = { tone: 'info' | 'danger'; text: string } | null;

/**
 * Every part of a calendar, with a live preview of today's month as typed. Saving names the version it
 * started from: a calendar changed elsewhere meanwhile is not overwritten; what was typed stays, and
 * the next Save (knowingly) writes over the newer one.
 */
export function CalendarEditor({ stored, onSave }: CalendarEditorProps) {
  const [draft, setDraft] = useState<CalendarDraft>(stored.calendar);
  const [base, setBase] = useState(stored);
  const [notice, setNotice] = useState<Notice>(null);
  const [isSaving, setIsSaving] = useState(false);
  const checked = checkDraft(draft);
  const isChanged = JSON.stringify(draft) !== JSON.stringify(base.calendar);

  const change = (next: CalendarDraft) => {
    setDraft(next);
    setNotice(null);
  };

  async function handleSave() {
    if (!checked.ok) {
      setNotice({ tone: 'danger', text: 'Not saved: fix the problems listed under the preview first.' });
      return;
    }
    setIsSaving(true);
    try {
      const saved = await onSave(base, checked.calendar);
      setBase(saved);
      setDraft(saved.calendar);
      setNotice({ tone: 'info', text: 'Calendar saved.' });
    } catch (error) {
      if (isCalendarConflict(error)) {
        setBase(error.current);
        setNotice({
          tone: 'danger',
          text: `${error.message} Saving again replaces the newer version with yours.`,
        });
      } else {
        setNotice({
          tone: 'danger',
          text: error instanceof Error ? error.message : 'The calendar was not saved.',
        });
      }
    } finally {
      setIsSaving(false);
    }
  }

  const todayMonth = draft.months[draft.today.month - 1];

  return (
    <section aria-labelledby="calendar-editor" className="flex flex-col gap-4">
      <h2 id="calendar-editor" className="text-lg font-semibold text-fg">
        Edit calendar
      </h2>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form
          className="flex min-w-0 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Calendar name">
              <Input
                value={draft.name}
                onChange={(event) => change({ ...draft, name: event.target.value })}
              />
            </Field>
            <Field label="Date format" hint="Y year, MMMM month, D day, ERA era, [text] as written">
              <Input
                value={draft.format}
                onChange={(event) => change({ ...draft, format: event.target.value })}
              />
            </Field>
            <Field label="Hours per day">
              <Input
                inputMode="numeric"
                value={textOfNumber(draft.hoursPerDay)}
                onChange={(event) => change({ ...draft, hoursPerDay: numberFromText(event.target.value) })}
              />
            </Field>
            <Field label="Minutes per hour">
              <Input
                inputMode="numeric"
                value={textOfNumber(draft.minutesPerHour)}
                onChange={(event) => change({ ...draft, minutesPerHour: numberFromText(event.target.value) })}
              />
            </Field>
          </div>
          <Checkbox
            label="The count has a year 0"
            checked={draft.hasYearZero}
            onCheckedChange={(hasYearZero) => change({ ...draft, hasYearZero })}
          />
          <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-fg">Today</legend>
            <div className="flex flex-wrap gap-3">
              <Field label="Today's year" className="w-32">
                <Input
                  inputMode="numeric"
                  value={textOfNumber(draft.today.year)}
                  onChange={(event) =>
                    change({ ...draft, today: { ...draft.today, year: numberFromText(event.target.value) } })
                  }
                />
              </Field>
              <Field label="Today's month" className="min-w-40 flex-1">
                <Select
                  value={String(draft.today.month)}
                  options={draft.months.map((month, index) => ({
                    value: String(index + 1),
                    label: month.name || `Month ${index + 1}`,
                  }))}
                  onChange={(event) =>
                    change({ ...draft, today: { ...draft.today, month: Number(event.target.value) } })
                  }
                />
              </Field>
              <Field label="Today's day" className="w-24">
                <Input
                  inputMode="numeric"
                  value={textOfNumber(draft.today.day)}
                  onChange={(event) =>
                    change({ ...draft, today: { ...draft.today, day: numberFromText(event.target.value) } })
                  }
                />
              </Field>
            </div>
          </fieldset>
          <MonthsEditor draft={draft} onChange={change} />
          <WeekdaysEditor draft={draft} onChange={change} />
          <LeapRulesEditor draft={draft} onChange={change} />
          <ErasEditor draft={draft} onChange={change} />
          <MoonsEditor draft={draft} onChange={change} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isSaving}>
              <Save aria-hidden="true" />
              {isSaving ? 'Saving…' : 'Save calendar'}
            </Button>
            {isChanged ? <span className="text-sm text-fg-muted">Unsaved changes</span> : null}
          </div>
          <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
        </form>
        {/* First on narrow screens, so that the preview is seen while the fields above it change. */}
        <Card className="order-first flex h-fit min-w-0 flex-col gap-3 p-4 xl:sticky xl:top-20 xl:order-none">
          <h3 className="text-base font-semibold text-fg">Preview</h3>
          {checked.ok && todayMonth !== undefined ? (
            <MonthView
              calendar={checked.calendar}
              shown={{ year: checked.calendar.today.year, month: checked.calendar.today.month }}
              onShow={() => undefined}
              headingLevel={3}
              isPreview
            />
          ) : (
            <p className="text-sm text-fg-muted">The preview shows once the calendar has no problems.</p>
          )}
          {checked.ok ? null : (
            <div className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold text-danger-text">Problems</h4>
              <ul className="list-disc pl-5 text-sm text-danger-text">
                {checked.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      </div>
    </section>
  );
}
