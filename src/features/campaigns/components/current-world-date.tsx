import { Hourglass } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { WORLD_DATE_MAX } from '../../../../common/domain/shared';
import type { Calendar } from '../../../../common/time/calendar';
import { addDaysToText } from '../../../../common/time/date-text';
import { useUpdateCampaign } from '../../../data/campaigns';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { WorldDateInput } from '../../../ui/world-date/world-date-input';
import { WorldDateText } from '../../../ui/world-date-text';

/** Sets the campaign's current date of the world; resolves when stored, rejects with the API's message. */
export function useSetCurrentWorldDate(campaign: CampaignDetail) {
  const update = useUpdateCampaign();
  return {
    set: (text: string) => update.mutateAsync({ id: campaign.id, patch: { currentWorldDate: text } }),
    isPending: update.isPending,
  };
}

/**
 * The campaign's current date of the world on its overview (decision 040): what was typed, what the
 * calendar reads in it, a field to set it and a step of N days forward. Sessions move it to their date.
 */
export function CurrentWorldDate({
  campaign,
  calendar,
}: {
  campaign: CampaignDetail;
  calendar: Calendar | null | undefined;
}) {
  const current = campaign.currentWorldDate ?? '';
  const { set, isPending } = useSetCurrentWorldDate(campaign);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [days, setDays] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const daysId = useId();
  const text = draft ?? current;
  const step = Number(days);
  const isStepValid = /^-?\d{1,6}$/.test(days.trim()) && step !== 0;
  const advanced = calendar && isStepValid ? addDaysToText(current, step, calendar) : '';

  const save = async (next: string) => {
    setError(null);
    try {
      await set(next);
      setDraft(undefined);
    } catch (failure) {
      setError(`Not saved. ${(failure as Error).message}`);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(text.trim());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hourglass aria-hidden="true" className="size-4 text-accent-text" />
          In the world
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-base font-semibold text-fg">
          <WorldDateText text={current} calendar={calendar} />
        </p>
        <form className="flex flex-col gap-2" onSubmit={handleSubmit}>
          <Field label="Current world date" error={error}>
            <WorldDateInput
              value={text}
              calendar={calendar ?? null}
              label="Current world date"
              placeholder="e.g. Year 312, Frostmonth 3"
              maxLength={WORLD_DATE_MAX}
              onChange={setDraft}
            />
          </Field>
          <Button type="submit" size="sm" variant="secondary" disabled={isPending || text === current}>
            Set date
          </Button>
        </form>
        {calendar ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex w-24 flex-col gap-1.5">
              <label htmlFor={daysId} className="text-sm font-medium text-fg">
                Days
              </label>
              <Input
                id={daysId}
                inputMode="numeric"
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={isPending || advanced === ''}
              onClick={() => void save(advanced)}
            >
              Advance by {isStepValid ? Math.abs(step) : 'N'} {Math.abs(step) === 1 ? 'day' : 'days'}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-fg-muted">
            <Link
              to={`/campaigns/${campaign.id}/calendar`}
              className="text-accent-text underline underline-offset-2"
            >
              Set up a calendar
            </Link>{' '}
            to move the date on by days.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
