import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  FieldPatch,
  FieldValue,
  NewFieldInput,
  NewTemplateInput,
} from '../../common/workspace/custom-fields';
import type { EntityKind } from '../../common/workspace/entities';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Added fields (decision 063): a record's or part's fields and values, under the workspace key so that
// any change refreshes them; saving values and adding a field read them again.

export const fieldKeys = {
  all: [...workspaceKey, 'fields'] as const,
  of: (kind: EntityKind, id: string) => [...fieldKeys.all, kind, id] as const,
};

/** The thing's added fields in order, with its values (`null` when it is not there). */
export function useThingFields(kind: EntityKind, id: string) {
  return useQuery({
    queryKey: fieldKeys.of(kind, id),
    queryFn: () => workspaceRepository().getThingFields(kind, id),
    enabled: id !== '',
  });
}

/** The templates of a kind in a container, and applying one to a thing just made ("New from template"). */
export function useFieldTemplates(kind: EntityKind | undefined, scopeId: string | undefined) {
  const queryClient = useQueryClient();
  const read = useQuery({
    queryKey: [...fieldKeys.all, 'templates', kind, scopeId] as const,
    queryFn: () => workspaceRepository().listFieldTemplates(kind as EntityKind, scopeId as string),
    enabled: kind !== undefined && scopeId !== undefined && scopeId !== '',
  });
  return {
    templates: read.data ?? [],
    apply: async (templateId: string, id: string) => {
      if (kind === undefined) return;
      await workspaceRepository().applyFieldTemplate(templateId, { kind, id });
      await queryClient.invalidateQueries({ queryKey: workspaceKey });
    },
  };
}

/** Save some of a thing's values; add, rename or retype a field. Every open list of fields is read again after. */
export function useFieldActions(kind: EntityKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKey });
  const save = useMutation({
    mutationFn: (values: Record<string, FieldValue>) =>
      workspaceRepository().saveThingFields(kind, id, values),
    onSuccess: refresh,
  });
  const addField = useMutation({
    mutationFn: (input: NewFieldInput) => workspaceRepository().createField(input),
    onSuccess: refresh,
  });
  const changeField = useMutation({
    mutationFn: ({ id: fieldId, patch }: { id: string; patch: FieldPatch }) =>
      workspaceRepository().changeField(fieldId, patch),
    onSuccess: refresh,
  });
  const deleteField = useMutation({
    mutationFn: (fieldId: string) => workspaceRepository().deleteField(fieldId),
    onSuccess: refresh,
  });
  const saveTemplate = useMutation({
    mutationFn: (input: NewTemplateInput) => workspaceRepository().createFieldTemplate(input),
    onSuccess: refresh,
  });
  return {
    save: save.mutateAsync,
    /** Keeps values as a template of the kind ("Shopkeeper"), to start new things from. */
    saveTemplate: saveTemplate.mutateAsync,
    addField: addField.mutateAsync,
    /** What a change would do to the field's values (nothing written): shown before it is made. */
    previewChange: (fieldId: string, patch: FieldPatch) =>
      workspaceRepository().previewFieldChange(fieldId, patch),
    changeField: (fieldId: string, patch: FieldPatch) => changeField.mutateAsync({ id: fieldId, patch }),
    /** Deletes a field with its values into the Trash, restored whole from there (decision 077). */
    deleteField: deleteField.mutateAsync,
  };
}

/** The fields of a kind in one container (a universe's characters'), for a list's "Filter by field". */
export function useKindFields(kind: EntityKind, scopeId: string) {
  return useQuery({
    queryKey: [...fieldKeys.all, 'of-kind', kind, scopeId] as const,
    queryFn: () => workspaceRepository().listFields(kind, scopeId),
  });
}

/** The ids of the things a list filtered by a field keeps (`undefined` while read or with no filter). */
export function useFieldFilterIds(filter: { fieldId: string; equals: string } | null) {
  const read = useQuery({
    queryKey: [...fieldKeys.all, 'filter', filter?.fieldId, filter?.equals] as const,
    queryFn: () => workspaceRepository().thingsWithFieldValue(filter?.fieldId ?? '', filter?.equals ?? ''),
    enabled: filter !== null,
  });
  return filter === null ? { ids: undefined, error: null } : { ids: read.data, error: read.error };
}

/**
 * A list's "Filter by field" in one line (spread on `FilteredByField`): the fields of `kind` in the
 * container `scopeId`, the filter chosen, and the ids the repository keeps for it.
 */
export function useListFieldFilter(kind: EntityKind, scopeId: string) {
  const fields = useKindFields(kind, scopeId);
  const [filter, setFilter] = useState<{ fieldId: string; equals: string } | null>(null);
  const filtered = useFieldFilterIds(filter);
  return { fields: fields.data ?? [], filter, onFilter: setFilter, filtered };
}
