import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdate, NewCampaign } from '../../common/domain/campaign';
import { useFavoriteMutation } from './favorites';
import {
  cachedVersion,
  invalidateWorkspace,
  nullIfNotFound,
  refreshAfterConflict,
  workspaceKey,
} from './query-helpers';
import { workspaceRepository } from './workspace';

export const campaignKeys = {
  all: [...workspaceKey, 'campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

export const fetchCampaigns = () => workspaceRepository().listCampaigns();
/** The campaign with sessions, characters, quests, encounters, locations, items and notes; `null` if unknown. */
export const fetchCampaign = (id: string) => nullIfNotFound(workspaceRepository().getCampaign(id));

/** Every campaign: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const campaignsQuery = () => queryOptions({ queryKey: campaignKeys.list(), queryFn: fetchCampaigns });

/** One campaign, `null` when unknown: the page's hook and its route loader share these options. */
export const campaignQuery = (id: string) =>
  queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => fetchCampaign(id) });

export function useCampaigns() {
  return useQuery(campaignsQuery());
}

/** `data` is `null` when the campaign does not exist. */
export function useCampaign(id: string | undefined) {
  return useQuery({ ...campaignQuery(id ?? ''), enabled: id !== undefined });
}

/**
 * The campaigns of a calendar's owner with their sessions: a campaign's own, a universe's every campaign,
 * a novel's none. `undefined` entries while read (the calendar grid shows what has arrived).
 */
export function useOwnerCampaigns(ownerKind: 'universe' | 'novel' | 'campaign', ownerId: string) {
  const list = useCampaigns();
  const ids =
    ownerKind === 'campaign'
      ? [ownerId]
      : ownerKind === 'universe'
        ? (list.data ?? [])
            .filter((campaign) => campaign.universeId === ownerId)
            .map((campaign) => campaign.id)
        : [];
  return useQueries({ queries: ids.map((id) => campaignQuery(id)) }).map((query) => query.data);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCampaign) => workspaceRepository().createCampaign(input),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await invalidateWorkspace(queryClient);
    },
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'campaigns-update' },
    mutationFn: ({ id, patch }: { id: string; patch: CampaignUpdate }) =>
      workspaceRepository().updateCampaign(id, patch, cachedVersion(queryClient, campaignKeys.detail(id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, campaignKeys.detail(id), error),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await invalidateWorkspace(queryClient);
    },
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteCampaign(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** `mutate({ id, isFavorite: !campaign.isFavorite })`: flips at once, rolls back on failure. */
export function useToggleCampaignFavorite() {
  return useFavoriteMutation('campaign', campaignKeys.all);
}
