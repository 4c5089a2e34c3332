import { GitCommitVertical, LayoutGrid, List } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { EventViewMode } from './event-views';

const modes = [
  { value: 'timeline', label: 'Timeline', Icon: GitCommitVertical },
  { value: 'list', label: 'List', Icon: List },
  { value: 'card', label: 'Card', Icon: LayoutGrid },
] as const;

export function EventViewModeToggle({
  value,
  onChange,
}: {
  value: EventViewMode;
  onChange: (mode: EventViewMode) => void;
}) {
  return (
    <fieldset
      aria-label="View mode"
      className="m-0 inline-flex min-w-0 shrink-0 gap-0.5 rounded-md border border-border-strong bg-surface p-0.5"
    >
      {modes.map(({ value: mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm font-medium transition-colors duration-150',
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
