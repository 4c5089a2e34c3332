import { createContext, type ReactNode, useContext } from 'react';
import type {
  ContinuityReport,
  ContinuityScopeSegment,
  DismissalInput,
  ScopeContinuitySettings,
} from '../../../common/api/continuity';

/** A report as read: TanStack Query's result fits. */
export type ContinuityRead = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: ContinuityReport | null | undefined;
};

/**
 * Continuity as the app reads it and dismisses findings (decision 060), given by src/app over src/data:
 * the design system draws it but does not talk to the network. The hooks are the same on every render.
 */
export type ContinuityServices = {
  useContinuity: (scope: ContinuityScopeSegment, id: string) => ContinuityRead;
  useContinuityActions: () => {
    dismiss: (input: DismissalInput) => Promise<unknown>;
    undismiss: (findingId: string) => Promise<unknown>;
    setSettings: (
      scope: ContinuityScopeSegment,
      id: string,
      settings: ScopeContinuitySettings,
    ) => Promise<unknown>;
  };
};

const ContinuityServicesContext = createContext<ContinuityServices | undefined>(undefined);

export function ContinuityServicesProvider({
  services,
  children,
}: {
  services: ContinuityServices;
  children: ReactNode;
}) {
  return <ContinuityServicesContext.Provider value={services}>{children}</ContinuityServicesContext.Provider>;
}

/** The app's continuity services, or undefined where it gives none (the button then renders nothing). */
export function useContinuityServices(): ContinuityServices | undefined {
  return useContext(ContinuityServicesContext);
}
