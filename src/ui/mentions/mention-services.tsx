import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { EntityRef, EntitySummary } from '../../../common/workspace/entities';
import type { Backlink } from '../../../common/workspace/mentions';

/**
 * What mentions need from the workspace, given by the app (src/app over src/data): the design system
 * draws mentions, the @ menu and "Mentioned in", but does not talk to the network. Each `use*` is a hook,
 * the same on every render.
 *
 * - `useEntity(ref)` — the target as it is now: `undefined` while read, `null` when it no longer exists.
 * - `useSuggestions(query)` — records and parts whose name holds `query`, best first.
 * - `useBacklinks(ref)` — every place that mentions it.
 * - `createCharacter(name, universeId)` — makes a character from a name typed after @.
 * - `createLoreEntry(name, universeId)` — makes a lore entry of the text's universe (optional: without
 *   it the menu offers characters only).
 */
export type MentionServices = {
  useEntity: (ref: EntityRef) => EntitySummary | null | undefined;
  useSuggestions: (query: string) => {
    items: readonly EntitySummary[];
    isPending: boolean;
    isError: boolean;
  };
  useBacklinks: (ref: EntityRef) => { data?: Backlink[] | undefined; isPending: boolean; isError: boolean };
  createCharacter: (name: string, universeId?: string) => Promise<EntitySummary>;
  createLoreEntry?: (name: string, universeId: string) => Promise<EntitySummary>;
};

/** Given by `MentionServicesProvider` (mention-services-provider.tsx, which draws mentions as chips). */
export const MentionServicesContext = createContext<MentionServices | null>(null);

/** The app's mention services, or null where none are given (mentions then read as written). */
export function useMentionServices(): MentionServices | null {
  return useContext(MentionServicesContext);
}

/** Where a text is written: the universe whose records the @ menu offers first. */
export type MentionScope = { universeId?: string | undefined };

const MentionScopeContext = createContext<MentionScope>({});

export function MentionScopeProvider({
  universeId,
  children,
}: {
  universeId: string | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ universeId }), [universeId]);
  return <MentionScopeContext.Provider value={value}>{children}</MentionScopeContext.Provider>;
}

export function useMentionScope(): MentionScope {
  return useContext(MentionScopeContext);
}
