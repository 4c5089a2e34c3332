import { initialsOf, type PresencePerson } from '../../common/workspace/presence';
import { cn } from '../lib/cn';

/** How many avatars are shown before "+N". */
const SHOWN = 4;

/**
 * Who else is on this page (decision 062, presence): one avatar per person (their initials), each named
 * for screen readers ("Ana is here"). Nothing when nobody else is.
 */
export function PresenceAvatars({
  people,
  className,
}: {
  people: readonly PresencePerson[];
  className?: string;
}) {
  const byPerson = [...new Map(people.map((person) => [person.userId, person])).values()];
  if (byPerson.length === 0) return null;
  const rest = byPerson.length - SHOWN;
  return (
    <ul aria-label="Who is here" className={cn('flex items-center -space-x-1.5', className)}>
      {byPerson.slice(0, SHOWN).map((person) => (
        <li key={person.userId}>
          <span
            role="img"
            aria-label={`${person.name} is here`}
            title={`${person.name} is here`}
            className="inline-flex size-7 items-center justify-center rounded-full border-2 border-bg bg-accent text-xs font-semibold text-accent-fg"
          >
            {initialsOf(person.name)}
          </span>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <span
            role="img"
            aria-label={`and ${rest} more`}
            className="inline-flex size-7 items-center justify-center rounded-full border-2 border-bg bg-surface-sunken text-xs text-fg"
          >
            +{rest}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
