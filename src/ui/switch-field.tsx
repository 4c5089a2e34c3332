import { Switch } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../lib/cn';

type SwitchFieldProps = {
  label: string;
  /** A line under the label, read as the switch's description. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
};

/**
 * An on/off setting: a WAI-ARIA switch named by its label. For options that change how something
 * works (dark mode, what an export carries along), where a checkbox would read as one of a list of
 * things to pick.
 */
export function SwitchField({ label, hint, checked, onCheckedChange, className }: SwitchFieldProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="flex flex-col">
        <span id={labelId} className="text-sm font-medium text-fg">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="text-xs text-fg-muted">
            {hint}
          </span>
        ) : null}
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border-strong bg-surface-sunken transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-accent data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="block size-4 translate-x-1 rounded-full bg-fg-muted transition-transform duration-150 data-[state=checked]:translate-x-6 data-[state=checked]:bg-accent-fg" />
      </Switch.Root>
    </div>
  );
}
