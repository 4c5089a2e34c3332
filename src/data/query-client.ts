import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isNotFoundError, isValidationError } from './errors';
import { announceRefusedSave } from './save-notices';

/**
 * Set on a mutation whose failure no form reports (an optimistic change the screen has already shown):
 * its refusal is announced in the app's notifications as `${failureMessage} ${error.message}`.
 */
export type AnnouncedMutationMeta = { failureMessage: string };

function failureMessageOf(meta: Record<string, unknown> | undefined): string | undefined {
  const message = meta?.failureMessage;
  return typeof message === 'string' ? message : undefined;
}

/** The app's query client. A missing record or bad input will not change on retry, so those fail at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const failure = failureMessageOf(mutation.meta);
        if (failure !== undefined) announceRefusedSave(`${failure} ${error.message}`);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !isNotFoundError(error) && !isValidationError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
