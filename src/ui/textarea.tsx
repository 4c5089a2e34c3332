import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useFieldControlProps } from './field-context';
import { controlClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const controlProps = useFieldControlProps(props);
  return (
    <textarea rows={rows} className={cn(controlClasses, 'min-h-20 py-2', className)} {...controlProps} />
  );
}
