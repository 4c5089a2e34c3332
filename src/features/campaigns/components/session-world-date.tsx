import { useState } from 'react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import type { Calendar } from '../../../../common/time/calendar';
import { readDateText } from '../../../../common/time/date-text';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { WorldDateText } from '../../../ui/world-date-text';
import { useSetCurrentWorldDate } from './current-world-date';

/**
 * On a session's page: where the campaign stands in the world, and a button that moves it to the
 * session's own date of the world (decision 040).
 */
export function SessionWorldDate({
  campaign,
  calendar,
  worldDate,
}: {
  campaign: CampaignDetail;
  calendar: Calendar | null | undefined;
  worldDate: string;
}) {
  const { set, isPending } = useSetCurrentWorldDate(campaign);
  const [message, setMessage] = useState('');
  const current = campaign.currentWorldDate ?? '';
  const isReadable = calendar ? readDateText(worldDate, calendar).kind === 'dated' : worldDate.trim() !== '';
  const isThere = worldDate.trim() !== '' && worldDate.trim() === current.trim();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="text-base font-semibold text-fg">In the world</h3>
      <p className="flex flex-wrap gap-x-2 text-sm text-fg-muted">
        The campaign's current date: <WorldDateText text={current} calendar={calendar} />
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={isPending || !isReadable || isThere}
          onClick={async () => {
            setMessage('');
            try {
              await set(worldDate.trim());
              setMessage("The campaign's date is now this session's.");
            } catch (failure) {
              setMessage(`Not saved. ${(failure as Error).message}`);
            }
          }}
        >
          Advance to this session's date
        </Button>
        <p role="status" className="text-xs text-fg-muted">
          {message ||
            (worldDate.trim() === ''
              ? 'Give the session a world date (Edit) to move the campaign to it.'
              : isThere
                ? "The campaign is at this session's date."
                : '')}
        </p>
      </div>
    </Card>
  );
}
