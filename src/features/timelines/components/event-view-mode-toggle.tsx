import { GitCommitVertical, LayoutGrid, List, Ruler } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { EventViewMode } from './event-views';

/** The spec's three views, and the events spaced by real time in the owner's calendar where offered. */
export type TimelineViewMode = EventViewMode | 'scale';

const modes = [
  { value: 'timeline', label: 'Timeline', Icon: GitCommitVertical },
  { value: 'list', label: 'List', Icon: List },
  { value: 'card', label: 'Card', Icon: LayoutGrid },
] as const;
const scaleMode = { value: 'scale', label: 'To scale', Icon: Ruler } as const;

/** The one view switcher of a timeline: the spec's Timeline, List and Card, then To scale when offered. */
export function EventViewModeToggle({
  value,
  onChange,
  hasScale = false,
}: {
  value: TimelineViewMode;
  onChange: (mode: TimelineViewMode) => void;
  hasScale?: boolean;
}) {
  const shown = hasScale ? [...modes, scaleMode] : modes;
  return (
    <fieldset
      aria-label="View mode"
      className="m-0 inline-flex w-fit min-w-0 shrink-0 flex-wrap gap-0.5 rounded-md border border-border-strong bg-surface p-0.5"
    >
      {shown.map(({ value: mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm font-medium transition-colors duration-150',
            mode === 'scale' && 'ml-0.5 border-l border-border pl-3',
            value === mode ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:text-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
