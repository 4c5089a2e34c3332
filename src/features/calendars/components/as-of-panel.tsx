import { memo, useId, useMemo, useState } from 'react';
import type { CalendarOwner } from '../../../../common/api/calendars';
import type { Character } from '../../../../common/domain/reference';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { describeLife, happenedAsOf, peopleAsOf } from '../../../../common/time/as-of';
import type { Calendar } from '../../../../common/time/calendar';
import { useRecords } from '../../../data/records';
import { AsOfDateField, asOfDay } from '../../../ui/as-of-date-field';
import { ownerCharacterFilter } from '../use-owner-dated-sources';
import { ScrollList } from './scroll-list';

/**
 * "As of" a date of the calendar (decision 040): who is alive and how old, who has died, and which of
 * the owner's events have happened. The calendar's today unless another date is typed.
 */
// Memoised: the calendar page re-renders on every month change, and this panel reads every event's date.
export const AsOfPanel = memo(function AsOfPanel({
  calendar,
  characters,
  events,
}: {
  calendar: Calendar;
  characters: readonly Character[];
  events: readonly TimelineEvent[];
}) {
  const headingId = useId();
  const [asOf, setAsOf] = useState('');
  // One object per typed text, so the reading below is not redone on renders that change nothing.
  const day = useMemo(() => asOfDay(asOf, calendar), [asOf, calendar]);
  const read = useMemo(() => {
    if (day === undefined) return undefined;
    const life = (character: Character) => ({ born: character.born ?? '', died: character.died ?? '' });
    return {
      people: peopleAsOf(calendar, characters, life, day.day),
      events: happenedAsOf(calendar, events, (event) => event.date, day.day),
    };
  }, [calendar, characters, events, day]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        As of a date
      </h2>
      <div className="max-w-md">
        <AsOfDateField calendar={calendar} value={asOf} onChange={setAsOf} />
      </div>
      {read && day ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-semibold text-fg">Alive on {day.label}</h3>
            {read.people.alive.length === 0 ? (
              <p className="text-sm text-fg-muted">
                No one with a birth date in {calendar.name} is alive on this date.
              </p>
            ) : (
              <ScrollList
                items={read.people.alive}
                label={`Alive on ${day.label}`}
                ordered={false}
                rowHeight={32}
                maxHeight={288}
                getKey={({ person }) => person.id}
                renderRow={({ person, life }) => (
                  <span className="flex h-8 items-center justify-between gap-3 border-b border-border text-sm">
                    <span className="truncate font-medium text-fg">{person.name}</span>
                    <span className="shrink-0 text-fg-muted">{describeLife(life)}</span>
                  </span>
                )}
              />
            )}
            {read.people.dead.length > 0 ? (
              <>
                <h4 className="mt-2 text-sm font-semibold text-fg">Died by then</h4>
                <ul className="flex flex-col text-sm">
                  {read.people.dead.map(({ person, life }) => (
                    <li key={person.id} className="flex justify-between gap-3 py-1">
                      <span className="text-fg">{person.name}</span>
                      <span className="text-fg-muted">{describeLife(life)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-semibold text-fg">
              {read.events.happened.length} of {events.length} events happened by then
            </h3>
            {read.events.happened.length === 0 ? (
              <p className="text-sm text-fg-muted">None of the events has happened yet.</p>
            ) : (
              <ScrollList
                items={read.events.happened}
                label="Events happened by then"
                rowHeight={28}
                maxHeight={288}
                getKey={(event) => event.id}
                renderRow={(event) => (
                  <span className="flex h-7 items-center justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate text-fg">{event.title}</span>
                    <span className="min-w-0 shrink-0 truncate text-fg-muted">{event.date}</span>
                  </span>
                )}
              />
            )}
            {read.events.undated.length > 0 ? (
              <p className="text-xs text-fg-muted">
                {read.events.undated.length} with dates {calendar.name} cannot read are not counted.
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
});

const NO_CHARACTERS: readonly Character[] = [];

/** The panel for a calendar's owner: its References characters and the events of its timelines. */
export const OwnerAsOfPanel = memo(function OwnerAsOfPanel({
  owner,
  calendar,
  events,
}: {
  owner: CalendarOwner;
  calendar: Calendar;
  events: readonly TimelineEvent[];
}) {
  const characters = useRecords('character', ownerCharacterFilter(owner));
  return <AsOfPanel calendar={calendar} characters={characters.data ?? NO_CHARACTERS} events={events} />;
});
