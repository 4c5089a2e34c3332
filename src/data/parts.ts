import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartParent } from '../../common/api/parts';
import { partKindAt } from '../../common/workspace/part-kinds';
import type { PartView } from '../../common/workspace/present';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import { campaignKeys } from './campaigns';
import { useFieldTogether } from './field-together';
import { mapKeys } from './map-keys';
import { novelKeys } from './novels';
import { appendPart, movePartTo, patchPart, removePart, replacePart, withParts } from './part-cache';
import type { AnnouncedMutationMeta } from './query-client';
import { invalidateWorkspace } from './query-helpers';
import {
  partTextVersionKeys,
  usePartTextVersions,
  usePartVersionText,
  useSavePartNamedVersion,
} from './text-versions';
import { universeKeys } from './universes';
import { workspaceRepository } from './workspace';
import type { PartFields, PartTextTarget, Trashed } from './workspace-repository';
import { worldKeys } from './worlds';

export type { PartParent, PartView };

/** Which list a change is about: `{ parent: 'campaigns', parentId: campaign.id, segment: 'quests' }`. */
export type PartTarget = { parent: PartParent; parentId: string; segment: string };
export type CreatePartVariables = PartTarget & { input: PartFields };
export type UpdatePartVariables = PartTarget & { partId: string; patch: PartFields; version: number };
export type DeletePartVariables = PartTarget & { partId: string; version?: number };
export type MovePartVariables = PartTarget & { partId: string; toIndex: number };

export type PartMutationOptions = {
  /**
   * Announces a refusal in the app's notifications as `${failureMessage} ${error.message}`. Give it
   * when no form reports the error (a status picked on a card); leave it out when a form does.
   */
  failureMessage?: string;
};

/** The cached detail read that holds a parent's parts (`useCampaign(id)`'s key, ...). */
export function partParentKey(parent: PartParent, parentId: string): QueryKey {
  switch (parent) {
    case 'novels':
      return novelKeys.detail(parentId);
    case 'universes':
      return universeKeys.detail(parentId);
    case 'worlds':
      return worldKeys.detail(parentId);
    case 'campaigns':
      return campaignKeys.detail(parentId);
    case 'maps':
      return mapKeys.detail(parentId);
  }
}

/**
 * A part read from a detail (`campaign.quests[i]`) with the version it was read at, as the part forms
 * and `useUpdatePart` take it. Every detail read carries versions; a part without one gets 0, which the
 * server answers with a conflict carrying the stored part, so nothing is overwritten blindly.
 */
export function partView(part: { id: string }): PartView {
  const { version } = part as { version?: unknown };
  return { ...part, version: typeof version === 'number' ? version : 0 };
}

// Versions this browser's own changes produced: a second quick change to a part (two status picks in a
// row) was based on the version the first one replaced, and must not be refused as a conflict with
// ourselves. Changes made elsewhere are not here, so they still conflict. Kept per query client, which
// lives as long as one signed-in session.
const ownVersionsByClient = new WeakMap<QueryClient, Map<string, number>>();
const versionKey = (partId: string, version: number) => `${partId}@${version}`;

function ownVersionsOf(queryClient: QueryClient): Map<string, number> {
  let versions = ownVersionsByClient.get(queryClient);
  if (versions === undefined) {
    versions = new Map();
    ownVersionsByClient.set(queryClient, versions);
  }
  return versions;
}

function latestOwnVersion(queryClient: QueryClient, partId: string, version: number): number {
  const versions = ownVersionsOf(queryClient);
  let current = version;
  for (let next = versions.get(versionKey(partId, current)); next !== undefined; ) {
    current = next;
    next = versions.get(versionKey(partId, current));
  }
  return current;
}

// Part changes run one after another, so a quick second move or status change reaches the server after
// the first; each shows at once all the same (onMutate runs before the queue).
const partMutationKey = ['parts'] as const;
const partScope = { id: 'workspace-parts' };
let placeholderCount = 0;

function propOf({ parent, segment }: PartTarget): string {
  const spec = partKindAt(parent, segment);
  if (spec === undefined) throw new Error(`Unknown part list ${parent}/${segment}`);
  return spec.prop;
}

/** The detail as it was before the change, and the id a new part shows under until it is stored. */
type Snapshot = { key: QueryKey; previous: unknown; placeholderId: string };

type PartMutationConfig<TData, TVariables extends PartTarget> = {
  mutationFn: (variables: TVariables, queryClient: QueryClient) => Promise<TData>;
  /** The list as it should look at once. */
  optimistic: (list: PartView[], variables: TVariables, placeholderId: string) => PartView[];
  /** The list once the server answered (its versions, its order), when no other part change is queued. */
  confirmed?: (list: PartView[], data: TData, placeholderId: string) => PartView[];
  options: PartMutationOptions;
};

/**
 * A part change shown at once in the cached parent detail, put back as it was if the server refuses
 * (announced when `failureMessage` is given), and followed by a refresh of every workspace read.
 */
function usePartMutation<TData, TVariables extends PartTarget>({
  mutationFn,
  optimistic,
  confirmed,
  options,
}: PartMutationConfig<TData, TVariables>) {
  const queryClient = useQueryClient();
  // This change is still counted while its own callbacks run.
  const isOnlyPartChange = () => queryClient.isMutating({ mutationKey: partMutationKey }) <= 1;
  return useMutation<TData, Error, TVariables, Snapshot>({
    mutationKey: partMutationKey,
    scope: partScope,
    mutationFn: (variables) => mutationFn(variables, queryClient),
    ...(options.failureMessage === undefined
      ? {}
      : { meta: { failureMessage: options.failureMessage } satisfies AnnouncedMutationMeta }),
    onMutate: async (variables) => {
      const key = partParentKey(variables.parent, variables.parentId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      placeholderCount += 1;
      const placeholderId = `pending-${placeholderCount}`;
      if (previous != null) {
        const prop = propOf(variables);
        queryClient.setQueryData(
          key,
          withParts(previous, prop, (list) => optimistic(list, variables, placeholderId)),
        );
      }
      return { key, previous, placeholderId };
    },
    onSuccess: (data, variables, snapshot) => {
      if (confirmed === undefined || !isOnlyPartChange()) return;
      const prop = propOf(variables);
      queryClient.setQueryData(snapshot.key, (detail: unknown) =>
        detail == null
          ? detail
          : withParts(detail, prop, (list) => confirmed(list, data, snapshot.placeholderId)),
      );
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot !== undefined && snapshot.previous != null) {
        queryClient.setQueryData(snapshot.key, snapshot.previous);
      }
    },
    onSettled: () => (isOnlyPartChange() ? invalidateWorkspace(queryClient) : undefined),
  });
}

/**
 * Adds a part at the end of its list: `mutateAsync({ parent, parentId, segment, input })` resolves to
 * the stored part (`{ id, version, ...fields }`). Invalid input rejects with `ValidationError`
 * ('Title is required', `.field` naming the field); the dialog reports it, so nothing is announced
 * unless `failureMessage` is given.
 */
export function useCreatePart(options: PartMutationOptions = {}) {
  return usePartMutation<PartView, CreatePartVariables>({
    options,
    mutationFn: ({ parent, parentId, segment, input }) =>
      workspaceRepository().createPart(parent, parentId, segment, input),
    optimistic: (list, { parent, segment, input }, placeholderId) => {
      // Fields the server sets (a note's createdAt) read as now until the stored part arrives.
      // Fields worked out from the text (a chapter's word count) start where the server starts them.
      const stamp = new Date().toISOString();
      const spec = partKindAt(parent, segment);
      const placeholder: PartView = { ...input, id: placeholderId, version: 0 };
      for (const field of spec?.serverFields ?? []) placeholder[field] = stamp;
      for (const [field, { initial }] of Object.entries(spec?.derivedFields ?? {}))
        placeholder[field] = initial;
      return appendPart(list, placeholder);
    },
    confirmed: (list, part, placeholderId) =>
      list.some((entry) => entry.id === placeholderId)
        ? replacePart(list, placeholderId, part)
        : appendPart(list, part),
  });
}

/**
 * Changes some fields of a part: `mutateAsync({ parent, parentId, segment, partId, patch, version })`,
 * `version` being the one the change is based on (`partView(part).version`). Someone else's change in
 * between rejects with `ConflictError` (`error.current` is the stored part). Shown at once; put back on
 * a refusal.
 */
export function useUpdatePart(options: PartMutationOptions = {}) {
  return usePartMutation<PartView, UpdatePartVariables>({
    options,
    mutationFn: async ({ parent, parentId, segment, partId, patch, version }, queryClient) => {
      const basedOn = latestOwnVersion(queryClient, partId, version);
      const part = await workspaceRepository().updatePart(parent, parentId, segment, partId, patch, basedOn);
      if (part.version !== basedOn) ownVersionsOf(queryClient).set(versionKey(partId, basedOn), part.version);
      return part;
    },
    optimistic: (list, { partId, patch }) => patchPart(list, partId, patch),
    confirmed: (list, part) => replacePart(list, part.id, part),
  });
}

export type RestorePartTextVariables = PartTarget & {
  partId: string;
  field: string;
  versionId: string;
  version: number;
};

/**
 * Writes a version's text back into a part's long text (decision 037) over the version read: the part
 * in the cached detail follows the server's answer, and the versions list (the replaced text is kept).
 * A part changed elsewhere rejects with `ConflictError` and leaves what is shown as it was.
 */
export function useRestorePartTextVersion() {
  return usePartMutation<PartView, RestorePartTextVariables>({
    options: {},
    mutationFn: async ({ partId, field, versionId, version, ...target }, queryClient) => {
      const basedOn = latestOwnVersion(queryClient, partId, version);
      const text: PartTextTarget = { ...target, partId, field };
      try {
        const part = await workspaceRepository().restorePartTextVersion(text, versionId, basedOn);
        if (part.version !== basedOn)
          ownVersionsOf(queryClient).set(versionKey(partId, basedOn), part.version);
        return part;
      } finally {
        void queryClient.invalidateQueries({ queryKey: partTextVersionKeys.all(text) });
      }
    },
    optimistic: (list) => list,
    confirmed: (list, part) => replacePart(list, part.id, part),
  });
}

export type ChangeSecretVariables = PartTarget & {
  partId: string;
  field: string;
  index: number;
  change: SecretChange;
  version: number;
};

/**
 * Reveals a secret block of a part's long text, or sets who reads it (decision 072), over the version
 * read: the cached part follows the server's answer; a part changed elsewhere rejects with
 * `ConflictError` and leaves what is shown as it was.
 */
export function useChangeSecret() {
  return usePartMutation<PartView, ChangeSecretVariables>({
    options: {},
    mutationFn: async ({ partId, field, index, change, version, ...target }, queryClient) => {
      const basedOn = latestOwnVersion(queryClient, partId, version);
      const part = await workspaceRepository().changeSecret(
        { ...target, partId, field },
        index,
        change,
        basedOn,
      );
      if (part.version !== basedOn) ownVersionsOf(queryClient).set(versionKey(partId, basedOn), part.version);
      return part;
    },
    optimistic: (list) => list,
    confirmed: (list, part) => replacePart(list, part.id, part),
  });
}

/**
 * Removes a part: `mutate({ parent, parentId, segment, partId, version })`. It disappears at once and
 * comes back if the server refuses, announced as 'Not deleted. {message}' (or `failureMessage`).
 */
export function useDeletePart(options: PartMutationOptions = {}) {
  return usePartMutation<Trashed, DeletePartVariables>({
    options: { failureMessage: 'Not deleted.', ...options },
    mutationFn: ({ parent, parentId, segment, partId, version }, queryClient) =>
      workspaceRepository().deletePart(
        parent,
        parentId,
        segment,
        partId,
        version === undefined ? undefined : latestOwnVersion(queryClient, partId, version),
      ),
    optimistic: (list, { partId }) => removePart(list, partId),
  });
}

/**
 * Moves a part to a 0-based place in its list (counted without it): `mutate({ parent, parentId,
 * segment, partId, toIndex })`. The list reorders at once, takes the server's order when it answers and
 * goes back if it refuses, announced as 'New order not saved. {message}' (or `failureMessage`).
 */
export function useMovePart(options: PartMutationOptions = {}) {
  return usePartMutation<PartView[], MovePartVariables>({
    options: { failureMessage: 'New order not saved.', ...options },
    mutationFn: ({ parent, parentId, segment, partId, toIndex }) =>
      workspaceRepository().movePart(parent, parentId, segment, partId, toIndex),
    optimistic: (list, { partId, toIndex }) => movePartTo(list, partId, toIndex),
    confirmed: (_list, parts) => parts,
  });
}

/**
 * Everything a tab needs to change one list of parts, bound to it: `usePartActions({ parent:
 * 'campaigns', parentId: campaign.id, segment: 'quests' })`.
 * - `spec`: the kind (fields, singular, name field) for the form and the cards.
 * - `save(fields, version?)`: adds (no version) or changes (the version read) a part; for a form, which
 *   reports the refusal itself. Resolves to the stored part.
 * - `setFields(part, patch)`: a one-click change (a status picked on a card), shown at once and
 *   announced as 'Not saved. {message}' if refused.
 * - `remove(part)`: deletes, announced if refused. `move(partId, toIndex)`: reorders, announced if refused.
 */
export function usePartActions(target: PartTarget) {
  const spec = partKindAt(target.parent, target.segment);
  if (spec === undefined) throw new Error(`Unknown part list ${target.parent}/${target.segment}`);
  const create = useCreatePart();
  const update = useUpdatePart();
  const quickUpdate = useUpdatePart({ failureMessage: 'Not saved.' });
  const remove = useDeletePart();
  const move = useMovePart();
  const restore = useRestorePartTextVersion();
  const secret = useChangeSecret();
  return {
    spec,
    /** The record whose parts these are: where the kind's added fields and templates live (decision 063). */
    container: target.parentId,
    /** Its long fields written together with whoever else has a part's form open (decision 105). */
    together: { part: { kind: spec.kind, parentId: target.parentId }, useField: useFieldTogether },
    /** The versions of each long text of a part (decision 037), for its Versions dialog. */
    textVersions: {
      source: (partId: string, field: string) => partTextVersionSource({ ...target, partId, field }),
      restore: (part: { id: string }, field: string, versionId: string) =>
        restore.mutateAsync({
          ...target,
          partId: part.id,
          field,
          versionId,
          version: partView(part).version,
        }),
    },
    /** Reveal a secret block of a long text, or set who reads it (decision 072). */
    secrets: {
      change: (part: { id: string }, field: string, index: number, change: SecretChange) =>
        secret.mutateAsync({
          ...target,
          partId: part.id,
          field,
          index,
          change,
          version: partView(part).version,
        }),
    },
    save: (partId: string | undefined, fields: PartFields, version: number | undefined): Promise<PartView> =>
      partId === undefined || version === undefined
        ? create.mutateAsync({ ...target, input: fields })
        : update.mutateAsync({ ...target, partId, patch: fields, version }),
    setFields: (part: { id: string }, patch: PartFields) =>
      quickUpdate.mutate({ ...target, partId: part.id, patch, version: partView(part).version }),
    remove: (part: { id: string }) =>
      remove.mutate({ ...target, partId: part.id, version: partView(part).version }),
    move: (partId: string, toIndex: number) => move.mutate({ ...target, partId, toIndex }),
  };
}

/** The hooks the Versions dialog reads one part text's versions with (src/ui's `TextVersionSource`). */
function partTextVersionSource(target: PartTextTarget) {
  return {
    useVersions: () => usePartTextVersions(target),
    useVersionText: (versionId: string | null) => usePartVersionText(target, versionId),
    useSaveNamed: () => useSavePartNamedVersion(target),
  };
}
