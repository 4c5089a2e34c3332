import { createContext, type ReactNode, useContext } from 'react';
import type { ChangeDetail, ChangePage, RestoreResult } from '../../../common/api/history';

/** A record's changes as read page by page: TanStack Query's infinite result fits. */
export type HistoryRead = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { pages: ChangePage[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** One change as read. */
export type ChangeRead = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: ChangeDetail | undefined;
};

/**
 * History as the app reads and restores it (decision 039), given by src/app over src/data: the design
 * system draws it but does not talk to the network. The hooks are the same functions on every render.
 */
export type HistoryServices = {
  useRecordHistory: (recordId: string, entityId?: string) => HistoryRead;
  useChange: (id: string | null) => ChangeRead;
  useRestoreChange: () => {
    mutateAsync: (input: { id: string; side: 'before' | 'after' }) => Promise<RestoreResult>;
  };
};

const HistoryServicesContext = createContext<HistoryServices | undefined>(undefined);

export function HistoryServicesProvider({
  services,
  children,
}: {
  services: HistoryServices;
  children: ReactNode;
}) {
  return <HistoryServicesContext.Provider value={services}>{children}</HistoryServicesContext.Provider>;
}

/** The app's history services, or undefined where it gives none (a History button then renders nothing). */
export function useHistoryServices(): HistoryServices | undefined {
  return useContext(HistoryServicesContext);
}
