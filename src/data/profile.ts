import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../common/domain/profile';
import { invalidateWorkspace, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const profileKeys = {
  all: [...workspaceKey, 'profile'] as const,
};

export const fetchProfile = () => workspaceRepository().getProfile();

/** The profile: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const profileQuery = () => queryOptions({ queryKey: profileKeys.all, queryFn: fetchProfile });

/** The signed-in author's profile: stats counted from the workspace, recent projects from real records. */
export function useProfile() {
  return useQuery(profileQuery());
}

/** Saves the profile's edits in the user's stored workspace. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfileUpdate) => workspaceRepository().updateProfile(patch),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      await invalidateWorkspace(queryClient);
    },
  });
}
