import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Usually one Button saying how to add what is missing. */
  action?: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border-strong px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-fg-muted [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-fg">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
