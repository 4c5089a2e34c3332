import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useFieldControlProps } from './field-context';
import { controlClasses } from './input';

export type SelectOption = { value: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a novel". */
  placeholder?: string;
};

/** A styled native <select>: the platform's own picker is accessible and works on every phone. */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  const controlProps = useFieldControlProps(props);
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-9 appearance-none pr-9', className)} {...controlProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
