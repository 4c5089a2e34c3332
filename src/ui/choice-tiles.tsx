import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ChoiceTile<Value extends string> = {
  value: Value;
  label: string;
  /** A short line under the label ("pivotal turning point"). */
  meaning?: string;
  icon?: ReactNode;
};

export type ChoiceTilesProps<Value extends string> = {
  legend: string;
  /** Groups radios: unique per form. */
  name: string;
  options: readonly ChoiceTile<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  columns?: 2 | 3 | 4;
  className?: string;
};

const columnClasses = {
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
} as const;

/**
 * A radio group drawn as tiles. Native radios keep the platform's keyboard model (Tab into the group,
 * arrows between choices) and announce "Critical, pivotal turning point, radio, 1 of 4".
 */
export function ChoiceTiles<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 2,
  className,
}: ChoiceTilesProps<Value>) {
  return (
    <fieldset className={cn('m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0', className)}>
      <legend className="mb-1.5 p-0 text-sm font-medium text-fg">{legend}</legend>
      <div className={cn('grid gap-2', columnClasses[columns])}>
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                isChecked
                  ? 'border-accent bg-accent-soft text-fg'
                  : 'border-border-strong bg-surface text-fg hover:bg-surface-raised',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                // Invisible but covering the tile, so a click or tap lands on the radio itself.
                className="absolute inset-0 m-0 cursor-pointer opacity-0"
              />
              {option.icon ? (
                <span aria-hidden="true" className="mt-0.5 shrink-0 text-accent-text [&_svg]:size-4">
                  {option.icon}
                </span>
              ) : null}
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{option.label}</span>
                {option.meaning ? <span className="text-xs text-fg-muted">{option.meaning}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
