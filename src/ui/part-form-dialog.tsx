import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { RichText } from '../../common/text/rich-text';
import type { PartField } from '../../common/workspace/part-kinds';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import { Field } from './field';
import { PartConflictNotice } from './part-conflict-notice';
import { PartFieldControl } from './part-field-control';
import {
  changedFields,
  checkPartForm,
  initialDocOf,
  type PartFormDocs,
  type PartFormErrors,
  type PartFormSpec,
  type PartFormValues,
  partFormValues,
  plainTextsOf,
  readPartForm,
  withDocs,
} from './part-form-values';
import { CARET_COLOURS, type SharedText } from './rich-text/shared-text';
import { Select } from './select';

/**
 * Writing a part's long field together (decision 105), as the data door gives it: the part (its kind,
 * parent and owner when shared) and `useField`, a hook called once per rich field of an open edit form,
 * answering the field's shared document once bound. `canBind`: nothing was typed in the field alone yet.
 */
export type FieldTogether = {
  part: { kind: string; parentId: string; ownerId?: string | undefined };
  useField: (
    part: FieldTogether['part'],
    partId: string,
    field: string,
    canBind: boolean,
  ) => { doc: Y.Doc; awareness: Awareness } | undefined;
};

/** Calls `together` for one field and hands its shared text on, with this writer's caret colour. */
function TogetherField({
  together,
  partId,
  field,
  canBind,
  onBound,
  children,
}: {
  together: FieldTogether;
  partId: string;
  field: string;
  canBind: boolean;
  onBound: (field: string, isBound: boolean) => void;
  children: (shared: SharedText | undefined) => ReactNode;
}) {
  const bound = together.useField(together.part, partId, field, canBind);
  const shared = useMemo<SharedText | undefined>(
    () =>
      bound === undefined
        ? undefined
        : {
            doc: bound.doc,
            awareness: bound.awareness,
            user: {
              name: 'Me',
              color: CARET_COLOURS[bound.doc.clientID % CARET_COLOURS.length] ?? '#b45309',
            },
          },
    [bound],
  );
  const isBound = shared !== undefined;
  useEffect(() => onBound(field, isBound), [field, isBound, onBound]);
  return <>{children(shared)}</>;
}

/** A stored part: its fields, its id and the version it was read at. */
export type StoredPartValues = { id: string; version: number } & Record<string, unknown>;

/**
 * A record a new part may stand for instead of being typed in (a novel's character is one of the
 * universe's characters): a choice above the fields, 'new' or one of `options`. Choosing one fills the
 * name field with its name (read-only: it is that record's) and sends its id in `field`.
 */
export type PartLinkChoice = {
  field: string;
  label: string;
  /** The first option: a new record made from the fields ('A new character'). */
  newLabel: string;
  options: readonly { id: string; name: string }[];
  hint?: string;
  /** Lines under the fields that belong to this story, not to the record (adding and editing alike). */
  fieldHints?: Readonly<Record<string, string>>;
};

/** Readable labels for the values of `choice` fields, by field: `{ status: { 'in-progress': 'In Progress' } }`. */
export type PartOptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type PartFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The kind of part (`partKindAt('campaigns', 'quests')`): title, fields and their checks. */
  spec: PartFormSpec;
  /** The part to edit, with its version; leave it out to add one. */
  part?: StoredPartValues | undefined;
  /** Starting values of a new part ('planned', 0 XP, today). */
  defaults?: Readonly<Record<string, unknown>>;
  optionLabels?: PartOptionLabels;
  /** A sentence under the title; a plain default says what the form does. */
  description?: ReactNode;
  /** When adding: a record the new part may stand for (PartLinkChoice). */
  link?: PartLinkChoice | undefined;
  /**
   * Saves. Adding: every field, `version` undefined. Editing: only the fields changed since the part was
   * read, and the version they are based on ('Save mine anyway' sends them again with the stored one). A rejection keeps everything typed: one with `field` shows under that field; one
   * with `current` (the stored part, as `ConflictError` from src/data carries) shows the conflict;
   * any other shows its message above the fields. The dialog closes when it resolves.
   */
  onSave: (
    fields: Record<string, unknown>,
    version: number | undefined,
    /** When adding: the template chosen in "New from template", applied to the new part (decision 063). */
    templateId?: string,
  ) => Promise<void>;
  /** When adding: the kind's templates in its record, offered as "New from template" when there are some. */
  templates?: readonly { id: string; name: string }[] | undefined;
  /**
   * When editing: its long fields written together with whoever else has this part's form open
   * (decision 105). A field bound to its shared text leaves the form: its words are stored by the server,
   * and the form saves only its other fields, on the part as it now is when nobody else changed those.
   */
  together?: FieldTogether | undefined;
};

/**
 * Adds or edits one part of a record ('Add Quest', 'Edit Quest'), with one control per field of its
 * kind. Escape or Cancel closes it and focus returns to whatever opened it.
 */
export function PartFormDialog({ isOpen, onOpenChange, ...props }: PartFormDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <PartForm key={props.part?.id ?? 'new'} onClose={() => onOpenChange(false)} {...props} />
      ) : null}
    </Dialog>
  );
}

type PartFormProps = Omit<PartFormDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void };

function conflictOf(error: unknown): StoredPartValues | undefined {
  const current = (error as { current?: unknown } | null)?.current;
  if (typeof current !== 'object' || current === null) return undefined;
  const { id, version } = current as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number' ? (current as StoredPartValues) : undefined;
}

/** Whether every field the form sends is, in the stored part, still what the form read. */
function sentFieldsUnchanged(
  fields: Record<string, unknown>,
  base: StoredPartValues | undefined,
  current: StoredPartValues,
): boolean {
  if (base === undefined) return false;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(fields).every((name) => same(base[name], current[name]));
}

/** Short fields side by side; the name first on its own line; prose and lists full width below. */
function layoutOf(spec: PartFormSpec) {
  const isWide = (field: PartField) => field.input === 'long-text' || field.input === 'list';
  const name = spec.fields.filter((field) => field.name === spec.nameField);
  const short = spec.fields.filter((field) => field.name !== spec.nameField && !isWide(field));
  const wide = spec.fields.filter((field) => field.name !== spec.nameField && isWide(field));
  return { name, short, wide, order: [...name, ...short, ...wide] };
}

function PartForm({
  spec,
  part,
  defaults,
  optionLabels,
  description,
  link,
  templates,
  together,
  onSave,
  onClose,
}: PartFormProps) {
  // Fields typed in alone (never bound: what was typed stays the form's), and fields bound now.
  const [typedAlone, setTypedAlone] = useState<Readonly<Record<string, true>>>({});
  const bound = useRef(new Set<string>());
  const onBound = useRef((field: string, isBound: boolean) => {
    if (isBound) bound.current.add(field);
    else bound.current.delete(field);
  }).current;
  const [templateId, setTemplateId] = useState('');
  const templateChoices = part === undefined ? (templates ?? []) : [];
  const [values, setValues] = useState<PartFormValues>(() => partFormValues(spec.fields, part, defaults));
  // What the changes are worked out against (the part as read, or as stored once its values are taken),
  // and the version they are based on (the stored one once the person chose to save theirs anyway).
  const [base, setBase] = useState<StoredPartValues | undefined>(part);
  const [version, setVersion] = useState<number | undefined>(part?.version);
  const [errors, setErrors] = useState<PartFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<StoredPartValues | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [linkedId, setLinkedId] = useState('');
  // The long fields written in (rich text), kept at once (a save that follows the editor's blur in the
  // same moment reads them before React renders again), and a key that starts the editors afresh.
  const docs = useRef<PartFormDocs>({});
  const [editorsKey, setEditorsKey] = useState(0);
  const linkChoice = part === undefined && link !== undefined && link.options.length > 0 ? link : undefined;
  const baseId = useId();
  const formId = `${baseId}-form`;
  const controlId = (name: string) => `${baseId}-${name}`;
  const layout = layoutOf(spec);
  const isEditing = part !== undefined;
  const singular = spec.singular;

  function focusField(name: string | undefined) {
    if (name === undefined) return;
    const control = document.getElementById(controlId(name));
    if (control instanceof HTMLElement) control.focus();
  }

  // The field focused when the dialog opened. A link's choices may arrive after that (the records to
  // pick from are still being read): the choice is then the first field, and focus moves to it, unless
  // the person has already moved on or typed.
  const openedOn = useRef<string | undefined>(undefined);
  const linkField = linkChoice?.field;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival of the link's choices matters
  useEffect(() => {
    const first = openedOn.current;
    if (linkField === undefined || first === undefined || first === linkField) return;
    const control = document.getElementById(controlId(first));
    const isUntouched =
      control !== null && document.activeElement === control && Object.keys(errors).length === 0;
    if (isUntouched && (values[first] ?? '') === (partFormValues(spec.fields, part, defaults)[first] ?? '')) {
      openedOn.current = linkField;
      focusField(linkField);
    }
  }, [linkField]);

  function change(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
    setFailure(null);
  }

  async function save(basedOn: number | undefined) {
    const input = readPartForm(spec.fields, { ...values, ...plainTextsOf(docs.current) });
    const problems = checkPartForm(spec, input);
    setErrors(problems);
    const firstInvalid = layout.order.find((field) => problems[field.name] !== undefined);
    if (firstInvalid !== undefined) {
      focusField(firstInvalid.name);
      return;
    }
    const fields = withDocs(
      base === undefined ? input : changedFields(spec.fields, base, input),
      input,
      docs.current,
    );
    if (linkChoice !== undefined && linkedId !== '') fields[linkChoice.field] = linkedId;
    if (base !== undefined && Object.keys(fields).length === 0) {
      onClose();
      return;
    }
    setIsSaving(true);
    setFailure(null);
    setConflict(null);
    try {
      await (templateId === '' ? onSave(fields, basedOn) : onSave(fields, basedOn, templateId));
      onClose();
    } catch (error) {
      setIsSaving(false);
      const current = conflictOf(error);
      // A field written together moves the part's version as the server stores it: the form's other
      // fields are saved again on the part as it now is, when nobody changed those meanwhile.
      if (
        current !== undefined &&
        isEditing &&
        bound.current.size > 0 &&
        current.version !== basedOn &&
        sentFieldsUnchanged(fields, base, current)
      ) {
        setVersion(current.version);
        return save(current.version);
      }
      if (current !== undefined && isEditing) {
        setConflict(current);
        return;
      }
      const message =
        error instanceof Error && error.message ? error.message : `The ${singular} could not be saved`;
      const field = (error as { field?: unknown } | null)?.field;
      if (linkChoice !== undefined && field === linkChoice.field) {
        setErrors((current) => ({ ...current, [field]: message }));
        focusField(field);
      } else if (typeof field === 'string' && spec.fields.some((entry) => entry.name === field)) {
        setErrors((current) => ({ ...current, [field]: message }));
        focusField(field);
      } else {
        setFailure(message);
      }
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isSaving) void save(version);
  }

  /** The same changes again, now based on the stored version: they win where both changed a field. */
  function handleSaveMine() {
    if (conflict === null) return;
    setVersion(conflict.version);
    void save(conflict.version);
  }

  function handleUseTheirs() {
    if (conflict === null) return;
    setValues(partFormValues(spec.fields, conflict));
    docs.current = {};
    setEditorsKey((key) => key + 1);
    setBase(conflict);
    setVersion(conflict.version);
    setErrors({});
    setConflict(null);
    focusField(layout.order[0]?.name);
  }

  function chooseLinked(id: string) {
    setLinkedId(id);
    const chosen = linkChoice?.options.find((option) => option.id === id);
    change(spec.nameField, chosen?.name ?? '');
    if (linkChoice !== undefined) {
      const field = linkChoice.field;
      setErrors((current) => {
        const { [field]: _gone, ...rest } = current;
        return rest;
      });
    }
  }

  function renderField(field: PartField) {
    if (field.isRichText && together !== undefined && part !== undefined) {
      return (
        <TogetherField
          key={`${field.name}-${editorsKey}`}
          together={together}
          partId={part.id}
          field={field.name}
          canBind={typedAlone[field.name] === undefined && editorsKey === 0}
          onBound={onBound}
        >
          {(shared) => renderControl(field, shared)}
        </TogetherField>
      );
    }
    return renderControl(field, undefined);
  }

  function renderControl(field: PartField, shared: SharedText | undefined) {
    const isLinkedName = field.name === spec.nameField && linkedId !== '';
    return (
      <PartFieldControl
        key={field.isRichText ? `${field.name}-${editorsKey}` : field.name}
        id={controlId(field.name)}
        field={field}
        value={values[field.name] ?? ''}
        error={errors[field.name]}
        optionLabels={optionLabels}
        isReadOnly={isLinkedName || field.isDerived === true}
        hint={
          isLinkedName
            ? `The chosen ${linkChoice?.label.toLowerCase()}’s own name.`
            : field.isDerived
              ? `Counted from the ${singular.toLowerCase()}’s text as it is written.`
              : link?.fieldHints?.[field.name]
        }
        onChange={(next) => change(field.name, next)}
        {...(field.isRichText
          ? {
              initialDoc: initialDocOf(field.name, base, values[field.name] ?? ''),
              onDocChange: (doc: RichText, plainText: string) => {
                docs.current = { ...docs.current, [field.name]: doc };
                change(field.name, plainText);
                if (typedAlone[field.name] === undefined) {
                  setTypedAlone((current) => ({ ...current, [field.name]: true }));
                }
              },
              shared,
            }
          : {})}
      />
    );
  }

  const title = `${isEditing ? 'Edit' : 'Add'} ${singular}`;
  return (
    <DialogContent
      size={spec.fields.length > 4 ? 'lg' : 'md'}
      title={title}
      description={
        description ??
        (isEditing
          ? `Change this ${singular.toLowerCase()}; the fields marked * are required.`
          : `A new ${singular.toLowerCase()} goes at the end of the list; the fields marked * are required.`)
      }
      focusFallback={() => document.querySelector<HTMLElement>('[data-part-add]')}
      onOpenAutoFocus={(event) => {
        // The first field, not the dialog's Close button, is where typing starts.
        event.preventDefault();
        openedOn.current = linkChoice?.field ?? layout.order[0]?.name;
        focusField(openedOn.current);
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving ? 'Saving…' : isEditing ? 'Save changes' : title}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {conflict ? (
          <PartConflictNotice
            singular={singular}
            fields={spec.fields}
            values={values}
            stored={conflict}
            optionLabels={optionLabels}
            isSaving={isSaving}
            onSaveMine={handleSaveMine}
            onUseTheirs={handleUseTheirs}
          />
        ) : null}
        {failure ? <Alert>{failure}</Alert> : null}
        {linkChoice !== undefined ? (
          <Field
            id={controlId(linkChoice.field)}
            label={linkChoice.label}
            error={errors[linkChoice.field]}
            {...(linkChoice.hint === undefined ? {} : { hint: linkChoice.hint })}
          >
            <Select
              name={linkChoice.field}
              value={linkedId}
              options={[
                { value: '', label: linkChoice.newLabel },
                ...linkChoice.options.map((option) => ({ value: option.id, label: option.name })),
              ]}
              onChange={(event) => chooseLinked(event.target.value)}
            />
          </Field>
        ) : null}
        {templateChoices.length > 0 ? (
          <Field label="New from template" hint="Its field values are filled in on the new one">
            <Select
              value={templateId}
              options={[
                { value: '', label: 'No template' },
                ...templateChoices.map((template) => ({ value: template.id, label: template.name })),
              ]}
              onChange={(event) => setTemplateId(event.target.value)}
            />
          </Field>
        ) : null}
        {layout.name.map(renderField)}
        {layout.short.length > 0 ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{layout.short.map(renderField)}</div>
        ) : null}
        {layout.wide.map(renderField)}
      </form>
    </DialogContent>
  );
}

/**
 * Which part the form dialog is open for: `openAdd()`, `openEdit(partView(part))`, and `props` to
 * spread on `PartFormDialog` (`isOpen`, `onOpenChange`, `part`). `editing` is the part being edited.
 */
export function usePartDialog() {
  const [state, setState] = useState<{ isOpen: boolean; part?: StoredPartValues | undefined }>({
    isOpen: false,
  });
  return {
    editing: state.part,
    openAdd: () => setState({ isOpen: true }),
    openEdit: (part: StoredPartValues) => setState({ isOpen: true, part }),
    props: {
      isOpen: state.isOpen,
      part: state.part,
      onOpenChange: (isOpen: boolean) => setState((current) => (isOpen ? current : { isOpen: false })),
    },
  };
}
