import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';

export function TimelineNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border-strong px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-fg-muted"
      >
        <SearchX className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold text-fg">Timeline Not Found</h1>
      <p className="max-w-md text-sm text-fg-muted">
        The timeline you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild variant="secondary">
        <Link to="/timelines">
          <ArrowLeft aria-hidden="true" />
          Back to Timelines
        </Link>
      </Button>
    </div>
  );
}
