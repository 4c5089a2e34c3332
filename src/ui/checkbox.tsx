import { Check } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'onChange'> & {
  /** Visible label beside the box; clicking it toggles the box. */
  label: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox with its label: the browser's own input (it submits with its form, takes Space, and is
 * a checkbox to every assistive technology), drawn in the app's style with the check on top.
 */
export function Checkbox({ label, id, className, onCheckedChange, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span className="relative flex size-4 shrink-0">
        <input
          type="checkbox"
          id={boxId}
          className="peer size-4 shrink-0 cursor-pointer appearance-none rounded border border-border-strong bg-surface transition-colors duration-150 checked:border-accent checked:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          {...props}
        />
        <Check
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-accent-fg peer-checked:block"
          strokeWidth={3}
        />
      </span>
      <label htmlFor={boxId} className="text-sm text-fg select-none">
        {label}
      </label>
    </div>
  );
}
