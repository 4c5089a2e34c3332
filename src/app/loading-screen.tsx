import { LoaderCircle } from 'lucide-react';

/** Shown while the session check or the first page is still on its way. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-bg text-fg-muted"
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent-text" />
      <span className="text-sm">Loading Fablehold…</span>
    </div>
  );
}
