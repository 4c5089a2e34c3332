import { CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { Skeleton } from './skeleton';

/**
 * The card grid every list page uses, so the skeletons sit exactly where the cards will appear:
 * one column on phones, two on tablets, three on desktops, four on wide screens.
 */
export const listGridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

/** The spec's count of loading cards (section 9). */
export const SKELETON_CARD_COUNT = 6;

/** One placeholder in the shape of a list card: cover, title, two lines of text, badge and action. */
export function SkeletonCard() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
        <div className="mt-2 flex items-center justify-between">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-16" />
        </div>
      </div>
    </Card>
  );
}

export type ListPageSkeletonProps = {
  /** What is loading, for screen readers: "Loading novels…". */
  label: string;
  className?: string;
};

/**
 * Six skeleton cards in the list grid while a list loads. The grid is a polite status region whose only
 * readable text is the label, so screen readers hear "Loading novels…" once instead of six empty cards.
 */
export function ListPageSkeleton({ label, className }: ListPageSkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      <div className={listGridClassName}>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          // The placeholders never reorder, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  );
}

export type ListPageErrorProps = {
  /** The error's message, shown as it is (data-layer errors are worded for users). */
  message: string;
  /** Defaults to reloading the page, as the spec says; tests pass a spy. */
  onRetry?: () => void;
  className?: string;
};

/**
 * A list that failed to load: its message and 'Try Again', which reloads the page. The page also
 * disables its New button while this shows (see src/ui/README.md).
 */
export function ListPageError({ message, onRetry, className }: ListPageErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-danger/40 bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-danger-text" />
      <p className="max-w-md text-sm text-fg">{message || 'An unexpected error occurred'}</p>
      <Button variant="secondary" onClick={onRetry ?? (() => window.location.reload())}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
