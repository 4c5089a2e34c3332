import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useFieldControlProps } from './field-context';

export const controlClasses =
  'w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-muted transition-colors duration-150 hover:border-fg-muted disabled:cursor-not-allowed disabled:opacity-60 read-only:border-border read-only:bg-surface-sunken read-only:text-fg-muted read-only:hover:border-border aria-invalid:border-danger';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const controlProps = useFieldControlProps(props);
  return <input type={type} className={cn(controlClasses, 'h-9', className)} {...controlProps} />;
}
