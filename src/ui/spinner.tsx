import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export type SpinnerProps = {
  /** Announced to screen readers; omit it when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span {...(label ? { role: 'status' } : {})} className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent-text" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
