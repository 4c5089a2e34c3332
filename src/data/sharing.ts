import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type {
  ContainerKind,
  EmailInvitation,
  MemberRole,
  NewInvitation,
  VisibilityDefaultInput,
  VisibilityInput,
} from '../../common/api/sharing';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import { SessionContext } from '../auth/session-context';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { SharedDoor } from './workspace-repository';

// Sharing (decision 057): links into the user's universes, novels and campaigns, and what others share
// with them, read through the member's door of the data API (every answer already filtered by the policy).

export const sharingKeys = {
  all: [...workspaceKey, 'shared'] as const,
  view: (ownerId: string, kind: string, id: string, as = '') =>
    [...workspaceKey, 'shared', ownerId, kind, id, as] as const,
};

export const sharedContainersQuery = () =>
  queryOptions({ queryKey: sharingKeys.all, queryFn: () => workspaceRepository().listSharedContainers() });

/** The containers others share with the user ("Shared with you"). */
export function useSharedContainers() {
  return useQuery(sharedContainersQuery());
}

/**
 * One shared container as the user may see it; `data === null` when they are not (or no longer) a
 * member. With `as`, one member's view as the owner or an editor asks for it ("View as", decision 072).
 */
export function useSharedView(ownerId: string, kind: ContainerKind, id: string, as?: string) {
  return useQuery({
    queryKey: sharingKeys.view(ownerId, kind, id, as),
    queryFn: () => workspaceRepository().getSharedView(ownerId, kind, id, as),
  });
}

/**
 * One thing of a shared container as the user may see it (decision 100); `data === null` when it is not
 * theirs to see (hidden from them, gone, or the container no longer shared).
 */
export function useSharedThing(door: SharedDoor, partId: string, as?: string) {
  return useQuery({
    queryKey: [...sharingKeys.view(door.ownerId, door.kind, door.id, as), 'things', partId],
    queryFn: () => workspaceRepository().getSharedThing(door, partId, as),
  });
}

/** Makes an invitation link into one of the user's containers. */
export function useCreateInvitation(kind: ContainerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewInvitation) => workspaceRepository().createInvitation(kind, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitations(kind, id) }),
  });
}

/**
 * Joins through a link's token. A plain function, not a hook: the invitation page runs outside the
 * signed-in screens' query client (its visitor may have had no account a moment before).
 */
export function acceptInvitation(token: string) {
  return workspaceRepository().acceptInvitation(token);
}

const ownerKeys = {
  members: (kind: string, id: string) => [...workspaceKey, 'sharing', kind, id, 'members'] as const,
  invitations: (kind: string, id: string) => [...workspaceKey, 'sharing', kind, id, 'invitations'] as const,
  visibility: (kind: string, id: string) => [...workspaceKey, 'sharing', kind, id, 'visibility'] as const,
};

/** The members of one of the user's containers (`isEnabled` false: not asked, for a container of another's). */
export function useMembers(kind: ContainerKind, id: string, isEnabled = true) {
  return useQuery({
    queryKey: ownerKeys.members(kind, id),
    queryFn: () => workspaceRepository().listMembers(kind, id),
    enabled: isEnabled,
  });
}

/**
 * The members who can be named as readers of a secret block in one of the user's containers: players
 * and readers (editors read every secret), by their email.
 */
export function useSecretReaders(kind: ContainerKind, id: string): { id: string; label: string }[] {
  const members = useMembers(kind, id).data ?? [];
  return members
    .filter((member) => member.role !== 'editor')
    .map((member) => ({ id: member.memberId, label: member.email }));
}

/** Every link into one of the user's containers, revoked ones too. */
export function useInvitations(kind: ContainerKind, id: string) {
  return useQuery({
    queryKey: ownerKeys.invitations(kind, id),
    queryFn: () => workspaceRepository().listInvitations(kind, id),
  });
}

/** The owner's changes to membership: a role, a removal, a revoked link; each lists afresh. */
export function useMembershipActions(kind: ContainerKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.members(kind, id) }),
      queryClient.invalidateQueries({ queryKey: ownerKeys.invitations(kind, id) }),
    ]);
  const repository = () => workspaceRepository();
  return {
    setRole: useMutation({
      mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
        repository().setMemberRole(kind, id, memberId, role),
      onSettled: refresh,
    }),
    setPlays: useMutation({
      mutationFn: ({ memberId, plays }: { memberId: string; plays: string | null }) =>
        repository().setMemberPlays(kind, id, memberId, plays),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (memberId: string) => repository().removeMember(kind, id, memberId),
      onSettled: refresh,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) => repository().revokeInvitation(kind, id, invitationId),
      onSettled: refresh,
    }),
  };
}

/** Who sees each part of one of the user's containers, and the change of one. */
export function useVisibility(kind: ContainerKind, id: string) {
  const queryClient = useQueryClient();
  const key = ownerKeys.visibility(kind, id);
  const list = useQuery({ queryKey: key, queryFn: () => workspaceRepository().listVisibility(kind, id) });
  const set = useMutation({
    mutationFn: (entry: VisibilityInput) => workspaceRepository().setVisibility(kind, id, entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const setDefault = useMutation({
    mutationFn: (entry: VisibilityDefaultInput) =>
      workspaceRepository().setVisibilityDefault(kind, id, entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { list, set, setDefault };
}

/** Leaves a container someone shares with the user; "Shared with you" lists afresh. */
export function useLeaveShared(ownerId: string, kind: ContainerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => workspaceRepository().leaveShared(ownerId, kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.all }),
  });
}

/**
 * A member's writes into a shared container (decisions 083, 091): what a player added (notes, places,
 * leads) and the character they play. Each reads the member's view afresh, so the page shows what the server now holds.
 */
export function useSharedPartWrites(door: SharedDoor) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: sharingKeys.view(door.ownerId, door.kind, door.id) });
  const repository = () => workspaceRepository();
  return {
    add: useMutation({
      mutationFn: ({ segment, input }: { segment: string; input: Record<string, unknown> }) =>
        repository().addSharedPart(door, segment, input),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({
        segment,
        partId,
        patch,
        version,
      }: {
        segment: string;
        partId: string;
        patch: Record<string, unknown>;
        version: number;
      }) => repository().changeSharedPart(door, segment, partId, patch, version),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ segment, partId }: { segment: string; partId: string }) =>
        repository().deleteSharedPart(door, segment, partId),
      onSuccess: refresh,
    }),
  };
}

/** The members of a container shared with the user, when they edit it (`isEnabled`: only then asked). */
export function useSharedMembers(door: SharedDoor, isEnabled: boolean) {
  return useQuery({
    queryKey: [...sharingKeys.view(door.ownerId, door.kind, door.id), 'members'],
    queryFn: () => workspaceRepository().listSharedMembers(door),
    enabled: isEnabled,
  });
}

/**
 * The email of the member a "View as" page reads as (decision 072), or "a member" until it is known. The
 * owner reads it from their own members list, an editor through the door (decision 083); without a
 * session (a test) nothing is asked.
 */
export function useViewedMemberName(door: SharedDoor, memberId: string | undefined): string {
  const user = useContext(SessionContext)?.user ?? null;
  const isOwner = user !== null && user.id === door.ownerId;
  const asks = memberId !== undefined && user !== null;
  const members = useMembers(door.kind, door.id, asks && isOwner);
  const shared = useSharedMembers(door, asks && !isOwner);
  return (
    (isOwner ? members.data : shared.data)?.find((member) => member.memberId === memberId)?.email ??
    'a member'
  );
}

/** An editor's "Plays …" for a player of a campaign shared with them (decision 091); the members list afresh. */
export function useSharedMemberPlays(door: SharedDoor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, plays }: { memberId: string; plays: string | null }) =>
      workspaceRepository().setSharedMemberPlays(door, memberId, plays),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: [...sharingKeys.view(door.ownerId, door.kind, door.id), 'members'],
      }),
  });
}

/** An editor's Reveal and "Who reads this" on a shared part's text; the page reads the view afresh. */
export function useSharedSecretChange(door: SharedDoor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      index,
      change,
      version,
    }: {
      target: { segment: string; partId: string; field: string };
      index: number;
      change: SecretChange;
      version: number;
    }) => workspaceRepository().changeSharedSecret(door, target, index, change, version),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sharingKeys.view(door.ownerId, door.kind, door.id) }),
  });
}

/** Reveal and "Who reads this" on a shared chapter's text (decision 104): the text is read afresh after. */
export function useSharedChapterSecretChange(door: SharedDoor, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, change, version }: { index: number; change: SecretChange; version: number }) =>
      workspaceRepository().changeSharedChapterSecret(door, chapterId, index, change, version),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: [...workspaceKey, 'shared', door.ownerId, 'chapter-text', door.id, chapterId],
      }),
  });
}

/** Whether the server mails invitations ("Invite by email", decision 083). */
export function useMailSettings() {
  return useQuery({
    queryKey: [...workspaceKey, 'sharing', 'mail'],
    queryFn: () => workspaceRepository().getMailSettings(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Mails a single-use link into one of the user's containers; the links list afresh. */
export function useEmailInvitation(kind: ContainerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailInvitation) => workspaceRepository().emailInvitation(kind, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitations(kind, id) }),
  });
}
