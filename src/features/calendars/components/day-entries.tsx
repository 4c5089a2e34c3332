import { memo } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { type DatedEntry, entriesShown } from '../model/dated-entries';

const KIND_TONE: Record<DatedEntry['kind'], string> = {
  event: 'bg-tone-blue-bg text-tone-blue-fg',
  chapter: 'bg-tone-green-bg text-tone-green-fg',
  session: 'bg-tone-violet-bg text-tone-violet-fg',
  birthday: 'bg-tone-gold-bg text-tone-gold-fg',
  birth: 'bg-tone-gold-bg text-tone-gold-fg',
  death: 'bg-surface-sunken text-fg-muted',
};
const KIND_WORD: Record<DatedEntry['kind'], string> = {
  event: 'Event',
  chapter: 'Chapter',
  session: 'Session',
  birthday: 'Birthday',
  birth: 'Birth',
  death: 'Death',
};

/**
 * A day's entries in its cell, each a link to where it lives; beyond three, two and "+N more", which
 * shows the rest in place (so a month of a thousand events paints a few links per day, not all).
 */
export const DayEntries = memo(function DayEntries({
  entries,
  date,
  isExpanded,
  onExpand,
}: {
  entries: readonly DatedEntry[];
  date: string;
  isExpanded: boolean;
  onExpand: () => void;
}) {
  const { shown, hidden } = entriesShown(entries, isExpanded);
  return (
    <ul className="mt-1 flex flex-col gap-1">
      {shown.map((entry) => (
        <li key={entry.id} className="min-w-0">
          <Link
            to={entry.href}
            title={entry.label}
            className={cn(
              'block truncate rounded px-1.5 py-0.5 text-xs underline-offset-2 hover:underline',
              KIND_TONE[entry.kind],
            )}
          >
            {entry.kind === 'event' ? null : <span className="sr-only">{KIND_WORD[entry.kind]}: </span>}
            {entry.label}
          </Link>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <button
            type="button"
            aria-label={`Show ${hidden} more on ${date}`}
            onClick={onExpand}
            className="rounded px-1.5 py-0.5 text-xs font-medium text-accent-text hover:underline"
          >
            +{hidden} more
          </button>
        </li>
      ) : null}
    </ul>
  );
});
