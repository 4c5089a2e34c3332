import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type EntityRef, entityKey } from '../../../common/workspace/entities';
import {
  familyVariants,
  type RelationAnswer,
  relationChoices,
  type StoredRelation,
} from '../../../common/workspace/relations';
import { Alert } from '../alert';
import { Button } from '../button';
import { Dialog, DialogClose, DialogContent } from '../dialog';
import { Field } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { WorldDateInput } from '../world-date/world-date-input';
import { EntityCombobox } from './entity-combobox';
import {
  differingValues,
  emptyRelationForm,
  isFamilyChoice,
  newRelationInput,
  type RelationFormErrors,
  type RelationFormValues,
  relationFieldLimits,
  relationFormErrors,
  relationFormValues,
  relationPatch,
} from './relation-form';
import { attitudeText, relationChoiceOptions } from './relation-format';
import type { RelationServices } from './relation-services';

const variantOptions = familyVariants.map((variant) => ({
  value: variant,
  label: variant === 'birth' ? 'By birth' : variant === 'adoptive' ? 'Adoptive' : 'Unconfirmed',
}));

type Actions = ReturnType<RelationServices['useRelationActions']>;

export type RelationDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The page's own record or part, and its name. */
  end: EntityRef;
  endName: string;
  /** The relation to edit, read from this side; undefined adds one. */
  relation: RelationAnswer | undefined;
  actions: Actions;
  suggest: RelationServices['suggest'];
};

/** A refusal the form can place: under its field, or a conflict carrying the stored relation. */
function conflictOf(error: unknown): StoredRelation | undefined {
  const current = (error as { current?: unknown } | null)?.current;
  return error instanceof Error &&
    error.name === 'ConflictError' &&
    typeof current === 'object' &&
    current !== null
    ? (current as StoredRelation)
    : undefined;
}

const serverFields: Record<string, keyof RelationFormErrors> = {
  to: 'other',
  from: 'other',
  type: 'choice',
  customLabel: 'thisLabel',
  attitude: 'attitude',
};

/**
 * Adds a relation from this record's or part's page, or changes one's details. Adding: the relation
 * read from this side, the other end found by name, a family tie's variant, a custom one's labels;
 * both: attitude, note, start and end. A change made elsewhere meanwhile keeps what was typed, shows
 * what is stored, and offers to save over it or take it.
 */
export function RelationDialog(props: RelationDialogProps) {
  return (
    <Dialog open={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.isOpen ? <RelationDialogBody {...props} /> : null}
    </Dialog>
  );
}

function RelationDialogBody({ onOpenChange, end, endName, relation, actions, suggest }: RelationDialogProps) {
  const isAdding = relation === undefined;
  // What the form's change is measured from, and the stored relation it is based on: the one opened,
  // or after 'Use theirs' the one stored now.
  const [opened, setOpened] = useState<RelationFormValues>(() =>
    relation === undefined ? emptyRelationForm : relationFormValues(relation, relation.isSource),
  );
  const [base, setBase] = useState<StoredRelation | undefined>(relation);
  const [values, setValues] = useState<RelationFormValues>(opened);
  const [errors, setErrors] = useState<RelationFormErrors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [stored, setStored] = useState<StoredRelation | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const excluded = useMemo(() => new Set([entityKey(end)]), [end]);

  const set = <K extends keyof RelationFormValues>(name: K, value: RelationFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const choice = isAdding ? values.choice : (relation?.type ?? 'custom');
  const isCustom = choice === 'custom';
  const attitude = values.attitude.trim() === '' ? undefined : Number(values.attitude);
  // The attitude is the stored source's toward its target: this end's unless the choice reads the
  // type backwards ('Child of' is stored as the other end's 'Parent of').
  const otherName = isAdding
    ? (values.other?.name ?? 'the other')
    : (relation.otherEntity?.name ?? 'the other');
  const isThisSource = isAdding
    ? !(relationChoices.find((entry) => entry.value === values.choice)?.isInverse ?? false)
    : relation.isSource;
  const feeling = isThisSource
    ? `How ${endName} feels about ${otherName}`
    : `How ${otherName} feels about ${endName}`;

  async function save(basedOn: StoredRelation | undefined) {
    const found = relationFormErrors(values, isAdding);
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      if (relation === undefined || base === undefined) {
        await actions.create(newRelationInput(end, values));
      } else {
        // 'Save mine anyway' sends the same changes, based on the version stored now.
        await actions.update(basedOn ?? base, relationPatch(relation, opened, values));
      }
      onOpenChange(false);
    } catch (error) {
      const current = conflictOf(error);
      if (current !== undefined) {
        setStored(current);
      } else {
        const field = serverFields[(error as { field?: string }).field ?? ''];
        const message = error instanceof Error ? error.message : String(error);
        if (field === undefined) setProblem(message);
        else setErrors({ [field]: message });
      }
    } finally {
      setIsSaving(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save(stored);
  }

  const storedValues =
    stored === undefined || relation === undefined
      ? undefined
      : relationFormValues(stored, relation.isSource);

  return (
    <DialogContent
      title={
        isAdding ? 'Add relation' : `Edit relation: ${relation.label} ${relation.otherEntity?.name ?? ''}`
      }
      description={
        isAdding ? `How ${endName} is tied to another record or part.` : 'Change what is said about this tie.'
      }
      size="md"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="relation-form" disabled={isSaving}>
            {isSaving ? 'Saving…' : isAdding ? 'Add relation' : 'Save relation'}
          </Button>
        </>
      }
    >
      <form id="relation-form" noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {problem ? <Alert>{problem}</Alert> : null}
        {stored !== undefined && storedValues !== undefined ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-accent/60 bg-tone-amber-bg px-3 py-3 text-sm text-tone-amber-fg"
          >
            <p className="flex items-start gap-2 font-medium">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                This relation was changed elsewhere since you opened it. What you typed is kept below.
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-surface px-3 py-2 text-fg">
              {differingValues(values, storedValues).map((entry) => (
                <div key={entry.label} className="contents">
                  <dt className="text-fg-muted">{entry.label}</dt>
                  <dd className="break-words">{entry.value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={isSaving} onClick={() => void save(stored)}>
                Save mine anyway
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setValues(storedValues);
                  setOpened(storedValues);
                  setBase(stored);
                  setStored(undefined);
                }}
              >
                Use theirs
              </Button>
            </div>
          </div>
        ) : null}
        {isAdding ? (
          <>
            <Field label="Relation" error={errors.choice} isRequired>
              <Select
                options={relationChoiceOptions}
                value={values.choice}
                onChange={(event) => set('choice', event.target.value)}
              />
            </Field>
            <Field
              label="Related to"
              error={errors.other}
              isRequired
              hint="Type a name, then choose it from the list."
            >
              <EntityCombobox
                value={values.other}
                onChange={(other) => set('other', other)}
                suggest={suggest}
                excluded={excluded}
              />
            </Field>
          </>
        ) : null}
        {isFamilyChoice(choice) ? (
          <Field label="Variant">
            <Select
              options={variantOptions}
              value={values.variant}
              onChange={(event) => set('variant', event.target.value as RelationFormValues['variant'])}
            />
          </Field>
        ) : null}
        {isCustom ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Label"
              error={errors.thisLabel}
              isRequired
              hint={`As read from ${endName}: "Sworn to".`}
            >
              <Input
                value={values.thisLabel}
                maxLength={relationFieldLimits.label}
                onChange={(event) => set('thisLabel', event.target.value)}
              />
            </Field>
            <Field label="Label from the other side" hint="Leave empty if it reads the same both ways.">
              <Input
                value={values.otherLabel}
                maxLength={relationFieldLimits.label}
                onChange={(event) => set('otherLabel', event.target.value)}
              />
            </Field>
          </div>
        ) : null}
        <Field
          label="Attitude"
          error={errors.attitude}
          hint={
            attitude !== undefined && Number.isInteger(attitude) && Math.abs(attitude) <= 100
              ? `${attitudeText(attitude)}. ${feeling}, from -100 (hatred) to 100 (devotion).`
              : `${feeling}, from -100 (hatred) to 100 (devotion); leave empty if not said.`
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            min={-100}
            max={100}
            step={1}
            value={values.attitude}
            onChange={(event) => set('attitude', event.target.value)}
          />
        </Field>
        <Field label="Note">
          <Textarea
            rows={3}
            value={values.note}
            maxLength={relationFieldLimits.note}
            onChange={(event) => set('note', event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Starts" hint="A date of the world, as you write it.">
            <WorldDateInput
              value={values.starts}
              label="Starts"
              maxLength={relationFieldLimits.date}
              onChange={(text) => set('starts', text)}
            />
          </Field>
          <Field label="Ends">
            <WorldDateInput
              value={values.ends}
              label="Ends"
              maxLength={relationFieldLimits.date}
              onChange={(text) => set('ends', text)}
            />
          </Field>
        </div>
      </form>
    </DialogContent>
  );
}
