import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { type BadgeTone, badgeToneClasses } from './badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

export type StatusOption<T extends string> = { value: T; label: string; tone: BadgeTone };

export type StatusMenuProps<T extends string> = {
  /** Names the control with what it is about: 'Status of Deliver the embers' (the current value follows). */
  label: string;
  value: T;
  options: readonly StatusOption<T>[];
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A status badge that is also its own picker: it looks like the badge (tone and text), and opens a menu of
 * the statuses to choose from. Positioned with z-10 so it stays clickable over a card's stretched link.
 */
export function StatusMenu<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: StatusMenuProps<T>) {
  const current = options.find((option) => option.value === value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`${label}: ${current?.label ?? value}`}
        className={cn(
          'relative z-10 inline-flex items-center gap-1 rounded-full py-0.5 pr-1.5 pl-2.5 text-xs font-medium whitespace-nowrap hover:ring-2 hover:ring-border-strong',
          badgeToneClasses[current?.tone ?? 'neutral'],
          className,
        )}
      >
        <span>{current?.label ?? value}</span>
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={label}>
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
