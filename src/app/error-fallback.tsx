import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

/** The spec's wording for an error that has no usable message. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The message worth showing for whatever was thrown. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null) {
    // Router error responses carry statusText; anything else with a message string is shown too.
    const { message, statusText } = error as { message?: unknown; statusText?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return UNEXPECTED_ERROR;
}

export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <div
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-tone-red-bg text-tone-red-fg"
        >
          <TriangleAlert className="size-7" />
        </div>
        <h1 className="text-2xl font-semibold text-fg">Something went wrong</h1>
        <p className="text-sm break-words text-fg-muted">{errorMessageOf(error)}</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    </main>
  );
}
