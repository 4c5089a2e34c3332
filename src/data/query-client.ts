import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isNotFoundError, isSessionEndedError, isValidationError } from './errors';
import { announceRefusedSave } from './save-notices';
import { announceTrashed, isTrashed } from './trash-notices';

/**
 * Set on a mutation whose failure no form reports (an optimistic change the screen has already shown):
 * its refusal is announced in the app's notifications as `${failureMessage} ${error.message}`.
 */
export type AnnouncedMutationMeta = { failureMessage: string };

function failureMessageOf(meta: Record<string, unknown> | undefined): string | undefined {
  const message = meta?.failureMessage;
  return typeof message === 'string' ? message : undefined;
}

export type QueryClientOptions = {
  /**
   * Called when a query or a change is refused because the session has ended (SessionEndedError): the
   * app forgets the session and sends the user to sign in, instead of leaving the page on its errors.
   */
  onSessionEnded?: () => void;
};

/**
 * The app's query client. A missing record, bad input or an ended session will not change on retry, so
 * those fail at once.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const reportSessionEnd = (error: unknown) => {
    if (isSessionEndedError(error)) options.onSessionEnded?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportSessionEnd }),
    mutationCache: new MutationCache({
      // Every delete resolves to its Trash entry: the toast offers Undo (decision 038).
      onSuccess: (data) => {
        if (isTrashed(data)) announceTrashed(data);
      },
      onError: (error, _variables, _context, mutation) => {
        reportSessionEnd(error);
        const failure = failureMessageOf(mutation.meta);
        if (failure !== undefined) announceRefusedSave(`${failure} ${error.message}`);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !isNotFoundError(error) &&
          !isValidationError(error) &&
          !isSessionEndedError(error) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
