import { QueryClient } from '@tanstack/react-query';
import { isNotFoundError, isValidationError } from './errors';

/** The app's query client. A missing record or bad input will not change on retry, so those fail at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
