import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AlertProps = {
  tone?: 'danger' | 'info';
  children: ReactNode;
  className?: string;
};

/** A message about the whole form or page, announced by screen readers as soon as it appears. */
export function Alert({ tone = 'danger', children, className }: AlertProps) {
  const Icon = tone === 'danger' ? CircleAlert : Info;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'danger'
          ? 'border-danger/40 bg-tone-red-bg text-tone-red-fg'
          : 'border-border bg-tone-blue-bg text-tone-blue-fg',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
