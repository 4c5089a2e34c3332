import { useState } from 'react';
import { Link } from 'react-router';
import type { CalendarOwner, CalendarPresetId, StoredCalendar } from '../../../../common/api/calendars';
import type { Calendar } from '../../../../common/time/calendar';
import type { CalendarFileImported } from '../../../data/calendar-file-import';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CalendarSetup } from './calendar-setup';

/**
 * A novel or campaign without a calendar of its own counts time by its universe's (decision 040): say
 * so, lead to that calendar, and offer to make one of its own instead.
 */
export function BorrowedCalendar({
  owner,
  stored,
  ownerName,
  isPending,
  onPreset,
  onImport,
  onImported,
}: {
  owner: CalendarOwner;
  stored: StoredCalendar;
  ownerName: string;
  isPending: boolean;
  onPreset: (preset: CalendarPresetId) => Promise<unknown>;
  onImport: (calendar: Calendar) => Promise<unknown>;
  onImported: (result: CalendarFileImported) => void;
}) {
  const [isMaking, setMaking] = useState(false);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="text-sm text-fg">
        This {owner.ownerKind} has no calendar of its own: it counts time by its universe's,{' '}
        <strong>{stored.calendar.name}</strong>.{' '}
        <Link
          to={`/universes/${encodeURIComponent(stored.ownerId)}/calendar`}
          className="text-accent-text underline underline-offset-2"
        >
          Change the universe's calendar
        </Link>
      </p>
      {isMaking ? (
        <CalendarSetup
          owner={owner}
          ownerName={ownerName}
          isPending={isPending}
          onPreset={onPreset}
          onImport={onImport}
          onImported={onImported}
        />
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setMaking(true)}>
            Give this {owner.ownerKind} its own calendar
          </Button>
        </div>
      )}
    </Card>
  );
}
