import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import type { EntityRef, EntitySummary } from '../../../common/workspace/entities';
import type {
  newRelationSchema,
  RelationAnswer,
  relationUpdateSchema,
  StoredRelation,
} from '../../../common/workspace/relations';

export type NewRelationInput = z.input<typeof newRelationSchema>;
export type RelationPatchInput = z.input<typeof relationUpdateSchema>;

/** One end's relations as read: TanStack Query's result fits. */
export type RelationsRead = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: RelationAnswer[] | undefined;
};

/**
 * Relations as the app reads and changes them, given by src/app over src/data (the design system draws
 * them but does not talk to the network). Both hooks are the same functions on every render.
 *
 * - `useRelations(end)` — the relations of one record or part, read from its side.
 * - `useRelationActions(end)` — `create` and `update` resolve when stored and reject with an error worded
 *   for the person (a `ConflictError` carrying the stored relation as `current`); `remove` is immediate
 *   and announces its own failure.
 * - `suggest(query)` — records and parts whose name contains what was typed.
 */
export type RelationServices = {
  useRelations: (end: EntityRef) => RelationsRead;
  useRelationActions: (end: EntityRef) => {
    create: (input: NewRelationInput) => Promise<unknown>;
    update: (relation: StoredRelation, patch: RelationPatchInput) => Promise<unknown>;
    remove: (relation: StoredRelation) => void;
  };
  suggest: (query: string) => Promise<EntitySummary[]>;
};

const RelationServicesContext = createContext<RelationServices | undefined>(undefined);

export function RelationServicesProvider({
  services,
  children,
}: {
  services: RelationServices;
  children: ReactNode;
}) {
  return <RelationServicesContext.Provider value={services}>{children}</RelationServicesContext.Provider>;
}

/** The app's relation services, or undefined where none are given (the panel then does not show). */
export function useRelationServices(): RelationServices | undefined {
  return useContext(RelationServicesContext);
}
