import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { endSession } from '../../auth/end-session';
import { useContinuity, useContinuityActions } from '../../data/continuity';
import { useFieldActions, useFieldTemplates, useThingFields } from '../../data/custom-fields';
import {
  useBacklinks,
  useCreateMentionCharacter,
  useCreateMentionLoreEntry,
  useEntitySuggestions,
  useEntitySummary,
} from '../../data/entities';
import { useChange, useRecordHistory, useRestoreChange } from '../../data/history';
import { uploadImage, useImageSource } from '../../data/images';
import { startLiveUpdates } from '../../data/live';
import { createQueryClient } from '../../data/query-client';
import { suggestEntities, useRelationActions, useRelations } from '../../data/relations';
import { useUserKinds } from '../../data/user-kinds';
import { KindSectionPage } from '../../features/kinds/kind-section';
import { renderSharingButtons } from '../../features/sharing/sharing-buttons';
import { type ContinuityServices, ContinuityServicesProvider } from '../../ui/continuity/continuity-services';
import { type FieldServices, FieldServicesProvider } from '../../ui/field-services';
import { type HistoryServices, HistoryServicesProvider } from '../../ui/history/history-services';
import { ImageServicesProvider } from '../../ui/image-services';
import { type KindContainer, KindSlotProvider } from '../../ui/kind-slot';
import type { MentionServices } from '../../ui/mentions/mention-services';
import { MentionServicesProvider } from '../../ui/mentions/mention-services-provider';
import { type RelationServices, RelationServicesProvider } from '../../ui/relations/relation-services';
import { SharingSlotProvider } from '../../ui/sharing-slot';
import { provideRoutePrefetchers } from '../route-loaders';
import { pagePrefetchers } from './page-data';

/** Relations for the design system's panel, over src/data (the same functions on every render). */
const relationServices: RelationServices = { useRelations, useRelationActions, suggest: suggestEntities };

/** History for the design system's History button and dialog, over src/data (decision 039). */
const historyServices: HistoryServices = { useRecordHistory, useChange, useRestoreChange };

/** Continuity for the design system's button and panel, over src/data (decision 060). */
const continuityServices: ContinuityServices = { useContinuity, useContinuityActions };

/** Added fields for the design system's "Fields" card, over src/data (decision 063). */
export const fieldServices: FieldServices = { useThingFields, useFieldActions, useFieldTemplates };

/** A kind of your own's tab or thing page on its container's page (decision 085). */
const renderKindSection = (container: KindContainer, kindId: string, partId: string | undefined) => (
  <KindSectionPage container={container} kindId={kindId} partId={partId} />
);

/** Reads the user's kinds once signed in, so search, the @ menu and forms call each by its name. */
function UserKindNames() {
  useUserKinds();
  return null;
}

/**
 * Workspace data for the signed-in screens. One cache per signed-in visit: signing out unmounts the
 * layout and drops it, so the next user never sees the previous one's cached data. Images stored by the
 * data API are shown (read with the token) and uploaded through src/data; mentions show their targets'
 * names now, the @ menu finds records and parts, and "Mentioned in" lists backlinks, through src/data.
 */
export function WorkspaceDataProvider({ children }: { children: ReactNode }) {
  // The first refusal for an ended session signs this browser out; the route guard then takes the user
  // to /login?next=<this page> (src/auth/route-guards.ts).
  const [queryClient] = useState(() => createQueryClient({ onSessionEnded: () => void endSession() }));
  // Route loaders start a page's data while its code loads (src/app/route-loaders.ts).
  useEffect(() => provideRoutePrefetchers(pagePrefetchers(queryClient)), [queryClient]);
  // One live connection per tab: what any tab or member writes refreshes what this one shows.
  useEffect(() => startLiveUpdates(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ImageServicesProvider useSource={useImageSource} upload={uploadImage}>
        <RelationServicesProvider services={relationServices}>
          <HistoryServicesProvider services={historyServices}>
            <ContinuityServicesProvider services={continuityServices}>
              <FieldServicesProvider services={fieldServices}>
                <SharingSlotProvider render={renderSharingButtons}>
                  <KindSlotProvider render={renderKindSection}>
                    <UserKindNames />
                    <Mentions>{children}</Mentions>
                  </KindSlotProvider>
                </SharingSlotProvider>
              </FieldServicesProvider>
            </ContinuityServicesProvider>
          </HistoryServicesProvider>
        </RelationServicesProvider>
      </ImageServicesProvider>
    </QueryClientProvider>
  );
}

/** Mentions in every rich text below: live names, the @ menu, "Mentioned in" (src/ui/mentions). */
function Mentions({ children }: { children: ReactNode }) {
  const createCharacter = useCreateMentionCharacter();
  const createLoreEntry = useCreateMentionLoreEntry();
  const services = useMemo<MentionServices>(
    () => ({
      useEntity: useEntitySummary,
      useSuggestions: useEntitySuggestions,
      useBacklinks,
      createCharacter,
      createLoreEntry,
    }),
    [createCharacter, createLoreEntry],
  );
  return <MentionServicesProvider services={services}>{children}</MentionServicesProvider>;
}
