import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../data/query-client';

/**
 * Workspace data for the signed-in screens. One cache per signed-in visit: signing out unmounts the
 * layout and drops it, so the next user never sees the previous one's cached data.
 */
export function WorkspaceDataProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
