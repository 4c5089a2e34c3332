import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../lib/cn';

export type ViewMode = 'grid' | 'list';

export type ViewToggleProps = {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
  className?: string;
};

const options = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { value: 'list', label: 'List view', Icon: List },
] as const;

/** Two pressed/unpressed buttons switching a list page between cards and a dense list. */
export function ViewToggle({ value, onChange, className }: ViewToggleProps) {
  return (
    <fieldset
      aria-label="View"
      className={cn(
        'm-0 inline-flex min-w-0 rounded-md border border-border-strong bg-surface p-0.5',
        className,
      )}
    >
      {options.map(({ value: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={label}
          aria-pressed={value === option}
          title={label}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded transition-colors duration-150',
            value === option ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:text-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fieldset>
  );
}
