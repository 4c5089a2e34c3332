import type { ReactNode } from 'react';
import { AddPartButton } from './add-part-button';
import { useKindTemplates } from './field-services';
import {
  type FieldTogether,
  PartFormDialog,
  type PartLinkChoice,
  type PartOptionLabels,
  type StoredPartValues,
  usePartDialog,
} from './part-form-dialog';
import type { PartFormSpec } from './part-form-values';
import { PartItemActions } from './part-item-actions';
import type { SortableItemControls } from './sortable-list';

/** What the data door offers for one list of parts (`usePartActions(target)` in src/data/parts.ts). */
export type PartEditorActions = {
  spec: PartFormSpec & { singular: string };
  save: (
    partId: string | undefined,
    fields: Record<string, unknown>,
    version: number | undefined,
  ) => Promise<unknown>;
  remove: (part: { id: string }) => void;
  /** The record the parts belong to, whose templates "New from template" offers (decision 063). */
  container?: string | undefined;
  /** Its long fields written together (decision 105). */
  together?: FieldTogether | undefined;
};

export type PartEditorOptions = {
  /** The address of a part's own page. */
  href: (part: { id: string }) => string;
  /** What a new part starts with in the form. */
  defaults?: Readonly<Record<string, unknown>>;
  optionLabels?: PartOptionLabels;
  /** A record a new part may stand for (a universe's character added to a novel). */
  link?: PartLinkChoice | undefined;
};

/** A part as read, with the version the form's save is based on (0 when a read carried none). */
function storedValues(part: { id: string }): StoredPartValues {
  const { version } = part as { version?: unknown };
  return { ...part, version: typeof version === 'number' ? version : 0 };
}

/**
 * Adding, editing and deleting one list of a record's parts, for its tab or a part's own page: the Add
 * button (for the tab header and its empty state), the form dialog (render `form` once), `openEdit(part)`
 * (the form for one part), each card's controls and the address of each part's page. Any record's tab
 * uses it the same way:
 *
 * ```tsx
 * const actions = usePartActions({ parent: 'novels', parentId: novel.id, segment: 'chapters' });
 * const chapters = usePartEditor(actions, { href: (part) => `/novels/${novel.id}/chapters/${part.id}` });
 * ```
 */
export function usePartEditor<Actions extends PartEditorActions>(
  actions: Actions,
  options: PartEditorOptions,
) {
  const dialog = usePartDialog();
  const { spec } = actions;
  const templates = useKindTemplates((spec as { kind?: string }).kind, actions.container);
  const openEdit = (part: { id: string }) => dialog.openEdit(storedValues(part));
  return {
    ...actions,
    href: options.href,
    optionLabels: options.optionLabels,
    openEdit,
    addButton: <AddPartButton singular={spec.singular} onClick={dialog.openAdd} />,
    form: (
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        {...(options.defaults === undefined ? {} : { defaults: options.defaults })}
        {...(options.optionLabels === undefined ? {} : { optionLabels: options.optionLabels })}
        link={options.link}
        templates={templates.templates}
        together={actions.together}
        onSave={async (fields, version, templateId) => {
          const saved = await actions.save(dialog.editing?.id, fields, version);
          const { id } = (saved ?? {}) as { id?: unknown };
          if (templateId !== undefined && typeof id === 'string') await templates.apply(templateId, id);
        }}
      />
    ),
    controls: (
      part: { id: string },
      name: string,
      move?: SortableItemControls,
      deleteMessage?: ReactNode,
    ) => (
      <PartItemActions
        name={name}
        singular={spec.singular}
        move={move}
        {...(deleteMessage === undefined ? {} : { deleteMessage })}
        onEdit={() => openEdit(part)}
        onDelete={() => actions.remove(part)}
      />
    ),
  };
}

/** A list's editor as `usePartEditor` returns it. */
export type PartEditor = ReturnType<typeof usePartEditor<PartEditorActions>>;
