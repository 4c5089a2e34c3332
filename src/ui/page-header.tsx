import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A back link shown above the title, e.g. { to: '/novels', label: 'Back to Novels' }. */
  back?: { to: string; label: string };
  /** Things beside the title: favorite toggle, badges. */
  meta?: ReactNode;
  /** Buttons on the right (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  className?: string;
};

/** The page's single h1 with its back link, badges and actions. */
export function PageHeader({ title, description, back, meta, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-3', className)}>
      {back ? (
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-fg-muted hover:text-fg"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{title}</h1>
            {meta}
          </div>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
