import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  /** The accessible name; shown only to assistive technology unless isLabelVisible. */
  label: string;
  isLabelVisible?: boolean;
  value: string;
  onValueChange: (value: string) => void;
};

export function SearchInput({
  label,
  isLabelVisible = false,
  value,
  onValueChange,
  className,
  id,
  ...props
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={isLabelVisible ? 'text-sm font-medium text-fg' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(controlClasses, 'h-9 pl-9')}
          {...props}
        />
      </div>
    </div>
  );
}
